import FocusEngine
import YAML

/// `expect: { … }` (SCENARIO-FORMAT "Expectations"). Expected values are
/// literals, never expressions; each entry keeps the marks of its value.
extension DecodingContext {
  static let expectationKeys = FormatDefinition.expectationKeys.names
  private static let expectationTable = KeyTable<ExpectationKey>()

  func expectation(_ node: Node) -> Expectation? {
    if node.resolved == .null || node.mapping?.isEmpty == true {
      return Expectation(start: node.start, end: node.end, isUnrecorded: true)
    }
    guard let fields = fields(node, allowed: Self.expectationTable, expected: "a mapping of expectations") else { return nil }
    var expectation = Expectation(start: node.start, end: node.end, isUnrecorded: false)
    let before = diagnostics.count
    for field in fields.keyed {
      let value = field.value
      switch field.key {
      case .focused:
        if value.resolved == .null {
          expectation.focused = entry("", String?.none, value)
        } else if let id = scalarText(value, expected: "a node id or null") {
          idTargets.append((id, SourceSpan(value)))
          expectation.focused = entry("", id, value)
        }
      case .focusState: expectation.focusState = values(value) { self.checkExpectedVariable($0, $1, focusState: true) }
      case .state:
        // A key may be a path into the variable's value: `reminders.1.title`.
        expectation.state = values(value) { self.checkExpectedVariable(ValuePath.root(of: $0), $1, focusState: false) }
      case .focusedValues:
        expectation.focusedValues = values(value) { key, node in
          self.focusedValueReads.append((ValuePath.root(of: key), SourceSpan(node)))
          return true
        }
      case .isFocused: expectation.isFocused = idFlags(value)
      case .present: expectation.present = idFlags(value)
      case .disabled: expectation.disabled = idFlags(value)
      case .commands:
        expectation.commands = keyed(value, expected: "a mapping of command id: enabled|disabled") { key, node in
          self.commandTargets.append((key.scalar?.text ?? "", SourceSpan(key)))
          return self.choice(node, Expectation.CommandStatus.self, what: "command status")
        }
      case .tabOrder:
        if let ids = strings(value, expected: "a list of node ids") {
          for (id, item) in zip(ids, value.sequence ?? .empty) { idTargets.append((id, SourceSpan(item))) }
          expectation.tabOrder = entry("", ids, value)
        }
      case .scene:
        if let id = scalarText(value, expected: "a scene id") {
          sceneTargets.append((id, SourceSpan(value)))
          expectation.scene = entry("", id, value)
        }
      case .warnings:
        if let warnings = strings(value, expected: "a list of strings") { expectation.warnings = entry("", warnings, value) }
      case .focusedIn:
        if let id = scalarText(value, expected: "a node id") {
          idTargets.append((id, SourceSpan(value)))
          expectation.focusedIn = entry("", id, value)
        }
      case .presented:
        // Presentation ids (F35), which are not node ids: not checked against the tree.
        if let ids = strings(value, expected: "a list of presentation ids") { expectation.presented = entry("", ids, value) }
      case .screens:
        expectation.screens = keyed(value, expected: "a mapping of NavigationStack id: number of pushed screens") { key, node in
          self.idTargets.append((key.scalar?.text ?? "", SourceSpan(key)))
          return self.screenCount(node)
        }
      case .time:
        if let seconds = seconds(value, what: "time") { expectation.time = entry("", seconds, value) }
      }
    }
    return diagnostics.count == before ? expectation : nil
  }

  private func entry<T>(_ key: String, _ expected: T, _ node: Node) -> Expectation.Entry<T> {
    Expectation.Entry(key: key, expected: expected, mark: node.start, end: node.end)
  }

  /// `{ name: value }` with a check of each name.
  private func values(_ node: Node, check: (String, Node) -> Bool) -> [Expectation.Entry<Value>] {
    keyed(node, expected: "a mapping of name: value") { key, value in
      guard let name = key.scalar?.text, check(name, key) else { return nil }
      return self.value(value)
    }
  }

  /// `{ id: true|false }`; the ids are checked against the tree later.
  private func idFlags(_ node: Node) -> [Expectation.Entry<Bool>] {
    keyed(node, expected: "a mapping of node id: true|false") { key, value in
      self.idTargets.append((key.scalar?.text ?? "", SourceSpan(key)))
      return self.bool(value)
    }
  }

  private func keyed<T>(_ node: Node, expected: String, _ read: (Node, Node) -> T?) -> [Expectation.Entry<T>] {
    guard let entries = pairs(node, expected: expected) else { return [] }
    return entries.compactMap { entry in read(entry.key, entry.value).map { self.entry(entry.name, $0, entry.value) } }
  }

  /// The number of pushed screens of a stack (F42): an integer, not negative.
  private func screenCount(_ node: Node) -> Int? {
    guard case .int(let count)? = node.resolved else {
      wrongType("a number of screens (an integer)", node)
      return nil
    }
    guard count >= 0 else {
      error(.invalidValue, "a number of screens is not negative, found \(count)", at: node)
      return nil
    }
    return count
  }

  private func checkExpectedVariable(_ name: String, _ key: Node, focusState: Bool) -> Bool {
    let isFocusState = focusStateKind(name) != nil
    if focusState ? isFocusState : isState(name) { return true }
    if variablesIncomplete { return false }
    let declared = focusState ? focusStateNames : stateVariables
    if focusState ? isState(name) : isFocusState {
      let (is_, under) = focusState ? ("a state", "state") : ("a FocusState", "focusState")
      error(.undefinedVariable, "'\(name)' is \(is_) variable; expect it under '\(under):'", at: key)
    } else {
      error(.undefinedVariable, "undefined \(focusState ? "FocusState" : "state") variable '\(name)'", at: key,
            hint: hint(for: name, among: declared))
    }
    return false
  }
}
