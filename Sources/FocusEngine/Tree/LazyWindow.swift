/// The rows a lazy container realizes (F53): a `LazyVStack`, `LazyHStack`
/// or `List` with `viewport: N` shows `N` consecutive rows from its scroll
/// index. The executor decides the index and builds only those rows; the
/// container's node carries the window so the engine can apply the macOS
/// List Tab rule (F53) and the tvOS scrolling move (F54).
///
///     var rows = ViewNode(id: "rows", kind: .LazyVStack, children: realizedRows)
///     rows.lazyWindow = LazyWindow(viewport: 3, rowCount: 10, firstRealized: 4)
///     rows.lazyWindow?.lastRealized   // 6
public struct LazyWindow: Sendable, Hashable, Encodable {
  /// `viewport: N`: how many rows are realized at most (N ≥ 1).
  public var viewport: Int
  /// Rows after expanding ForEach and Group, realized or not.
  public var rowCount: Int
  /// The scroll index, clamped to [0, rowCount − viewport] (F53, F55).
  public var firstRealized: Int

  /// A window of `viewport` rows from `firstRealized` among `rowCount`.
  public init(viewport: Int, rowCount: Int, firstRealized: Int) {
    self.viewport = viewport
    self.rowCount = rowCount
    self.firstRealized = firstRealized
  }

  /// The scroll index `index` clamped to [0, rowCount − viewport] (F55;
  /// F53 re-clamps it at every evaluation).
  ///
  ///     LazyWindow.clamp(20, viewport: 3, rowCount: 10)   // 7
  public static func clamp(_ index: Int, viewport: Int, rowCount: Int) -> Int {
    max(0, min(index, rowCount - viewport))
  }

  /// How many rows are realized: `viewport`, or fewer when the rows are fewer.
  public var realizedCount: Int { max(0, min(viewport, rowCount - firstRealized)) }
  /// The index of the last realized row.
  public var lastRealized: Int { firstRealized + realizedCount - 1 }
  /// Whether row `row` is realized.
  public func realizes(_ row: Int) -> Bool { row >= firstRealized && row <= lastRealized }
  /// Whether rows before the first realized one exist (F54: a move back can shift).
  public var hasRowsBefore: Bool { firstRealized > 0 }
  /// Whether rows after the last realized one exist (F54: a move on can shift).
  public var hasRowsAfter: Bool { firstRealized + realizedCount < rowCount }
  /// Rows `first–last of count`, as traces print the window.
  public var description: String {
    switch realizedCount {
    case 0: "no rows of \(rowCount)"
    case 1: "row \(firstRealized) of \(rowCount)"
    default: "rows \(firstRealized)–\(lastRealized) of \(rowCount)"
    }
  }
}

extension FlatTree {
  /// F53: on macOS only the first realized row of a List with `viewport:`
  /// is in the Tab order; a node in any other row of such a List (at any
  /// depth) leaves the sequential order (Tab, `tabOrder`, F11, F26 c).
  /// `nil` when no node is out (no such List), to keep the usual path free.
  func outOfListTabOrder() -> [Bool]? {
    guard hasLazyList else { return nil }
    var out = Array(repeating: false, count: nodes.count)
    // The nearest lazy container at or above each node, in one preorder pass.
    var nearestLazy = [Int?](repeating: nil, count: nodes.count)
    for index in nodes.indices {
      let up = parent[index]
      let containerAbove = up.flatMap { nearestLazy[$0] }
      nearestLazy[index] = nodes[index].lazyWindow != nil ? index : containerAbove
      var isOut = up.map { out[$0] } ?? false
      if !isOut, let row = nodes[index].lazyRow, let container = containerAbove,
        nodes[container].kind == .List, let window = nodes[container].lazyWindow {
        isOut = row != window.firstRealized
      }
      out[index] = isOut
    }
    return out
  }
}
