/// The user's inputs: each is decided here, by the rule that governs it,
/// and comes back as an ``InputOutcome`` the caller performs.
///
/// This is the one path for inputs. What the focus rules still lack joins
/// it as new cases and stages, not as paths beside it:
/// - Layers (F35–F41): a click on a node below the active layer becomes an
///   outcome of ``click(_:)`` (a note "blocked", or the effect "dismiss
///   the popover", F37); Tab, moves and shortcuts read only the active
///   layer's candidates, which is a change to the trees they search, not
///   to this API; dismissing a layer is an ``InputEffect`` the caller
///   performs (it writes the presentation's variable, F39).
/// - The key dispatch chain (F48–F52) is ``KeyDispatchStage/order``:
///   control shortcuts (F49), commands (F29), `onKeyPress` (F50),
///   `onMoveCommand`/`onExitCommand` (F51), Escape cancelling an alert
///   (F52), the key's own meaning; each either takes the key (with its
///   effects) or passes it on. On tvOS F51 also takes `move:` and `back`.
extension FocusEngine {
  /// Decides one user input in the key scene (a click: in the scene that
  /// holds the node, which becomes key, F29) and returns what happened.
  /// Focus has already moved when it returns; the effects are the app's
  /// to perform, in order.
  ///
  /// A key press goes through ``KeyDispatchStage/order`` (F48). At the
  /// command stage (F29), for each command whose shortcut is the key, in
  /// declaration order, the engine asks `isCommandEnabled`; the first
  /// enabled one takes the key. At the `onKeyPress` stage (F50) it calls
  /// `runKeyPressHandler` for each matching handler along the focus chain:
  /// the caller runs the handler's actions in the step's transaction and
  /// answers its `handled` condition; the first `true` takes the key.
  /// Errors the callbacks throw (evaluating a condition, running an
  /// action) pass through unchanged.
  ///
  ///     engine.commands = [AppCommand(id: "save", shortcut: KeyChord(modifiers: [.cmd], key: "s"))]
  ///     let outcome = try engine.perform(
  ///       .key(KeyChord(modifiers: [.cmd], key: "s")),
  ///       isCommandEnabled: { command in try app.isEnabled(command.id) },   // the app's `disabled:` condition
  ///       runKeyPressHandler: { call in try app.runKeyPress(call.node, call.handler) })
  ///     for effect in outcome.effects { app.perform(effect) }   // .runCommand(id: "save", …)
  public func perform<E: Error>(
    _ input: UserInput, isCommandEnabled: (AppCommand) throws(E) -> Bool, runKeyPressHandler: (KeyPressInvocation) throws(E) -> Bool
  ) throws(E) -> InputOutcome {
    let keySceneBefore = keySceneIndex
    let focusBefore = keyScene.focusedID
    var outcome: InputOutcome
    switch input {
    case .click(let id):
      outcome = click(id)
    case .key(let chord):
      outcome = try dispatch(chord, isCommandEnabled: isCommandEnabled, runKeyPressHandler: runKeyPressHandler)
    case .select:
      guard platform.isRemoteDriven else { return InputOutcome(rule: .F34, rejection: .noSelectButton(platform)) }
      outcome = activateFocused(how: "select")
    case .move(let direction):
      guard supportsDirectionalNavigation else { return InputOutcome(rule: .F20, rejection: .noDirectionalNavigation(platform)) }
      // F51: on tvOS the focus chain's onMoveCommand takes the move.
      if let taken = moveCommandForMove(direction) {
        outcome = taken
      } else {
        outcome = directionalMove(direction)  // F54 or F20
      }
    case .submit:
      guard let index = focusedTextInputIndex else { return InputOutcome(rule: .F17, rejection: .noTextInputFocused) }
      if settings.hasHardwareKeyboard(on: platform) {
        // F48, F56: a hardware keyboard's Return is `key: return`, through every key stage.
        outcome = try dispatch(.return, isCommandEnabled: isCommandEnabled, runKeyPressHandler: runKeyPressHandler)
        outcome.notes.insert(.submitFromHardwareKeyboard, at: 0)
      } else {
        // F48: a software-keyboard Return goes to the text input alone, past every key stage.
        outcome = returnKey(in: index, fromSoftwareKeyboard: true)
      }
    case .back:
      // F51: on tvOS the focus chain's onExitCommand takes `back` before F52.
      outcome = exitCommandForBack() ?? back()
    }
    outcome.movedFocus = keySceneIndex != keySceneBefore || keyScene.focusedID != focusBefore
    return outcome
  }

  /// ``perform(_:isCommandEnabled:runKeyPressHandler:)`` with every
  /// `onKeyPress` handler answering handled (their default, F50) and
  /// running nothing.
  public func perform<E: Error>(_ input: UserInput, isCommandEnabled: (AppCommand) throws(E) -> Bool) throws(E) -> InputOutcome {
    try perform(input, isCommandEnabled: isCommandEnabled, runKeyPressHandler: { (_: KeyPressInvocation) throws(E) -> Bool in true })
  }

  /// ``perform(_:isCommandEnabled:runKeyPressHandler:)`` with every command
  /// enabled and every `onKeyPress` handler answering handled.
  ///
  ///     let engine = FocusEngine(platform: .macOS, settings: FocusSettings(), variables: [], scenes: [(id: "main", root: form)])
  ///     engine.appear()
  ///     engine.perform(.key(.tab)).rule          // .F18
  ///     engine.perform(.click("signIn")).effects // [.activate(signIn)]
  @discardableResult
  public func perform(_ input: UserInput) -> InputOutcome {
    perform(input, isCommandEnabled: { (_: AppCommand) throws(Never) -> Bool in true })
  }

  /// F17 on iOS, iPadOS and visionOS, after the onSubmit handlers ran
  /// (``InputEffect/dismissFocusUnlessRequestQueued``): dismisses focus
  /// unless the transaction queued a focus request, successful or pending.
  /// Returns the note to trace when focus stays.
  ///
  ///     engine.finishReturn(focusRequestQueued: false)   // nil: focus is none
  ///     engine.finishReturn(focusRequestQueued: true)    // .returnKeepsFocus
  @discardableResult
  public func finishReturn(focusRequestQueued: Bool) -> InputNote? {
    if focusRequestQueued { return .returnKeepsFocus }
    dismissFocus(reason: .returnDismisses(platform))
    return nil
  }

  /// The key scene's focused node when it is a text input (F17).
  public var focusedTextInputIndex: Int? {
    guard let index = keyScene.focusedIndex, keyScene.tree.nodes[index].kind.isTextInput else { return nil }
    return index
  }

  /// Node `index` of scene `sceneIndex`, for an effect.
  func reference(to index: Int, inScene sceneIndex: Int) -> NodeReference {
    let node = scenes[sceneIndex].tree.nodes[index]
    return NodeReference(sceneIndex: sceneIndex, index: index, id: node.id, kind: node.kind)
  }
}
