/// The properties of a node's mapping body (SCENARIO-FORMAT "Nodes").
enum NodePropertyKey: String, FormatKeyName {
  case id, label, text, isOn, action, focusable, focused, disabled, `if`, focusedValue, focusedSceneValue
  case focusSection, focusScope, prefersDefaultFocus, defaultFocus, onSubmit, submitScope, onChange, onAppear
  case frame, children
  /// The type name of a custom view.
  case name
  /// Spec 1.1: presentations (F35–F41), in `PresentationSpec.Kind` order.
  case sheet, fullScreenCover, popover, alert, confirmationDialog
  /// Spec 1.1: a Button's role (F52); navigation (F42) and tabs (F45).
  case role, path, destination, value, selection
  /// Spec 1.1: the keyboard (F49–F51).
  case keyboardShortcut, onKeyPress, onMoveCommand, onExitCommand
  /// Spec 1.1: text input and search (F56, F57).
  case axis, searchable, searchFocused, onSearchSubmit
  /// Spec 1.1: lazy containers (F53).
  case viewport

  /// The presentation this property adds, if it is one.
  var presentationKind: PresentationSpec.Kind? { PresentationSpec.Kind(rawValue: rawValue) }
}

/// The keys of `sheet:`, `fullScreenCover:` and `popover:` (F35–F41).
enum SheetKey: String, FormatKeyName {
  case id, isPresented, item, onDismiss, view
}

/// The keys of `alert:` and `confirmationDialog:` (F35–F41, F52).
enum AlertKey: String, FormatKeyName {
  case id, isPresented, item, title, actions
}

/// The keys of a `ForEach` body.
enum ForEachKey: String, FormatKeyName {
  case data, idKey, row, `if`
}

/// The keys of `focusable: { enabled, interactions }`.
enum FocusableKey: String, FormatKeyName {
  case enabled, interactions
}

/// The key of `defaultFocus:` besides its `$var` binding.
enum DefaultFocusKey: String, FormatKeyName {
  case priority
}

/// The word `submitScope:` takes besides `true` and `false` (F28, spec 1.1).
enum SubmitScopeWord: String, CaseIterable {
  /// `.submitScope().onSubmit{…}`: the node's own handler is outside the scope.
  case inner
}

/// The keys of one `onKeyPress:` handler (F50).
enum KeyPressKey: String, FormatKeyName {
  case key, keys, modifiers, handled, action
}

/// The words `keyboardShortcut:` takes besides a key (F49).
enum KeyboardShortcutWord: String, CaseIterable {
  /// `.keyboardShortcut(.defaultAction)`: Return.
  case defaultAction
  /// `.keyboardShortcut(.cancelAction)`: Escape.
  case cancelAction
}
