import FocusEngine
import YAML

/// A node of the view description as written: properties are expressions
/// and conditions, evaluated against state at every commit (F1, F30) to
/// build the engine's concrete tree.
public struct NodeTemplate: Sendable {
  public var kind: ViewKind
  /// `View: { name: TypeName }`.
  public var customName: String?
  /// `id:` — may be interpolated (`"row-${item.id}"`).
  public var id: Expression?
  public var label: Expression?
  /// `text: $var` (text inputs); a binding.
  public var text: Reference?
  /// `isOn: $var` (Toggle); a binding.
  public var isOn: Reference?
  public var action: [Action]
  public var focusable: FocusableSpec?
  public var focused: [FocusBindingSpec]
  public var disabled: Condition?
  public var condition: Condition?
  public var focusedValues: [(key: String, value: Expression)]
  public var focusedSceneValues: [(key: String, value: Expression)]
  public var focusSection: Bool
  public var focusScope: String?
  public var prefersDefaultFocus: String?
  public var defaultFocus: DefaultFocusSpec?
  public var onSubmit: [Action]?
  public var submitScope: Bool
  public var onChange: [(variable: String, actions: [Action], mark: Mark)]
  public var onAppear: [Action]
  /// `frame: [x, y, w, h]`.
  public var frame: [Double]?
  public var children: [NodeTemplate]
  /// Set for `ForEach`.
  public var forEach: ForEachSpec?
  /// Where the node's kind key stands (`TextField:`).
  public var mark: Mark

  public init(kind: ViewKind, mark: Mark) {
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
    self.submitScope = false
    self.onChange = []
    self.onAppear = []
    self.frame = nil
    self.children = []
    self.forEach = nil
  }
}

/// `focusable: condition` or `{ enabled: condition, interactions: [...] }` (F3, F4).
public struct FocusableSpec: Sendable {
  public var enabled: Condition
  /// `nil`: the default `[activate, edit]` (F3).
  public var interactions: [Interaction]?
  public init(enabled: Condition, interactions: [Interaction]? = nil) {
    self.enabled = enabled
    self.interactions = interactions
  }
}

/// One `focused:` binding (F8–F10).
public struct FocusBindingSpec: Sendable {
  public enum Form: Sendable {
    /// `focused: $flag` or `{ $flag: true }` on a Bool variable.
    case bool
    /// `focused: { $var: value }` on an Optional variable.
    case equals(Expression)
  }
  public var variable: String
  public var form: Form
  public var mark: Mark
  public init(variable: String, form: Form, mark: Mark) {
    self.variable = variable
    self.form = form
    self.mark = mark
  }
}

/// `defaultFocus: { $var: value, priority: automatic|userInitiated }` (F26).
public struct DefaultFocusSpec: Sendable {
  public enum Priority: String, Sendable, CaseIterable { case automatic, userInitiated }
  public var variable: String
  /// `nil` for a Bool variable (`{ $flag: true }`).
  public var value: Expression?
  public var priority: Priority
  public var mark: Mark
  public init(variable: String, value: Expression?, priority: Priority = .automatic, mark: Mark) {
    self.variable = variable
    self.value = value
    self.priority = priority
    self.mark = mark
  }
}

/// `ForEach: { data: $list, idKey: id, row: Node }`.
public struct ForEachSpec: Sendable {
  public var data: Reference
  /// Element field that identifies a row; default `id`. A scalar element is its own id.
  public var idKey: String
  /// The row template; `$item` is the element, `$index` its position.
  public var row: NodeTemplate {
    get { rowStorage[0] }
    set { rowStorage = [newValue] }
  }
  // An array gives the recursive value type the indirection it needs.
  private var rowStorage: [NodeTemplate]

  public init(data: Reference, idKey: String = "id", row: NodeTemplate) {
    self.data = data
    self.idKey = idKey
    self.rowStorage = [row]
  }
}
