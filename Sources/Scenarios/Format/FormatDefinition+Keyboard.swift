import FocusEngine

/// The keyboard (SCENARIO-FORMAT "Version 1.1 additions", F49–F51): the
/// keys of an `onKeyPress:` handler and the words of `keyboardShortcut:`.
///
///     FormatDefinition.keyPressKeys.names   // ["key", "keys", "modifiers", "handled", "action"]
extension FormatDefinition {
  /// A handler names one key or several; exactly one of these is given (F50).
  static let keyPressChoice = [KeyPressKey.key, .keys].map(\.rawValue)

  /// The modifier names a handler's `modifiers:` accepts, aliases included.
  static let modifierNames = KeyChord.modifierAliases.keys.sorted()

  /// The keys of one `onKeyPress:` handler.
  static let keyPressKeys = FormatKey.group(KeyPressKey.self) { key in
    switch key {
    case .key: FormatKey(key, "The key it handles: tab, return, escape, up… or one character (F50).", .definition("keyName"))
    case .keys: FormatKey(key, "The keys it handles (F50).", .list(.definition("keyName"), minItems: 1))
    case .modifiers:
      FormatKey(key, "The exact modifiers it needs; unlisted: any modifiers match (F50).", .list(.words(modifierNames), minItems: nil))
    case .handled: FormatKey(key, "Read after the actions: true (default) stops dispatch, false passes the key on (F50).", .definition("condition"))
    case .action: FormatKey(key, "Actions run in the step's transaction (F50).", .definition("actions"))
    }
  }

  /// The named shapes of the keyboard.
  static var keyboardShapes: [FormatKey] {
    [
      FormatKey(named: "keyName", "One key: tab, return, space, escape, up, down, left, right, delete, or one character.", .scalar(pattern: nil)),
      FormatKey(
        named: "keyboardShortcut", "A key with modifiers (cmd+s), or defaultAction (Return) or cancelAction (Escape) (F49).",
        .anyOf([.words(KeyboardShortcutWord.allCases.map(\.rawValue)), .definition("keyChord")])),
      FormatKey(
        named: "keyPressHandler", "An onKeyPress handler: { key | keys, modifiers, handled, action } (F50).",
        .record(FormatRecord(keyPressKeys, exactlyOneOf: keyPressChoice))),
    ]
  }
}
