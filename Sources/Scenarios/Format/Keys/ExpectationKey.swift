/// The keys of `expect: { … }` (SCENARIO-FORMAT "Expectations").
enum ExpectationKey: String, FormatKeyName {
  case focused, focusState, state, focusedValues, isFocused, commands, tabOrder, present, disabled, scene, warnings
}
