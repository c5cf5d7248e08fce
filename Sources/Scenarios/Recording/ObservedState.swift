import FocusEngine

/// The whole observable state of a scenario at one step: what `record`
/// writes into an unrecorded `- expect: {}` (CLI.md "record").
///
///     let state = ObservedState(focused: "email", focusState: [("field", "email")], tabOrder: ["email", "signIn"])
///     state.entries.map { "\($0.key): \($0.value)" }
///     // ["focused: email", "focusState: { field: email }", "tabOrder: [email, signIn]", "warnings: []"]
///
/// Entries come in a fixed order — `focused`, `scene`, `focusState`,
/// `state`, `focusedValues`, `tabOrder`, `commands`, `warnings` — each value
/// in YAML flow style with strings quoted wherever YAML would read them as
/// something else (`Value.yamlScalar`), so the output is deterministic and
/// reads back as the same values.
public struct ObservedState: Sendable {
  /// The key scene's focused node, `nil` for none.
  public var focused: String?
  /// The key scene's id; `nil` unless the scenario declares `scenes:`.
  public var scene: String?
  /// Every FocusState variable, in declaration order.
  public var focusState: [(name: String, value: Value)]
  /// Every state variable, in declaration order.
  public var state: [(name: String, value: Value)]
  /// Every focused-value key the scenario publishes, `null` when unreadable.
  public var focusedValues: [(key: String, value: Value)]
  /// The key scene's sequential order (F19).
  public var tabOrder: [String]
  /// Every command whose status can be told, in declaration order; empty without `commands:`.
  public var commands: [(id: String, status: Expectation.CommandStatus)]
  /// Warnings since the previous `expect`, as `code: message`.
  public var warnings: [String]

  public init(
    focused: String? = nil, scene: String? = nil, focusState: [(name: String, value: Value)] = [],
    state: [(name: String, value: Value)] = [], focusedValues: [(key: String, value: Value)] = [],
    tabOrder: [String] = [], commands: [(id: String, status: Expectation.CommandStatus)] = [], warnings: [String] = []
  ) {
    self.focused = focused
    self.scene = scene
    self.focusState = focusState
    self.state = state
    self.focusedValues = focusedValues
    self.tabOrder = tabOrder
    self.commands = commands
    self.warnings = warnings
  }

  /// The expectation's keys and values as they are written, in order.
  /// Empty groups (no FocusState variables, no commands…) are left out.
  public var entries: [(key: String, value: String)] {
    var entries: [(key: String, value: String)] = [("focused", focused.map(Value.yamlScalar) ?? "null")]
    if let scene { entries.append(("scene", Value.yamlScalar(scene))) }
    func group(_ key: String, _ pairs: [(String, String)]) {
      guard !pairs.isEmpty else { return }
      entries.append((key, "{ " + pairs.map { "\(Value.yamlScalar($0.0)): \($0.1)" }.joined(separator: ", ") + " }"))
    }
    group("focusState", focusState.map { ($0.name, $0.value.displayText) })
    group("state", state.map { ($0.name, $0.value.displayText) })
    group("focusedValues", focusedValues.map { ($0.key, $0.value.displayText) })
    entries.append(("tabOrder", Self.list(tabOrder)))
    group("commands", commands.map { ($0.id, $0.status.rawValue) })
    entries.append(("warnings", Self.list(warnings)))
    return entries
  }

  /// `[a, "b: c"]`.
  static func list(_ items: [String]) -> String {
    "[" + items.map(Value.yamlScalar).joined(separator: ", ") + "]"
  }
}
