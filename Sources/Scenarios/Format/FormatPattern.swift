/// The name shapes of SCENARIO-FORMAT as regular expressions (ECMA-262 and
/// Python `re` read them alike), mirroring `Names`.
enum FormatPattern {
  /// Variables, focused-value keys, `let` locals: `[A-Za-z_][A-Za-z0-9_]*`.
  static let variable = "^[A-Za-z_][A-Za-z0-9_]*$"
  /// A `set` target: a variable or a path into it, `var.a.b`.
  static let assignmentTarget = "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$"
  /// A `$reference`: `$name` or `$name.a.b`.
  static let reference = "^\\$[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$"
  /// The key of a binding: `$name`.
  static let boundVariable = "^\\$[A-Za-z_][A-Za-z0-9_]*$"
  /// Ids and scene ids: `[A-Za-z0-9_][A-Za-z0-9_.-]*`.
  static let id = "^[A-Za-z0-9_][A-Za-z0-9_.-]*$"
}
