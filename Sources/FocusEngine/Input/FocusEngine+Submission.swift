/// F17, F28: Return in the focused text input.
extension FocusEngine {
  /// F17: in a TextEditor, Return types a newline and submits nothing. In
  /// a single-line input the onSubmit handlers of the input and its
  /// ancestors run, outermost first, cut at the nearest `submitScope`
  /// (F28); then on iOS, iPadOS and visionOS focus is dismissed unless the
  /// transaction queued a request, which only the caller knows after
  /// running the handlers (``finishReturn(focusRequestQueued:)``).
  func returnKey(in index: Int) -> InputOutcome {
    let tree = keyScene.tree
    let node = reference(to: index, inScene: keySceneIndex)
    guard node.kind.isSingleLineTextInput else {
      return InputOutcome(rule: .F17, effects: [.insertNewline(node)])
    }
    // F28: the chain up to and including the nearest submitScope; its own handler still runs.
    var chain: [Int] = []
    for ancestor in tree.ancestry(from: index) {
      chain.append(ancestor)
      if tree.nodes[ancestor].submitScope { break }
    }
    var outcome = InputOutcome(rule: .F17)
    for handler in chain.reversed() where tree.nodes[handler].hasSubmitHandler {
      outcome.effects.append(.runSubmitHandler(reference(to: handler, inScene: keySceneIndex)))
    }
    if platform.returnDismissesFocus { outcome.effects.append(.dismissFocusUnlessRequestQueued) }
    return outcome
  }
}
