import FocusEngine
import Testing

@Suite("F7–F16: FocusState, requests and losses")
struct FocusStateTests {
  @Test("F7: one focused node per scene; the focus chain is the node and its ancestors")
  func focusChain() {
    let e = engine(loginForm())
    e.apply(FocusRequest(variable: "field", value: "password"))
    #expect(e.focusedID == "password")
    #expect(e.containsFocus("form"))
    #expect(!e.containsFocus("username"))
    #expect(e.invariantViolations().isEmpty)
  }

  @Test("F8: Bool variables read false and Optional ones null when nothing bound is focused")
  func emptyValues() {
    let e = engine(loginForm(), variables: [FocusStateVariable(name: "field", kind: .optional), FocusStateVariable(name: "flag", kind: .bool)])
    #expect(e.value(of: "field") == .null)
    #expect(e.value(of: "flag") == .bool(false))
  }

  @Test(
    "F8: a declaration is found by name as the dictionary of declarations finds it, for a few variables and for many",
    arguments: [2, 7, 8, 40])  // with the duplicate: 3 and 8 scanned, 9 and 41 hashed
  func declarationByName(count: Int) {
    var variables = (0..<count).map { FocusStateVariable(name: "v\($0)", kind: $0 % 2 == 0 ? .bool : .optional) }
    // A name declared twice: the later declaration is the one that counts.
    variables.append(FocusStateVariable(name: "v0", kind: .optional))
    let e = engine(loginForm(), variables: variables)
    for name in (0..<count).map({ "v\($0)" }) + ["field", "", "v0.x"] {
      #expect(e.declaration(of: name) == e.variables[name], "\(name)")
    }
    #expect(e.declaration(of: "v0")?.kind == .optional)
    #expect(e.declaration(of: "missing") == nil)
  }

  @Test("F9: a Bool binding reads true while focus is anywhere inside its node")
  func boolContainsFocus() {
    let root = node(.VStack, "container", [field("name") { $0.bindings = [FocusBinding(variable: "fieldIsFocused")] }]) {
      $0.focusable = FocusableModifier(isEnabled: true)
      $0.bindings = [FocusBinding(variable: "containerIsFocused")]
    }
    let e = engine(root, variables: [FocusStateVariable(name: "fieldIsFocused", kind: .bool), FocusStateVariable(name: "containerIsFocused", kind: .bool)])
    e.apply(FocusRequest(variable: "fieldIsFocused", value: true))
    #expect(e.focusedID == "name", "\(e.events.flatMap(\.lines))")
    #expect(e.value(of: "containerIsFocused") == .bool(true))
    e.apply(FocusRequest(variable: "containerIsFocused", value: true))
    #expect(e.focusedID == "container")
    #expect(e.value(of: "fieldIsFocused") == .bool(false))
  }

  @Test("F10: an equals binding reads the innermost bound node; the first listed binding is reported")
  func equalsInnermost() {
    let root = node(.VStack, "container", [
      field("name") { $0.bindings = [FocusBinding(variable: "field", value: "name"), FocusBinding(variable: "field", value: "fullName")] },
    ]) {
      $0.focusable = FocusableModifier(isEnabled: true)
      $0.bindings = [FocusBinding(variable: "field", value: "container")]
    }
    let e = engine(root)
    e.apply(FocusRequest(variable: "field", value: "fullName"))
    #expect(e.focusedID == "name")
    #expect(e.value(of: "field") == "name")
    e.apply(FocusRequest(variable: "field", value: "container"))
    #expect(e.value(of: "field") == "container")
  }

  @Test("F11: a set focuses the first bound candidate whose target is focusable")
  func setFocusesCandidate() {
    let e = engine(loginForm())
    e.apply(FocusRequest(variable: "field", value: "username"))
    #expect(e.focusedID == "username")
    #expect(e.value(of: "field") == "username")
  }

  @Test("F11: a bound container hands focus to its first focusable descendant")
  func containerTarget() {
    let root = node(.VStack, "root", [node(.VStack, "section", [node(.Text, "t"), field("inner")]) {
      $0.bindings = [FocusBinding(variable: "field", value: "section")]
    }])
    let e = engine(root)
    e.apply(FocusRequest(variable: "field", value: "section"))
    #expect(e.focusedID == "inner")
  }

  @Test("F12: two candidates for one value warn once and the first wins")
  func ambiguous() {
    let root = node(.VStack, "v", [field("a", bound: "field", to: "name"), field("b", bound: "field", to: "name")])
    let e = engine(root)
    e.apply(FocusRequest(variable: "field", value: "name"))
    #expect(e.focusedID == "a")
    #expect(e.warnings.map(\.code) == ["ambiguous-focus-binding"])
    #expect(e.warnings[0].message.contains("a, b"))
  }

  @Test("F12: a pending request that finds two candidates only at a retry warns there, once")
  func ambiguousAtFirstRetry() {
    // At the set one disabled candidate: no warning, the request waits (F14).
    func tree(candidates: Int, disabled: Bool) -> ViewNode {
      node(.VStack, "v", (0..<candidates).map { n in field("f\(n)", bound: "field", to: "name") { $0.isDisabled = disabled } })
    }
    let e = engine(tree(candidates: 1, disabled: true))
    e.apply(FocusRequest(variable: "field", value: "name"))
    #expect(e.warnings.isEmpty)
    #expect(e.pendingRequest != nil)
    e.replaceTree(tree(candidates: 2, disabled: true), inScene: 0)
    #expect(!e.retryPending())
    #expect(e.warnings.map(\.code) == [FocusWarning.ambiguousFocusBinding])
    #expect(e.warnings.first?.message.contains("f0, f1 at the retry") == true)
    e.warnings.removeAll()
    #expect(!e.retryPending())
    e.replaceTree(tree(candidates: 2, disabled: false), inScene: 0)
    #expect(e.retryPending())
    #expect(e.focusedID == "f0")
    #expect(e.warnings.isEmpty, "later retries do not warn again")
  }

  @Test("F12: a request that warned at its set does not warn again at its retries")
  func ambiguousOnlyAtSet() {
    func tree(disabled: Bool) -> ViewNode {
      node(.VStack, "v", [field("a", bound: "field", to: "name") { $0.isDisabled = disabled }, field("b", bound: "field", to: "name") { $0.isDisabled = disabled }])
    }
    let e = engine(tree(disabled: true))
    e.apply(FocusRequest(variable: "field", value: "name"))
    #expect(e.warnings.count == 1)
    #expect(!e.retryPending())
    e.replaceTree(tree(disabled: false), inScene: 0)
    #expect(e.retryPending())
    #expect(e.focusedID == "a")
    #expect(e.warnings.count == 1)
  }

  @Test("F13: null dismisses only when focus is inside a node bound to the variable")
  func dismissal() {
    let root = node(.VStack, "v", [field("a", bound: "field", to: "a"), field("free")])
    let e = engine(root)
    e.apply(FocusRequest(variable: "field", value: "a"))
    e.apply(FocusRequest(variable: "field", value: .null))
    #expect(e.focusedID == nil)
    e.click(focusing: "free", inScene: 0)
    e.apply(FocusRequest(variable: "field", value: .null))
    #expect(e.focusedID == "free")
  }

  @Test("F14: a request without a focusable candidate waits and is retried after the tree changes")
  func pending() {
    let hidden = node(.VStack, "v", [field("a", bound: "field", to: "a") { $0.isDisabled = true }])
    let e = engine(hidden)
    e.apply(FocusRequest(variable: "field", value: "a"))
    #expect(e.focusedID == nil)
    #expect(e.pendingRequest == FocusRequest(variable: "field", value: "a"))
    e.replaceTree(node(.VStack, "v", [field("a", bound: "field", to: "a")]), inScene: 0)
    #expect(e.retryPending())
    #expect(e.focusedID == "a")
    #expect(e.pendingRequest == nil)
  }

  @Test("F14: Tab drops a pending request")
  func pendingDroppedByTab() {
    let e = engine(node(.VStack, "v", [field("free"), field("a", bound: "field", to: "a") { $0.isDisabled = true }]))
    e.apply(FocusRequest(variable: "field", value: "a"))
    e.tab(forward: true)
    #expect(e.pendingRequest == nil)
  }

  @Test("F16 (a): on tvOS a lost ForEach row's focus moves to the next surviving row, else the previous one")
  func lossToSurvivingRow() {
    // A header button (the scene's default) above a ForEach of rows 1–4.
    func list(_ rows: [Int], disabled: Set<Int> = []) -> ViewNode {
      node(.VStack, "v", [
        button("header"),
        node(.ForEach, "rows", rows.map { n in button("row\(n)") { $0.forEachRowID = .number(Double(n)); $0.isDisabled = disabled.contains(n) } }),
      ])
    }
    let e = engine(list([1, 2, 3, 4]), platform: .tvOS)
    e.click(focusing: "row2", inScene: 0)
    // Row 2 and row 3 deleted: row 3 is not a survivor, so the next is row 4.
    e.replaceTree(list([1, 4]), inScene: 0)
    #expect(e.applyLosses())
    #expect(e.focusedID == "row4")
    #expect(e.events.last?.lines == ["focus: row2 → row4 (F16a row2 is no longer present; tvOS moves to the next surviving row row4 of rows)"])
    #expect(e.events.last?.rules == [FocusRule(16)])
    // The last row deleted, with no survivor after it: the one before.
    e.replaceTree(list([1]), inScene: 0)
    e.applyLosses()
    #expect(e.focusedID == "row1")
    // The only row left is deleted: (b) the scene's default.
    e.replaceTree(list([]), inScene: 0)
    e.applyLosses()
    #expect(e.focusedID == "header")
  }

  @Test("F16 (a): rows without a focusable target are skipped, and iOS still loses focus")
  func lossSkipsUnfocusableRows() {
    func list(_ rows: [Int], disabled: Set<Int> = []) -> ViewNode {
      node(.VStack, "v", [
        button("header"),
        node(.ForEach, "rows", rows.map { n in button("row\(n)") { $0.forEachRowID = .number(Double(n)); $0.isDisabled = disabled.contains(n) } }),
      ])
    }
    let tv = engine(list([1, 2, 3, 4]), platform: .tvOS)
    tv.click(focusing: "row2", inScene: 0)
    #expect(tv.focusedID == "row2")
    tv.replaceTree(list([1, 3, 4], disabled: [3]), inScene: 0)
    tv.applyLosses()
    #expect(tv.focusedID == "row4")
    // Its own row disabled in place (the same structure otherwise): never the lost row itself.
    tv.replaceTree(list([1, 3, 4], disabled: [3, 4]), inScene: 0)
    tv.applyLosses()
    #expect(tv.focusedID == "row1")

    let phone = engine(list([1, 2]), platform: .iOS, settings: FocusSettings(keyboardNavigation: true))
    phone.click(focusing: "row2", inScene: 0)
    #expect(phone.focusedID == "row2")
    phone.replaceTree(list([1]), inScene: 0)
    phone.applyLosses()
    #expect(phone.focusedID == nil)
  }

  @Test("F16: a focused node that disappears loses focus; on tvOS focus moves to the default")
  func losses() {
    let e = engine(loginForm())
    e.apply(FocusRequest(variable: "field", value: "password"))
    e.replaceTree(node(.Form, "form", [field("username", bound: "field", to: "username")]), inScene: 0)
    #expect(e.applyLosses())
    #expect(e.focusedID == nil)
    #expect(e.value(of: "field") == .null)

    let tv = engine(loginForm(), platform: .tvOS)
    tv.apply(FocusRequest(variable: "field", value: "password"))
    tv.replaceTree(node(.Form, "form", [field("username", bound: "field", to: "username"), button("signIn")]), inScene: 0)
    tv.applyLosses()
    #expect(tv.focusedID == "username")
  }
}
