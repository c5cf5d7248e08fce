/// F17, F28: Return in the focused text input.
extension FocusEngine {
  /// F17: in a TextEditor, Return types a newline and submits nothing. In
  /// a single-line input the onSubmit handlers of the input and its
  /// ancestors run, outermost first, cut at the nearest `submitScope`
  /// (F28; an `inner` one cuts its own handler too); then on iOS, iPadOS and visionOS focus is dismissed unless the
  /// transaction queued a request, which only the caller knows after
  /// running the handlers (``finishReturn(focusRequestQueued:)``).
  func returnKey(in index: Int) -> InputOutcome {
    let tree = keyScene.tree
    let node = reference(to: index, inScene: keySceneIndex)
    guard node.kind.isSingleLineTextInput else {
      return InputOutcome(rule: .F17, effects: [.insertNewline(node)])
    }
    // F28: the chain up to the nearest submitScope. With `true` its own
    // handler still runs; with `inner` (spec 1.1, `.submitScope().onSubmit{}`)
    // its handler lies outside the scope and the walk ends without it.
    var chain: [Int] = []
    walk: for ancestor in tree.ancestry(from: index) {
      switch tree.nodes[ancestor].submitScope {
      case .off: chain.append(ancestor)
      case .aroundOwnHandler: chain.append(ancestor); break walk
      case .insideOwnHandler: break walk
      }
    }
    var outcome = InputOutcome(rule: .F17)
    for handler in chain.reversed() where tree.nodes[handler].hasSubmitHandler {
      outcome.effects.append(.runSubmitHandler(reference(to: handler, inScene: keySceneIndex)))
    }
    if platform.returnDismissesFocus { outcome.effects.append(.dismissFocusUnlessRequestQueued) }
    return outcome
  }
}
