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
  /// `Picker`, `Link`, `Stepper`, `Slider`, `Menu`.
  case control
  /// `Button`, the only control with `role:` (F52).
  case button
  /// `NavigationLink`, a control with `value:` or `destination:` (F42).
  case navigationLink
  /// `NavigationStack`, a container with `path:` and `destination:` (F42).
  case navigationStack
  /// `TabView`, a container of Tabs with `selection:` (F45).
  case tabView
  /// `Tab`, a container with `value:` (F45).
  case tab
  /// `Text`, `Image`, `Label`, `Spacer`, `Divider`.
  case content
  /// `ForEach`, which has properties of its own.
  case dynamic

  init(_ kind: ViewKind) {
    switch kind {
    case .View: self = .customView
    case .ForEach: self = .dynamic
    case .Toggle: self = .toggle
    case .Button: self = .button
    case .NavigationLink: self = .navigationLink
    case .NavigationStack: self = .navigationStack
    case .TabView: self = .tabView
    case .Tab: self = .tab
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
  var holdsChildren: Bool {
    switch self {
    case .container, .customView, .dynamic, .navigationStack, .tabView, .tab: true
    case .textInput, .toggle, .control, .button, .navigationLink, .content: false
    }
  }
  /// Controls run `action:` on activation without `focusable:` (F3, F34).
  var activates: Bool {
    switch self {
    case .toggle, .control, .button, .navigationLink: true
    case .container, .customView, .textInput, .content, .dynamic, .navigationStack, .tabView, .tab: false
    }
  }

  /// The containers whose list body is their children.
  static let containers: [NodeCategory] = [.container, .navigationStack, .tabView, .tab]
}
