/// A `@FocusState` variable's declaration (F8): Bool (reads `false` when
/// nothing bound holds focus) or Optional (reads `null`).
///
///     // @FocusState var focusedField: Field?
///     FocusStateVariable(name: "focusedField", kind: .optional)
///     // @FocusState var isEditing: Bool
///     FocusStateVariable(name: "isEditing", kind: .bool)
public struct FocusStateVariable: Sendable, Hashable {
  /// `bool` for `@FocusState var isEditing: Bool`, `optional` for
  /// `@FocusState var field: Field?` (F8).
  ///
  ///     FocusStateVariable.Kind.bool   // reads `false` when nothing bound is focused
  public enum Kind: String, Sendable, Hashable { case bool, optional }
  /// The variable's name, without `$`.
  public var name: String
  /// Bool or Optional: decides what the variable reads when focus is elsewhere (F8).
  public var kind: Kind
  /// A declaration such as `@FocusState var focusedField: Field?`:
  ///
  ///     FocusStateVariable(name: "focusedField", kind: .optional).emptyValue   // .null
  public init(name: String, kind: Kind) {
    self.name = name
    self.kind = kind
  }
  /// The value read when no bound node contains focus.
  public var emptyValue: Value { kind == .bool ? .bool(false) : .null }
}
