import FocusEngine
import OrderedCollections
import YAML

/// Expressions (SCENARIO-FORMAT "Values and expressions").
///
/// Strings: `$a.b` is a reference; `${a.b}` inside a string interpolates;
/// `$$` is a literal `$` (so `"$$5"` is the text `$5`); a `$` followed by
/// anything else is literal. A one-key mapping whose key is `add`,
/// `multiply`, `concat`, `count`, `first` or `last` is an operation. Lists and mappings holding
/// no expression collapse to a literal.
extension DecodingContext {
  private static let operatorTable = KeyTable<ExpressionOperator>()

  func expression(_ node: Node) -> Expression? {
    // `shape`, not `content`: the scalar's text is made once, resolving it.
    switch node.shape {
    case .scalar:
      let resolved = node.resolved
      if case .string(let text)? = resolved { return stringExpression(text, node) }
      return Expression(.literal(Self.scalarValue(resolved)), at: node.start)
    case .sequence(let items):
      guard let list = each(items, expression) else { return nil }
      return collapse(Expression(.list(list), at: node.start))
    case .mapping:
      guard let entries = pairs(node, expected: "a mapping") else { return nil }
      if entries.count == 1, let only = entries.first, let name = Self.operatorTable.key(ofScalar: only.key) {
        return operation(name, only.value, at: node)
      }
      var map: [(key: String, value: Expression)] = []
      var failed = false
      for entry in entries {
        if let expression = expression(entry.value) { map.append((entry.name, expression)) } else { failed = true }
      }
      if failed { return nil }
      return collapse(Expression(.map(map), at: node.start))
    }
  }

  private func operation(_ name: ExpressionOperator, _ operands: Node, at node: Node) -> Expression? {
    switch name {
    case .count: return expression(operands).map { Expression(.count($0), at: node.start) }
    case .first: return expression(operands).map { Expression(.first($0), at: node.start) }
    case .last: return expression(operands).map { Expression(.last($0), at: node.start) }
    case .add: return pair(name, operands).map { Expression(.add($0, $1), at: node.start) }
    case .multiply: return pair(name, operands).map { Expression(.multiply($0, $1), at: node.start) }
    case .concat: return pair(name, operands).map { Expression(.concat($0, $1), at: node.start) }
    }
  }

  /// The two operands of `add`, `multiply` and `concat`.
  private func pair(_ name: ExpressionOperator, _ operands: Node) -> (Expression, Expression)? {
    guard let items = operands.sequence, items.count == 2 else {
      error(.wrongType, "'\(name.rawValue)' takes a list of exactly 2 expressions, found \(describeCount(operands))", at: operands)
      return nil
    }
    guard let lhs = expression(items[0]), let rhs = expression(items[1]) else { return nil }
    return (lhs, rhs)
  }

  private func describeCount(_ node: Node) -> String {
    if let items = node.sequence { return "a list of \(items.count)" }
    return node.kindDescription
  }

  /// A list or map of literals is itself a literal.
  private func collapse(_ expression: Expression) -> Expression {
    switch expression.kind {
    case .list(let items):
      var values: [Value] = []
      for item in items {
        guard case .literal(let value) = item.kind else { return expression }
        values.append(value)
      }
      return Expression(.literal(.list(values)), at: expression.mark)
    case .map(let entries):
      var map = OrderedDictionary<String, Value>()
      for entry in entries {
        guard case .literal(let value) = entry.value.kind else { return expression }
        map[entry.key] = value
      }
      return Expression(.literal(.map(map)), at: expression.mark)
    default:
      return expression
    }
  }

  /// A string: reference, interpolation or literal.
  func stringExpression(_ text: String, _ node: Node) -> Expression? {
    if Names.isReference(text) {
      guard let reference = reference(Names.afterDollar(text), at: node) else { return nil }
      return Expression(.reference(reference), at: node.start)
    }
    guard Names.containsDollar(text) else { return Expression(.literal(.string(text)), at: node.start) }
    guard let parts = interpolation(text, at: node) else { return nil }
    if parts.allSatisfy({ if case .text = $0 { true } else { false } }) {
      let joined = parts.map { if case .text(let piece) = $0 { piece } else { "" } }.joined()
      return Expression(.literal(.string(joined)), at: node.start)
    }
    return Expression(.interpolation(parts), at: node.start)
  }

  /// Splits `"row-${item.id}"` into text and references; `$$` is `$`.
  func interpolation(_ text: String, at node: Node) -> [Expression.InterpolationPart]? {
    var parts: [Expression.InterpolationPart] = []
    var literal = ""
    var rest = Substring(text)
    var failed = false
    while let first = rest.first {
      if first == "$", rest.dropFirst().first == "$" {
        literal.append("$")
        rest = rest.dropFirst(2)
      } else if first == "$", rest.dropFirst().first == "{" {
        let body = rest.dropFirst(2)
        guard let close = body.firstIndex(of: "}") else {
          error(.invalidValue, "unterminated '${' in \"\(text)\"", at: node, hint: "close it with '}', or write '$$' for a literal '$'")
          return nil
        }
        if !literal.isEmpty { parts.append(.text(literal)) }
        literal = ""
        if let reference = reference(String(body[..<close]), at: node) {
          parts.append(.reference(reference))
        } else {
          failed = true
        }
        rest = body[body.index(after: close)...]
      } else {
        literal.append(first)
        rest = rest.dropFirst()
      }
    }
    if !literal.isEmpty { parts.append(.text(literal)) }
    return failed ? nil : parts
  }

  /// `root.a.b` (without the `$`), checked for shape and scope.
  func reference(_ path: String, at node: Node) -> Reference? {
    guard !path.isEmpty else {
      error(.invalidName, "'$' must be followed by a variable name", at: node, hint: "write '$$' for a literal '$'")
      return nil
    }
    guard let (root, rest) = Names.variablePath(path) else {
      error(.invalidName, "invalid reference '$\(path)': \(Names.variableRule), separated by '.'", at: node)
      return nil
    }
    let reference = Reference(root: root, path: rest, mark: node.start)
    checkScope(reference, at: node)
    return reference
  }

  /// A node that must be a `$reference` (bindings, list targets).
  func referenceOnly(_ node: Node, what: String) -> Reference? {
    guard case .string(let text)? = node.resolved, Names.isReference(text) else {
      error(.wrongType, "expected \(what) (a $reference), found \(node.kindDescription)", at: node)
      return nil
    }
    return reference(Names.afterDollar(text), at: node)
  }
}
