/// What of a node the tree's indexes depend on, for the replacement fast
/// path (`ViewTree+InPlaceInstall.swift`).
extension ViewNode {
  /// Whether the nodes at `a` and `b` agree on everything except their
  /// children, their published values (`focusedValues`,
  /// `focusedSceneValues`) and their key handlers (`keyboard` but its
  /// shortcut, which feeds F49's index). The excluded values are read from
  /// the nodes when needed (F23–F25, F50, F51) and feed no index; everything compared here
  /// does — id (F1 lookups), kind, `disabled` and `focusable` (F3–F5),
  /// bindings (F9–F11), focus sections (F19, F21), frames (F2) — or decides
  /// defaults, scopes and submission (F26–F28, F56, F57), ForEach rows (F16 a) and
  /// lazy rows (F53, F54),
  /// where the fast path stays conservative.
  ///
  /// Equal is enough: `==` on text is canonical equivalence and on values
  /// ignores mapping order, so equal nodes may still print differently,
  /// but the walk then installs the new node itself; only the indexes,
  /// which depend on nothing `==` can't see, are kept.
  ///
  /// It reads fields through pointers: passing a `ViewNode` by value made
  /// the compiler copy it (a dozen retains and releases), which dominated
  /// the walk. A new stored property must be compared here unless no index
  /// depends on it; `TreeReplacementTests` fails until its list of
  /// classified properties names it.
  static func haveSameStructure(_ a: UnsafePointer<ViewNode>, _ b: UnsafePointer<ViewNode>) -> Bool {
    a.pointee.isDisabled == b.pointee.isDisabled && haveSameStructureBesidesDisabled(a, b)
  }

  /// `haveSameStructure` but for `disabled`, which `ViewTree.refocus`
  /// can follow without a full build: it changes only inherited
  /// disability, focusability and the Tab order (F4, F5, F19).
  static func haveSameStructureBesidesDisabled(_ a: UnsafePointer<ViewNode>, _ b: UnsafePointer<ViewNode>) -> Bool {
    a.pointee.id == b.pointee.id
      && a.pointee.kind == b.pointee.kind
      && a.pointee.focusable == b.pointee.focusable
      && a.pointee.storage.bindings == b.pointee.storage.bindings
      && a.pointee.isFocusSection == b.pointee.isFocusSection
      && a.pointee.focusScope == b.pointee.focusScope
      && a.pointee.prefersDefaultFocus == b.pointee.prefersDefaultFocus
      && a.pointee.defaultFocus == b.pointee.defaultFocus
      && a.pointee.submitScope == b.pointee.submitScope
      && a.pointee.hasSubmitHandler == b.pointee.hasSubmitHandler
      && a.pointee.isVerticalAxis == b.pointee.isVerticalAxis
      && a.pointee.isSearchField == b.pointee.isSearchField
      && a.pointee.hasSearchSubmitHandler == b.pointee.hasSearchSubmitHandler
      && a.pointee.frame == b.pointee.frame
      && a.pointee.forEachRowID == b.pointee.forEachRowID
      && a.pointee.role == b.pointee.role
      && a.pointee.storage.rare?.keyboard.shortcut == b.pointee.storage.rare?.keyboard.shortcut
      && a.pointee.lazyWindow == b.pointee.lazyWindow
      && a.pointee.lazyRow == b.pointee.lazyRow
  }

  /// Whether the nodes at `a` and `b` publish the same scene keys in the
  /// same order: all F24's duplicate-publisher warning depends on.
  static func haveSameSceneValueKeys(_ a: UnsafePointer<ViewNode>, _ b: UnsafePointer<ViewNode>) -> Bool {
    a.pointee.focusedSceneValues.elementsEqual(b.pointee.focusedSceneValues) { $0.key == $1.key }
  }
}
