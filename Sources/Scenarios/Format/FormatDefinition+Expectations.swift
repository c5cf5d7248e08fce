/// Expectations (SCENARIO-FORMAT "Expectations"): only the keys given are compared.
extension FormatDefinition {
  static let expectationKeys: [FormatKey] = [
    FormatKey("focused", "The id (or path name) of the key scene's focused node, or null.", .nullable(.scalar(pattern: nil))),
    FormatKey("focusState", "FocusState variables: { var: value }.", .definition("values")),
    FormatKey("state", "State variables: { var: value }.", .definition("values")),
    FormatKey("focusedValues", "What a reader sees in the key scene: { key: value } (F23–F25).", .definition("values")),
    FormatKey("isFocused", "isFocused of nodes: { id: bool } (F32).", .definition("idFlags")),
    FormatKey("commands", "Commands: { id: enabled|disabled } (F29).", .mapping(keys: nil, values: .words(Expectation.CommandStatus.allCases.map(\.rawValue)))),
    FormatKey("tabOrder", "The key scene's sequential focus order, as ids (F19).", .list(.string, minItems: nil)),
    FormatKey("present", "Whether nodes exist: { id: bool } (F1).", .definition("idFlags")),
    FormatKey("disabled", "Whether nodes are disabled: { id: bool } (F5).", .definition("idFlags")),
    FormatKey("scene", "The key scene's id.", .scalar(pattern: nil)),
    FormatKey("warnings", "Warnings since the previous expect, in order, each matched by substring; [] asserts none.", .list(.string, minItems: nil)),
  ]
}
