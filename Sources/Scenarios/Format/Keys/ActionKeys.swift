/// The action names (SCENARIO-FORMAT "Actions"), each the only key of its
/// mapping except `if`, which comes with `then` and `else` (`IfActionKey`).
enum ActionName: String, FormatKeyName {
  case set, `let`, append, insert, remove, `if`, setFocusedBinding, resetFocus
  /// Spec 1.1, F47.
  case task, after
  /// Spec 1.1, F55.
  case scroll
}

/// The keys of `after: { seconds: S, do: actions }` (F47).
enum AfterKey: String, FormatKeyName {
  case seconds, `do`
}

/// Actions written as a bare word (`- dismiss`, `action: dismiss`) or with a null value (`- dismiss:`).
enum BareActionName: String, FormatKeyName {
  /// Spec 1.1, F41.
  case dismiss
}

/// The keys of an `if` action.
enum IfActionKey: String, FormatKeyName {
  case `if`, then, `else`
}

/// The keys of `append: { to: $list, value: expr }`.
enum AppendKey: String, FormatKeyName {
  case to, value
}

/// The keys of `insert: { into: $list, after|before|at: …, value: expr }`.
enum InsertKey: String, FormatKeyName {
  case into, after, before, at, value
}

/// The keys of `remove: { from: $list, id: expr }` or `{ from: $list, where: condition }`.
enum RemoveKey: String, FormatKeyName {
  case from, id, `where`
}
