/// A programmatic FocusState write (F11, F13, F14): `variable = value`.
public struct FocusRequest: Sendable, Hashable, CustomStringConvertible {
  public var variable: String
  /// `true`/`false` for Bool variables, a value or `null` for Optional ones.
  public var value: Value
  public init(variable: String, value: Value) {
    self.variable = variable
    self.value = value
  }
  /// `null` or `false`: a request to dismiss (F13).
  public var isDismissal: Bool { value == .null || value == .bool(false) }
  public var description: String { "$\(variable) = \(value.displayText)" }
}
