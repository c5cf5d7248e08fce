/// F16 (a): on tvOS and watchOS, where a focused node lost from a ForEach
/// row sends focus — the F11 focus target of the nearest *surviving* row of
/// the innermost ForEach holding it (rows whose element was in the data
/// before and after the change): the first one after it in the old order,
/// else the last one before it; never the lost node's own row, and rows
/// without a focusable target are skipped (pocket-casts-ios PR #4592:
/// "tvOS recovers focus to a neighbouring row").
///
/// Rows are the children of a ForEach's node marked with their element's
/// id (`ViewNode.forEachRowID`, set by the executor).
struct ForEachRowNeighbour {
  /// The row taking focus, its ForEach, the node focused and which side it was on.
  struct Choice {
    var row: Int
    var forEach: Int
    var target: Int
    var isAfter: Bool
  }

  /// The focused id before the loss.
  let lost: String
  /// The tree that held focus, and the tree after the commit.
  let before: ViewTree
  let after: ViewTree

  /// `targetOf` is F11's focus target in `after`. `nil` when the lost node
  /// lay in no ForEach row, the ForEach is gone, or no surviving row has a
  /// focusable target (F16 b then applies).
  func nearest(targetOf: (Int) -> Int?) -> Choice? {
    guard let lostIndex = before.index(of: lost),
      let lostRow = before.ancestry(from: lostIndex).first(where: { before.nodes[$0].forEachRowID != nil }),
      let oldForEach = before.parent[lostRow],
      let forEach = after.index(of: before.nodes[oldForEach].id)
    else { return nil }
    // Element id → the row's node in the new tree: the surviving rows.
    var survivors: [Value: Int] = [:]
    for row in after.children(of: forEach) {
      if let element = after.nodes[row].forEachRowID { survivors[element] = row }
    }
    let oldRows = before.children(of: oldForEach).compactMap { before.nodes[$0].forEachRowID }
    guard let lostElement = before.nodes[lostRow].forEachRowID, let position = oldRows.firstIndex(of: lostElement) else { return nil }
    let following = oldRows[(position + 1)...].map { ($0, true) }
    let preceding = oldRows[..<position].reversed().map { ($0, false) }
    for (element, isAfter) in following + preceding {
      guard let row = survivors[element], let target = targetOf(row) else { continue }
      return Choice(row: row, forEach: forEach, target: target, isAfter: isAfter)
    }
    return nil
  }
}
