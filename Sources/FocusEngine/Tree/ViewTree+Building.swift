/// The full build of a tree: flattening, focusability (F3–F5), layout (F2)
/// and Tab order (F19). It runs when a commit changes the structure
/// (`ViewTree+InPlaceInstall.swift` handles the rest), and is written to avoid
/// per-node work beyond storing the node: no subtree copies, no `Set` per
/// node, storage sized up front.
extension ViewTree {
  /// Flattens `root` and computes focusability, layout and Tab order for `platform`.
  public init(root: ViewNode, platform: Platform, settings: FocusSettings) {
    self.init(root: root, platform: platform, settings: settings, quirks: FocusQuirks(.latest(platform)))
  }

  /// A tree at an OS version whose quirks change focusability (F62).
  public init(root: ViewNode, platform: Platform, settings: FocusSettings, quirks: FocusQuirks) {
    var flat = FlatTree(
      root, activationFocus: Self.hasActivationFocus(platform: platform, settings: settings),
      focusableActivatesOnly: quirks.focusableActivatesOnly)
    let frames = SyntheticLayout(tree: flat, layoutDirection: settings.layoutDirection).frames()
    let order = Self.tabOrder(of: flat, frames: frames, platform: platform, settings: settings)
    activateOnlyFocusables = flat.activateOnlyFocusables
    nodes = flat.takeNodes()
    indexes = TreeIndexes(flat, frames: frames, sequentialOrder: order)
  }

  /// Recomputes what depends on `disabled` (F5): inherited disability,
  /// focusability (F4) and the Tab order (F19), after `installNodes` put in
  /// nodes whose structure differs from the installed ones in `disabled`
  /// alone. Everything else — ids, bindings, layout (F2), regions, roles —
  /// is kept, so the tree is the one a full build of the same nodes gives.
  /// F62's quirk needs no reading here: it is in the kept interactions.
  mutating func refocus(platform: Platform, settings: FocusSettings) {
    let flat = FlatTree(
      refocusing: nodes, indexes: indexes, activationFocus: Self.hasActivationFocus(platform: platform, settings: settings))
    let order = Self.tabOrder(of: flat, frames: indexes.frames, platform: platform, settings: settings)
    indexes = TreeIndexes(flat, frames: indexes.frames, sequentialOrder: order)
  }

  /// F4: activation focus is on for the whole tree or for none of it:
  /// always on tvOS and watchOS, elsewhere with Keyboard navigation.
  private static func hasActivationFocus(platform: Platform, settings: FocusSettings) -> Bool {
    platform.alwaysHasActivationFocus || settings.keyboardNavigation
  }

  /// The Tab order (F19) of a flattened tree laid out in `frames`; on
  /// macOS only the first realized row of a List with `viewport:` is in it (F53).
  private static func tabOrder(of flat: FlatTree, frames: [Rect], platform: Platform, settings: FocusSettings) -> [Int] {
    var sequential = SequentialOrder(tree: flat, frames: frames, layoutDirection: settings.layoutDirection)
    sequential.keepsOnlyFirstListRow = platform == .macOS  // F53
    return sequential.order()
  }
}

/// A tree being flattened: the nodes in tree order and what depends only
/// on each node and its ancestors. Layout and Tab order read it before the
/// shared ``TreeIndexes`` are made from it.
struct FlatTree {
  private(set) var nodes: [ViewNode] = []
  private(set) var parent: [Int?] = []
  private(set) var childIndices: [[Int]] = []
  private(set) var isDisabled: [Bool] = []
  private(set) var interactions: [InteractionSet] = []
  private(set) var isFocusable: [Bool] = []
  /// Each node's kind, and whether it has any rare property (a frame, a
  /// role, …): what layout reads of every node, without going back to
  /// each node's storage, which by then is out of the cache. Empty in a
  /// tree made by `init(refocusing:…)`, which keeps its layout.
  private(set) var kinds: [ViewKind] = []
  private(set) var hasRareProperties: [Bool] = []
  /// Whether any node is a focus section (F19) or a List with `viewport:`
  /// (F53): without, the Tab order skips looking for them node by node.
  private(set) var hasFocusSections = false
  private(set) var hasLazyList = false
  private(set) var indexByID: [String: Int]
  private(set) var nodesByBinding: NodesByBinding
  /// Nodes with each keyboard shortcut, in tree order (F49).
  private(set) var nodesByShortcut: [KeyChord: [Int]] = [:]
  private(set) var subtreeEnd: [Int] = []
  /// F37, F42: each node's region; empty when no node has a role (all active).
  private(set) var region: [NodeRegion] = []
  /// The layers, stacks and tabs the roles describe (F35–F45).
  private(set) var structure = SceneStructure()
  private var hasRoles = false

  /// F62 (macOS 12, 13): nodes whose `.focusable()` got `[activate]` only
  /// and so took no focus, for the trace.
  private(set) var activateOnlyFocusables: [Int] = []
  private let focusableActivatesOnly: Bool

  init(_ root: ViewNode, activationFocus: Bool, focusableActivatesOnly: Bool = false) {
    self.focusableActivatesOnly = focusableActivatesOnly
    let counts = PreorderWalk.counts(root)
    nodes.reserveCapacity(counts.nodes)
    parent.reserveCapacity(counts.nodes)
    childIndices.reserveCapacity(counts.nodes)
    isDisabled.reserveCapacity(counts.nodes)
    interactions.reserveCapacity(counts.nodes)
    isFocusable.reserveCapacity(counts.nodes)
    kinds.reserveCapacity(counts.nodes)
    hasRareProperties.reserveCapacity(counts.nodes)
    // `Dictionary(minimumCapacity:)` is specialized; `reserveCapacity` ran
    // as generic code and showed in profiles of small trees.
    indexByID = Dictionary(minimumCapacity: counts.nodes)
    nodesByBinding = NodesByBinding(minimumCapacity: counts.bindings)
    PreorderWalk.visit(root) { node, _, parent in
      append(node, parent: parent, activationFocus: activationFocus)
      return true
    }
    // Pre-order keeps each subtree contiguous: it ends where its last child's does.
    subtreeEnd = Array(repeating: 0, count: nodes.count)
    for index in nodes.indices.reversed() {
      subtreeEnd[index] = childIndices[index].last.map { subtreeEnd[$0] } ?? index + 1
    }
    // F37, F42: only the active layer's nodes on visible screens can take focus.
    if hasRoles {
      (region, structure) = regions()
      for index in nodes.indices where region[index] != .active { isFocusable[index] = false }
    }
  }

  /// F4: not disabled, not `.focusable(false)`, and `edit`, or `activate`
  /// with activation focus on. The one reading of the rule, for a full
  /// build and for a change of `disabled` alone.
  static func isFocusable(
    disabled: Bool, modifier: FocusableModifier?, interactions: InteractionSet, activationFocus: Bool
  ) -> Bool {
    !disabled && (modifier?.isEnabled ?? true)
      && (interactions.contains(.edit) || (interactions.contains(.activate) && activationFocus))
  }

  /// The flat form of an installed tree whose nodes changed `disabled`
  /// alone, for its Tab order: the structural indexes are `indexes`' own,
  /// and inherited disability (F5) and focusability (F3–F5, F37, F42) are
  /// computed anew from the nodes in one pass, as `append` computes them.
  /// Layout's inputs (`kinds`, `hasRareProperties`) are left empty: the
  /// frames are kept.
  init(refocusing installed: [ViewNode], indexes: TreeIndexes, activationFocus: Bool) {
    focusableActivatesOnly = false  // F62 is in `indexes.interactions` already
    nodes = installed
    parent = indexes.parent
    childIndices = indexes.childIndices
    interactions = indexes.interactions
    indexByID = indexes.indexByID
    nodesByBinding = indexes.nodesByBinding
    nodesByShortcut = indexes.nodesByShortcut
    subtreeEnd = indexes.subtreeEnd
    region = indexes.region
    structure = indexes.structure
    hasRoles = !indexes.region.isEmpty
    hasFocusSections = indexes.hasFocusSections
    hasLazyList = indexes.hasLazyList
    isDisabled.reserveCapacity(installed.count)
    isFocusable.reserveCapacity(installed.count)
    for index in installed.indices {
      let storage = installed[index].storage
      // F5: pre-order puts each parent before its children.
      let disabled = storage.isDisabled || (parent[index].map { isDisabled[$0] } ?? false)
      isDisabled.append(disabled)
      isFocusable.append(Self.isFocusable(
        disabled: disabled, modifier: storage.focusable, interactions: interactions[index], activationFocus: activationFocus))
    }
    // F37, F42, as in a full build.
    if hasRoles {
      for index in installed.indices where region[index] != .active { isFocusable[index] = false }
    }
  }

  /// Moves the nodes out, leaving the indexes.
  mutating func takeNodes() -> [ViewNode] {
    var taken: [ViewNode] = []
    swap(&taken, &nodes)
    return taken
  }

  /// The node and its ancestors, innermost first.
  func ancestry(from index: Int) -> Ancestry { Ancestry(parent: parent, upcoming: index) }

  /// Whether `ancestor` is `index` or one of its ancestors.
  func isAncestor(_ ancestor: Int, ofOrSelf index: Int) -> Bool {
    index >= ancestor && index < subtreeEnd[ancestor]
  }

  /// Stores the node at `source` without its children, and computes what
  /// depends only on it and its ancestors, which tree order stored first.
  private mutating func append(_ source: UnsafePointer<ViewNode>, parent parentIndex: Int?, activationFocus: Bool) {
    let index = nodes.count
    // The node's properties are read from its storage, held once: going
    // through a copy of the node and its accessors retained and released
    // the storage, the children and every array read, a sixth of a large
    // tree's build (`perf`, docs/benchmarks.md).
    let storage = source.pointee.storage
    let rare = storage.rare
    let childCount = source.pointee.children.count
    parent.append(parentIndex)
    if childCount == 0 {
      childIndices.append([])
    } else {
      var children: [Int] = []
      children.reserveCapacity(childCount)
      childIndices.append(children)
    }
    if let parentIndex { childIndices[parentIndex].append(index) }
    // The first node with an id keeps it (F1).
    _ = indexByID.value(for: storage.id, insertingIfMissing: index)
    kinds.append(storage.kind)
    hasRareProperties.append(rare != nil)
    if storage.isFocusSection { hasFocusSections = true }
    if storage.kind == .List, rare?.lazyWindow != nil { hasLazyList = true }
    // Stacks without pushed screens still count for `screens:` (F42).
    if rare?.role != nil || storage.kind == .NavigationStack || storage.kind == .TabView { hasRoles = true }
    let bindings = storage.bindings
    for offset in bindings.indices {
      // A binding written twice on one node makes it a candidate once (F11).
      if offset > 0, bindings[..<offset].contains(bindings[offset]) { continue }
      nodesByBinding.append(index, boundBy: bindings[offset])
    }
    if let shortcut = rare?.keyboard.shortcut { nodesByShortcut[shortcut, default: []].append(index) }
    // F5: disabled itself or through an ancestor.
    let disabled = storage.isDisabled || (parentIndex.map { isDisabled[$0] } ?? false)
    isDisabled.append(disabled)
    // F3.
    let focusable = storage.focusable
    var own = InteractionSet(kind: storage.kind, focusable: focusable)
    // F62: before macOS Sonoma `.focusable()` meant `[activate]` only.
    if focusableActivatesOnly, let modifier = focusable, modifier.isEnabled, modifier.interactions == nil {
      own = .activate
      if !activationFocus { activateOnlyFocusables.append(index) }
    }
    interactions.append(own)
    isFocusable.append(Self.isFocusable(disabled: disabled, modifier: focusable, interactions: own, activationFocus: activationFocus))
    // Without its children, as installed nodes are: the same storage.
    nodes.append(ViewNode(sharing: storage))
  }
}
