/// Conditions and expression operations (SCENARIO-FORMAT "Values and expressions").
extension FormatDefinition {
  /// The operators of a condition mapping `{ operator: operand }`.
  static let conditionOperators: [FormatKey] = [
    FormatKey("not", "True when the condition does not hold.", .definition("condition")),
    FormatKey("all", "True when every condition holds.", .list(.definition("condition"), minItems: nil)),
    FormatKey("any", "True when some condition holds.", .list(.definition("condition"), minItems: nil)),
    FormatKey("isEmpty", "True for an empty string or list.", .definition("expression")),
    FormatKey("isNil", "True for null.", .definition("expression")),
    FormatKey("equals", "True when both values are equal (1 equals 1.0, \"1\" does not).", .definition("pair")),
  ]

  /// The operators of an expression mapping `{ operator: operands }`.
  static let expressionOperators: [FormatKey] = [
    FormatKey("add", "The sum of two numbers: [a, b].", .definition("pair")),
    FormatKey("multiply", "The product of two numbers: [a, b].", .definition("pair")),
    FormatKey("concat", "Two strings or two lists joined: [a, b].", .definition("pair")),
    FormatKey("count", "The number of elements of a list or characters of a string.", .definition("expression")),
  ]
}
