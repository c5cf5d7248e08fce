import FocusEngine
import YAML

/// Lazy containers (F53–F55): `scroll:` as a step and an action, and the
/// tvOS and watchOS move that shifts a window before it searches.
extension ScenarioRun {
  /// `scroll: { in: id, to: n }` (F55): the container's scroll index
  /// becomes n clamped to [0, rows − N]; the commit builds the new window,
  /// and a focused node whose row is no longer realized is lost (F16).
  /// `to:` must give a whole number and `in:` a present LazyVStack,
  /// LazyHStack or List with `viewport:`, else the scenario fails.
  func scroll(_ target: ScrollTarget, in scope: Scope) throws(RuntimeError) {
    let idValue = try evaluate(target.container, in: scope)
    let id = idValue.stringValue ?? idValue.displayText
    let rowValue = try evaluate(target.row, in: scope)
    guard let row = rowValue.numberValue, row.isFinite, row == row.rounded() else {
      throw RuntimeError(
        "scroll: to: must give a whole number, got \(rowValue.displayText) (F55)", at: target.row.mark, kind: .stepFailed)
    }
    let (key, window) = try lazyContainer(id, at: target.container.mark)
    // Clamped as a Double first: `Int(_:)` traps on 1e300.
    let last = Double(max(0, window.rowCount - window.viewport))
    let index = Int(min(max(row, 0), last))
    scenes.lazy.indices[key] = index
    scenes.invalidate()
    let scrolled = LazyWindow(viewport: window.viewport, rowCount: window.rowCount, firstRealized: index)
    record(.structure("scroll \(id) to \(Value.format(number: row)): \(scrolled.description) realized (F55)"))
  }

  /// The present lazy container `id`: in the key scene first, then the others.
  private func lazyContainer(_ id: String, at mark: Mark) throws(RuntimeError) -> (LazyScrollState.Key, LazyWindow) {
    let order = [engine.keySceneIndex] + engine.scenes.indices.filter { $0 != engine.keySceneIndex }
    var found: ViewNode?
    for sceneIndex in order {
      let tree = engine.scenes[sceneIndex].tree
      guard let index = tree.index(of: id) else { continue }
      if let window = tree.nodes[index].lazyWindow { return (LazyScrollState.Key(sceneIndex: sceneIndex, id: id), window) }
      found = found ?? tree.nodes[index]
    }
    if let found {
      throw RuntimeError(
        "scroll: \(id) is a \(found.kind.rawValue), not a LazyVStack, LazyHStack or List with viewport: (F55)", at: mark,
        kind: .stepFailed)
    }
    throw RuntimeError("scroll: no present node has the id '\(id)' (F55)", at: mark, kind: .stepFailed)
  }

  /// F54: the window shifts one row, the tree is evaluated again with it,
  /// then the move searches (F20) from the focused node.
  func shiftLazyWindow(_ shift: LazyShift) throws(RuntimeError) {
    let key = LazyScrollState.Key(sceneIndex: shift.sceneIndex, id: shift.container)
    let first = scenes.lazy.windows[key]?.firstRealized ?? 0
    scenes.lazy.indices[key] = first + shift.by
    scenes.invalidate()
    drainEngine()  // the decision's line comes before the shift's
    try scenes.rebuildTrees(stateVersion: state.version)
    if let window = scenes.lazy.windows[key] {
      record(.structure("\(shift.container) shifts one row \(shift.by > 0 ? "on" : "back"): \(window.description) realized (F54)"))
    }
    engine.continueMove(after: shift)
    drainEngine()
  }
}
