/// A decision an input made that neither moved focus nor ran anything, or
/// the line that goes with an effect: data, with its trace text as
/// `description`. Focus changes are the engine's own trace (``FocusEngine/events``).
///
///     InputNote.clickDisabled("signIn").description   // "click signIn: disabled; nothing happens (F6, F5)"
public enum InputNote: Sendable, Hashable, CustomStringConvertible {
  /// Whether an effect's note is written before or after performing it.
  ///
  ///     if let (note, placement) = effect.note, placement == .before { trace.append(note.description) }
  public enum Placement: Sendable, Hashable { case before, after }

  /// F6, F5: a click on a disabled node.
  case clickDisabled(String)
  /// F6: a node with `edit` that cannot take focus.
  case clickOnUnfocusableEditor(String)
  /// F6: a control without `edit` runs where it is.
  case clickRunsWithoutFocus(String)
  /// F6: anything else.
  case clickNotInteractive(String)
  /// F34: space or select with nothing focused; `how` is `space` or `select`.
  case activationWithNothingFocused(how: String)
  /// F34: the focused node is no control.
  case activationOfNonControl(how: String, id: String)
  /// F29: a disabled command leaves its shortcut its ordinary meaning.
  case commandDisabled(KeyChord, command: String)
  /// F29: an enabled command took the key (with ``InputEffect/runCommand(id:shortcut:)``).
  case commandTakesKey(KeyChord, command: String)
  /// F17: Return with no text input focused.
  case returnWithoutTextInput
  /// F28: a handler of the chain runs (with ``InputEffect/runSubmitHandler(_:)``).
  case submitHandlerRuns(String)
  /// F17: a TextEditor took the newline (with ``InputEffect/insertNewline(_:)``).
  case newlineInTextEditor(String)
  /// F17: the transaction queued a focus request, so Return does not dismiss.
  case returnKeepsFocus
  /// F20: an arrow key where directional navigation does not exist.
  case arrowWithoutDirectionalNavigation(key: String, platform: Platform)
  /// No stage took the key.
  case unhandledKey(KeyChord)
  /// F37: a click on a node below the active layer does nothing.
  case clickBlockedByLayer(String, layer: String)
  /// F56: a software keyboard's Return typed a newline into a vertical TextField.
  case newlineInVerticalTextField(String)
  /// F56: Option-Return types a newline into a multi-line input.
  case optionReturnTypesNewline(String)
  /// F56: Option-Return with no TextEditor or vertical TextField focused.
  case optionReturnWithoutMultilineInput
  /// F48, F56: `submit` with a hardware keyboard is `key: return`.
  case submitFromHardwareKeyboard
  /// F57: an `onSearchSubmit` handler runs (with ``InputEffect/runSearchSubmitHandler(_:)``).
  case searchSubmitHandlerRuns(String)
  /// F52: `back` with no alert, dialog, pushed screen or presentation to go back from.
  case backDoesNothing
  /// F49: a control's keyboard shortcut took the key (with ``InputEffect/activate(_:)``).
  case controlShortcutTakesKey(KeyChord, control: String)
  /// F50: `onKeyPress` handler `handler` (0-based) of `node` runs for the
  /// key; written before its actions (``KeyPressInvocation/note``).
  case keyPressHandlerRuns(KeyChord, node: String, handler: Int)
  /// F50: the handler's `handled` condition held: dispatch stops. Written
  /// after its actions (``KeyPressInvocation/verdict(handled:)``).
  case keyPressHandled(KeyChord, node: String, handler: Int)
  /// F50: the handler's `handled` condition did not hold: dispatch
  /// continues. Written after its actions.
  case keyPressIgnored(KeyChord, node: String, handler: Int)
  /// F51: `onMoveCommand` of `node` runs instead of the key or move (with
  /// ``InputEffect/runMoveCommand(_:direction:)``); `input` is `up`, `move: up`.
  case moveCommandRuns(input: String, node: String)
  /// F51: `onExitCommand` of `node` runs instead of Escape or `back` (with
  /// ``InputEffect/runExitCommand(_:)``).
  case exitCommandRuns(input: String, node: String)
  /// F48: Escape in a focused macOS TextEditor that neither F50 nor F51 took is consumed.
  case escapeConsumedByTextEditor(String)

  /// The rules (F-numbers) that decided; none when no stage took the key.
  public var rules: [FocusRule] {
    switch self {
    case .clickDisabled: return [FocusRule(6), FocusRule(5)]
    case .clickOnUnfocusableEditor, .clickRunsWithoutFocus, .clickNotInteractive: return [FocusRule(6)]
    case .activationWithNothingFocused, .activationOfNonControl: return [FocusRule(34)]
    case .commandDisabled, .commandTakesKey: return [FocusRule(29)]
    case .returnWithoutTextInput, .newlineInTextEditor, .returnKeepsFocus: return [FocusRule(17)]
    case .submitHandlerRuns: return [FocusRule(28)]
    case .arrowWithoutDirectionalNavigation: return [FocusRule(20)]
    case .unhandledKey: return []
    case .clickBlockedByLayer: return [FocusRule(37)]
    case .backDoesNothing: return [FocusRule(52)]
    case .controlShortcutTakesKey: return [FocusRule(49)]
    case .keyPressHandlerRuns, .keyPressHandled, .keyPressIgnored: return [FocusRule(50)]
    case .moveCommandRuns, .exitCommandRuns: return [FocusRule(51)]
    case .escapeConsumedByTextEditor: return [FocusRule(48)]
    case .newlineInVerticalTextField, .optionReturnTypesNewline, .optionReturnWithoutMultilineInput: return [FocusRule(56)]
    case .submitFromHardwareKeyboard: return [FocusRule(48), FocusRule(56)]
    case .searchSubmitHandlerRuns: return [FocusRule(57)]
    }
  }

  /// The trace line, ending with the rules that decided.
  public var description: String {
    switch self {
    case .clickDisabled(let id): return "click \(id): disabled; nothing happens (F6, F5)"
    case .clickOnUnfocusableEditor(let id): return "click \(id): has edit but is not focusable; focus does not move (F6)"
    case .clickRunsWithoutFocus(let id): return "click \(id): runs without moving focus (F6)"
    case .clickNotInteractive(let id): return "click \(id): not interactive; nothing happens (F6)"
    case .activationWithNothingFocused(let how): return "\(how): nothing is focused; nothing happens (F34)"
    case .activationOfNonControl(let how, let id): return "\(how): \(id) is not a control; nothing happens (F34)"
    case .commandDisabled(let chord, let id): return "\(chord): command \(id) is disabled; the key keeps its meaning (F29)"
    case .commandTakesKey(let chord, let id): return "\(chord): command \(id) takes the key (F29)"
    case .returnWithoutTextInput: return "return: no text input is focused; nothing happens (F17)"
    case .submitHandlerRuns(let id): return "onSubmit of \(id) runs (F28)"
    case .newlineInTextEditor(let id): return "return in TextEditor \(id): newline, no submit (F17)"
    case .returnKeepsFocus: return "Return keeps focus: the transaction queued a focus request (F17)"
    case .arrowWithoutDirectionalNavigation(let key, let platform): return "\(key): no directional navigation on \(platform); nothing happens (F20)"
    case .unhandledKey(let chord): return "\(chord): nothing handles it"
    case .clickBlockedByLayer(let id, let layer): return "click \(id): blocked, \(layer) is up over it (F37)"
    case .backDoesNothing: return "back: nothing to go back from; nothing happens (F52)"
    case .controlShortcutTakesKey(let chord, let id): return "\(chord): keyboard shortcut of \(id) takes the key (F49)"
    case .keyPressHandlerRuns(let chord, let id, let handler): return "\(chord): onKeyPress[\(handler)] of \(id) runs (F50)"
    case .keyPressHandled(let chord, let id, let handler): return "\(chord): onKeyPress[\(handler)] of \(id) handled it (F50)"
    case .keyPressIgnored(let chord, let id, let handler): return "\(chord): onKeyPress[\(handler)] of \(id) ignored it; dispatch continues (F50)"
    case .moveCommandRuns(let input, let id): return "\(input): onMoveCommand of \(id) runs; nothing else happens (F51)"
    case .exitCommandRuns(let input, let id): return "\(input): onExitCommand of \(id) runs; nothing else happens (F51)"
    case .escapeConsumedByTextEditor(let id): return "escape in TextEditor \(id): consumed; no shortcut, command or cancel sees it (F48)"
    case .newlineInVerticalTextField(let id): return "return in vertical TextField \(id) from the software keyboard: newline, no submit (F56)"
    case .optionReturnTypesNewline(let id): return "option+return in \(id): newline (F56)"
    case .optionReturnWithoutMultilineInput: return "option+return: no TextEditor or vertical TextField is focused; nothing happens (F56)"
    case .submitFromHardwareKeyboard: return "submit: a hardware keyboard's Return, through the key dispatch (F48, F56)"
    case .searchSubmitHandlerRuns(let id): return "onSearchSubmit of \(id) runs (F57)"
    }
  }
}
