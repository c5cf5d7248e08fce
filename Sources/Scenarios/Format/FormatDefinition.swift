import FocusEngine

/// The scenario format, version 1, as data: every key the format knows, a
/// one-line summary of each, and the shape of its value.
///
/// The decoder takes its allowed keys and "did you mean" candidates from
/// here, and `SchemaGenerator` writes the JSON Schema from the same lists,
/// so a key added here is known to both:
///
///     FormatDefinition.topLevel.names   // ["scenario", "description", "tags", …]
///
/// The lists keep the order of SCENARIO-FORMAT; suggestions prefer earlier
/// entries on ties, so the order is part of the behaviour.
enum FormatDefinition {
  /// The format version this definition describes.
  static let version = 1

  /// The keys of a scenario document (SCENARIO-FORMAT "Top level").
  static let topLevel: [FormatKey] = [
    FormatKey("scenario", "The scenario's name, unique within its file.", .string, required: true),
    FormatKey("description", "Free text about the scenario.", .string),
    FormatKey("tags", "Tags, matched by --tag and --skip-tag.", .list(.string, minItems: nil)),
    FormatKey("platform", "The platform whose focus rules apply; iOS when absent.", .words(Platform.allCases.map(\.rawValue))),
    FormatKey("settings", "Focus settings of the simulated system.", .record(FormatRecord(settings))),
    FormatKey("state", "@State variables: name → initial value.", .mapping(keys: FormatPattern.variable, values: .anyValue)),
    FormatKey(
      "focusState", "@FocusState variables: name → false (Bool) or null (Optional) (F8).",
      .mapping(keys: FormatPattern.variable, values: .constants([.bool(false), .null]))),
    FormatKey("view", "The root node of the only scene (its id is main); or use scenes.", .definition("node")),
    FormatKey("scenes", "The scenes, each { id, view }; the first is key (F29). Or use view.", .list(.record(FormatRecord(sceneKeys)), minItems: 1)),
    FormatKey("commands", "Menu commands and toolbar items living outside the tree (F29).", .nullable(.list(.definition("command"), minItems: nil))),
    FormatKey("steps", "The events and expectations, in order.", .nullable(.list(.definition("step"), minItems: nil))),
  ]

  /// The keys of `settings:`; their names match `FocusSettings.keys`.
  static let settings: [FormatKey] = [
    FormatKey("keyboardNavigation", "macOS Keyboard navigation / iOS Full Keyboard Access: controls join the tab order (F4).", .boolean),
    FormatKey("directionalNavigation", "Arrow keys move focus on macOS and iPadOS (F20).", .boolean),
    FormatKey("clickClearsFocus", "On macOS a click on a non-focusable node clears focus (F6).", .boolean),
    FormatKey(
      "initialFocus", "automatic applies the platform's focus at appearance; none starts unfocused (F26).",
      .words(FocusSettings.InitialFocus.allCases.map(\.rawValue))),
    FormatKey(
      "layoutDirection", "rightToLeft mirrors the layout horizontally (F2, F19).",
      .words(FocusSettings.LayoutDirection.allCases.map(\.rawValue))),
  ]

  /// The keys of one item of `scenes:`.
  static let sceneKeys: [FormatKey] = [
    FormatKey("id", "The scene's id, unique in the scenario.", .scalar(pattern: FormatPattern.id), required: true),
    FormatKey("view", "The root node of the scene.", .definition("node"), required: true),
  ]

  /// The keys of one item of `commands:`.
  static let commandKeys: [FormatKey] = [
    FormatKey("id", "The command's id, unique in the scenario; invoke: names it.", .scalar(pattern: FormatPattern.id), required: true),
    FormatKey("title", "The menu title.", .string),
    FormatKey("shortcut", "A keyboard shortcut such as cmd+k (F29).", .definition("keyChord")),
    FormatKey("disabled", "When the command is disabled.", .definition("condition")),
    FormatKey("action", "What the command runs, in the key scene.", .definition("actions")),
  ]
}
