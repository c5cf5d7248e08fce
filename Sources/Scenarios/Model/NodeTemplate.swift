import FocusEngine
import YAML

/// A node of the view description as written: properties are expressions
/// and conditions, evaluated against state at every commit (F1, F30) to
/// build the engine's concrete tree.
///
/// Its ~40 properties (``Properties``) sit in one shared box, copied on
/// write: a template is copied into its parent's children, into the
/// evaluator's `TemplateNode`s and into each scenario of a file, and a copy
/// of the properties themselves retained and released each of their ~30
/// references (4 % of a corpus run, issue 20). A copy is now one retain.
/// Each property reads and writes the box's in place: a write to a shared
/// box copies it first, and `template.children.append(child)` copies no array.
package struct NodeTemplate: Sendable {
  private var box: Box

  package init(kind: ViewKind, mark: Mark) {
    box = Box(Properties(kind: kind, mark: mark))
  }

  /// The box to write to: this template's own, copied first when shared.
  private mutating func uniqueBox() -> Box {
    if !isKnownUniquelyReferenced(&box) { box = Box(box.properties) }
    return box
  }

  /// The shared properties. Only mutated while uniquely referenced (each
  /// property's `_modify` goes through `uniqueBox()`, which copies it
  /// first otherwise), so sharing it across threads is as safe as sharing
  /// the value it stands for.
  private final class Box: @unchecked Sendable {
    var properties: Properties
    init(_ properties: Properties) { self.properties = properties }
  }
}

extension NodeTemplate {
  /// What a node of the view description says, property by property.
  package struct Properties: Sendable {
    package var kind: ViewKind
    /// `View: { name: TypeName }`.
    package var customName: String? = nil
    /// `id:` — may be interpolated (`"row-${item.id}"`).
    package var id: Expression? = nil
    package var label: Expression? = nil
    /// `text: $var` (text inputs); a binding.
    package var text: Reference? = nil
    /// `isOn: $var` (Toggle); a binding.
    package var isOn: Reference? = nil
    package var action: [Action] = []
    package var focusable: FocusableSpec? = nil
    package var focused: [FocusBindingSpec] = []
    package var disabled: Condition? = nil
    package var condition: Condition? = nil
    package var focusedValues: [(key: String, value: Expression)] = []
    package var focusedSceneValues: [(key: String, value: Expression)] = []
    package var focusSection: Bool = false
    package var focusScope: String? = nil
    package var prefersDefaultFocus: String? = nil
    package var defaultFocus: DefaultFocusSpec? = nil
    package var onSubmit: [Action]? = nil
    package var submitScope: SubmitScope = .off
    package var onChange: [(variable: String, actions: [Action], mark: Mark)] = []
    package var onAppear: [Action] = []
    /// `frame: [x, y, w, h]`.
    package var frame: [Double]? = nil
    package var children: [NodeTemplate] = []
    /// Set for `ForEach`.
    package var forEach: ForEachSpec? = nil
    /// `sheet:`, `fullScreenCover:`, `popover:`, `alert:`, `confirmationDialog:`
    /// in that order, at most one of each (F35).
    package var presentations: [PresentationSpec] = []
    /// `role:` on a Button (F52).
    package var role: ButtonRole? = nil
    /// `path: $list` on a NavigationStack (F42).
    package var path: Reference? = nil
    /// `value:` on a NavigationLink (appended to the stack's path) or a Tab
    /// (what the TabView's `selection` equals when it is shown) (F42, F45).
    package var value: Expression? = nil
    /// `selection: $var` on a TabView (F45).
    package var selection: Reference? = nil
    /// `destination:` on a NavigationStack (the template of each path
    /// element's screen, `$item` the element) or a NavigationLink (the
    /// screen it pushes) (F42).
    package var destination: NodeTemplate? = nil
    /// `keyboardShortcut:` on a control (F49).
    package var keyboardShortcut: KeyboardShortcutSpec? = nil
    /// `onKeyPress:` handlers, in the order written (F50).
    package var onKeyPress: [KeyPressHandlerSpec] = []
    /// `onMoveCommand:` (`$direction` bound) and `onExitCommand:` (F51).
    package var onMoveCommand: [Action]? = nil
    package var onExitCommand: [Action]? = nil
    /// `viewport: N` on a LazyVStack, LazyHStack or List (F53).
    package var viewport: Int? = nil
    /// `axis: vertical` on a TextField (F56).
    package var isVerticalAxis: Bool = false
    /// `searchable:` on a container (F57).
    package var searchable: SearchableSpec? = nil
    /// `searchFocused: $flag` or `{ $var: v }` (F57).
    package var searchFocused: FocusBindingSpec? = nil
    /// `onSearchSubmit:` (F57).
    package var onSearchSubmit: [Action]? = nil
    /// Where the node's kind key stands (`TextField:`).
    package var mark: Mark

    /// Only the kind and the mark: every other property starts at its
    /// default above. An init that assigned all 40 built them in a local
    /// and then copied it out, a retain and a release each (callgrind, issue 20).
    init(kind: ViewKind, mark: Mark) {
      self.kind = kind
      self.mark = mark
    }
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

// MARK: Properties, read and written in the box

// One accessor per property, all alike: a key-path subscript
// (`@dynamicMemberLookup`) would be one, but it copied the whole property
// struct out of the box on every read (docs/decisions.md, issue 20).

extension NodeTemplate {
  package var kind: ViewKind { get { box.properties.kind } _modify { yield &uniqueBox().properties.kind } }
  package var customName: String? { get { box.properties.customName } _modify { yield &uniqueBox().properties.customName } }
  package var id: Expression? { get { box.properties.id } _modify { yield &uniqueBox().properties.id } }
  package var label: Expression? { get { box.properties.label } _modify { yield &uniqueBox().properties.label } }
  package var text: Reference? { get { box.properties.text } _modify { yield &uniqueBox().properties.text } }
  package var isOn: Reference? { get { box.properties.isOn } _modify { yield &uniqueBox().properties.isOn } }
  package var action: [Action] { get { box.properties.action } _modify { yield &uniqueBox().properties.action } }
  package var focusable: FocusableSpec? { get { box.properties.focusable } _modify { yield &uniqueBox().properties.focusable } }
  package var focused: [FocusBindingSpec] { get { box.properties.focused } _modify { yield &uniqueBox().properties.focused } }
  package var disabled: Condition? { get { box.properties.disabled } _modify { yield &uniqueBox().properties.disabled } }
  package var condition: Condition? { get { box.properties.condition } _modify { yield &uniqueBox().properties.condition } }
  package var focusedValues: [(key: String, value: Expression)] { get { box.properties.focusedValues } _modify { yield &uniqueBox().properties.focusedValues } }
  package var focusedSceneValues: [(key: String, value: Expression)] { get { box.properties.focusedSceneValues } _modify { yield &uniqueBox().properties.focusedSceneValues } }
  package var focusSection: Bool { get { box.properties.focusSection } _modify { yield &uniqueBox().properties.focusSection } }
  package var focusScope: String? { get { box.properties.focusScope } _modify { yield &uniqueBox().properties.focusScope } }
  package var prefersDefaultFocus: String? { get { box.properties.prefersDefaultFocus } _modify { yield &uniqueBox().properties.prefersDefaultFocus } }
  package var defaultFocus: DefaultFocusSpec? { get { box.properties.defaultFocus } _modify { yield &uniqueBox().properties.defaultFocus } }
  package var onSubmit: [Action]? { get { box.properties.onSubmit } _modify { yield &uniqueBox().properties.onSubmit } }
  package var submitScope: SubmitScope { get { box.properties.submitScope } _modify { yield &uniqueBox().properties.submitScope } }
  package var onChange: [(variable: String, actions: [Action], mark: Mark)] { get { box.properties.onChange } _modify { yield &uniqueBox().properties.onChange } }
  package var onAppear: [Action] { get { box.properties.onAppear } _modify { yield &uniqueBox().properties.onAppear } }
  package var frame: [Double]? { get { box.properties.frame } _modify { yield &uniqueBox().properties.frame } }
  package var children: [NodeTemplate] { get { box.properties.children } _modify { yield &uniqueBox().properties.children } }
  package var forEach: ForEachSpec? { get { box.properties.forEach } _modify { yield &uniqueBox().properties.forEach } }
  package var presentations: [PresentationSpec] { get { box.properties.presentations } _modify { yield &uniqueBox().properties.presentations } }
  package var role: ButtonRole? { get { box.properties.role } _modify { yield &uniqueBox().properties.role } }
  package var path: Reference? { get { box.properties.path } _modify { yield &uniqueBox().properties.path } }
  package var value: Expression? { get { box.properties.value } _modify { yield &uniqueBox().properties.value } }
  package var selection: Reference? { get { box.properties.selection } _modify { yield &uniqueBox().properties.selection } }
  package var destination: NodeTemplate? { get { box.properties.destination } _modify { yield &uniqueBox().properties.destination } }
  package var keyboardShortcut: KeyboardShortcutSpec? { get { box.properties.keyboardShortcut } _modify { yield &uniqueBox().properties.keyboardShortcut } }
  package var onKeyPress: [KeyPressHandlerSpec] { get { box.properties.onKeyPress } _modify { yield &uniqueBox().properties.onKeyPress } }
  package var onMoveCommand: [Action]? { get { box.properties.onMoveCommand } _modify { yield &uniqueBox().properties.onMoveCommand } }
  package var onExitCommand: [Action]? { get { box.properties.onExitCommand } _modify { yield &uniqueBox().properties.onExitCommand } }
  package var viewport: Int? { get { box.properties.viewport } _modify { yield &uniqueBox().properties.viewport } }
  package var isVerticalAxis: Bool { get { box.properties.isVerticalAxis } _modify { yield &uniqueBox().properties.isVerticalAxis } }
  package var searchable: SearchableSpec? { get { box.properties.searchable } _modify { yield &uniqueBox().properties.searchable } }
  package var searchFocused: FocusBindingSpec? { get { box.properties.searchFocused } _modify { yield &uniqueBox().properties.searchFocused } }
  package var onSearchSubmit: [Action]? { get { box.properties.onSearchSubmit } _modify { yield &uniqueBox().properties.onSearchSubmit } }
  package var mark: Mark { get { box.properties.mark } _modify { yield &uniqueBox().properties.mark } }
}
