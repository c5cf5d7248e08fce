/// Conditions and expression operations (SCENARIO-FORMAT "Values and expressions").
extension FormatDefinition {
  /// The operators of a condition mapping `{ operator: operand }`.
  static let conditionOperators = FormatKey.group(ConditionOperator.self) { key in
    switch key {
    case .not: FormatKey(key, "True when the condition does not hold.", .definition("condition"))
    case .all: FormatKey(key, "True when every condition holds.", .list(.definition("condition"), minItems: nil))
    case .any: FormatKey(key, "True when some condition holds.", .list(.definition("condition"), minItems: nil))
    case .isEmpty: FormatKey(key, "True for an empty string or list.", .definition("expression"))
    case .isNil: FormatKey(key, "True for null.", .definition("expression"))
    case .equals: FormatKey(key, "True when both values are equal (1 equals 1.0, \"1\" does not).", .definition("pair"))
    }
  }

  /// The operators of an expression mapping `{ operator: operands }`.
  static let expressionOperators = FormatKey.group(ExpressionOperator.self) { key in
    switch key {
    case .add: FormatKey(key, "The sum of two numbers: [a, b].", .definition("pair"))
    case .multiply: FormatKey(key, "The product of two numbers: [a, b].", .definition("pair"))
    case .concat: FormatKey(key, "Two strings or two lists joined: [a, b].", .definition("pair"))
    case .count: FormatKey(key, "The number of elements of a list or characters of a string.", .definition("expression"))
    case .first: FormatKey(key, "A list's first element, null for an empty list; not a list: not-a-list (F58).", .definition("expression"))
    case .last: FormatKey(key, "A list's last element, null for an empty list; not a list: not-a-list (F58).", .definition("expression"))
    }
  }
}
