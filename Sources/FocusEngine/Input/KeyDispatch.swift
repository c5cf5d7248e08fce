/// The stages a hardware key press goes through, in order, until one takes
/// it (F48). Each stage either takes the key, giving the outcome, or passes
/// it on, possibly with notes (a disabled command, F29):
///
///     controlShortcuts    F49  keyboardShortcut on a control (not tvOS, watchOS)
///     commandShortcuts    F29
///     keyPressHandlers    F50  onKeyPress along the focus chain, innermost first (not watchOS)
///     moveAndExitCommands F51  onMoveCommand / onExitCommand (macOS; tvOS takes moves and back)
///     escapeCancels       F52  Escape cancels an active alert or dialog
///     keyMeaning          F17, F18, F20, F34
///
/// Escape in a focused macOS TextEditor visits F50 and F51 only and is then
/// consumed (F48, ``textEditorEscapeOrder``). A software-keyboard `submit`
/// visits none of them (``UserInput/submit``).
///
///     KeyDispatchStage.order.first   // .controlShortcuts
public enum KeyDispatchStage: String, Sendable, Hashable, CaseIterable {
  /// F49: the first enabled control in the active layer whose shortcut is the key.
  case controlShortcuts
  /// F29: an enabled command whose shortcut is the key takes it.
  case commandShortcuts
  /// F50: `onKeyPress` handlers of the focused node and its ancestors.
  case keyPressHandlers
  /// F51: `onMoveCommand` for an unmodified arrow, `onExitCommand` for Escape (macOS).
  case moveAndExitCommands
  /// F52: an unhandled Escape cancels an active alert or dialog.
  case escapeCancels
  /// The key's own meaning: Tab (F18), Return (F17), Space (F34), arrows (F20).
  case keyMeaning

  /// The order a key visits the stages in (F48).
  public static let order: [KeyDispatchStage] = [
    .controlShortcuts, .commandShortcuts, .keyPressHandlers, .moveAndExitCommands, .escapeCancels, .keyMeaning,
  ]
  /// F48: Escape while a macOS TextEditor is focused (TablePro PR #1511:
  /// `onExitCommand` reached it, a `cancelAction` button did not).
  public static let textEditorEscapeOrder: [KeyDispatchStage] = [.keyPressHandlers, .moveAndExitCommands]
}

/// One `onKeyPress` handler the engine asks the caller to run (F50): the
/// caller runs its actions in the step's transaction and answers its
/// `handled` condition, read after them. Its trace lines are the caller's
/// to write as it goes (``note`` before, ``verdict(handled:)`` after), so
/// they stand around the actions' own lines; the outcome of a key a
/// handler took has rule F50 and no note of its own.
///
///     let outcome = try engine.perform(.key(.tab), isCommandEnabled: { _ in true }) { call in
///       trace(call.note)                                // "tab: onKeyPress[0] of body runs (F50)"
///       let handled = try app.runKeyPress(call.node, call.handler)
///       trace(call.verdict(handled: handled))           // "tab: onKeyPress[0] of body handled it (F50)"
///       return handled
///     }
public struct KeyPressInvocation: Sendable, Hashable {
  /// The node whose handler it is.
  public var node: NodeReference
  /// The handler's position in the node's `onKeyPress:` list (0-based).
  public var handler: Int
  /// The key pressed.
  public var chord: KeyChord
  /// The trace line to write before running it.
  public var note: InputNote { .keyPressHandlerRuns(chord, node: node.id, handler: handler) }
  /// The trace line to write after it: whether it took the key.
  public func verdict(handled: Bool) -> InputNote {
    handled ? .keyPressHandled(chord, node: node.id, handler: handler) : .keyPressIgnored(chord, node: node.id, handler: handler)
  }
}

extension FocusEngine {
  /// Runs `chord` through ``KeyDispatchStage/order`` (or, for Escape in a
  /// focused macOS TextEditor, ``KeyDispatchStage/textEditorEscapeOrder``);
  /// notes of stages that passed the key on come first in the outcome.
  func dispatch<E: Error>(
    _ chord: KeyChord, isCommandEnabled: (AppCommand) throws(E) -> Bool, runKeyPressHandler: (KeyPressInvocation) throws(E) -> Bool
  ) throws(E) -> InputOutcome {
    var passedNotes: [InputNote] = []
    let editor = escapeInTextEditor(chord)
    for stage in editor == nil ? KeyDispatchStage.order : KeyDispatchStage.textEditorEscapeOrder {
      let taken: InputOutcome?
      switch stage {
      case .controlShortcuts: taken = controlShortcut(chord)
      case .commandShortcuts: taken = try commandShortcut(chord, notes: &passedNotes, isCommandEnabled: isCommandEnabled)
      case .keyPressHandlers: taken = try keyPressHandlers(chord, run: runKeyPressHandler)
      case .moveAndExitCommands: taken = moveOrExitCommand(for: chord)
      case .escapeCancels: taken = escapeCancels(chord)
      case .keyMeaning: taken = meaning(of: chord)
      }
      if var outcome = taken {
        outcome.notes.insert(contentsOf: passedNotes, at: 0)
        outcome.keyStage = stage
        return outcome
      }
    }
    if let editor {
      return InputOutcome(rule: .F48, notes: passedNotes + [.escapeConsumedByTextEditor(editor)])
    }
    return InputOutcome(rule: nil, notes: passedNotes + [.unhandledKey(chord)])
  }

  /// F48: the focused TextEditor's id when `chord` is Escape on macOS.
  private func escapeInTextEditor(_ chord: KeyChord) -> String? {
    guard platform == .macOS, chord.key == KeyChord.escape.key, let index = keyScene.focusedIndex else { return nil }
    let node = keyScene.tree.nodes[index]
    return node.kind == .TextEditor ? node.id : nil
  }

  /// F29: the first enabled command with this shortcut, in declaration
  /// order, takes the key; a disabled one leaves the key its meaning.
  private func commandShortcut<E: Error>(
    _ chord: KeyChord, notes: inout [InputNote], isCommandEnabled: (AppCommand) throws(E) -> Bool
  ) throws(E) -> InputOutcome? {
    for command in commands where command.shortcut == chord {
      if try isCommandEnabled(command) {
        return InputOutcome(rule: .F29, effects: [.runCommand(id: command.id, shortcut: chord)])
      }
      notes.append(.commandDisabled(chord, command: command.id))
    }
    return nil
  }

  /// F52: Escape cancels the key scene's active alert or dialog; it does
  /// not dismiss sheets, covers or popovers.
  private func escapeCancels(_ chord: KeyChord) -> InputOutcome? {
    guard chord == .escape, let layer = keyScene.tree.structure.activeLayer, layer.kind.isAlertLike else { return nil }
    return InputOutcome(rule: .F52, effects: [.cancelPresentation(layer: layer.id)])
  }

  /// The key's own meaning; `nil` when it has none.
  private func meaning(of chord: KeyChord) -> InputOutcome? {
    if chord == .optionReturn { return optionReturn() }  // F56
    guard chord.modifiers.isEmpty || chord == .shiftTab else { return nil }
    switch chord.key {
    case "tab":
      tab(forward: chord.modifiers.isEmpty)
      return InputOutcome(rule: .F18)
    case "return":
      guard let index = focusedTextInputIndex else { return InputOutcome(rule: .F17, notes: [.returnWithoutTextInput]) }
      return returnKey(in: index)
    case "space":
      return activateFocused(how: "space")
    case "up", "down", "left", "right":
      guard supportsDirectionalNavigation, let direction = Direction(rawValue: chord.key) else {
        return InputOutcome(rule: .F20, notes: [.arrowWithoutDirectionalNavigation(key: chord.key, platform: platform)])
      }
      return directionalMove(direction)  // F54 or F20
    default:
      return nil
    }
  }
}
