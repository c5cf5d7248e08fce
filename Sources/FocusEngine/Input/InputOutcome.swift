/// What one ``UserInput`` did: the rule that decided, the decisions worth a
/// trace line, and the effects the app must perform, in order. The engine
/// has already moved focus (a click, Tab, a move); running actions and
/// writing the app's state is the caller's job, effect by effect.
///
///     let outcome = engine.perform(.click("remember"))
///     outcome.rule        // .F6
///     outcome.notes       // [.clickRunsWithoutFocus("remember")]: "click remember: runs without moving focus (F6)"
///     outcome.effects     // [.activate(remember)]: the caller flips the Toggle and runs its action (F34)
///
/// A caller that keeps a trace writes `notes` when it receives the
/// outcome, then performs `effects`, writing each one's ``InputEffect/note``
/// as it says (before or after performing it).
public struct InputOutcome: Sendable, Hashable {
  /// What happened, as a whole.
  ///
  ///     switch engine.perform(.select).result {
  ///     case .rejected(let why): fail(why.description)   // on macOS: no select button (F34)
  ///     case .ignored, .handled: break
  ///     }
  public enum Result: Sendable, Hashable {
    /// The input cannot happen here; a scenario fails (F6, F17, F20, F34).
    case rejected(InputRejection)
    /// Nothing happened: no focus change, nothing for the app to do.
    case ignored
    /// Focus moved, or the app has effects to perform.
    case handled
  }

  /// The rule that decided; `nil` when no rule took the input (a key nothing handles).
  public var rule: InputRule?
  /// Set when the input cannot happen at all; `notes` and `effects` are then empty.
  public var rejection: InputRejection?
  /// Decisions that moved no focus and ran nothing, in order, for the trace.
  public var notes: [InputNote] = []
  /// What the app must do, in order.
  public var effects: [InputEffect] = []
  /// Whether the key scene or its focused node changed.
  public var movedFocus = false
  /// For a key press, the stage that took it (``KeyDispatchStage``); `nil`
  /// for other inputs and for a key no stage took.
  public var keyStage: KeyDispatchStage?

  /// An outcome; the engine makes them, tests and other callers compare them.
  ///
  ///     InputOutcome(rule: .F6, notes: [.clickDisabled("signIn")]).result   // .ignored
  public init(rule: InputRule?, rejection: InputRejection? = nil, notes: [InputNote] = [], effects: [InputEffect] = [], movedFocus: Bool = false) {
    self.rule = rule
    self.rejection = rejection
    self.notes = notes
    self.effects = effects
    self.movedFocus = movedFocus
  }

  /// Rejected, ignored or handled, from the fields above. A key an
  /// `onKeyPress` handler took is handled: the caller ran it (F50).
  public var result: Result {
    if let rejection { return .rejected(rejection) }
    if keyStage == .keyPressHandlers { return .handled }
    return effects.isEmpty && !movedFocus ? .ignored : .handled
  }
}

/// The rules that decide inputs.
///
///     engine.perform(.key(.tab)).rule   // .F18
///     InputRule.F18.description         // "F18"
public enum InputRule: String, Sendable, Hashable, CustomStringConvertible {
  /// Pointer clicks and taps.
  case F6
  /// Return in a text input.
  case F17
  /// Tab and Shift-Tab.
  case F18
  /// Directional moves and arrow keys.
  case F20
  /// The onSubmit chain (decides the effects of F17).
  case F28
  /// Command shortcuts take the key first.
  case F29
  /// The active layer confines clicks.
  case F37
  /// The key dispatch chain: Escape in a macOS TextEditor.
  case F48
  /// A control's keyboard shortcut activates it.
  case F49
  /// `onKeyPress` handlers along the focus chain.
  case F50
  /// `onMoveCommand` and `onExitCommand`.
  case F51
  /// Escape and `back` cancel, pop and dismiss.
  case F52
  /// Space and select activate the focused control.
  case F34
  /// The keyboard of `submit`; Return and Option-Return in a vertical TextField.
  case F56
  /// Return in a search field runs the onSearchSubmit chain.
  case F57
  /// A tvOS or watchOS move shifts a lazy container's window first.
  case F54

  /// The rule's name, `F18`.
  public var description: String { rawValue }
}

/// A present node an effect applies to: its scene, its index in that
/// scene's ``ViewTree`` (the caller's own per-node data lines up with it)
/// and its id.
///
///     if case .activate(let node) = effect, node.kind == .Toggle { flip(toggleAt: node.index) }
public struct NodeReference: Sendable, Hashable, CustomStringConvertible {
  /// Index of the scene in ``FocusEngine/scenes``.
  public var sceneIndex: Int
  /// Index of the node in the scene's ``ViewTree/nodes``.
  public var index: Int
  /// The node's id (F1).
  public var id: String
  /// The node's kind: a Toggle flips `isOn` when activated (F34).
  public var kind: ViewKind

  ///     NodeReference(sceneIndex: 0, index: 3, id: "remember", kind: .Toggle)
  public init(sceneIndex: Int, index: Int, id: String, kind: ViewKind) {
    self.sceneIndex = sceneIndex
    self.index = index
    self.id = id
    self.kind = kind
  }

  /// The node's id.
  public var description: String { id }
}

/// Something the app must do because of an input. The engine decides
/// which and in what order; performing them is the caller's job.
///
///     for effect in engine.perform(.key(.space)).effects {
///       switch effect {
///       case .activate(let node): runAction(of: node)
///       case .runCommand(let id, _): runCommand(id)
///       case .runSubmitHandler(let node): runSubmit(of: node)
///       case .insertNewline(let node), .typeNewline(let node): insertNewline(into: node)
///       case .runSearchSubmitHandler(let node): runSearchSubmit(of: node)
///       case .dismissFocusUnlessRequestQueued: engine.finishReturn(focusRequestQueued: queued)
///       }
///     }
public enum InputEffect: Sendable, Hashable {
  /// F34 (and F6 for a click): a Toggle flips its `isOn` binding, then
  /// any control runs its action.
  case activate(NodeReference)
  /// F29: an enabled command's shortcut took the key; run its action.
  case runCommand(id: String, shortcut: KeyChord)
  /// F28: run this node's onSubmit handler. A Return gives one per handler
  /// of its chain, outermost first.
  case runSubmitHandler(NodeReference)
  /// F17: Return in a TextEditor types a newline into its text; F56: so
  /// does a software keyboard's Return in a vertical TextField.
  case insertNewline(NodeReference)
  /// F56: Option-Return types a newline into a TextEditor or vertical
  /// TextField (the outcome's note says so).
  case typeNewline(NodeReference)
  /// F57: run this node's `onSearchSubmit` handler. Return in a search field
  /// gives one per handler of its chain, outermost first.
  case runSearchSubmitHandler(NodeReference)
  /// F17 on iOS, iPadOS and visionOS: after the onSubmit handlers, focus
  /// is dismissed unless the transaction queued a focus request. The
  /// caller knows whether it did: ``FocusEngine/finishReturn(focusRequestQueued:)``.
  case dismissFocusUnlessRequestQueued
  /// F37, F52: dismiss the presentation `layer` (a click outside a popover,
  /// `back` on a sheet, cover or popover): write `false`/`null` to its variable (F39).
  case dismissPresentation(layer: String)
  /// F52: cancel the alert or dialog `layer`: run its `role: cancel`
  /// Button's action, if it has one, then dismiss it.
  case cancelPresentation(layer: String)
  /// F52: pop the top screen of NavigationStack `stack`.
  case popScreen(stack: String)
  /// F51: run the node's `onMoveCommand` with `$direction` bound.
  case runMoveCommand(NodeReference, direction: Direction)
  /// F51: run the node's `onExitCommand`.
  case runExitCommand(NodeReference)
  /// F54: shift a lazy container's window one row, re-evaluate the tree,
  /// then ``FocusEngine/continueMove(after:)``.
  case shiftLazyWindow(LazyShift)

  /// The trace line of performing it, when it has one, and whether it is
  /// written before performing (``InputNote/Placement``).
  public var note: (InputNote, InputNote.Placement)? {
    switch self {
    case .activate, .dismissFocusUnlessRequestQueued, .dismissPresentation, .cancelPresentation, .popScreen, .runMoveCommand, .runExitCommand,
      .typeNewline, .shiftLazyWindow:
      return nil
    case .runCommand(let id, let shortcut): return (.commandTakesKey(shortcut, command: id), .before)
    case .runSubmitHandler(let node): return (.submitHandlerRuns(node.id), .before)
    case .insertNewline(let node):
      return (node.kind == .TextEditor ? .newlineInTextEditor(node.id) : .newlineInVerticalTextField(node.id), .after)
    case .runSearchSubmitHandler(let node): return (.searchSubmitHandlerRuns(node.id), .before)
    }
  }
}

/// Why an input cannot happen: a scenario step that asks for it fails.
///
///     engine.perform(.select).rejection?.description   // on macOS: "select: there is no select button on macOS (F34)"
public enum InputRejection: Sendable, Hashable, CustomStringConvertible {
  /// F6: tvOS has no pointer.
  case noPointer(Platform)
  /// F6: no present node has the id.
  case noPresentNode(String)
  /// F34: `select` exists on tvOS and watchOS only.
  case noSelectButton(Platform)
  /// F20: the platform (or its settings) has no directional navigation.
  case noDirectionalNavigation(Platform)
  /// F17: `submit` with no text input focused.
  case noTextInputFocused
  /// F42: a click on a node of a covered screen.
  case nodeOnCoveredScreen(String)

  /// The step's failure message, ending with the rule that forbids the input.
  public var description: String {
    switch self {
    case .noPointer(let platform): return "click: \(platform) has no pointer (F6)"
    case .noPresentNode(let id): return "click: no present node has the id '\(id)' (F6)"
    case .noSelectButton(let platform): return "select: there is no select button on \(platform) (F34)"
    case .noDirectionalNavigation(let platform):
      let hint = platform == .macOS || platform == .iPadOS ? " without settings.directionalNavigation: true" : ""
      return "move: directional navigation is not available on \(platform)\(hint) (F20)"
    case .noTextInputFocused: return "submit: no text input is focused (F17)"
    case .nodeOnCoveredScreen(let id): return "click: \(id) is on a covered screen of a NavigationStack (F42)"
    }
  }
}
