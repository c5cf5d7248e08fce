/// Expectations (SCENARIO-FORMAT "Expectations"): only the keys given are compared.
extension FormatDefinition {
  static let expectationKeys = FormatKey.group(ExpectationKey.self) { key in
    switch key {
    case .focused: FormatKey(key, "The id (or path name) of the key scene's focused node, or null.", .nullable(.scalar(pattern: nil)))
    case .focusState: FormatKey(key, "FocusState variables: { var: value }.", .definition("values"))
    case .state: FormatKey(key, "State variables: { var: value }.", .definition("values"))
    case .focusedValues: FormatKey(key, "What a reader sees in the key scene: { key: value } (F23–F25).", .definition("values"))
    case .isFocused: FormatKey(key, "isFocused of nodes: { id: bool } (F32).", .definition("idFlags"))
    case .commands:
      FormatKey(
        key, "Commands: { id: enabled|disabled } (F29).",
        .mapping(keys: nil, values: .words(Expectation.CommandStatus.allCases.map(\.rawValue))))
    case .tabOrder: FormatKey(key, "The key scene's sequential focus order, as ids (F19).", .list(.string, minItems: nil))
    case .present: FormatKey(key, "Whether nodes exist: { id: bool } (F1).", .definition("idFlags"))
    case .disabled: FormatKey(key, "Whether nodes are disabled: { id: bool } (F5).", .definition("idFlags"))
    case .scene: FormatKey(key, "The key scene's id.", .scalar(pattern: nil))
    case .warnings:
      FormatKey(key, "Warnings since the previous expect, in order, each matched by substring; [] asserts none.", .list(.string, minItems: nil))
    case .focusedIn:
      FormatKey(key, "A node id: holds when that node contains focus in the key scene's active layer (F59).", .scalar(pattern: nil))
    case .presented: FormatKey(key, "The ids of the key scene's up presentations, bottom to top (F35).", .list(.string, minItems: nil))
    case .screens:
      FormatKey(
        key, "Pushed screens of NavigationStacks: { stackId: n }, n an integer ≥ 0 (F42).",
        .mapping(keys: nil, values: .nonNegativeInteger))
    case .time: FormatKey(key, "The virtual clock, in seconds (F46).", .nonNegativeNumber)
    }
  }
}
