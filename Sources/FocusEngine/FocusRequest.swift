/// A programmatic FocusState write (F11, F13, F14): `variable = value`.
///
///     // focusedField = .password
///     engine.apply(FocusRequest(variable: "focusedField", value: "password"))
///     engine.focusedID    // "password" (F11), or unchanged with the request pending (F14)
///     // focusedField = nil
///     FocusRequest(variable: "focusedField", value: .null).isDismissal   // true (F13)
public struct FocusRequest: Sendable, Hashable, CustomStringConvertible {
  /// The `@FocusState` variable's name, without `$`.
  public var variable: String
  /// `true`/`false` for Bool variables, a value or `null` for Optional ones.
  public var value: Value
  /// A request to write `value` to the FocusState variable `variable`.
  public init(variable: String, value: Value) {
    self.variable = variable
    self.value = value
  }
  /// `null` or `false`: a request to dismiss (F13).
  public var isDismissal: Bool { value == .null || value == .bool(false) }
  /// `$variable = value`, as traces and reports print the request.
  public var description: String { "$\(variable) = \(value.displayText)" }
}
