/// The kinds of node a scenario can describe, and the role each plays in
/// layout (F2) and focus (F3).
///
///     ViewKind.TextField.isTextInput   // true: focusable on every platform (F4)
///     ViewKind.HStack.axis             // .horizontal
///     ViewKind(rawValue: "Toggle")     // .Toggle, as `kind:` in a scenario file
public enum ViewKind: String, Sendable, Hashable, CaseIterable {
  // Containers
  /// Containers: they place their children (F2) and take no focus of their own.
  case VStack, HStack, ZStack, LazyVStack, LazyHStack, Group, Form, Section, List, ScrollView,
    NavigationStack, GroupBox, View
  /// Tabs (spec 1.1, F45): a TabView shows the content of its selected Tab only.
  case TabView, Tab
  // Text inputs
  /// Text inputs: focusable on every platform, with the `edit` interaction (F3, F4).
  case TextField, SecureField, TextEditor
  // Controls
  /// Controls: the `activate` interaction; focusable where the platform or settings say (F4).
  case Button, Toggle, Picker, Link, Stepper, Slider, Menu
  /// A control that pushes a screen onto its NavigationStack when activated (spec 1.1, F42).
  case NavigationLink
  // Others
  /// Content: never focusable without `.focusable()` (F4).
  case Text, Image, Label, Spacer, Divider
  // Dynamic
  /// A row per element of its data, each row an instance of its template (F1, F25).
  case ForEach

  /// How a container places its children (F2): `vertical` (VStack, Form,
  /// List…), `horizontal` (HStack) or `stacked` on top of each other (ZStack).
  ///
  ///     ViewKind.ZStack.axis   // .stacked
  public enum Axis: Sendable { case vertical, horizontal, stacked }

  /// Stacks, lists, forms and other containers hold children and take part
  /// in layout (F2), but never take focus themselves without `.focusable()`.
  public var isContainer: Bool {
    switch self {
    case .VStack, .HStack, .ZStack, .LazyVStack, .LazyHStack, .Group, .Form, .Section, .List,
      .ScrollView, .NavigationStack, .GroupBox, .View, .ForEach, .TabView, .Tab:
      return true
    default: return false
    }
  }

  /// Text inputs have the `edit` interaction (F3).
  public var isTextInput: Bool { self == .TextField || self == .SecureField || self == .TextEditor }
  /// Single-line inputs submit on Return (F17).
  public var isSingleLineTextInput: Bool { self == .TextField || self == .SecureField }
  /// Controls have the `activate` interaction (F3).
  public var isControl: Bool {
    switch self {
    case .Button, .Toggle, .Picker, .Link, .Stepper, .Slider, .Menu, .NavigationLink: return true
    default: return false
    }
  }
  /// Group and ForEach place their children as children of the enclosing stack (F2).
  public var isTransparent: Bool { self == .Group || self == .ForEach }

  /// How a container places its children (F2).
  public var axis: Axis {
    switch self {
    case .HStack, .LazyHStack: return .horizontal
    case .ZStack: return .stacked
    default: return .vertical
    }
  }
}

/// What a focused node can do (F3).
///
///     // .focusable(interactions: .activate): Space runs it, keys do not edit it
///     FocusableModifier(isEnabled: true, interactions: [.activate])
public enum Interaction: String, Sendable, Hashable, CaseIterable {
  /// `activate` (controls: Space, select, click run them) and `edit` (text inputs take keys).
  case activate, edit
}
