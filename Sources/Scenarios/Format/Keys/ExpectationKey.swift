/// The keys of `expect: { … }` (SCENARIO-FORMAT "Expectations"), in the
/// order of its table.
enum ExpectationKey: String, FormatKeyName {
  case focused, focusState, state, focusedValues, isFocused, commands, tabOrder, present, disabled, scene, warnings
  /// Spec 1.1: whether a node contains focus (F59).
  case focusedIn
  /// Spec 1.1: up presentations (F35) and pushed screens (F42).
  case presented, screens
  /// Spec 1.1: the virtual clock (F46).
  case time
}
