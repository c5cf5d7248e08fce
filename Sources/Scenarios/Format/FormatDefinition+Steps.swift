import FocusEngine

/// Steps (SCENARIO-FORMAT "Steps"): one-key mappings, and bare words.
extension FormatDefinition {
  /// Steps written as `{ name: value }`.
  static let mappingSteps: [FormatKey] = [
    FormatKey("click", "Pointer activation of the node with this id (F6).", .scalar(pattern: nil)),
    FormatKey("tap", "Alias of click (F6).", .scalar(pattern: nil)),
    FormatKey("key", "A key press: tab, shift+tab, return, space, escape, up…, or a shortcut such as cmd+k.", .definition("keyChord")),
    FormatKey("move", "A directional move (F20).", .words(Direction.allCases.map(\.rawValue))),
    FormatKey("type", "Text appended to the focused text input.", .definition("expression")),
    FormatKey("set", "App code writes state: { var: expr } (F11, F13, F14).", .definition("assignments")),
    FormatKey("run", "App code runs actions.", .definition("actions")),
    FormatKey("invoke", "Runs the command with this id (F29).", .scalar(pattern: nil)),
    FormatKey("activate", "Makes the scene with this id key (F29).", .scalar(pattern: nil)),
    FormatKey("expect", "Compares the given keys with the observable state; {} is unrecorded.", .definition("expectation")),
  ]

  /// Steps that may be written as a bare word (`- tab`) or with a null value (`- tab:`).
  static let bareSteps: [FormatKey] = [
    FormatKey("tab", "Shorthand for key: tab (F18).", .constants([.null])),
    FormatKey("shift-tab", "Shorthand for key: shift+tab (F18).", .constants([.null])),
    FormatKey("submit", "Return in the focused text input (F17, F28).", .constants([.null])),
    FormatKey("select", "Activates the focused control (F34).", .constants([.null])),
  ]

  /// Every step name, mapping steps first: the candidates of "did you mean".
  static let steps: [FormatKey] = mappingSteps + bareSteps
}
