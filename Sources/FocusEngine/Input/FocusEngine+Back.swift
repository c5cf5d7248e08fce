/// F52: the system back — tvOS Menu, the back swipe, macOS's Back button.
extension FocusEngine {
  /// F52: `back` cancels an active alert or dialog, else pops the innermost
  /// visible stack of the active layer that has screens, else dismisses
  /// the active sheet, cover or popover, else does nothing. Inside a
  /// presented stack it goes back one screen first.
  ///
  ///     engine.perform(.back).effects   // [.popScreen(stack: "nav")]
  func back() -> InputOutcome {
    let tree = keyScene.tree
    if let layer = tree.structure.activeLayer, layer.kind.isAlertLike {
      return InputOutcome(rule: .F52, effects: [.cancelPresentation(layer: layer.id)])
    }
    if let stack = innermostVisibleStackWithScreens(in: tree) {
      return InputOutcome(rule: .F52, effects: [.popScreen(stack: stack)])
    }
    if let layer = tree.structure.activeLayer {
      return InputOutcome(rule: .F52, effects: [.dismissPresentation(layer: layer.id)])
    }
    return InputOutcome(rule: .F52, notes: [.backDoesNothing])
  }

  /// F41, F52: the deepest NavigationStack with pushed screens that is in
  /// the active layer on visible screens; ties go to tree order.
  public func innermostVisibleStackWithScreens(in tree: ViewTree) -> String? {
    var best: (id: String, depth: Int)?
    for id in tree.structure.stackOrder {
      guard let entry = tree.structure.stackNodes[id], !entry.screens.isEmpty, tree.region(of: entry.stack) == .active else { continue }
      let depth = tree.chain(from: entry.stack).count
      if depth > (best?.depth ?? -1) { best = (id, depth) }
    }
    return best?.id
  }
}
