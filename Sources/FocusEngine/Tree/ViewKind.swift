/// The kinds of node a scenario can describe, and the role each plays in
/// layout (F2) and focus (F3).
public enum ViewKind: String, Sendable, Hashable, CaseIterable {
  // Containers
  case VStack, HStack, ZStack, LazyVStack, LazyHStack, Group, Form, Section, List, ScrollView,
    NavigationStack, GroupBox, View
  // Text inputs
  case TextField, SecureField, TextEditor
  // Controls
  case Button, Toggle, Picker, Link, Stepper, Slider, Menu
  // Others
  case Text, Image, Label, Spacer, Divider
  // Dynamic
  case ForEach

  public enum Axis: Sendable { case vertical, horizontal, stacked }

  public var isContainer: Bool {
    switch self {
    case .VStack, .HStack, .ZStack, .LazyVStack, .LazyHStack, .Group, .Form, .Section, .List,
      .ScrollView, .NavigationStack, .GroupBox, .View, .ForEach:
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
    case .Button, .Toggle, .Picker, .Link, .Stepper, .Slider, .Menu: return true
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
public enum Interaction: String, Sendable, Hashable, CaseIterable {
  case activate, edit
}
