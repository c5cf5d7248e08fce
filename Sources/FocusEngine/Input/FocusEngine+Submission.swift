/// F17, F28, F56, F57: Return in the focused text input.
extension FocusEngine {
  /// F17: in a TextEditor, Return types a newline and submits nothing. In
  /// a single-line input the onSubmit handlers of the input and its
  /// ancestors run, outermost first, cut at the nearest `submitScope`
  /// (F28; an `inner` one cuts its own handler too); then on iOS, iPadOS and visionOS focus is dismissed unless the
  /// transaction queued a request, which only the caller knows after
  /// running the handlers (``finishReturn(focusRequestQueued:)``).
  ///
  /// F56: in a TextField with `axis: vertical` a software keyboard's
  /// Return (`fromSoftwareKeyboard`) types a newline instead; a hardware
  /// Return submits as above. F57: in a search field the `onSearchSubmit`
  /// handlers run instead of `onSubmit`, and `submitScope` cuts nothing.
  func returnKey(in index: Int, fromSoftwareKeyboard: Bool = false) -> InputOutcome {
    let tree = keyScene.tree
    let node = reference(to: index, inScene: keySceneIndex)
    guard node.kind.isSingleLineTextInput else {
      return InputOutcome(rule: .F17, effects: [.insertNewline(node)])
    }
    // F56 (FB17642828): the iOS keyboard's Return "adds a new line" to a
    // vertical TextField, the Mac's "submits the field".
    if fromSoftwareKeyboard, tree.nodes[index].isVerticalAxis {
      return InputOutcome(rule: .F56, effects: [.insertNewline(node)])
    }
    var outcome: InputOutcome
    if tree.nodes[index].isSearchField {
      outcome = searchSubmission(from: index)
    } else {
      outcome = submission(from: index)
    }
    if platform.returnDismissesFocus { outcome.effects.append(.dismissFocusUnlessRequestQueued) }
    return outcome
  }

  /// F28: the onSubmit chain up to the nearest submitScope. With `true` its
  /// own handler still runs; with `inner` (spec 1.1, `.submitScope().onSubmit{}`)
  /// its handler lies outside the scope and the walk ends without it.
  private func submission(from index: Int) -> InputOutcome {
    let tree = keyScene.tree
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
    return outcome
  }

  /// F57: Return in a search field runs the `onSearchSubmit` handlers of its
  /// searchable node and that node's ancestors, outermost first, and no
  /// `onSubmit` handler; `submitScope` does not apply (F28).
  private func searchSubmission(from index: Int) -> InputOutcome {
    let tree = keyScene.tree
    var outcome = InputOutcome(rule: .F57)
    for handler in Array(tree.ancestry(from: index)).reversed() where tree.nodes[handler].hasSearchSubmitHandler {
      outcome.effects.append(.runSearchSubmitHandler(reference(to: handler, inScene: keySceneIndex)))
    }
    return outcome
  }

  /// F56: `option+return` types a newline into a focused TextEditor or
  /// vertical TextField and does nothing elsewhere.
  func optionReturn() -> InputOutcome {
    guard let index = focusedTextInputIndex else {
      return InputOutcome(rule: .F56, notes: [.optionReturnWithoutMultilineInput])
    }
    let node = keyScene.tree.nodes[index]
    guard node.kind == .TextEditor || node.isVerticalAxis else {
      return InputOutcome(rule: .F56, notes: [.optionReturnWithoutMultilineInput])
    }
    let target = reference(to: index, inScene: keySceneIndex)
    return InputOutcome(rule: .F56, notes: [.optionReturnTypesNewline(target.id)], effects: [.typeNewline(target)])
  }
}

extension KeyChord {
  /// Option-Return: a newline in a multi-line text input (F56).
  public static let optionReturn = KeyChord(modifiers: [.option], key: "return")
}
