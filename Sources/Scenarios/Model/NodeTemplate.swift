import FocusEngine
import YAML

/// A node of the view description as written: properties are expressions
/// and conditions, evaluated against state at every commit (F1, F30) to
/// build the engine's concrete tree.
package struct NodeTemplate: Sendable {
  package var kind: ViewKind
  /// `View: { name: TypeName }`.
  package var customName: String?
  /// `id:` — may be interpolated (`"row-${item.id}"`).
  package var id: Expression?
  package var label: Expression?
  /// `text: $var` (text inputs); a binding.
  package var text: Reference?
  /// `isOn: $var` (Toggle); a binding.
  package var isOn: Reference?
  package var action: [Action]
  package var focusable: FocusableSpec?
  package var focused: [FocusBindingSpec]
  package var disabled: Condition?
  package var condition: Condition?
  package var focusedValues: [(key: String, value: Expression)]
  package var focusedSceneValues: [(key: String, value: Expression)]
  package var focusSection: Bool
  package var focusScope: String?
  package var prefersDefaultFocus: String?
  package var defaultFocus: DefaultFocusSpec?
  package var onSubmit: [Action]?
  package var submitScope: SubmitScope
  package var onChange: [(variable: String, actions: [Action], mark: Mark)]
  package var onAppear: [Action]
  /// `frame: [x, y, w, h]`.
  package var frame: [Double]?
  package var children: [NodeTemplate]
  /// Set for `ForEach`.
  package var forEach: ForEachSpec?
  /// `sheet:`, `fullScreenCover:`, `popover:`, `alert:`, `confirmationDialog:`
  /// in that order, at most one of each (F35).
  package var presentations: [PresentationSpec]
  /// `role:` on a Button (F52).
  package var role: ButtonRole?
  /// `path: $list` on a NavigationStack (F42).
  package var path: Reference?
  /// `value:` on a NavigationLink (appended to the stack's path) or a Tab
  /// (what the TabView's `selection` equals when it is shown) (F42, F45).
  package var value: Expression?
  /// `selection: $var` on a TabView (F45).
  package var selection: Reference?
  /// `destination:` on a NavigationStack (the template of each path
  /// element's screen, `$item` the element) or a NavigationLink (the
  /// screen it pushes) (F42).
  package var destination: NodeTemplate? {
    get { destinationStorage.first }
    set { destinationStorage = newValue.map { [$0] } ?? [] }
  }
  // An array gives the recursive value type the indirection it needs.
  private var destinationStorage: [NodeTemplate]
  /// `keyboardShortcut:` on a control (F49).
  package var keyboardShortcut: KeyboardShortcutSpec?
  /// `onKeyPress:` handlers, in the order written (F50).
  package var onKeyPress: [KeyPressHandlerSpec]
  /// `onMoveCommand:` (`$direction` bound) and `onExitCommand:` (F51).
  package var onMoveCommand: [Action]?
  package var onExitCommand: [Action]?
  /// `viewport: N` on a LazyVStack, LazyHStack or List (F53).
  package var viewport: Int?
  /// `axis: vertical` on a TextField (F56).
  package var isVerticalAxis: Bool
  /// `searchable:` on a container (F57).
  package var searchable: SearchableSpec?
  /// `searchFocused: $flag` or `{ $var: v }` (F57).
  package var searchFocused: FocusBindingSpec?
  /// `onSearchSubmit:` (F57).
  package var onSearchSubmit: [Action]?
  /// Where the node's kind key stands (`TextField:`).
  package var mark: Mark

  package init(kind: ViewKind, mark: Mark) {
    self.kind = kind
    self.mark = mark
    self.customName = nil
    self.id = nil
    self.label = nil
    self.text = nil
    self.isOn = nil
    self.action = []
    self.focusable = nil
    self.focused = []
    self.disabled = nil
    self.condition = nil
    self.focusedValues = []
    self.focusedSceneValues = []
    self.focusSection = false
    self.focusScope = nil
    self.prefersDefaultFocus = nil
    self.defaultFocus = nil
    self.onSubmit = nil
    self.submitScope = .off
    self.onChange = []
    self.onAppear = []
    self.frame = nil
    self.children = []
    self.forEach = nil
    self.presentations = []
    self.role = nil
    self.path = nil
    self.value = nil
    self.selection = nil
    self.destinationStorage = []
    self.keyboardShortcut = nil
    self.onKeyPress = []
    self.onMoveCommand = nil
    self.onExitCommand = nil
    self.viewport = nil
    self.isVerticalAxis = false
    self.searchable = nil
    self.searchFocused = nil
    self.onSearchSubmit = nil
  }
}

/// `focusable: condition` or `{ enabled: condition, interactions: [...] }` (F3, F4).
package struct FocusableSpec: Sendable {
  package var enabled: Condition
  /// `nil`: the default `[activate, edit]` (F3).
  package var interactions: [Interaction]?
  package init(enabled: Condition, interactions: [Interaction]? = nil) {
    self.enabled = enabled
    self.interactions = interactions
  }
}

/// One `focused:` binding (F8–F10).
package struct FocusBindingSpec: Sendable {
  package enum Form: Sendable {
    /// `focused: $flag` or `{ $flag: true }` on a Bool variable.
    case bool
    /// `focused: { $var: value }` on an Optional variable.
    case equals(Expression)
  }
  package var variable: String
  package var form: Form
  package var mark: Mark
  package init(variable: String, form: Form, mark: Mark) {
    self.variable = variable
    self.form = form
    self.mark = mark
  }
}

/// `defaultFocus: { $var: value, priority: automatic|userInitiated }` (F26).
package struct DefaultFocusSpec: Sendable {
  package enum Priority: String, Sendable, CaseIterable { case automatic, userInitiated }
  package var variable: String
  /// `nil` for a Bool variable (`{ $flag: true }`).
  package var value: Expression?
  package var priority: Priority
  package var mark: Mark
  package init(variable: String, value: Expression?, priority: Priority = .automatic, mark: Mark) {
    self.variable = variable
    self.value = value
    self.priority = priority
    self.mark = mark
  }
}

/// `ForEach: { data: $list, idKey: id, row: Node }`.
package struct ForEachSpec: Sendable {
  package var data: Reference
  /// Element field that identifies a row; default `id`. A scalar element is its own id.
  package var idKey: String
  /// The row template; `$item` is the element, `$index` its position.
  package var row: NodeTemplate {
    get { rowStorage[0] }
    set { rowStorage = [newValue] }
  }
  // An array gives the recursive value type the indirection it needs.
  private var rowStorage: [NodeTemplate]

  package init(data: Reference, idKey: String = "id", row: NodeTemplate) {
    self.data = data
    self.idKey = idKey
    self.rowStorage = [row]
  }
}
