/// One present node of a scene's concrete tree (F1): every property already
/// evaluated against the app's state. The executor builds these from the
/// scenario's templates at every commit (F30); the engine never sees YAML
/// or expressions.
///
///     var field = ViewNode(id: "username", kind: .TextField)
///     field.bindings = [FocusBinding(variable: "focusedField", value: "username")]
public struct ViewNode: Sendable {
  public var id: String
  public var kind: ViewKind
  /// `disabled:` on this node itself (F5 inherits it downwards).
  public var isDisabled: Bool = false
  /// `.focusable(_:interactions:)`, when written (F3).
  public var focusable: FocusableModifier?
  /// `focused:` bindings, in the order written (F9, F10).
  public var bindings: [FocusBinding] = []
  /// `focusedValue:` entries (F23, F25), in the order written.
  public var focusedValues: [(key: String, value: Value)] = []
  /// `focusedSceneValue:` entries (F24).
  public var focusedSceneValues: [(key: String, value: Value)] = []
  /// `.focusSection()` (F19, F21).
  public var isFocusSection: Bool = false
  /// `.focusScope(name)` (F27).
  public var focusScope: String?
  /// `.prefersDefaultFocus(in: name)` (F27).
  public var prefersDefaultFocus: String?
  /// `.defaultFocus(...)` (F26).
  public var defaultFocus: DefaultFocus?
  /// `.submitScope()` (F28).
  public var submitScope: Bool = false
  /// Whether `onSubmit:` is attached (F28).
  public var hasSubmitHandler: Bool = false
  /// `frame: [x, y, w, h]` (F2).
  public var frame: Rect?
  /// Children in tree order.
  public var children: [ViewNode] = []

  public init(id: String, kind: ViewKind, children: [ViewNode] = []) {
    self.id = id
    self.kind = kind
    self.children = children
  }
}

/// `.focusable(enabled, interactions:)` (F3, F4).
public struct FocusableModifier: Sendable, Hashable {
  public var isEnabled: Bool
  /// `nil`: the default `[activate, edit]`.
  public var interactions: Set<Interaction>?
  public init(isEnabled: Bool, interactions: Set<Interaction>? = nil) {
    self.isEnabled = isEnabled
    self.interactions = interactions
  }
}

/// One `focused:` binding of a node: Bool form (`value == nil`) or equals form (F8–F10).
public struct FocusBinding: Sendable, Hashable, CustomStringConvertible {
  public var variable: String
  /// `nil` for the Bool form `focused: $flag`.
  public var value: Value?
  public init(variable: String, value: Value? = nil) {
    self.variable = variable
    self.value = value
  }
  public var description: String {
    if let value { return "$\(variable) == \(value.displayText)" }
    return "$\(variable)"
  }
}

/// `.defaultFocus($var, value, priority:)` (F26).
public struct DefaultFocus: Sendable, Hashable {
  public enum Priority: String, Sendable, Hashable { case automatic, userInitiated }
  /// The binding it targets: `value == nil` targets Bool-form nodes.
  public var binding: FocusBinding
  public var priority: Priority
  public init(binding: FocusBinding, priority: Priority = .automatic) {
    self.binding = binding
    self.priority = priority
  }
}
