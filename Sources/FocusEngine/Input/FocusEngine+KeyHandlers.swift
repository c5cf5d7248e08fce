/// The keyboard's handlers (F49–F51): control shortcuts, `onKeyPress` and
/// `onMoveCommand`/`onExitCommand`, the stages of ``KeyDispatchStage``
/// between the key and its own meaning, and F51's hooks for tvOS's
/// `move:` and `back`.
extension FocusEngine {
  /// F49: the first control in tree order whose shortcut is `chord` and
  /// that is in the key scene's active layer (on a visible screen) and not
  /// disabled is activated (F34, like a click). A second such control
  /// warns `ambiguous-keyboard-shortcut`, once per shortcut per scenario.
  /// Ignored on tvOS and watchOS.
  func controlShortcut(_ chord: KeyChord) -> InputOutcome? {
    guard platform != .tvOS, platform != .watchOS else { return nil }
    let tree = keyScene.tree
    let enabled = tree.nodes(withShortcut: chord).lazy.filter { tree.region(of: $0) == .active && !tree.isDisabled[$0] }
    var matches = enabled.makeIterator()
    guard let first = matches.next() else { return nil }
    if let second = matches.next(), !warnedShortcuts.contains(chord) {
      warnedShortcuts.insert(chord)
      warn(FocusWarning(
        code: FocusWarning.ambiguousKeyboardShortcut,
        message: "\(chord) is the shortcut of \(tree.nodes[first].id) and \(tree.nodes[second].id); the first in tree order takes it (F49)"))
    }
    return InputOutcome(
      rule: .F49, notes: [.controlShortcutTakesKey(chord, control: tree.nodes[first].id)],
      effects: [.activate(reference(to: first, inScene: keySceneIndex))])
  }

  /// F50: the `onKeyPress` handlers matching `chord` on the focused node,
  /// then on its ancestors, innermost first, each node's in listed order.
  /// The caller runs each (`run`) and answers its `handled` condition: the
  /// first that holds takes the key; the others pass it on. Nothing
  /// focused: no handler contains focus. Not on watchOS.
  func keyPressHandlers<E: Error>(_ chord: KeyChord, run: (KeyPressInvocation) throws(E) -> Bool) throws(E) -> InputOutcome? {
    guard platform != .watchOS, let focused = keyScene.focusedIndex else { return nil }
    let tree = keyScene.tree
    for index in tree.ancestry(from: focused) {
      for (position, filter) in tree.nodes[index].keyboard.keyPress.enumerated() where filter.matches(chord) {
        let call = KeyPressInvocation(node: reference(to: index, inScene: keySceneIndex), handler: position, chord: chord)
        if try run(call) { return InputOutcome(rule: .F50) }
      }
    }
    return nil
  }

  /// F51 on macOS: an unmodified arrow key runs the `onMoveCommand` of the
  /// innermost node of the focus chain having one (with or without
  /// directional navigation), and unmodified Escape its `onExitCommand`;
  /// the key then does nothing else.
  func moveOrExitCommand(for chord: KeyChord) -> InputOutcome? {
    guard platform == .macOS, chord.modifiers.isEmpty else { return nil }
    if let direction = Direction(rawValue: chord.key) {
      return moveCommand(direction, input: chord.description)
    }
    if chord == .escape { return exitCommand(input: chord.description) }
    return nil
  }

  /// F51 on tvOS: a `move:` runs the focus chain's innermost
  /// `onMoveCommand` instead of moving focus.
  func moveCommandForMove(_ direction: Direction) -> InputOutcome? {
    guard platform == .tvOS else { return nil }
    return moveCommand(direction, input: UserInput.move(direction).description)
  }

  /// F51 on tvOS: `back` (the Menu button) runs the focus chain's innermost
  /// `onExitCommand` before F52 cancels, pops or dismisses anything.
  func exitCommandForBack() -> InputOutcome? {
    guard platform == .tvOS else { return nil }
    return exitCommand(input: UserInput.back.description)
  }

  private func moveCommand(_ direction: Direction, input: String) -> InputOutcome? {
    guard let index = innermostInFocusChain(where: { $0.handlesMoveCommand }) else { return nil }
    let node = reference(to: index, inScene: keySceneIndex)
    return InputOutcome(rule: .F51, notes: [.moveCommandRuns(input: input, node: node.id)], effects: [.runMoveCommand(node, direction: direction)])
  }

  private func exitCommand(input: String) -> InputOutcome? {
    guard let index = innermostInFocusChain(where: { $0.handlesExitCommand }) else { return nil }
    let node = reference(to: index, inScene: keySceneIndex)
    return InputOutcome(rule: .F51, notes: [.exitCommandRuns(input: input, node: node.id)], effects: [.runExitCommand(node)])
  }

  /// The focused node or its nearest ancestor whose handlers satisfy `has`.
  private func innermostInFocusChain(where has: (KeyboardHandlers) -> Bool) -> Int? {
    guard let focused = keyScene.focusedIndex else { return nil }
    let tree = keyScene.tree
    return tree.ancestry(from: focused).first { has(tree.nodes[$0].keyboard) }
  }
}
