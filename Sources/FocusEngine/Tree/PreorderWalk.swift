/// Tree order (F1: pre-order) over a `ViewNode` tree, by pointer. Handing a
/// `ViewNode` to a function, or reading one out of a `children` array,
/// copies it whole — a dozen retains and releases — and that dominated
/// building and comparing trees at every commit (F30 step 1). Pointers
/// reach each node in place instead; they are valid only during `visit`.
///
/// Recursion depth is the tree's depth, as in `SyntheticLayout`.
enum PreorderWalk {
  /// Calls `visit` with each node of `root`'s tree, its pre-order index and
  /// its parent's index, parents before children and siblings in order.
  /// Stops as soon as `visit` returns `false`, and then returns `false`.
  @discardableResult
  static func visit(_ root: ViewNode, _ visit: (_ node: UnsafePointer<ViewNode>, _ index: Int, _ parent: Int?) -> Bool) -> Bool {
    withUnsafePointer(to: root) { root in
      var next = 0
      return walk(root, parent: nil, next: &next, visit)
    }
  }

  private static func walk(
    _ node: UnsafePointer<ViewNode>, parent: Int?, next: inout Int,
    _ visit: (UnsafePointer<ViewNode>, Int, Int?) -> Bool
  ) -> Bool {
    let index = next
    next += 1
    guard visit(node, index, parent) else { return false }
    return node.pointee.children.withUnsafeBufferPointer { children in
      guard let first = children.baseAddress else { return true }
      for offset in children.indices {
        guard walk(first + offset, parent: index, next: &next, visit) else { return false }
      }
      return true
    }
  }

  /// How many nodes, and how many `focused:` bindings, `root`'s tree has:
  /// what a full build reserves room for.
  static func counts(_ root: ViewNode) -> (nodes: Int, bindings: Int) {
    var nodes = 0
    var bindings = 0
    visit(root) { node, _, _ in
      nodes += 1
      bindings += node.pointee.storage.bindings.count
      return true
    }
    return (nodes, bindings)
  }
}
