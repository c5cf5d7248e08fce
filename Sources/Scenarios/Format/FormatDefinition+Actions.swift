/// Actions (SCENARIO-FORMAT "Actions").
extension FormatDefinition {
  /// The action names, each the only key of its mapping except `if`, which
  /// comes with `then` and `else` (`ifActionKeys`).
  static let actions: [FormatKey] = [
    FormatKey("set", "Writes state or FocusState variables, or paths var.a.b: { var: expr }.", .definition("assignments")),
    FormatKey("let", "Names values for the rest of the action list: { name: expr }.", .mapping(keys: FormatPattern.variable, values: .definition("expression"))),
    FormatKey("append", "Appends to a list: { to: $list, value: expr }.", .record(FormatRecord(appendKeys))),
    FormatKey("insert", "Inserts into a list: { into: $list, after|before|at: …, value: expr }.", .record(FormatRecord(insertKeys, exactlyOneOf: insertPlaces))),
    FormatKey("remove", "Removes from a list: { from: $list, id: expr } or { from: $list, where: condition }.", .record(FormatRecord(removeKeys, exactlyOneOf: ["id", "where"]))),
    FormatKey("if", "Runs then: when the condition holds, else: otherwise.", .definition("condition")),
    FormatKey("setFocusedBinding", "Writes through focused bindings: { key: expr } (F25).", .definition("keyedExpressions")),
    FormatKey("resetFocus", "Resets focus in the named focus scope (F27).", .pattern(FormatPattern.variable)),
  ]

  /// The keys of an `if` action.
  static let ifActionKeys: [FormatKey] = [
    FormatKey("if", "The condition.", .definition("condition"), required: true),
    FormatKey("then", "Actions run when the condition holds.", .definition("actions"), required: true),
    FormatKey("else", "Actions run otherwise.", .definition("actions")),
  ]

  static let appendKeys: [FormatKey] = [
    FormatKey("to", "The list variable, $list.", .definition("reference"), required: true),
    FormatKey("value", "The element to append.", .definition("expression"), required: true),
  ]

  /// Where `insert` puts the element; exactly one is given.
  static let insertPlaces = ["after", "before", "at"]

  static let insertKeys: [FormatKey] = [
    FormatKey("into", "The list variable, $list.", .definition("reference"), required: true),
    FormatKey("after", "Insert after the element with this id.", .definition("expression")),
    FormatKey("before", "Insert before the element with this id.", .definition("expression")),
    FormatKey("at", "Insert at this index.", .definition("expression")),
    FormatKey("value", "The element to insert.", .definition("expression"), required: true),
  ]

  static let removeKeys: [FormatKey] = [
    FormatKey("from", "The list variable, $list.", .definition("reference"), required: true),
    FormatKey("id", "Remove the element with this id.", .definition("expression")),
    FormatKey("where", "Remove the elements for which this holds; $item is the element.", .definition("condition")),
  ]
}
