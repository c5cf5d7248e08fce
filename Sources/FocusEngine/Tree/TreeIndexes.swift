/// Everything a full build derives from a tree's structure (F2–F5, F9–F11,
/// F19), immutable and shared: copying a `ViewTree` — every `keyScene`,
/// every `let tree = …` in a per-step read — then costs one retain for all
/// of it rather than one per array.
final class TreeIndexes: Sendable {
  let parent: [Int?]
  let childIndices: [[Int]]
  let isDisabled: [Bool]
  /// F3, as two bits a node: a `Set` per node was a retain per node to
  /// build and a release to free.
  let interactions: [InteractionSet]
  let isFocusable: [Bool]
  let frames: [Rect]
  let sequentialOrder: [Int]
  /// Each node's position in `sequentialOrder`, or -1 outside it: an array
  /// indexed by node, where a dictionary hashed every focusable node of a
  /// large tree at each full build (`perf`, docs/benchmarks.md).
  let sequentialPositions: [Int]
  /// The first node in tree order with each id (F1).
  let indexByID: [String: Int]
  /// Nodes carrying each focus binding, in tree order (F11 candidates in O(1)).
  let nodesByBinding: NodesByBinding
  /// Nodes with each keyboard shortcut, in tree order (F49).
  let nodesByShortcut: [KeyChord: [Int]]
  /// One past the last index of each node's subtree (pre-order makes subtrees contiguous).
  let subtreeEnd: [Int]
  /// F37, F42: each node's region; empty when every node is active.
  let region: [NodeRegion]
  /// The layers, stacks and tabs (F35–F45).
  let structure: SceneStructure
  /// Whether any node is a focus section (F19) or a List with `viewport:`
  /// (F53): what the Tab order needs when it is recomputed alone.
  let hasFocusSections: Bool
  let hasLazyList: Bool

  init(_ flat: FlatTree, frames: [Rect], sequentialOrder: [Int]) {
    parent = flat.parent
    childIndices = flat.childIndices
    isDisabled = flat.isDisabled
    interactions = flat.interactions
    isFocusable = flat.isFocusable
    indexByID = flat.indexByID
    nodesByBinding = flat.nodesByBinding
    nodesByShortcut = flat.nodesByShortcut
    subtreeEnd = flat.subtreeEnd
    region = flat.region
    structure = flat.structure
    hasFocusSections = flat.hasFocusSections
    hasLazyList = flat.hasLazyList
    self.frames = frames
    self.sequentialOrder = sequentialOrder
    var positions = Array(repeating: -1, count: flat.parent.count)
    for (position, index) in sequentialOrder.enumerated() { positions[index] = position }
    sequentialPositions = positions
  }
}
