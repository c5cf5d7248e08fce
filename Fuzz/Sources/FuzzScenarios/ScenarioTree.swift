/// One scenario document being mutated: the structural mutations of the
/// structure-aware mode (docs/reliability.md "Structure-aware mode").
/// `budget` is roughly how many bytes the mutation may add before the text
/// passes libFuzzer's `-max_len`.
struct ScenarioTree {
  let root: YNode
  var budget: Int
  var rng: SplitMix

  init(root: YNode, budget: Int, rng: SplitMix) {
    self.root = root
    self.budget = budget
    self.rng = rng
  }

  mutating func mutateOnce() {
    switch rng.below(100) {
    case 0..<24: aliasTower()
    case 24..<36: nestedForEach()
    case 36..<48: selfReferentialListOperation()
    case 48..<58: largeScalarThroughAliases()
    case 58..<73: insertStep()
    case 73..<83: swapOrShare()
    case 83..<91: replaceScalar()
    default: repeatItem()
    }
  }

  // MARK: - Finding places

  /// Every slot under the root with what it holds, aliases visited once.
  func sites(limit: Int = 4000) -> [Site] {
    var sites: [Site] = []
    var visited: Set<ObjectIdentifier> = []
    collect(root, as: .other, isRoot: true, into: &sites, visited: &visited, limit: limit)
    return sites
  }

  // Recursion depth is the text's nesting: at most the reader's 256 plus
  // what one mutation adds.
  private func collect(
    _ node: YNode, as place: Place, isRoot: Bool, into sites: inout [Site], visited: inout Set<ObjectIdentifier>, limit: Int
  ) {
    guard sites.count < limit, visited.insert(ObjectIdentifier(node)).inserted else { return }
    switch node.content {
    case .scalar: return
    case .sequence(let items):
      // A list holds more of the same, except a view's list body (children)
      // and the steps.
      for (index, item) in items.enumerated() {
        let itemPlace: Place = place == .actions ? .actions : place
        sites.append(Site(parent: node, index: index, place: itemPlace))
        collect(item, as: itemPlace, isRoot: false, into: &sites, visited: &visited, limit: limit)
      }
    case .mapping(let pairs):
      let isView = place == .view && pairs.count == 1 && pairs[0].key.scalarText.map(StructureMutator.kinds.contains) == true
      for (index, pair) in pairs.enumerated() {
        let key = pair.key.scalarText ?? ""
        let childPlace: Place
        if isRoot {
          childPlace = Self.rootPlaces[key] ?? .other
        } else if isView {
          // The body of `Kind: body`: a list of children, or properties.
          childPlace = pair.value.items != nil ? .view : .other
        } else if place == .step, ["set"].contains(key) {
          childPlace = .expression
        } else {
          childPlace = Self.keyPlaces[key] ?? (place == .expression || place == .value ? place : .other)
        }
        sites.append(Site(parent: node, index: index, place: childPlace))
        collect(pair.value, as: childPlace, isRoot: false, into: &sites, visited: &visited, limit: limit)
      }
    }
  }

  private static let rootPlaces: [String: Place] = [
    "view": .view, "steps": .step, "state": .value, "scenes": .other, "commands": .other,
  ]

  /// What the value of a key holds, wherever the key is (SCENARIO-FORMAT).
  private static let keyPlaces: [String: Place] = {
    var places: [String: Place] = [:]
    for key in ["view", "row", "destination", "children"] { places[key] = .view }
    for key in [
      "action", "onSubmit", "onAppear", "then", "else", "run", "task", "do", "onMoveCommand", "onExitCommand",
      "onSearchSubmit", "onDismiss",
    ] { places[key] = .actions }
    for key in ["if", "not", "where", "handled", "all", "any", "focusable"] { places[key] = .condition }
    for key in [
      "isEmpty", "isNil", "count", "first", "last", "value", "type", "at", "after", "before", "add", "multiply",
      "concat", "equals", "let", "set", "focusedValue", "setFocusedBinding", "label",
    ] { places[key] = .expression }
    for key in ["state", "focusState", "focusedValues"] { places[key] = .value }
    places["steps"] = .step
    return places
  }()

  private mutating func site(for place: Place) -> Site? {
    let matching = sites().filter { $0.place == place }
    return matching.randomElement(using: &rng)
  }

  // MARK: - Small builders

  private var stateNames: [String] {
    (root["state"]?.pairs ?? []).compactMap { $0.key.scalarText }
  }

  /// Declares `name` in `state` (replacing `state` if it is not a mapping).
  private func declare(_ name: String, _ value: YNode) {
    if root["state"]?.pairs == nil { root.set("state", .map([])) }
    root["state"]!.set(name, value)
  }

  /// A state variable holding a list: an existing one or a new one.
  private mutating func listVariable() -> String {
    let lists = (root["state"]?.pairs ?? []).filter { $0.value.items != nil }.compactMap { $0.key.scalarText }
    if let name = lists.randomElement(using: &rng), rng.chance(60) { return name }
    let name = "fl\(rng.below(4))"
    declare(name, .seq((0..<rng.int(0...3)).map { .plain("\($0)") }))
    return name
  }

  private func appendStep(_ step: YNode, times: Int = 1) {
    var steps = root["steps"]?.items ?? []
    for _ in 0..<max(1, times) { steps.append(step) }
    root.set("steps", .seq(steps))
  }

  /// Puts `node` into the view: next to the root view inside a new stack.
  private mutating func addToView(_ node: YNode) {
    if let view = root["view"], rng.chance(80) {
      root.set("view", .map([(rng.pick(StructureMutator.containers), .seq([view, node]))]))
    } else {
      root.set("view", node)
    }
  }

  private mutating func leafAction() -> YNode {
    let name = stateNames.randomElement(using: &rng) ?? "f"
    if stateNames.isEmpty { declare("f", .plain("false")) }
    return rng.pick([
      .map([("set", .map([(name, .plain("1"))]))]),
      .map([("let", .map([("x", .plain("$\(name)"))]))]),
      .map([("resetFocus", .plain("main"))]),
      .seq([]),
    ])
  }

  // MARK: - Nesting through aliases

  /// One wrapper around `inner` for a place, and how many YAML levels it adds.
  private mutating func wrap(_ inner: YNode, for place: Place, kind: Int) -> (YNode, levels: Int) {
    switch place {
    case .view:
      let container = rng.pick(StructureMutator.containers)
      switch kind % 4 {
      case 0: return (.map([(container, .seq([inner]))]), 2)
      case 1: return (.map([(container, .map([("children", .seq([inner]))]))]), 3)
      case 2: return (.map([("ForEach", .map([("data", .plain("$fe")), ("row", inner)]))]), 2)
      default: return (.map([("View", .map([("name", .plain("V")), ("children", .seq([inner]))]))]), 3)
      }
    case .actions:
      switch kind % 5 {
      case 0: return (.map([("if", .plain("true")), ("then", inner)]), 1)
      case 1: return (.map([("if", .plain("false")), ("then", .seq([])), ("else", inner)]), 1)
      case 2: return (.seq([.map([("let", .map([("x", .plain("1"))]))]), .map([("if", .plain("true")), ("then", inner)])]), 2)
      case 3: return (.map([("task", inner)]), 1)
      default: return (.map([("after", .map([("seconds", .plain("0")), ("do", inner)]))]), 2)
      }
    case .condition:
      switch kind % 3 {
      case 0: return (.map([("not", inner)]), 1)
      case 1: return (.map([("all", .seq([inner]))]), 2)
      default: return (.map([("any", .seq([inner, .plain("false")]))]), 2)
      }
    case .expression:
      switch kind % 4 {
      case 0: return (.map([("concat", .seq([inner, inner]))]), 2)
      case 1: return (.map([("add", .seq([inner, .plain("1")]))]), 2)
      case 2: return (.map([("count", inner)]), 1)
      default: return (.map([("concat", .seq([inner, .quoted("a")]))]), 2)
      }
    case .value, .step, .other:
      switch kind % 3 {
      case 0: return (.seq([inner]), 1)
      case 1: return (.map([("k", inner)]), 1)
      default: return (.seq([inner, inner]), 1)
      }
    }
  }

  /// About how many bytes of text one wrapper of `wrap` adds.
  private static func wrapperBytes(_ place: Place, _ kind: Int) -> Int {
    switch place {
    case .view: [12, 22, 28, 32][kind % 4]
    case .actions: [17, 27, 40, 8, 26][kind % 5]
    case .condition: [7, 10, 16][kind % 3]
    case .expression: [17, 13, 9, 18][kind % 4]
    case .value, .step, .other: [2, 5, 7][kind % 3]
    }
  }

  /// Nests a subtree N levels deep while each anchored level stays under the
  /// reader's 256-level limit: level i wraps level i-1 (an alias) in d
  /// wrappers, and the levels sit side by side so each one's text is
  /// shallow while the last one expands to about N·d levels. This is how
  /// the decoder's and executor's recursion was overflowed by hand (issue 13).
  mutating func aliasTower() {
    let place = rng.pick([Place.view, .view, .actions, .actions, .condition, .expression, .value])
    if place == .view, root["state"]?["fe"] == nil { declare("fe", .seq([.plain("0")])) }
    let target = site(for: place)
    let base: YNode
    switch place {
    case .view: base = target?.node ?? .map([("Text", .plain("x"))])
    case .actions: base = target?.node ?? leafAction()
    case .condition: base = target?.node ?? .plain("true")
    case .expression: base = target?.node ?? .plain("1")
    default: base = target?.node ?? .plain("1")
    }
    let kind = rng.below(5)
    let mixed = rng.chance(30)
    // YAML levels of text per anchored level: under the reader's 256, with
    // room for what holds the tower.
    let levelsPerAnchor = rng.chance(60) ? rng.int(150...230) : rng.int(1...150)
    var levels: [YNode] = []
    var current = base
    var spent = 0
    while levels.count < 60 {
      var depth = 0
      var bytes = 0
      var next = current
      while depth < levelsPerAnchor {
        let chosen = mixed ? rng.below(5) : kind
        let (wrapped, added) = wrap(next, for: place, kind: chosen)
        bytes += Self.wrapperBytes(place, chosen)
        next = wrapped
        depth += added
      }
      // Text is what limits the depth (libFuzzer's -max_len): stop at the budget.
      guard spent + bytes + 8 <= budget else { break }
      spent += bytes + 8
      current = next
      levels.append(current)
    }
    guard !levels.isEmpty else { return }
    budget -= spent
    let holder: YNode
    switch place {
    case .view: holder = .map([(rng.pick(StructureMutator.containers), .seq(levels))])
    case .actions: holder = .seq(levels)
    case .condition: holder = .map([("all", .seq(levels))])
    case .expression:
      // Each level in its own `let`, so every one is evaluated.
      let lets = levels.enumerated().map { YNode.map([("let", .map([("e\($0.offset)", $0.element)]))]) }
      appendStep(.map([("run", .seq(lets))]))
      return
    default: holder = .seq(levels)
    }
    if let target {
      target.replace(with: holder)
    } else {
      switch place {
      case .view: addToView(holder)
      case .actions: appendStep(.map([("run", holder)]))
      case .condition: appendStep(.map([("run", .map([("if", holder), ("then", .seq([]))]))]))
      default: declare("ft", holder)
      }
    }
  }

  // MARK: - ForEach

  /// ForEach inside ForEach over lists of generated sizes: the rows
  /// multiply (four over 100 items grew past 6 GB, issue 13).
  mutating func nestedForEach() {
    let size = rng.pick([2, 5, 10, 30, 100, 300])
    let name = "fe\(rng.below(3))"
    let elements = (0..<size).map { YNode.plain("\($0)") }
    declare(name, rng.chance(30) ? .seq(elements.map { .map([("id", $0)]) }) : .seq(elements))
    var row: YNode = rng.chance(50)
      ? .map([("Text", .plain("r"))])
      : .map([("Button", .map([("id", .quoted("b${item}-${index}")), ("action", leafAction())]))])
    for _ in 0..<rng.int(1...5) {
      let data = rng.chance(80) ? "$\(name)" : "$\(listVariable())"
      row = .map([("ForEach", .map([("data", .plain(data)), ("row", row)]))])
      if rng.chance(30) { row = .map([(rng.pick(StructureMutator.containers), .seq([row, row]))]) }
    }
    addToView(row)
    if rng.chance(50) { appendStep(.plain("tab"), times: rng.int(1...3)) }
  }

  // MARK: - Lists onto themselves

  /// `append`, `insert`, path `set` and `concat` of a list onto itself,
  /// repeated through aliases: each run doubles the list.
  mutating func selfReferentialListOperation() {
    let list = listVariable()
    if root["state"]?["fm"] == nil { declare("fm", .map([("a", .plain("1")), ("b", .seq([]))])) }
    let operation: YNode = rng.pick([
      .map([("append", .map([("to", .plain("$\(list)")), ("value", .plain("$\(list)"))]))]),
      .map([("insert", .map([("into", .plain("$\(list)")), ("at", .plain("0")), ("value", .plain("$\(list)"))]))]),
      .map([("insert", .map([("into", .plain("$\(list)")), ("after", .plain("0")), ("value", .plain("$\(list)"))]))]),
      .map([("set", .map([(list, .map([("concat", .seq([.plain("$\(list)"), .plain("$\(list)")]))]))]))]),
      .map([("set", .map([(list, .seq([.plain("$\(list)"), .plain("$\(list)")]))]))]),
      .map([("set", .map([("fm.a", .plain("$fm"))]))]),
      .map([("set", .map([("fm.b", .map([("concat", .seq([.plain("$fm.b"), .seq([.plain("$fm")])]))]))]))]),
      .map([("append", .map([("to", .plain("$fm.b")), ("value", .plain("$fm"))]))]),
    ])
    let repeats = rng.pick([1, 2, 8, 30])
    let actions = YNode.seq(Array(repeating: operation, count: repeats))
    switch rng.below(3) {
    case 0:
      appendStep(.map([("run", actions)]), times: rng.pick([1, 4, 20, 60]))
    case 1:
      // A handler that changes what it watches: a change cycle.
      let button = YNode.map([("Button", .map([("id", .plain("fb")), ("action", actions)]))])
      let watcher = YNode.map([("Group", .map([("onChange", .map([("$\(list)", actions)])), ("children", .seq([button]))]))])
      addToView(watcher)
      appendStep(.map([("click", .plain("fb"))]), times: rng.int(1...3))
    default:
      let wrapped = YNode.seq(Array(repeating: YNode.map([("if", .plain("true")), ("then", actions)]), count: rng.pick([1, 10])))
      appendStep(.map([("run", wrapped)]), times: rng.pick([1, 10, 40]))
    }
    if rng.chance(50) { appendStep(.map([("expect", .map([("state", .map([(list, .seq([]))]))]))])) }
  }

  // MARK: - Large scalars

  /// A long scalar repeated by aliases (f copies per level, a few levels)
  /// into state, typed text and a failing expectation: reports print values.
  mutating func largeScalarThroughAliases() {
    let length = max(1, min(budget / 2, rng.pick([100, 1000, 2000, 8000, 20000])))
    budget -= length
    let character = rng.pick(["x", "é", "\\u2028", "a b", "0"])
    var text = String(repeating: character == "\\u2028" ? "\u{2028}" : character, count: length)
    if rng.chance(20) { text += "${s}" }
    var value = YNode.quoted(text)
    for _ in 0..<rng.int(0...4) {
      value = .seq(Array(repeating: value, count: rng.int(2...12)))
    }
    declare("fb", value)
    let places: [YNode] = [
      .map([("expect", .map([("state", .map([("fb", .seq([value, .plain("0")]))]))]))]),
      .map([("expect", .map([("state", .map([("fb", .plain("0"))]))]))]),
      .map([("type", value)]),
      .map([("expect", .map([("focused", value), ("warnings", .seq([value]))]))]),
      .map([("run", .map([("set", .map([("fb", .map([("concat", .seq([.plain("$fb"), .plain("$fb")]))]))]))]))]),
      .map([("expect", .map([("tabOrder", .seq([value, value]))]))]),
    ]
    appendStep(rng.pick(places), times: rng.int(1...3))
  }

  // MARK: - Steps

  private static let stepWords = ["tab", "shift-tab", "submit", "select", "back"]
  private static let keys = [
    "tab", "shift+tab", "return", "space", "escape", "up", "down", "left", "right", "delete", "cmd+k", "option+return",
  ]

  private func ids() -> [String] {
    sites(limit: 2000).compactMap { site in
      guard case .mapping(let pairs) = site.parent.content, pairs[site.index].key.scalarText == "id" else { return nil }
      return site.node.scalarText
    }
  }

  /// A step of a random kind from the format's steps, naming ids and
  /// variables the scenario has.
  mutating func insertStep() {
    let ids = ids()
    let id = ids.randomElement(using: &rng) ?? "b"
    let variable = stateNames.randomElement(using: &rng) ?? "s"
    let step: YNode
    switch rng.below(14) {
    case 0: step = .plain(rng.pick(Self.stepWords))
    case 1: step = .map([(rng.pick(["click", "tap"]), .plain(id))])
    case 2: step = .map([("key", .plain(rng.pick(Self.keys)))])
    case 3: step = .map([("move", .plain(rng.pick(["up", "down", "left", "right"])))])
    case 4: step = .map([("type", .quoted(rng.pick(["", "a", "${s}", "\u{2028}", "\u{85}", "\t"])))])
    case 5: step = .map([("set", .map([(variable, interestingScalar())]))])
    case 6: step = .map([("run", leafAction())])
    case 7: step = .map([("invoke", .plain(id))])
    case 8: step = .map([("activate", .plain(id))])
    case 9: step = .map([("wait", .plain(rng.pick(["0", "0.5", "1e300", "-1", ".inf"])))])
    case 10: step = .map([("scroll", .map([("in", .plain(id)), ("to", .plain(rng.pick(["0", "20", "-1", "1e18"])))]))])
    case 11: step = .map([("expect", .map([]))])
    default:
      let key = rng.pick([
        "focused", "focusState", "state", "focusedValues", "isFocused", "commands", "tabOrder", "present", "disabled",
        "scene", "warnings", "focusedIn", "presented", "screens", "time",
      ])
      let value: YNode
      switch key {
      case "state", "focusState", "focusedValues": value = .map([(variable, interestingScalar())])
      case "isFocused", "present", "disabled": value = .map([(id, .plain(rng.chance(50) ? "true" : "false"))])
      case "commands": value = .map([(id, .plain("enabled"))])
      case "tabOrder", "presented", "warnings": value = .seq(ids.prefix(rng.int(0...4)).map { .plain($0) })
      case "screens": value = .map([(id, .plain("1"))])
      case "time": value = .plain("0")
      default: value = .plain(id)
      }
      step = .map([("expect", .map([(key, value)]))])
    }
    var steps = root["steps"]?.items ?? []
    let repeats = rng.chance(80) ? 1 : rng.pick([5, 50])
    let position = rng.below(steps.count + 1)
    steps.insert(contentsOf: Array(repeating: step, count: repeats), at: position)
    root.set("steps", .seq(steps))
  }

  // MARK: - Swapping, sharing, repeating

  private func contains(_ node: YNode, _ target: YNode) -> Bool {
    var stack = [node]
    var seen: Set<ObjectIdentifier> = []
    while let next = stack.popLast() {
      if next === target { return true }
      guard seen.insert(ObjectIdentifier(next)).inserted else { continue }
      switch next.content {
      case .scalar: break
      case .sequence(let items): stack.append(contentsOf: items)
      case .mapping(let pairs): for pair in pairs { stack.append(pair.key); stack.append(pair.value) }
      }
    }
    return false
  }

  /// Swaps two subtrees of the same kind of place, or puts one in the
  /// other's place too (shared: written as an alias).
  mutating func swapOrShare() {
    let all = sites()
    guard let first = all.filter({ $0.place != .other }).randomElement(using: &rng) else { return }
    let partners = all.filter { $0.place == first.place && $0.node !== first.node }
    guard let second = partners.randomElement(using: &rng) else { return }
    let a = first.node
    let b = second.node
    // Never under itself: the tree must stay acyclic.
    if contains(a, second.parent) || contains(b, first.parent) { return }
    if rng.chance(50) {
      first.replace(with: b)
      second.replace(with: a)
    } else {
      second.replace(with: a)
    }
  }

  private mutating func interestingScalar() -> YNode {
    rng.pick([
      .plain("0"), .plain("-1"), .plain("1.0e+300"), .plain(".inf"), .plain(".nan"), .plain("9223372036854775807"),
      .plain("-9223372036854775808"), .plain("null"), .plain("true"), .quoted(""), .quoted("${s}${s}"),
      .plain("$s"), .plain("$l"), .plain("$item"), .plain("$newID"), .quoted("\u{2028}"), .plain("[]"),
      .seq([]), .map([]), .quoted(String(repeating: "x", count: 300)),
    ])
  }

  mutating func replaceScalar() {
    let scalars = sites().filter { $0.node.scalarText != nil }
    guard let site = scalars.randomElement(using: &rng) else { return }
    site.replace(with: interestingScalar())
  }

  /// Repeats one item of a list (shared, so through aliases) or drops one.
  mutating func repeatItem() {
    let lists = sites().filter { ($0.node.items?.count ?? 0) > 0 }
    guard let site = lists.randomElement(using: &rng), var items = site.node.items else { return }
    let index = rng.below(items.count)
    if rng.chance(25) {
      items.remove(at: index)
    } else {
      items.insert(contentsOf: Array(repeating: items[index], count: rng.pick([1, 3, 20, 200])), at: index)
    }
    site.node.content = .sequence(items)
  }
}
