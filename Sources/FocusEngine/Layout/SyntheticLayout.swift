/// F2: the synthetic layout. Every leaf is a 1×1 cell; vertical containers
/// stack children top to bottom from the leading edge, horizontal ones left
/// to right from the top, ZStack at its own origin; Group and ForEach are
/// transparent (their children continue the enclosing stack). An explicit
/// `frame:` is absolute and its unframed children start from its origin.
/// A container without a frame is the union of its children (0×0 at its
/// position when empty). Right-to-left mirrors the result within the root.
struct SyntheticLayout {
  let tree: FlatTree
  let layoutDirection: FocusSettings.LayoutDirection

  func frames() -> [Rect] {
    var frames = Array(repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: tree.nodes.count)
    guard !tree.nodes.isEmpty else { return frames }
    let origin = tree.nodes[0].frame.map { ($0.x, $0.y) } ?? (0, 0)
    // A transparent root stacks its children vertically (F2).
    _ = place(0, x: origin.0, y: origin.1, enclosingAxis: .vertical, into: &frames)
    if layoutDirection == .rightToLeft {
      let rootFrame = frames[0]
      for index in frames.indices {
        let frame = frames[index]
        frames[index].x = rootFrame.minX + rootFrame.maxX - frame.maxX
      }
    }
    return frames
  }

  /// Places node `index` with the enclosing cursor at (x, y); returns its
  /// frame and where the enclosing stack's cursor goes next. Recursion depth
  /// follows the view tree's depth, which the YAML reader bounds.
  private func place(
    _ index: Int, x: Double, y: Double, enclosingAxis: ViewKind.Axis, into frames: inout [Rect]
  ) -> (frame: Rect, cursor: (Double, Double)) {
    // Kinds from the flattened arrays; a node's storage only when it has
    // rare properties (a frame, a role): reading every node's storage
    // again showed in profiles of large trees.
    let kind = tree.kinds[index]
    let explicit = tree.hasRareProperties[index] ? tree.nodes[index].frame : nil
    let children = tree.childIndices[index]
    let start = explicit.map { ($0.x, $0.y) } ?? (x, y)
    let frame: Rect
    var innerCursor = start
    if children.isEmpty {
      frame = explicit ?? (kind.isContainer ? Rect(x: x, y: y, width: 0, height: 0) : Rect(x: x, y: y, width: 1, height: 1))
    } else {
      // Transparent containers lay their children along the enclosing axis.
      let axis = kind.isTransparent ? enclosingAxis : kind.axis
      var union: Rect?
      for child in children {
        // Pushed screens are placed from their stack's origin (F2, settled for 1.1).
        if tree.hasRareProperties[child], case .screen? = tree.nodes[child].role {
          let placed = place(child, x: start.0, y: start.1, enclosingAxis: .stacked, into: &frames)
          union = union.map { $0.union(placed.frame) } ?? placed.frame
          continue
        }
        let placed = place(child, x: innerCursor.0, y: innerCursor.1, enclosingAxis: axis, into: &frames)
        union = union.map { $0.union(placed.frame) } ?? placed.frame
        innerCursor = placed.cursor
      }
      frame = explicit ?? union ?? Rect(x: start.0, y: start.1, width: 0, height: 0)
    }
    frames[index] = frame
    // An unframed transparent node hands its children's cursor back to the
    // enclosing stack; anything else moves it to its own far edge.
    if kind.isTransparent, explicit == nil, !children.isEmpty {
      return (frame, innerCursor)
    }
    switch enclosingAxis {
    case .vertical: return (frame, (x, frame.maxY))
    case .horizontal: return (frame, (frame.maxX, y))
    case .stacked: return (frame, (x, y))
    }
  }
}
