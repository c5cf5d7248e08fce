/// The operators of a condition mapping `{ operator: operand }`
/// (SCENARIO-FORMAT "Values and expressions").
enum ConditionOperator: String, FormatKeyName {
  case not, all, any, isEmpty, isNil, equals
}

/// The operators of an expression mapping `{ operator: operands }`.
enum ExpressionOperator: String, FormatKeyName {
  case add, multiply, concat, count
  /// Spec 1.1: a list's first or last element (F58).
  case first, last
}
