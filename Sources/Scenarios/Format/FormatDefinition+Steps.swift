import FocusEngine

/// Steps (SCENARIO-FORMAT "Steps"): one-key mappings, and bare words.
extension FormatDefinition {
  /// Steps written as `{ name: value }`.
  static let mappingSteps = FormatKey.group(MappingStepName.self) { key in
    switch key {
    case .click: FormatKey(key, "Pointer activation of the node with this id (F6).", .scalar(pattern: nil))
    case .tap: FormatKey(key, "Alias of click (F6).", .scalar(pattern: nil))
    case .key:
      FormatKey(key, "A key press: tab, shift+tab, return, space, escape, up…, or a shortcut such as cmd+k.", .definition("keyChord"))
    case .move: FormatKey(key, "A directional move (F20).", .words(Direction.allCases.map(\.rawValue)))
    case .type: FormatKey(key, "Text appended to the focused text input.", .definition("expression"))
    case .set: FormatKey(key, "App code writes state: { var: expr } (F11, F13, F14).", .definition("assignments"))
    case .run: FormatKey(key, "App code runs actions.", .definition("actions"))
    case .invoke: FormatKey(key, "Runs the command with this id (F29).", .scalar(pattern: nil))
    case .activate: FormatKey(key, "Makes the scene with this id key (F29).", .scalar(pattern: nil))
    case .expect: FormatKey(key, "Compares the given keys with the observable state; {} is unrecorded.", .definition("expectation"))
    case .wait: FormatKey(key, "Advances the virtual clock S ≥ 0 seconds, running each timer at its due time (F46, F47).", .nonNegativeNumber)
    case .scroll: FormatKey(key, "Scrolls a lazy container: { in: id, to: n } (F55).", scrollShape)
    }
  }

  /// Steps that may be written as a bare word (`- tab`) or with a null value (`- tab:`).
  static let bareSteps = FormatKey.group(BareStepName.self) { key in
    switch key {
    case .tab: FormatKey(key, "Shorthand for key: tab (F18).", .constants([.null]))
    case .shiftTab: FormatKey(key, "Shorthand for key: shift+tab (F18).", .constants([.null]))
    case .submit: FormatKey(key, "Return in the focused text input (F17, F28).", .constants([.null]))
    case .select: FormatKey(key, "Activates the focused control (F34).", .constants([.null]))
    case .back: FormatKey(key, "The system back: tvOS Menu, the back swipe, macOS Back (F52).", .constants([.null]))
    }
  }

  /// Every step name, mapping steps first: the candidates of "did you mean".
  static let steps: [FormatKey] = mappingSteps + bareSteps
}
