/// F59: `focusedIn: id`, whether a node contains focus where it counts.
extension FocusEngine {
  /// F59: whether node `id` contains focus (F7) in the key scene's active
  /// layer: present, not in a layer below the active one (F37), and the
  /// focused node or one of its ancestors. A covered screen is in the active
  /// layer, so a covered node keeping focus (iOS, F43) still contains it.
  ///
  ///     engine.containsFocusInActiveLayer("list")   // true while list.search is focused
  public func containsFocusInActiveLayer(_ id: String) -> Bool {
    let tree = keyScene.tree
    guard let index = tree.index(of: id), tree.region(of: index) != .lowerLayer else { return false }
    return containsFocus(id)
  }
}
