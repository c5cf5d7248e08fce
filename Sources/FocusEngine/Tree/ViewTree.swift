/// A scene's concrete tree, flattened in tree (pre-)order with the indexes
/// the engine needs: parents, inherited `disabled` (F5), interactions and
/// focusability (F3, F4), the synthetic layout (F2) and the sequential
/// order (F19). Built once per commit round and then only read.
///
///     let tree = ViewTree(root: ViewNode(id: "Form", kind: .Form, children: [
///       ViewNode(id: "name", kind: .TextField),
///     ]), platform: .iOS, settings: FocusSettings())
///     tree.sequentialOrder   // [1]  (the index of "name")
public struct ViewTree: Sendable {
  /// Nodes in tree order; index 0 is the root. Children lists are emptied: use `children(of:)`.
  public private(set) var nodes: [ViewNode]
  /// Each node's parent index; `nil` for the root.
  public private(set) var parent: [Int?]
  /// Each node's children indices, in tree order.
  public private(set) var childIndices: [[Int]]
  /// F5: disabled itself or through an ancestor.
  public private(set) var isDisabled: [Bool]
  /// F3: what each node can do.
  public private(set) var interactions: [Set<Interaction>]
  /// F4: may hold focus now.
  public private(set) var isFocusable: [Bool]
  /// F2: each node's frame in scene coordinates (mirrored in right-to-left layout).
  public private(set) var frames: [Rect]
  /// F19: focusable node indices in sequential (Tab) order.
  public private(set) var sequentialOrder: [Int]
  /// Position of each node in `sequentialOrder`, for O(1) Tab.
  public private(set) var sequentialPosition: [Int: Int]
  private var indexByID: [String: Int]
  /// Nodes carrying each focus binding, in tree order (F11 candidates in O(1)).
  private var nodesByBinding: [FocusBinding: [Int]]
  /// One past the last index of each node's subtree (pre-order makes subtrees contiguous).
  private var subtreeEnd: [Int]

  /// Flattens `root` and computes focusability, layout and Tab order for `platform`.
  public init(root: ViewNode, platform: Platform, settings: FocusSettings) {
    nodes = []
    parent = []
    childIndices = []
    isDisabled = []
    interactions = []
    isFocusable = []
    frames = []
    sequentialOrder = []
    sequentialPosition = [:]
    indexByID = [:]
    subtreeEnd = []
    nodesByBinding = [:]
    flatten(root)
    computeFocusability(platform: platform, settings: settings)
    frames = SyntheticLayout(tree: self, layoutDirection: settings.layoutDirection).frames()
    sequentialOrder = SequentialOrder(tree: self, layoutDirection: settings.layoutDirection).order()
    for (position, index) in sequentialOrder.enumerated() { sequentialPosition[index] = position }
  }

  /// Iterative pre-order flattening: deep trees must not overflow the stack.
  private mutating func flatten(_ root: ViewNode) {
    var stack: [(node: ViewNode, parent: Int?)] = [(root, nil)]
    while let (node, parentIndex) = stack.popLast() {
      let index = nodes.count
      var stored = node
      stored.children = []
      nodes.append(stored)
      parent.append(parentIndex)
      childIndices.append([])
      if let parentIndex { childIndices[parentIndex].append(index) }
      if indexByID[node.id] == nil { indexByID[node.id] = index }
      for child in node.children.reversed() { stack.append((child, index)) }
    }
    for index in nodes.indices {
      for binding in Set(nodes[index].bindings) { nodesByBinding[binding, default: []].append(index) }
    }
    subtreeEnd = Array(repeating: 0, count: nodes.count)
    for index in nodes.indices.reversed() {
      subtreeEnd[index] = childIndices[index].last.map { subtreeEnd[$0] } ?? index + 1
    }
  }

  private mutating func computeFocusability(platform: Platform, settings: FocusSettings) {
    let activationFocus = platform.alwaysHasActivationFocus || settings.keyboardNavigation
    isDisabled = Array(repeating: false, count: nodes.count)
    interactions = Array(repeating: [], count: nodes.count)
    isFocusable = Array(repeating: false, count: nodes.count)
    for index in nodes.indices {
      let node = nodes[index]
      // F5: parents come before children in tree order.
      isDisabled[index] = node.isDisabled || (parent[index].map { isDisabled[$0] } ?? false)
      // F3: interactions of the kind, or of `.focusable` when enabled.
      var kindInteractions: Set<Interaction> = []
      if node.kind.isTextInput { kindInteractions.insert(.edit) }
      if node.kind.isControl { kindInteractions.insert(.activate) }
      var own = kindInteractions
      if let modifier = node.focusable, modifier.isEnabled {
        own = modifier.interactions ?? [.activate, .edit]
      }
      interactions[index] = own
      // F4.
      let enabledByModifier = node.focusable?.isEnabled ?? true
      isFocusable[index] = !isDisabled[index] && enabledByModifier
        && (own.contains(.edit) || (own.contains(.activate) && activationFocus))
    }
  }

  /// How many nodes the tree has.
  public var count: Int { nodes.count }

  /// The index of the node with `id`, or `nil` when no present node has it (F1).
  public func index(of id: String) -> Int? { indexByID[id] }

  /// The children of node `index`, in tree order.
  public func children(of index: Int) -> [Int] { childIndices[index] }

  /// Nodes bound by `binding` (Bool form when its value is `nil`), in tree order.
  public func nodes(boundBy binding: FocusBinding) -> [Int] { nodesByBinding[binding] ?? [] }

  /// The node and its ancestors, innermost first.
  public func chain(from index: Int) -> [Int] {
    var result = [index]
    var current = parent[index]
    while let next = current {
      result.append(next)
      current = parent[next]
    }
    return result
  }

  /// Whether `ancestor` is `index` or one of its ancestors.
  public func isAncestor(_ ancestor: Int, ofOrSelf index: Int) -> Bool {
    index >= ancestor && index < subtreeEnd[ancestor]
  }

  /// Indices of `index`'s subtree, in tree order (itself first).
  public func subtree(of index: Int) -> Range<Int> {
    index..<subtreeEnd[index]
  }

  /// The node at `index` (its `children` are empty: use ``children(of:)``).
  ///
  ///     tree.node(tree.index(of: "username")!).kind   // .TextField
  public func node(_ index: Int) -> ViewNode { nodes[index] }
}
