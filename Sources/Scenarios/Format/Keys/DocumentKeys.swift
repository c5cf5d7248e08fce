/// The keys of a scenario document (SCENARIO-FORMAT "Top level"). The order
/// also puts each declaration before its uses, which the decoder relies on.
enum TopLevelKey: String, FormatKeyName {
  case scenario, description, tags, platform, settings, state, focusState, view, scenes, commands, steps
}

/// The keys of `settings:`; their names match `FocusSettings.keys`.
enum SettingKey: String, FormatKeyName {
  case keyboardNavigation, directionalNavigation, clickClearsFocus, initialFocus, layoutDirection
  /// Spec 1.1: the keyboard of `submit` (F56).
  case hardwareKeyboard
}

/// The keys of one item of `scenes:`.
enum SceneKey: String, FormatKeyName {
  case id, view
}

/// The keys of one item of `commands:`.
enum CommandKey: String, FormatKeyName {
  case id, title, shortcut, disabled, action
}
