import YAML

/// Conditions (SCENARIO-FORMAT "Conditions"): `true`, `false`, `$flag`, or a
/// one-key mapping `not`, `all`, `any`, `isEmpty`, `isNil`, `equals`.
extension DecodingContext {
  static let conditionOperators = FormatDefinition.conditionOperators.names
  private static let operatorTable = KeyTable<ConditionOperator>()
  private static let conditionShape = "a condition (true, false, $flag or { operator: … })"

  func condition(_ node: Node) -> Condition? {
    if node.scalar != nil {
      switch node.resolved {
      case .bool(let value)?: return Condition(.constant(value), at: node.start)
      case .string(let text)? where Names.isReference(text):
        guard let expression = stringExpression(text, node) else { return nil }
        return Condition(.value(expression), at: node.start)
      default:
        wrongType(Self.conditionShape, node)
        return nil
      }
    }
    guard let entries = pairs(node, expected: Self.conditionShape) else { return nil }
    guard entries.count == 1, let only = entries.first else {
      error(.wrongType, "expected a condition with one operator, found a mapping with \(entries.count) keys", at: node)
      return nil
    }
    let operand = only.value
    guard let name = Self.operatorTable.key(ofScalar: only.key) else {
      error(.unknownKey, "unknown condition operator '\(only.name)'", at: only.key,
            hint: KeySuggester.hint(for: only.name, among: Self.conditionOperators))
      return nil
    }
    switch name {
    case .not:
      return condition(operand).map { Condition(.not($0), at: node.start) }
    case .all, .any:
      guard let items = operand.sequence else {
        wrongType("a list of conditions", operand)
        return nil
      }
      guard let decoded = each(items, condition) else { return nil }
      return Condition(name == .all ? .all(decoded) : .any(decoded), at: node.start)
    case .isEmpty:
      return expression(operand).map { Condition(.isEmpty($0), at: node.start) }
    case .isNil:
      return expression(operand).map { Condition(.isNil($0), at: node.start) }
    case .equals:
      guard let items = operand.sequence, items.count == 2 else {
        error(.wrongType, "'equals' takes a list of exactly 2 expressions, found \(operand.sequence.map { "a list of \($0.count)" } ?? operand.kindDescription)", at: operand)
        return nil
      }
      guard let lhs = expression(items[0]), let rhs = expression(items[1]) else { return nil }
      return Condition(.equals(lhs, rhs), at: node.start)
    }
  }
}
