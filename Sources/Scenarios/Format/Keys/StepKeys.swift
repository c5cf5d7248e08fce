/// Steps written as a one-key mapping `{ name: value }` (SCENARIO-FORMAT "Steps").
enum MappingStepName: String, FormatKeyName {
  case click, tap, key, move, type, set, run, invoke, activate, expect
  /// Spec 1.1, F46.
  case wait
  /// Spec 1.1, F55.
  case scroll
}

/// Steps written as a bare word (`- tab`) or with a null value (`- tab:`).
enum BareStepName: String, FormatKeyName {
  case tab
  case shiftTab = "shift-tab"
  case submit, select
  /// Spec 1.1, F52.
  case back
}
