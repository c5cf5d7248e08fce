/// A scene's concrete tree, flattened in tree (pre-)order with the indexes
/// the engine needs: parents, inherited `disabled` (F5), interactions and
/// focusability (F3, F4), the synthetic layout (F2) and the sequential
/// order (F19). Built in full when the structure changes
/// (`ViewTree+Building.swift`); a commit that only republishes focused
/// values keeps every index (`ViewTree+InPlaceInstall.swift`).
///
///     let tree = ViewTree(root: ViewNode(id: "Form", kind: .Form, children: [
///       ViewNode(id: "name", kind: .TextField),
///     ]), platform: .iOS, settings: FocusSettings())
///     tree.sequentialOrder   // [1]  (the index of "name")
public struct ViewTree: Sendable {
  /// Nodes in tree order; index 0 is the root. Children lists are emptied: use `children(of:)`.
  public internal(set) var nodes: [ViewNode]
  /// F62: nodes that took no focus only because of the macOS 12/13 quirk.
  var activateOnlyFocusables: [Int] = []
  /// The rest, derived from the structure and shared between copies;
  /// replaced whole, by a full build or by `refocus` (a change of
  /// `disabled` alone), never changed in place.
  var indexes: TreeIndexes

  /// Each node's parent index; `nil` for the root.
  public var parent: [Int?] { indexes.parent }
  /// Each node's children indices, in tree order.
  public var childIndices: [[Int]] { indexes.childIndices }
  /// F5: disabled itself or through an ancestor.
  public var isDisabled: [Bool] { indexes.isDisabled }
  /// F3: what each node can do.
  /// Builds an array of sets for the whole tree: for one node, ``interactions(of:)``.
  public var interactions: [Set<Interaction>] { indexes.interactions.map(\.asSet) }

  /// F3: what node `index` can do.
  public func interactions(of index: Int) -> Set<Interaction> { indexes.interactions[index].asSet }
  /// F4: may hold focus now.
  public var isFocusable: [Bool] { indexes.isFocusable }
  /// F2: each node's frame in scene coordinates (mirrored in right-to-left layout).
  public var frames: [Rect] { indexes.frames }
  /// F19: focusable node indices in sequential (Tab) order.
  public var sequentialOrder: [Int] { indexes.sequentialOrder }
  /// Position of each node in `sequentialOrder`, by node index. Builds a
  /// dictionary of the whole order: for one node, ``sequentialPosition(of:)``.
  public var sequentialPosition: [Int: Int] {
    var positions = Dictionary<Int, Int>(minimumCapacity: sequentialOrder.count)
    for (position, index) in sequentialOrder.enumerated() { positions[index] = position }
    return positions
  }

  /// Node `index`'s position in `sequentialOrder` (O(1), for Tab); `nil`
  /// when it is not in the order.
  public func sequentialPosition(of index: Int) -> Int? {
    guard indexes.sequentialPositions.indices.contains(index) else { return nil }
    let position = indexes.sequentialPositions[index]
    return position < 0 ? nil : position
  }

  /// The layers, stacks and tabs its nodes' roles describe (F35–F45).
  public var structure: SceneStructure { indexes.structure }
  /// F37, F42: whether node `index` is in the active layer on a visible
  /// screen, in a lower layer, or on a covered screen.
  public func region(of index: Int) -> NodeRegion {
    indexes.region.isEmpty ? .active : indexes.region[index]
  }

  /// Whether node `index` may stay focused: it is focusable, or it is on a
  /// covered screen and not disabled — on iOS a push leaves the focused
  /// field focused though covered (F43), and F16 is no loss for it. What
  /// F16 and the engine's invariants both ask.
  public func canKeepFocus(_ index: Int) -> Bool {
    isFocusable[index] || (region(of: index) == .covered && !isDisabled[index])
  }

  /// Whether any node is outside the active region (a layer is up, a screen pushed, F37, F42).
  var hasRegions: Bool { !indexes.region.isEmpty }

  /// How many nodes the tree has.
  public var count: Int { nodes.count }

  /// The index of the node with `id`, or `nil` when no present node has it (F1).
  public func index(of id: String) -> Int? { indexes.indexByID[id] }

  /// The children of node `index`, in tree order.
  public func children(of index: Int) -> [Int] { indexes.childIndices[index] }

  /// Nodes bound by `binding` (Bool form when its value is `nil`), in tree order.
  public func nodes(boundBy binding: FocusBinding) -> [Int] { indexes.nodesByBinding.nodes(boundBy: binding) }
  /// Nodes whose `keyboardShortcut:` is `chord`, in tree order (F49).
  public func nodes(withShortcut chord: KeyChord) -> [Int] { indexes.nodesByShortcut[chord] ?? [] }

  /// The node and its ancestors, innermost first.
  public func chain(from index: Int) -> [Int] { Array(ancestry(from: index)) }

  /// The node and its ancestors, innermost first, without building an array:
  /// what per-step reads (F9, F10, F23, F32) walk.
  func ancestry(from index: Int) -> Ancestry { Ancestry(parent: indexes.parent, upcoming: index) }

  /// Whether `ancestor` is `index` or one of its ancestors.
  public func isAncestor(_ ancestor: Int, ofOrSelf index: Int) -> Bool {
    index >= ancestor && index < indexes.subtreeEnd[ancestor]
  }

  /// Indices of `index`'s subtree, in tree order (itself first).
  public func subtree(of index: Int) -> Range<Int> {
    index..<indexes.subtreeEnd[index]
  }

  /// The node at `index` (its `children` are empty: use ``children(of:)``).
  ///
  ///     tree.node(tree.index(of: "username")!).kind   // .TextField
  public func node(_ index: Int) -> ViewNode { nodes[index] }
}

/// A node followed by its ancestors up to the root (F7's focus chain when
/// it starts at the focused node).
struct Ancestry: Sequence, IteratorProtocol {
  let parent: [Int?]
  var upcoming: Int?

  mutating func next() -> Int? {
    guard let current = upcoming else { return nil }
    upcoming = parent[current]
    return current
  }
}
