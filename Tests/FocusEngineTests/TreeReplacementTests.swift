@testable import FocusEngine
import Testing

/// `replaceTree` keeps the installed indexes when only published values
/// change (F30 step 1 rebuilds at every commit); whichever path it takes,
/// the installed tree must be the one a full build gives.
@Suite("F30 step 1: replacing a tree")
struct TreeReplacementTests {
  /// Everything a reader of the tree can observe, as text.
  func observable(_ tree: ViewTree) -> [String] {
    var lines: [String] = []
    for index in 0..<tree.count {
      let node = tree.node(index)
      lines.append("\(index) \(node) parent \(String(describing: tree.parent[index])) children \(tree.children(of: index))")
      lines.append("  disabled \(tree.isDisabled[index]) interactions \(tree.interactions[index].map(\.rawValue).sorted()) focusable \(tree.isFocusable[index])")
      lines.append("  frame \(tree.frames[index]) tab \(String(describing: tree.sequentialPosition[index])) subtree \(tree.subtree(of: index))")
      lines.append("  index(of:) \(String(describing: tree.index(of: node.id))) chain \(tree.chain(from: index))")
      for binding in node.bindings { lines.append("  \(binding): \(tree.nodes(boundBy: binding))") }
    }
    lines.append("order \(tree.sequentialOrder) positions \(tree.sequentialPosition.sorted { $0.key < $1.key })")
    return lines
  }

  func form(title: Value = "a", sceneTitle: Value? = nil, disabledSave: Bool = false, extraField: Bool = false) -> ViewNode {
    var fields = [
      field("name", bound: "field", to: "name") { $0.focusedValues = [("current", title)] },
      field("email", bound: "field", to: "email") { $0.focusedValues = [("current", "e")] },
    ]
    if extraField { fields.append(field("phone", bound: "field", to: "phone")) }
    fields.append(button("save") { $0.isDisabled = disabledSave })
    return node(.Form, "form", fields) { form in
      if let sceneTitle { form.focusedSceneValues = [("doc", sceneTitle)] }
    }
  }

  @Test("Only published values changed: the fast path keeps the indexes and gives a full build's tree")
  func publishedValuesOnly() {
    var tree = ViewTree(root: form(), platform: .macOS, settings: FocusSettings(keyboardNavigation: true))
    let replacement = form(title: "typed", sceneTitle: "doc")
    #expect(tree.installInPlace(replacement) == .installed(sceneValueKeysChanged: true))
    let full = ViewTree(root: replacement, platform: .macOS, settings: FocusSettings(keyboardNavigation: true))
    #expect(observable(tree) == observable(full))
    #expect(tree.installInPlace(replacement) == .installed(sceneValueKeysChanged: false))
  }

  @Test("A change to disabled, children or bindings takes the full path")
  func structuralChanges() {
    let base = ViewTree(root: form(), platform: .iOS, settings: FocusSettings())
    var rebound = form()
    rebound.children[0].bindings = [FocusBinding(variable: "field", value: "other")]
    var framed = form()
    framed.children[1].frame = Rect(x: 5, y: 5, width: 1, height: 1)
    var renamed = form()
    renamed.children[2].id = "submit"
    // F53: the macOS List Tab order reads the window and the rows' indices.
    var windowed = form()
    windowed.lazyWindow = LazyWindow(viewport: 3, rowCount: 4, firstRealized: 0)
    var row = form()
    row.children[0].lazyRow = 0
    for changed in [form(disabledSave: true), form(extraField: true), rebound, framed, renamed, windowed, row] {
      var tree = base
      #expect(tree.installInPlace(changed) == .structureChanged)
    }
  }

  @Test("Equal but differently written text or values are installed as written, as a full build would")
  func equalButNotIdentical() {
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    #expect(composed == decomposed)
    var tree = ViewTree(root: node(.VStack, "v", [field(composed)]), platform: .iOS, settings: FocusSettings())
    #expect(tree.installInPlace(node(.VStack, "v", [field(decomposed)])) == .installed(sceneValueKeysChanged: false))
    #expect(Array(tree.node(1).id.utf8) == Array(decomposed.utf8))
    let ab: Value = .map(["a": 1, "b": 2])
    let ba: Value = .map(["b": 2, "a": 1])
    #expect(ab == ba)
    let e = engine(node(.VStack, "v", [field("f", bound: "field", to: ab)]))
    e.click(focusing: "f", inScene: 0)
    let reordered = node(.VStack, "v", [field("f", bound: "field", to: ba)])
    e.replaceTree(reordered, inScene: 0)
    #expect(e.value(of: "field").displayText == ba.displayText)
    #expect(observable(e.scenes[0].tree) == observable(ViewTree(root: reordered, platform: .iOS, settings: FocusSettings())))
  }

  @Test("Through the engine, a value-only replacement reads like a fresh engine")
  func engineStateMatchesRebuild() {
    let e = engine(form(), platform: .macOS)
    e.appear()  // F26c: focuses "name"
    e.replaceTree(form(title: "typed"), inScene: 0)
    let fresh = engine(form(title: "typed"), platform: .macOS)
    fresh.appear()
    #expect(observable(e.scenes[0].tree) == observable(fresh.scenes[0].tree))
    #expect(e.focusedID == fresh.focusedID)
    #expect(e.focusedValue("current") == "typed")
    e.tab(forward: true)
    fresh.tab(forward: true)
    #expect(e.focusedValue("current") == fresh.focusedValue("current"))
    #expect(e.value(of: "field") == fresh.value(of: "field"))
    #expect(e.invariantViolations().isEmpty)
  }

  @Test("F16 still applies after a structural replacement that disables the focused node")
  func lossAfterStructuralChange() {
    let e = engine(form())
    e.click(focusing: "name", inScene: 0)
    var disabled = form()
    disabled.children[0].isDisabled = true
    e.replaceTree(disabled, inScene: 0)
    #expect(e.applyLosses())
    #expect(e.focusedID == nil)
    #expect(observable(e.scenes[0].tree) == observable(ViewTree(root: disabled, platform: .iOS, settings: FocusSettings())))
  }

  @Test("F24: a value-only replacement that adds a second scene publisher warns once")
  func sceneValueWarningOnFastPath() {
    let root = node(.VStack, "v", [node(.Text, "s1") { $0.focusedSceneValues = [("doc", "1")] }, node(.Text, "s2")])
    let e = engine(root)
    #expect(e.warnings.isEmpty)
    var both = root
    both.children[1].focusedSceneValues = [("doc", "2")]
    e.replaceTree(both, inScene: 0)
    #expect(e.warnings.map(\.code) == ["duplicate-scene-value"])
    #expect(e.focusedValue("doc") == "1")
    e.replaceTree(root, inScene: 0)
    e.replaceTree(both, inScene: 0)
    #expect(e.warnings.count == 1)
  }

  @Test("Single nodes replaced in place give the tree a full build gives, and keep focus")
  func replaceNodesEqualsFullBuild() {
    let e = engine(form(), platform: .macOS)
    e.appear()  // F26c: focuses "name"
    var name = e.scenes[0].tree.node(1)
    name.focusedValues = [("current", "typed")]
    var root = e.scenes[0].tree.node(0)
    root.focusedSceneValues = [("doc", "d")]
    #expect(e.replaceNodes([(0, root), (1, name)], inScene: 0))
    let full = form(title: "typed", sceneTitle: "d")
    #expect(observable(e.scenes[0].tree) == observable(ViewTree(root: full, platform: .macOS, settings: FocusSettings())))
    #expect(e.focusedID == "name")
    #expect(e.focusedValue("current") == "typed")
    #expect(e.invariantViolations().isEmpty)
  }

  @Test("A replacement that changes structure is refused and installs nothing, not even the valid ones")
  func replaceNodesRefusesStructure() {
    let e = engine(form())
    let before = observable(e.scenes[0].tree)
    var name = e.scenes[0].tree.node(1)
    name.focusedValues = [("current", "typed")]
    var save = e.scenes[0].tree.node(3)
    save.isDisabled = true
    save.focusable = FocusableModifier(isEnabled: false)
    var withChild = e.scenes[0].tree.node(2)
    withChild.children = [button("inner")]
    for replacements in [[(1, name), (3, save)], [(1, name), (2, withChild)], [(1, name), (9, name)]] {
      #expect(!e.replaceNodes(replacements, inScene: 0))
      #expect(observable(e.scenes[0].tree) == before)
    }
  }

  @Test("F4, F5, F19: a change of disabled alone is installed in place, as a full build would, and F16 then applies")
  func replaceNodesFollowsDisabled() {
    for platform in [Platform.iOS, .macOS, .tvOS] {
      let settings = FocusSettings(keyboardNavigation: platform == .macOS)
      // The fields sit in a section, so the section's disabled reaches them (F5).
      let root = node(.VStack, "v", [
        node(.Section, "s", [field("a", bound: "field", to: "a"), field("b")]),
        button("save") { $0.isDisabled = true },
      ])
      let e = engine(root, platform: platform, settings: settings)
      e.click(focusing: "a", inScene: 0)
      // Enable the button, then disable the section that holds the focused field.
      var save = e.scenes[0].tree.node(4)
      save.isDisabled = false
      #expect(e.replaceNodes([(4, save)], inScene: 0))
      var enabled = root
      enabled.children[1].isDisabled = false
      #expect(observable(e.scenes[0].tree) == observable(ViewTree(root: enabled, platform: platform, settings: settings)))
      var section = e.scenes[0].tree.node(1)
      section.isDisabled = true
      #expect(e.replaceNodes([(1, section)], inScene: 0))
      var both = enabled
      both.children[0].isDisabled = true
      let full = ViewTree(root: both, platform: platform, settings: settings)
      #expect(observable(e.scenes[0].tree) == observable(full))
      #expect(!e.scenes[0].tree.isFocusable[2] && !e.scenes[0].tree.isFocusable[3])
      // F16: the focused field is disabled now, through its section.
      #expect(e.applyLosses())
      #expect(e.focusedID != "a")
      #expect(e.invariantViolations().isEmpty)
    }
  }

  @Test("Random trees and random disabled flips: replacing single nodes installs what a full build gives")
  func randomDisabledFlips() {
    var random = SplitMix(seed: 11)
    var nodesSeen = 0
    for platform in [Platform.iOS, .macOS, .tvOS] {
      let settings = FocusSettings(keyboardNavigation: platform == .macOS)
      for _ in 0..<8 {
        var root = ViewNode(id: "r", kind: .VStack)
        root.children = (0..<3).map { RandomTree.make(&random, depth: 3, path: "r.\($0)") }
        let e = engine(root, platform: platform, settings: settings)
        nodesSeen += e.scenes[0].tree.count
        for _ in 0..<30 {
          let count = e.scenes[0].tree.count
          var replacements: [(index: Int, node: ViewNode)] = []
          for _ in 0..<(1 + random.next(2)) {
            let index = random.next(count)
            guard !replacements.contains(where: { $0.index == index }) else { continue }
            var replaced = e.scenes[0].tree.node(index)
            if random.next(3) > 0 { replaced.isDisabled.toggle() }
            if random.next(2) == 0 { replaced.focusedValues = [("title", .number(Double(random.next(9))))] }
            replacements.append((index, replaced))
            root = RandomTree.replacing(root, at: index, with: replaced)
          }
          #expect(e.replaceNodes(replacements, inScene: 0))
          #expect(observable(e.scenes[0].tree) == observable(ViewTree(root: root, platform: platform, settings: settings)))
        }
      }
    }
    // Trees of several nodes, not single roots: sections and nesting are reached.
    #expect(nodesSeen >= 24 * 6)
  }

  @Test("F24: a single-node replacement that adds a second scene publisher warns once")
  func sceneValueWarningOnReplaceNodes() {
    let root = node(.VStack, "v", [node(.Text, "s1") { $0.focusedSceneValues = [("doc", "1")] }, node(.Text, "s2")])
    let e = engine(root)
    var second = e.scenes[0].tree.node(2)
    second.focusedSceneValues = [("doc", "2")]
    #expect(e.replaceNodes([(2, second)], inScene: 0))
    #expect(e.warnings.map(\.code) == ["duplicate-scene-value"])
    #expect(e.focusedValue("doc") == "1")
  }

  @Test("Random trees and edits: every replacement installs what a full build gives")
  func randomEdits() {
    var random = SplitMix(seed: 5)
    for platform in [Platform.iOS, .macOS, .tvOS] {
      let settings = FocusSettings(keyboardNavigation: platform == .macOS)
      var root = RandomTree.make(&random, depth: 3)
      let e = engine(root, platform: platform, settings: settings)
      for _ in 0..<150 {
        root = RandomTree.edit(root, &random)
        e.replaceTree(root, inScene: 0)
        #expect(observable(e.scenes[0].tree) == observable(ViewTree(root: root, platform: platform, settings: settings)))
      }
    }
  }

  @Test("Every ViewNode property is either compared by the fast path or copied by it")
  func everyPropertyIsClassified() {
    let node = ViewNode(id: "x", kind: .Text)
    let labels = Set(Mirror(reflecting: node.storage).children.compactMap(\.label).filter { $0 != "rare" })
      .union(Mirror(reflecting: ViewNode.Storage.Rare()).children.compactMap(\.label))
      .union(Mirror(reflecting: node).children.compactMap(\.label).filter { $0 != "storage" })
    // Those `haveSameStructure` compares, `children` (which the walk
    // compares), the published values, which no index reads, and `keyboard`:
    // its shortcut is compared (F49's index), its handlers (F50, F51) are
    // read from the installed nodes at each key press.
    let classified: Set<String> = [
      "id", "kind", "isDisabled", "focusable", "bindings", "isFocusSection", "focusScope",
      "prefersDefaultFocus", "defaultFocus", "submitScope", "hasSubmitHandler", "frame", "forEachRowID", "role", "lazyWindow", "lazyRow",
      "isVerticalAxis", "isSearchField", "hasSearchSubmitHandler",
      "children", "focusedValues", "focusedSceneValues", "keyboard",
    ]
    #expect(labels == classified,
            "add the new property to ViewNode.haveSameStructure or make sure installInPlace may install it")
  }
}

/// A small deterministic generator (SplitMix64), so failures reproduce.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }
}

/// Random trees for `randomEdits`, and edits that are mostly value-only.
enum RandomTree {
  static let kinds: [ViewKind] = [.VStack, .HStack, .Group, .Section, .TextField, .Button, .Text, .Toggle]

  static func make(_ random: inout SplitMix, depth: Int, path: String = "n") -> ViewNode {
    let kind = depth == 0 ? kinds[4 + random.next(4)] : kinds[random.next(kinds.count)]
    var result = ViewNode(id: path, kind: kind)
    if kind.isContainer {
      result.children = (0..<random.next(4)).map { make(&random, depth: depth - 1, path: "\(path).\($0)") }
      if random.next(4) == 0 { result.isFocusSection = true }
    }
    if random.next(3) == 0 { result.bindings = [FocusBinding(variable: "field", value: .string(path))] }
    return result
  }

  /// `root` with the node at pre-order `index` given `replacement`'s
  /// properties, its children kept.
  static func replacing(_ root: ViewNode, at index: Int, with replacement: ViewNode) -> ViewNode {
    var next = 0
    func walk(_ node: ViewNode) -> ViewNode {
      let own = next
      next += 1
      var result = own == index ? replacement : node
      result.children = node.children.map(walk)
      return result
    }
    return walk(root)
  }

  static func edit(_ root: ViewNode, _ random: inout SplitMix) -> ViewNode {
    var result = root
    switch random.next(10) {
    case 0: result.isDisabled.toggle()
    case 1: if !result.children.isEmpty { result.children.removeLast() }
    case 2: result.children.append(make(&random, depth: 1, path: "\(root.id).\(random.next(1000))"))
    case 3: result.frame = result.frame == nil ? Rect(x: 3, y: 0, width: 2, height: 1) : nil
    case 4: result.focusable = FocusableModifier(isEnabled: random.next(2) == 0)
    case 5: result.focusedSceneValues = random.next(2) == 0 ? [] : [("doc", .number(Double(random.next(9))))]
    default: result.focusedValues = [("title", .number(Double(random.next(9))))]
    }
    // Edits reach children too, so the walk finds differences deep down.
    if !result.kind.isContainer || result.children.isEmpty || random.next(2) == 0 { return result }
    let child = random.next(result.children.count)
    result.children[child] = edit(result.children[child], &random)
    return result
  }
}

@Suite("Printing values")
struct PlainWordTests {
  @Test("A plain word is exactly what the quoting rules leave bare")
  func plainWordsAgreeWithTheRules() {
    let samples = [
      "name", "name-262", "email", "Form/TextField[1]", "save", "a", "y", "Y", "n", "yes", "Yes", "no", "on", "off", "OFF",
      "true", "false", "null", "Null", "inf", "Inf", "infinity", "nan", "NaN", "nanny", "item.title", "e5", "E", "x1",
      "row_1", "abc:", "a b", "a#b", "x,y", "café", "", "1abc", "-a", ".inf", "f12345", "onward", "trueish", "nullable",
    ]
    for text in samples {
      if Value.isPlainWord(text) {
        #expect(!Value.needsQuotingByTheRules(text), "\(text)")
      }
      #expect(Value.needsQuoting(text) == Value.needsQuotingByTheRules(text), "\(text)")
    }
    #expect(Value.isPlainWord("name-262"))
    #expect(Value.yamlScalar("yes") == "\"yes\"")
  }
}
