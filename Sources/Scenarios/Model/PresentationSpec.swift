import FocusEngine
import YAML

/// `sheet:`, `fullScreenCover:`, `popover:`, `alert:` or `confirmationDialog:`
/// on a node, the presenter (F35–F41, F52).
///
///     Button:
///       id: edit
///       sheet: { id: editor, isPresented: $showEditor, view: { TextField: { id: title, text: $t } } }
package struct PresentationSpec: Sendable {
  /// The five modifiers, in the order one node's presentations come up
  /// (F35): the engine's own list, which its layers carry.
  package typealias Kind = PresentationKind

  /// What requests it (F35): exactly one of the two.
  package enum Trigger: Sendable {
    /// `isPresented: $flag`, a Bool state variable: up while `true`.
    case isPresented(Reference)
    /// `item: $var`, any state variable: up while not `null`; `$item` in the view is its value.
    case item(Reference)

    package var reference: Reference {
      switch self {
      case .isPresented(let reference), .item(let reference): return reference
      }
    }
  }

  package var kind: Kind
  /// `id:`; `nil`: `<presenter id>.<kind>`. May be interpolated.
  package var id: Expression?
  package var trigger: Trigger
  /// `onDismiss:` (sheet, fullScreenCover, popover): its own transaction after dismissal (F39).
  package var onDismiss: [Action]
  /// `title:` (alert, confirmationDialog): shown only, no rule reads it.
  package var title: Expression?
  /// `view:` (sheet, fullScreenCover, popover): the layer's root (F36).
  package var view: NodeTemplate? {
    get { viewStorage.first }
    set { viewStorage = newValue.map { [$0] } ?? [] }
  }
  /// `actions:` (alert, confirmationDialog): Buttons in a column (F36).
  package var actions: [NodeTemplate]
  /// Where the modifier's key (`sheet:`) stands.
  package var mark: Mark
  // An array gives the recursive value type the indirection it needs.
  private var viewStorage: [NodeTemplate]

  package init(
    kind: Kind, id: Expression? = nil, trigger: Trigger, onDismiss: [Action] = [], title: Expression? = nil,
    view: NodeTemplate? = nil, actions: [NodeTemplate] = [], mark: Mark
  ) {
    self.kind = kind
    self.id = id
    self.trigger = trigger
    self.onDismiss = onDismiss
    self.title = title
    self.actions = actions
    self.mark = mark
    self.viewStorage = view.map { [$0] } ?? []
  }
}

/// `role:` of a Button (F52: Escape runs the `cancel` Button of an alert or dialog).
package enum ButtonRole: String, Sendable, CaseIterable {
  case cancel, destructive
}
