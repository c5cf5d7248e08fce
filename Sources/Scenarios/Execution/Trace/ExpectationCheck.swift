/// One path of an `expect` that held, with the values compared: what the
/// structured trace keeps so a picture of the step can show expected
/// against actual (the HTML report). A path that did not hold is a
/// `Mismatch` instead.
///
///     ExpectationCheck(path: "focused", expected: "banner", actual: "banner")
///
/// The texts are as a mismatch would print them (YAML flow style); they
/// differ when a check holds without equality: `focusedIn` (the actual is
/// the focused node) and `warnings` (each expected text is part of one).
public struct ExpectationCheck: Sendable, Hashable, Encodable {
  /// `focused`, `state.username`, `tabOrder`, …: the path a mismatch would name.
  public var path: String
  /// The expected value as written.
  public var expected: String
  /// The value found.
  public var actual: String

  /// A path that held, with both values.
  public init(path: String, expected: String, actual: String) {
    self.path = path
    self.expected = expected
    self.actual = actual
  }
}
