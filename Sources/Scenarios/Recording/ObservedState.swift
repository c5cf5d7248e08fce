import FocusEngine

/// The whole observable state of a scenario at one step: what `record`
/// writes into an unrecorded `- expect: {}` (CLI.md "record").
///
///     let state = ObservedState(focused: "email", focusState: [("field", "email")], tabOrder: ["email", "signIn"])
///     state.entries.map { "\($0.key): \($0.value)" }
///     // ["focused: email", "focusState: { field: email }", "tabOrder: [email, signIn]", "warnings: []"]
///
/// Entries come in a fixed order — `focused`, `scene`, `focusState`,
/// `state`, `focusedValues`, `tabOrder`, `commands`, `warnings`, then
/// (spec 1.1, in the order of SCENARIO-FORMAT's Expectations table)
/// `presented`, `screens` and `time` where the scenario uses them — each value
/// in YAML flow style with strings quoted wherever YAML would read them as
/// something else (`RecordedYAML`), so the output is deterministic and
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
  package var commands: [(id: String, status: Expectation.CommandStatus)]
  /// Warnings since the previous `expect`, as `code: message`.
  public var warnings: [String]
  /// The key scene's up presentations, bottom to top (F35); `nil` unless
  /// the scenario has a presentation anywhere.
  public var presented: [String]?
  /// Each present NavigationStack's pushed screens, in tree order (F42);
  /// empty when the scenario has none.
  public var screens: [(stack: String, count: Int)]
  /// The virtual clock in seconds (F46); `nil` unless the scenario has a
  /// `wait` step or an `after:` timer.
  public var time: Double?

  package init(
    focused: String? = nil, scene: String? = nil, focusState: [(name: String, value: Value)] = [],
    state: [(name: String, value: Value)] = [], focusedValues: [(key: String, value: Value)] = [],
    tabOrder: [String] = [], commands: [(id: String, status: Expectation.CommandStatus)] = [], warnings: [String] = [],
    presented: [String]? = nil, screens: [(stack: String, count: Int)] = [], time: Double? = nil
  ) {
    self.focused = focused
    self.scene = scene
    self.focusState = focusState
    self.state = state
    self.focusedValues = focusedValues
    self.tabOrder = tabOrder
    self.commands = commands
    self.warnings = warnings
    self.presented = presented
    self.screens = screens
    self.time = time
  }

  /// The expectation's keys and values as they are written, in order.
  /// Empty groups (no FocusState variables, no commands…) are left out.
  /// Values are written by `RecordedYAML` so they read back the same; a
  /// value it cannot write (a binding) falls back to its display text, which
  /// the read-back check before writing then refuses.
  public var entries: [(key: String, value: String)] {
    var entries: [(key: String, value: String)] = [("focused", focused.map(RecordedYAML.scalar) ?? "null")]
    if let scene { entries.append(("scene", RecordedYAML.scalar(scene))) }
    func group(_ key: String, _ pairs: [(String, String)]) {
      guard !pairs.isEmpty else { return }
      entries.append((key, "{ " + pairs.map { "\(RecordedYAML.scalar($0.0)): \($0.1)" }.joined(separator: ", ") + " }"))
    }
    func text(_ value: Value) -> String { RecordedYAML.flow(value) ?? value.displayText }
    group("focusState", focusState.map { ($0.name, text($0.value)) })
    group("state", state.map { ($0.name, text($0.value)) })
    group("focusedValues", focusedValues.map { ($0.key, text($0.value)) })
    entries.append(("tabOrder", RecordedYAML.list(tabOrder)))
    group("commands", commands.map { ($0.id, $0.status.rawValue) })
    entries.append(("warnings", RecordedYAML.list(warnings)))
    if let presented { entries.append(("presented", RecordedYAML.list(presented))) }
    group("screens", screens.map { ($0.stack, String($0.count)) })
    if let time { entries.append(("time", text(.number(.real(time))))) }
    return entries
  }

  /// What the written expectation must read back as, in the order of
  /// `ExpectedItem.items(of:)`.
  var items: [ExpectedItem] {
    var items = [ExpectedItem(group: "focused", value: focused.map(Value.string) ?? .null)]
    if let scene { items.append(ExpectedItem(group: "scene", value: .string(scene))) }
    items += focusState.map { ExpectedItem(group: "focusState", key: $0.name, value: $0.value) }
    items += state.map { ExpectedItem(group: "state", key: $0.name, value: $0.value) }
    items += focusedValues.map { ExpectedItem(group: "focusedValues", key: $0.key, value: $0.value) }
    items.append(ExpectedItem(group: "tabOrder", value: .list(tabOrder.map(Value.string))))
    items += commands.map { ExpectedItem(group: "commands", key: $0.id, value: .string($0.status.rawValue)) }
    items.append(ExpectedItem(group: "warnings", value: .list(warnings.map(Value.string))))
    if let presented { items.append(ExpectedItem(group: "presented", value: .list(presented.map(Value.string)))) }
    items += screens.map { ExpectedItem(group: "screens", key: $0.stack, value: .number(.integer($0.count))) }
    if let time { items.append(ExpectedItem(group: "time", value: .number(.real(time)))) }
    return items
  }
}
