/// The part a node plays in a scene's structure of layers, screens and
/// tabs (spec 1.1, F35–F45). The executor decides what is presented,
/// pushed and selected; the engine reads these roles to confine focus to
/// the active layer and the visible screens (F37, F42) and to decide what
/// focus does when they change (F38–F40, F43–F45).
///
///     // .sheet(isPresented: $showEditor) { … } has come up over the root view:
///     var layer = ViewNode(id: "editor", kind: .VStack, children: [sheetContent])
///     layer.role = .layer(id: "editor", kind: .sheet, serial: 1)
///     var root = ViewNode(id: "(layers)", kind: .ZStack, children: [rootView, layer])
///     root.role = .layerStack
public enum StructureRole: Sendable, Hashable {
  /// The scene's root while presentations are up: its first child is the
  /// root view (the root layer), the others are `layer`s, bottom to top,
  /// all placed from (0, 0) (F36).
  case layerStack
  /// A presentation that has come up (F35); a child of the `layerStack`.
  /// `serial` tells apart a layer that went down and came up anew under
  /// the same id (an `item` change, F35).
  case layer(id: String, kind: PresentationKind, serial: Int)
  /// A pushed screen of the NavigationStack `stack`, a child of the
  /// stack's node placed from the stack's origin (F2 settled for 1.1).
  /// `depth` counts from 1 (the root screen is 0); `key` identifies the
  /// screen across commits, so a path change that removes and adds screens
  /// is seen as pops and pushes from the common prefix (F43).
  case screen(stack: String, depth: Int, key: String)
  /// The content of the selected Tab of TabView `tabView`; `key` names the tab (F45).
  case tab(tabView: String, key: String)
  /// A tvOS tab bar item of TabView `tabView` (F45): focusing it selects tab `key`.
  case tabBarItem(tabView: String, key: String)
}

/// The five presentation modifiers (F35).
///
///     PresentationKind.alert.isAlertLike   // true: Escape and `back` cancel it (F52)
public enum PresentationKind: String, Sendable, Hashable, CaseIterable {
  case sheet, fullScreenCover, popover, alert, confirmationDialog

  /// Alerts and confirmation dialogs: Buttons in a column, cancelled by
  /// Escape and `back`, dismissed when one of their Buttons runs (F39, F52).
  public var isAlertLike: Bool { self == .alert || self == .confirmationDialog }
}
