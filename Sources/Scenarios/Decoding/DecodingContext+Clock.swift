import FocusEngine
import YAML

/// The virtual clock's keys (F46, F47): `wait: S`, `after: { seconds: S,
/// do: actions }` and the expectation `time: S`. A number of seconds is
/// finite and not negative.
extension DecodingContext {
  private static let afterTable = KeyTable<AfterKey>()

  /// A number of seconds ≥ 0 for `what` (`wait`, `seconds`, `time`).
  /// Infinities and NaN are no number of seconds (as in `frame:`).
  func seconds(_ node: Node, what: String) -> Double? {
    // A list or mapping resolves to no scalar, so to null: no number.
    guard case .number(let exact) = Self.scalarValue(node) else {
      wrongType("a finite number of seconds", node)
      return nil
    }
    guard exact.isFinite else {
      error(.wrongType, "expected a finite number of seconds, found \(Value.format(number: exact))", at: node)
      return nil
    }
    let seconds = exact.doubleValue
    guard seconds >= 0 else {
      error(.invalidValue, "\(what) takes a number of seconds ≥ 0, found \(Value.format(number: exact))", at: node)
      return nil
    }
    return seconds
  }

  /// `wait: S` (F46): the scenario then uses the clock (`record` writes `time`).
  func waitStep(_ node: Node) -> Step.Kind? {
    usesClock = true
    return seconds(node, what: "wait").map { .wait($0) }
  }

  /// `after: { seconds: S, do: actions }` (F47).
  func afterAction(_ node: Node) -> Action.Kind? {
    usesClock = true
    guard let fields = fields(node, allowed: Self.afterTable, expected: "a mapping { seconds: S, do: actions }") else { return nil }
    var seconds: Double?
    var actions: [Action]?
    for key in Self.afterTable.keys {
      switch key {
      case .seconds: seconds = required(fields, .seconds, in: "'after'", at: node).flatMap { self.seconds($0, what: "after") }
      case .do: actions = required(fields, .do, in: "'after'", at: node).flatMap(self.actions)
      }
    }
    guard let seconds, let actions else { return nil }
    return .after(seconds: seconds, actions: actions)
  }
}
