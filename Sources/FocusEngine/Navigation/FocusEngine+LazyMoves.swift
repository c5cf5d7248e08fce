/// Lazy containers in navigation (F53, F54): the tvOS and watchOS move that
/// scrolls a row before searching, and Tab from a macOS List row outside
/// the Tab order.
///
/// A shift changes which rows are realized, which only the executor can
/// build: the move's outcome asks for it (``InputEffect/shiftLazyWindow(_:)``),
/// the caller re-evaluates the tree with the new window, then calls
/// ``FocusEngine/continueMove(after:)``, which searches (F20).
extension FocusEngine {
  /// A directional move, decided: F54 when it first shifts a lazy
  /// container's window, else the F20–F22 move itself.
  ///
  ///     let outcome = engine.directionalMove(.down)
  ///     if case .shiftLazyWindow(let shift)? = outcome.effects.first { rebuild(shift); engine.continueMove(after: shift) }
  public func directionalMove(_ direction: Direction) -> InputOutcome {
    if let shift = lazyShift(for: direction) {
      let window = keyScene.tree.nodes[shift.containerIndex].lazyWindow.map(\.description) ?? ""
      note(
        "F54 move \(direction.rawValue) from the \(shift.by > 0 ? "last" : "first") realized row of \(shift.container) "
          + "(\(window)): it shifts one row, then searches")
      return InputOutcome(rule: .F54, effects: [.shiftLazyWindow(shift)])
    }
    move(direction)
    return InputOutcome(rule: .F20)
  }

  /// F54: on tvOS and watchOS, a move along a lazy container's axis from its
  /// first realized row (moving back) or its last (moving on), with rows
  /// beyond, shifts its window one row that way; the innermost such
  /// container of the focused node. `nil` when no container shifts.
  func lazyShift(for direction: Direction) -> LazyShift? {
    guard platform.isRemoteDriven, let focused = keyScene.focusedIndex else { return nil }
    let tree = keyScene.tree
    for row in tree.ancestry(from: focused) {
      guard let rowIndex = tree.nodes[row].lazyRow, let container = lazyContainer(ofRow: row, in: tree),
        let window = tree.nodes[container].lazyWindow,
        let forward = isForward(direction, along: tree.nodes[container].kind)
      else { continue }
      let by: Int
      if forward, rowIndex == window.lastRealized, window.hasRowsAfter {
        by = 1
      } else if !forward, rowIndex == window.firstRealized, window.hasRowsBefore {
        by = -1
      } else {
        continue
      }
      let rowFrame = tree.frames[row]
      let extent = direction == .up || direction == .down ? rowFrame.height : rowFrame.width
      return LazyShift(
        container: tree.nodes[container].id, containerIndex: container, sceneIndex: keySceneIndex, by: by,
        direction: direction, origin: tree.nodes[focused].id, originFrame: tree.frames[focused], rowExtent: extent)
    }
    return nil
  }

  /// The lazy container of the row at `row`: its nearest ancestor with a window.
  func lazyContainer(ofRow row: Int, in tree: ViewTree) -> Int? {
    var current = tree.parent[row]
    while let index = current {
      if tree.nodes[index].lazyWindow != nil { return index }
      current = tree.parent[index]
    }
    return nil
  }

  /// Whether `direction` goes on (`true`) or back (`false`) along the axis
  /// of a lazy container of `kind`; `nil` across it. In right-to-left the
  /// synthetic layout mirrors a LazyHStack (F2), so left goes on.
  private func isForward(_ direction: Direction, along kind: ViewKind) -> Bool? {
    switch (kind, direction) {
    case (.LazyHStack, .right): return settings.layoutDirection == .leftToRight
    case (.LazyHStack, .left): return settings.layoutDirection == .rightToLeft
    case (.LazyHStack, _): return nil
    case (_, .down): return true
    case (_, .up): return false
    default: return nil
    }
  }

  /// F54, after the caller shifted the window and installed the new tree:
  /// the search (F20) from the focused node, whatever it finds. With
  /// `viewport: 1` the shift unrealized the focused row itself: the search
  /// starts where that row now stands, one row extent back from its frame,
  /// inside the container; finding nothing, the next commit applies the
  /// loss (F16, as F55 says of a scrolled-away focus).
  public func continueMove(after shift: LazyShift) {
    guard shift.sceneIndex == keySceneIndex else { return }
    if keyScene.focusedIndex != nil {
      move(shift.direction)
      return
    }
    let tree = keyScene.tree
    guard keyScene.focusedID == shift.origin, let container = tree.index(of: shift.container) else { return }
    var origin = shift.originFrame
    switch shift.direction {
    case .down: origin.y -= shift.rowExtent
    case .up: origin.y += shift.rowExtent
    case .right: origin.x -= shift.rowExtent
    case .left: origin.x += shift.rowExtent
    }
    var search = DirectionalSearch(tree: tree, from: container, direction: shift.direction, listsCandidates: isTracing)
    search.origin = (shift.origin, origin)
    workDone &+= tree.nodes.count
    let outcome = search.run()
    record(.directionalSearch(outcome.trace))
    guard let found = outcome.target, let winner = outcome.trace.winner else { return }
    let (target, redirect) = redirected(found, in: tree)
    userMovedFocus(to: tree.nodes[target].id, inScene: keySceneIndex, reason: .move(shift.direction, winner: winner, redirect: redirect))
  }

  /// F53 on macOS: Tab from a node that is not in the Tab order because it
  /// is in a List row after the first: the List counts as the place of its
  /// entries in the order (its first row's), so Tab goes on after them and
  /// Shift-Tab back before them. `nil` when no such List holds entries.
  func listPosition(of focused: Int, forward: Bool, in tree: ViewTree) -> Int? {
    for container in tree.ancestry(from: focused) where tree.nodes[container].kind == .List && tree.nodes[container].lazyWindow != nil {
      let positions = tree.subtree(of: container).compactMap { tree.sequentialPosition(of: $0) }
      if let position = forward ? positions.max() : positions.min() { return position }
    }
    return nil
  }
}

extension FocusEngine {
  /// F53 in the trace: Tab leaving a List row that is out of the order, or
  /// landing in a List whose other rows are out of it.
  func noteListTabOrder(from focused: Int?, to next: Int, in tree: ViewTree) {
    if let focused, tree.sequentialPosition(of: focused) == nil, let list = lazyList(holding: focused, in: tree) {
      note("F53 \(tree.nodes[focused].id) is in a row of List \(tree.nodes[list].id) outside the Tab order: Tab goes on from the List")
    } else if let list = lazyList(holding: next, in: tree), let window = tree.nodes[list].lazyWindow, window.realizedCount > 1 {
      note("F53 only the first realized row of List \(tree.nodes[list].id) is in the Tab order (\(window.description))")
    }
  }

  /// The innermost List with `viewport:` holding node `index`.
  private func lazyList(holding index: Int, in tree: ViewTree) -> Int? {
    tree.ancestry(from: index).first { tree.nodes[$0].kind == .List && tree.nodes[$0].lazyWindow != nil }
  }
}

/// F54: a lazy container's window shifts one row before a move searches.
/// The executor moves the scroll index by `by`, re-evaluates the tree, then
/// calls ``FocusEngine/continueMove(after:)``.
///
///     // tvOS, focus on the last realized row of "rows", move down:
///     shift.container   // "rows"
///     shift.by          // 1
public struct LazyShift: Sendable, Hashable {
  /// The container's id (F1).
  public var container: String
  /// Its index in the tree the move was decided in.
  public var containerIndex: Int
  /// The key scene.
  public var sceneIndex: Int
  /// `1`: one row on (down, or right in left-to-right); `-1`: one row back.
  public var by: Int
  /// The move, continued after the shift.
  public var direction: Direction
  /// The focused node before the shift; the search starts from it.
  public var origin: String
  /// Its frame before the shift: where the search starts, moved one row
  /// extent back, when the shift unrealized it (`viewport: 1`).
  public var originFrame: Rect
  /// The focused row's extent along the move.
  public var rowExtent: Double
}
