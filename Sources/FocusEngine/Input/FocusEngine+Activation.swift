/// F34: Space and the remote's select activate the focused control.
extension FocusEngine {
  /// F34: the focused control is activated (a Toggle flips, then its
  /// action runs: the caller's ``InputEffect/activate(_:)``); anything
  /// else does nothing. `how` names the input in the notes: `space` or `select`.
  func activateFocused(how: String) -> InputOutcome {
    guard let index = keyScene.focusedIndex else {
      return InputOutcome(rule: .F34, notes: [.activationWithNothingFocused(how: how)])
    }
    let node = keyScene.tree.nodes[index]
    guard node.kind.isControl else {
      return InputOutcome(rule: .F34, notes: [.activationOfNonControl(how: how, id: node.id)])
    }
    return InputOutcome(rule: .F34, effects: [.activate(reference(to: index, inScene: keySceneIndex))])
  }
}
