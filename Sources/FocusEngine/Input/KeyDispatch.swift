/// The stages a hardware key press goes through, in order, until one takes
/// it (F48). Each stage either takes the key, giving the outcome, or passes
/// it on, possibly with notes (a disabled command, F29).
///
/// Today: command shortcuts (F29), then the key's own meaning (F17, F18,
/// F20, F34). The keyboard rules of FOCUS-SEMANTICS 1.1 are further stages
/// of this list, in this order, not paths beside it:
///
///     controlShortcuts   F49  keyboardShortcut on a control (not tvOS, watchOS)
///     commandShortcuts   F29
///     keyPressHandlers   F50  onKeyPress along the focus chain, innermost first
///     moveAndExitCommands F51 onMoveCommand / onExitCommand (macOS, tvOS)
///     escapeCancels      F52  Escape cancels an active alert or dialog
///     keyMeaning         F17, F18, F20, F34
///
/// (and Escape in a macOS TextEditor visits F50 and F51 only, F48).
///
///     KeyDispatchStage.order   // [.commandShortcuts, .escapeCancels, .keyMeaning]
public enum KeyDispatchStage: String, Sendable, Hashable, CaseIterable {
  /// F29: an enabled command whose shortcut is the key takes it.
  case commandShortcuts
  /// F52: an unhandled Escape cancels an active alert or dialog.
  case escapeCancels
  /// The key's own meaning: Tab (F18), Return (F17), Space (F34), arrows (F20).
  case keyMeaning

  /// The order a key visits the stages in.
  public static let order: [KeyDispatchStage] = [.commandShortcuts, .escapeCancels, .keyMeaning]
}

extension FocusEngine {
  /// Runs `chord` through ``KeyDispatchStage/order``; notes of stages that
  /// passed the key on come first in the outcome.
  func dispatch<E: Error>(_ chord: KeyChord, isCommandEnabled: (AppCommand) throws(E) -> Bool) throws(E) -> InputOutcome {
    var passedNotes: [InputNote] = []
    for stage in KeyDispatchStage.order {
      let taken: InputOutcome?
      switch stage {
      case .commandShortcuts: taken = try commandShortcut(chord, notes: &passedNotes, isCommandEnabled: isCommandEnabled)
      case .escapeCancels: taken = escapeCancels(chord)
      case .keyMeaning: taken = meaning(of: chord)
      }
      if var outcome = taken {
        outcome.notes.insert(contentsOf: passedNotes, at: 0)
        outcome.keyStage = stage
        return outcome
      }
    }
    return InputOutcome(rule: nil, notes: passedNotes + [.unhandledKey(chord)])
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
