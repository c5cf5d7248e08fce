import FocusEngine

/// The groups of node kinds that accept the same properties and bodies
/// (SCENARIO-FORMAT "Nodes").
///
///     NodeCategory(.TextField)   // .textInput: accepts `text:`
enum NodeCategory: String, Sendable, CaseIterable {
  /// `VStack`, `Form`, `List`…: a list body is their children.
  case container
  /// `View: { name: TypeName, children: [...] }`.
  case customView
  /// `TextField`, `SecureField`, `TextEditor`.
  case textInput
  /// `Toggle`, the only control with `isOn:`.
  case toggle
  /// `Button`, `Picker`, `Link`, `Stepper`, `Slider`, `Menu`.
  case control
  /// `Text`, `Image`, `Label`, `Spacer`, `Divider`.
  case content
  /// `ForEach`, which has properties of its own.
  case dynamic

  init(_ kind: ViewKind) {
    switch kind {
    case .View: self = .customView
    case .ForEach: self = .dynamic
    case .Toggle: self = .toggle
    default:
      if kind.isContainer {
        self = .container
      } else if kind.isTextInput {
        self = .textInput
      } else if kind.isControl {
        self = .control
      } else {
        self = .content
      }
    }
  }

  /// Containers and custom views hold children (a list body or `children:`).
  var holdsChildren: Bool { self == .container || self == .customView || self == .dynamic }
  /// Controls run `action:` on activation without `focusable:` (F3, F34).
  var activates: Bool { self == .toggle || self == .control }
}
