import FocusEngine

/// The scenario format, version 1, as data: every key the format knows, a
/// one-line summary of each, and the shape of its value.
///
/// Each list describes one group of keys, an enum (`TopLevelKey`…), by
/// switching over its cases: a name is in a list only as a case, and every
/// case is in its list. The decoder takes its allowed keys and "did you
/// mean" candidates from the same enums and switches over them without
/// `default:`, and `SchemaGenerator` writes the JSON Schema from these
/// lists, so a key added to a group is known to all three or does not compile:
///
///     FormatDefinition.topLevel.names   // ["scenario", "description", "tags", …]
///
/// The lists keep the order of SCENARIO-FORMAT (`allCases`); suggestions
/// prefer earlier entries on ties, so the order is part of the behaviour.
enum FormatDefinition {
  /// The format version this definition describes.
  static let version = 1

  /// The keys of a scenario document (SCENARIO-FORMAT "Top level").
  static let topLevel = FormatKey.group(TopLevelKey.self) { key in
    switch key {
    case .scenario: FormatKey(key, "The scenario's name, unique within its file.", .string, required: true)
    case .description: FormatKey(key, "Free text about the scenario.", .string)
    case .tags: FormatKey(key, "Tags, matched by --tag and --skip-tag.", .list(.string, minItems: nil))
    case .platform:
      FormatKey(
        key, "The platform whose focus rules apply, optionally with a major version (iOS 15, F60); iOS 26 when absent.",
        .pattern(platformPattern))
    case .settings: FormatKey(key, "Focus settings of the simulated system.", .record(FormatRecord(settings)))
    case .state: FormatKey(key, "@State variables: name → initial value.", .mapping(keys: FormatPattern.variable, values: .anyValue))
    case .focusState:
      FormatKey(
        key, "@FocusState variables: name → false (Bool) or null (Optional) (F8).",
        .mapping(keys: FormatPattern.variable, values: .constants([.bool(false), .null])))
    case .view: FormatKey(key, "The root node of the only scene (its id is main); or use scenes.", .definition("node"))
    case .scenes:
      FormatKey(key, "The scenes, each { id, view }; the first is key (F29). Or use view.", .list(.record(FormatRecord(sceneKeys)), minItems: 1))
    case .commands:
      FormatKey(key, "Menu commands and toolbar items living outside the tree (F29).", .nullable(.list(.definition("command"), minItems: nil)))
    case .steps: FormatKey(key, "The events and expectations, in order.", .nullable(.list(.definition("step"), minItems: nil)))
    }
  }

  /// The keys of `settings:`; their names match `FocusSettings.keys`.
  static let settings = FormatKey.group(SettingKey.self) { key in
    switch key {
    case .keyboardNavigation:
      FormatKey(key, "macOS Keyboard navigation / iOS Full Keyboard Access: controls join the tab order (F4).", .boolean)
    case .directionalNavigation: FormatKey(key, "Arrow keys move focus on macOS and iPadOS (F20).", .boolean)
    case .clickClearsFocus: FormatKey(key, "On macOS a click on a non-focusable node clears focus (F6).", .boolean)
    case .initialFocus:
      FormatKey(
        key, "automatic applies the platform's focus at appearance; none starts unfocused (F26).",
        .words(FocusSettings.InitialFocus.allCases.map(\.rawValue)))
    case .layoutDirection:
      FormatKey(
        key, "rightToLeft mirrors the layout horizontally (F2, F19).", .words(FocusSettings.LayoutDirection.allCases.map(\.rawValue)))
    case .hardwareKeyboard:
      FormatKey(
        key, "Whether submit is a hardware keyboard's Return (key: return) or a software keyboard's; default true on macOS, else false (F56).",
        .boolean)
    }
  }

  /// The keys of one item of `scenes:`.
  static let sceneKeys = FormatKey.group(SceneKey.self) { key in
    switch key {
    case .id: FormatKey(key, "The scene's id, unique in the scenario.", .scalar(pattern: FormatPattern.id), required: true)
    case .view: FormatKey(key, "The root node of the scene.", .definition("node"), required: true)
    }
  }

  /// The keys of one item of `commands:`.
  static let commandKeys = FormatKey.group(CommandKey.self) { key in
    switch key {
    case .id: FormatKey(key, "The command's id, unique in the scenario; invoke: names it.", .scalar(pattern: FormatPattern.id), required: true)
    case .title: FormatKey(key, "The menu title.", .string)
    case .shortcut: FormatKey(key, "A keyboard shortcut such as cmd+k (F29).", .definition("keyChord"))
    case .disabled: FormatKey(key, "When the command is disabled.", .definition("condition"))
    case .action: FormatKey(key, "What the command runs, in the key scene.", .definition("actions"))
    }
  }
}

extension FormatDefinition {
  /// F60: a platform name, optionally followed by one of its known major versions.
  static var platformPattern: String {
    let alternatives = Platform.allCases.map { platform in
      "\(platform.rawValue)( (\(platform.knownVersions.map(String.init).joined(separator: "|"))))?"
    }
    return "^(\(alternatives.joined(separator: "|")))$"
  }
}
