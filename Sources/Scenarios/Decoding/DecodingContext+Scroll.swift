import FocusEngine
import YAML

/// Lazy containers (F53–F55): `viewport: N` and `scroll: { in: id, to: n }`.
extension DecodingContext {
  private static let scrollTable = KeyTable<ScrollKey>()

  /// `viewport: N` (F53): an integer of at least 1.
  func viewport(_ node: Node) -> Int? {
    guard case .int(let count)? = node.resolved else {
      wrongType("a number of rows (an integer)", node)
      return nil
    }
    guard count >= 1 else {
      error(.invalidValue, "viewport: needs at least 1 row, found \(count)", at: node)
      return nil
    }
    return count
  }

  /// `scroll: { in: id, to: n }` (F55), a step or an action. Both are
  /// expressions; a literal id is checked like a click's, a literal row must
  /// be a whole number. The rest is checked at run time.
  func scrollTarget(_ node: Node) -> ScrollTarget? {
    guard let fields = fields(node, allowed: Self.scrollTable, expected: "scroll: { in: id, to: n }") else { return nil }
    var container: Expression?
    var row: Expression?
    for key in Self.scrollTable.keys {
      switch key {
      case .in:
        guard let value = required(fields, .in, in: "'scroll'", at: node) else { continue }
        container = expression(value)
        if case .literal(.string(let id))? = container?.kind { idTargets.append((id, SourceSpan(value))) }
      case .to:
        guard let value = required(fields, .to, in: "'scroll'", at: node) else { continue }
        row = expression(value)
        if case .literal(let literal)? = row?.kind, !Self.isWholeNumber(literal) {
          error(.invalidValue, "scroll to: needs a whole number, found \(literal.displayText)", at: value)
          row = nil
        }
      }
    }
    guard let container, let row else { return nil }
    return ScrollTarget(container: container, row: row, mark: node.start)
  }

  private static func isWholeNumber(_ value: Value) -> Bool {
    guard let number = value.numberValue else { return false }
    return number.isFinite && number == number.rounded()
  }
}
