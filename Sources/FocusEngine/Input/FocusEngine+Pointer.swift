/// F6: pointer clicks and taps.
extension FocusEngine {
  /// F6: a click on a node with `edit` focuses it (if focusable) and then
  /// runs it if it is a control (F34); a control without `edit` runs where
  /// it is; a disabled node does nothing (F5); anything else does nothing,
  /// except that on macOS with `clickClearsFocus` it clears focus. A click
  /// on another scene's node makes that scene key first (F29).
  func click(_ id: String) -> InputOutcome {
    guard platform.hasPointer else { return InputOutcome(rule: .F6, rejection: .noPointer(platform)) }
    guard let sceneIndex = sceneIndex(holding: id), let index = scenes[sceneIndex].tree.index(of: id) else {
      return InputOutcome(rule: .F6, rejection: .noPresentNode(id))
    }
    let tree = scenes[sceneIndex].tree
    switch tree.region(of: index) {
    case .active: break
    case .covered: return InputOutcome(rule: .F6, rejection: .nodeOnCoveredScreen(id))
    case .lowerLayer:
      // F37: blocked; over a popover the click dismisses it and does nothing else.
      makeKey(sceneIndex, reason: "click on \(id)")
      guard let layer = tree.structure.activeLayer else { return InputOutcome(rule: .F37) }
      var outcome = InputOutcome(rule: .F37, notes: [.clickBlockedByLayer(id, layer: layer.id)])
      if layer.kind == .popover { outcome.effects.append(.dismissPresentation(layer: layer.id)) }
      return outcome
    }
    makeKey(sceneIndex, reason: "click on \(id)")
    var outcome = InputOutcome(rule: .F6)
    if tree.isDisabled[index] {
      outcome.notes.append(.clickDisabled(id))
      return outcome
    }
    let interactions = tree.interactions(of: index)
    let isControl = tree.nodes[index].kind.isControl
    if interactions.contains(.edit) {
      if tree.isFocusable[index] {
        click(focusing: id, inScene: sceneIndex)
      } else {
        outcome.notes.append(.clickOnUnfocusableEditor(id))
      }
      if isControl { outcome.effects.append(.activate(reference(to: index, inScene: sceneIndex))) }
    } else if isControl || interactions.contains(.activate) {
      outcome.notes.append(.clickRunsWithoutFocus(id))
      outcome.effects.append(.activate(reference(to: index, inScene: sceneIndex)))
    } else if platform == .macOS && settings.clickClearsFocus {
      dismissFocus(reason: .clickClearsFocus(id: id))
    } else {
      outcome.notes.append(.clickNotInteractive(id))
    }
    return outcome
  }
}
