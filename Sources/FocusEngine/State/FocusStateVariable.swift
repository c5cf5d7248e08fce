/// A `@FocusState` variable's declaration (F8): Bool (reads `false` when
/// nothing bound holds focus) or Optional (reads `null`).
public struct FocusStateVariable: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable { case bool, optional }
  public var name: String
  public var kind: Kind
  public init(name: String, kind: Kind) {
    self.name = name
    self.kind = kind
  }
  /// The value read when no bound node contains focus.
  public var emptyValue: Value { kind == .bool ? .bool(false) : .null }
}
