import FocusEngine
import YAML

/// `scroll: { in: id, to: n }` as a step or an action (F55).
package struct ScrollTarget: Sendable {
  /// The lazy container's id (`in:`); a present container at run time.
  package var container: Expression
  /// The 0-based row index (`to:`); a whole number at run time.
  package var row: Expression
  package var mark: Mark
  package init(container: Expression, row: Expression, mark: Mark) {
    self.container = container
    self.row = row
    self.mark = mark
  }
}

/// `keyboardShortcut:` on a control (F49).
package enum KeyboardShortcutSpec: Sendable {
  /// `cmd+s`, `escape`, …
  case chord(KeyChord)
  /// `defaultAction`: Return.
  case defaultAction
  /// `cancelAction`: Escape.
  case cancelAction
}

/// One entry of `onKeyPress:` (F50).
package struct KeyPressHandlerSpec: Sendable {
  /// `key: k` or `keys: [k…]`.
  package var keys: [String]
  /// `modifiers: [cmd…]`; `nil`: any modifiers match.
  package var modifiers: [KeyChord.Modifier]?
  /// `handled:`; `nil`: `true`.
  package var handled: Condition?
  package var action: [Action]
  package var mark: Mark
  package init(keys: [String], modifiers: [KeyChord.Modifier]?, handled: Condition?, action: [Action], mark: Mark) {
    self.keys = keys
    self.modifiers = modifiers
    self.handled = handled
    self.action = action
    self.mark = mark
  }
}

/// `searchable: { text: $q, id: name }` on a container (F57).
package struct SearchableSpec: Sendable {
  /// The search field's text binding.
  package var text: Reference
  /// `id:`; `nil`: `<node id>.search`.
  package var id: Expression?
  package var mark: Mark
  package init(text: Reference, id: Expression?, mark: Mark) {
    self.text = text
    self.id = id
    self.mark = mark
  }
}
