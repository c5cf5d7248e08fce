import FocusEngine
import Testing

/// The key dispatch chain (F48–F51): which stage takes a key, in the
/// engine, with the rule in the outcome.
@Suite("Keyboard: the dispatch chain (F48–F51)")
struct KeyDispatchTests {
  static let cmdS = KeyChord(modifiers: [.cmd], key: "s")

  /// Records the handlers the engine asks for and answers each with `answer`.
  final class Handlers {
    var calls: [String] = []
    let answer: (KeyPressInvocation) -> Bool
    init(answer: @escaping (KeyPressInvocation) -> Bool = { _ in true }) { self.answer = answer }
    func run(_ call: KeyPressInvocation) -> Bool {
      calls.append("\(call.node.id)[\(call.handler)]")
      return answer(call)
    }
  }

  static func press(_ chord: KeyChord, on engine: FocusEngine, handlers: Handlers = Handlers()) -> InputOutcome {
    engine.perform(.key(chord), isCommandEnabled: { _ in true }, runKeyPressHandler: handlers.run)
  }

  // MARK: F48

  @Test("F48: the stages run in the spec's order")
  func order() {
    #expect(KeyDispatchStage.order == [.controlShortcuts, .commandShortcuts, .keyPressHandlers, .moveAndExitCommands, .escapeCancels, .keyMeaning])
    #expect(KeyDispatchStage.textEditorEscapeOrder == [.keyPressHandlers, .moveAndExitCommands])
  }

  @Test("F48, F49, F29, F50: a control's shortcut beats a command, which beats onKeyPress, which beats Return's meaning")
  func chain() {
    func root(shortcut: Bool) -> ViewNode {
      node(.VStack, "root", [
        field("title") { $0.keyboard.keyPress = [KeyPressFilter(keys: ["return"])]; $0.hasSubmitHandler = true },
        button("send") { $0.keyboard.shortcut = shortcut ? .return : nil },
      ])
    }
    let e = engine(root(shortcut: true), platform: .macOS)
    e.appear()
    #expect(e.focusedID == "title")
    e.commands = [AppCommand(id: "sendNow", shortcut: .return)]
    let handlers = Handlers()
    #expect(Self.press(.return, on: e, handlers: handlers).rule == .F49)
    e.replaceTree(root(shortcut: false), inScene: 0)
    #expect(Self.press(.return, on: e, handlers: handlers).rule == .F29)
    e.commands = []
    let taken = Self.press(.return, on: e, handlers: handlers)
    #expect(taken.rule == .F50 && taken.keyStage == .keyPressHandlers && taken.result == .handled)
    let passing = Handlers { _ in false }
    let submitted = Self.press(.return, on: e, handlers: passing)
    #expect(submitted.rule == .F17 && submitted.keyStage == .keyMeaning)
    #expect(handlers.calls == ["title[0]"] && passing.calls == ["title[0]"])
  }

  @Test("F48: a software-keyboard submit reaches the text input only, never shortcuts, commands or onKeyPress")
  func softwareSubmit() {
    let root = node(.VStack, "root", [
      field("title") { $0.keyboard.keyPress = [KeyPressFilter(keys: ["return"])]; $0.hasSubmitHandler = true },
      button("send") { $0.keyboard.shortcut = .return },
    ])
    let e = engine(root, platform: .iPadOS)
    e.commands = [AppCommand(id: "sendNow", shortcut: .return)]
    e.perform(.click("title"))
    let handlers = Handlers()
    let outcome = e.perform(.submit, isCommandEnabled: { _ in true }, runKeyPressHandler: handlers.run)
    #expect(outcome.rule == .F17 && outcome.keyStage == nil)
    #expect(outcome.effects.first == .runSubmitHandler(NodeReference(sceneIndex: 0, index: 1, id: "title", kind: .TextField)))
    #expect(handlers.calls.isEmpty)
  }

  @Test("F48: on macOS Escape in a TextEditor visits only F50 and F51, then is consumed")
  func textEditorEscape() {
    func root(exit: Bool) -> ViewNode {
      node(.VStack, "root", [
        node(.TextEditor, "body") { $0.keyboard.keyPress = [KeyPressFilter(keys: ["escape"])] },
        button("cancel") { $0.keyboard.shortcut = .escape },
      ]) { $0.keyboard.handlesExitCommand = exit }
    }
    let e = engine(root(exit: false), platform: .macOS)
    e.commands = [AppCommand(id: "stop", shortcut: .escape)]
    e.perform(.click("body"))
    let ignoring = Handlers { _ in false }
    let consumed = Self.press(.escape, on: e, handlers: ignoring)
    #expect(consumed.rule == .F48 && consumed.effects.isEmpty)
    #expect(consumed.notes == [.escapeConsumedByTextEditor("body")])
    #expect(ignoring.calls == ["body[0]"])
    e.replaceTree(root(exit: true), inScene: 0)
    let exited = Self.press(.escape, on: e, handlers: ignoring)
    #expect(exited.rule == .F51 && exited.effects == [.runExitCommand(NodeReference(sceneIndex: 0, index: 0, id: "root", kind: .VStack))])
    // Elsewhere, and on iPadOS, the cancelAction button takes Escape (F49).
    let iPad = engine(root(exit: false), platform: .iPadOS)
    iPad.perform(.click("body"))
    #expect(Self.press(.escape, on: iPad, handlers: ignoring).rule == .F49)
  }

  // MARK: F49

  @Test("F49: the first present, enabled control of the active layer takes its shortcut; two warn once")
  func controlShortcut() {
    func root(firstDisabled: Bool) -> ViewNode {
      node(.VStack, "root", [
        button("draft") { $0.keyboard.shortcut = Self.cmdS; $0.isDisabled = firstDisabled },
        button("copy") { $0.keyboard.shortcut = Self.cmdS },
        node(.Toggle, "bold") { $0.keyboard.shortcut = KeyChord(modifiers: [.cmd], key: "b") },
      ])
    }
    let e = engine(root(firstDisabled: false), platform: .macOS)
    e.appear()
    let first = Self.press(Self.cmdS, on: e)
    #expect(first.rule == .F49 && first.keyStage == .controlShortcuts)
    #expect(first.effects == [.activate(NodeReference(sceneIndex: 0, index: 1, id: "draft", kind: .Button))])
    #expect(first.notes == [.controlShortcutTakesKey(Self.cmdS, control: "draft")])
    #expect(e.warnings.map(\.code) == [FocusWarning.ambiguousKeyboardShortcut])
    #expect(e.warnings.first?.rule == FocusRule(49))
    _ = Self.press(Self.cmdS, on: e)
    #expect(e.warnings.count == 1)
    e.replaceTree(root(firstDisabled: true), inScene: 0)
    #expect(Self.press(Self.cmdS, on: e).effects == [.activate(NodeReference(sceneIndex: 0, index: 2, id: "copy", kind: .Button))])
    // Modifiers match exactly.
    #expect(Self.press(KeyChord(modifiers: [.cmd, .shift], key: "s"), on: e).rule == nil)
    // A Toggle is activated the same way (F34: the caller flips it).
    let bold = NodeReference(sceneIndex: 0, index: 3, id: "bold", kind: .Toggle)
    #expect(Self.press(KeyChord(modifiers: [.cmd], key: "b"), on: e).effects == [.activate(bold)])
  }

  @Test("F49: a control below the active layer does not take its shortcut; one in the layer does")
  func shortcutInActiveLayer() {
    let base = node(.VStack, "root", [button("duplicate") { $0.keyboard.shortcut = KeyChord(modifiers: [.cmd], key: "d") }])
    let alert = node(.VStack, "confirm", [button("reallyDelete") { $0.keyboard.shortcut = .return }]) {
      $0.role = .layer(id: "confirm", kind: .alert, serial: 1)
    }
    let e = engine(base, platform: .macOS)
    e.appear()
    #expect(Self.press(KeyChord(modifiers: [.cmd], key: "d"), on: e).rule == .F49)
    e.replaceTree(node(.ZStack, "(layers)", [base, alert]) { $0.role = .layerStack }, inScene: 0)
    #expect(Self.press(KeyChord(modifiers: [.cmd], key: "d"), on: e).rule == nil)
    let taken = Self.press(.return, on: e)
    #expect(taken.effects == [.activate(NodeReference(sceneIndex: 0, index: 4, id: "reallyDelete", kind: .Button))])
  }

  @Test("F49: tvOS and watchOS ignore keyboard shortcuts")
  func shortcutIgnored() {
    for platform in [Platform.tvOS, .watchOS] {
      let e = engine(node(.VStack, "root", [button("refresh") { $0.keyboard.shortcut = KeyChord(modifiers: [.cmd], key: "r") }]), platform: platform)
      e.appear()
      #expect(Self.press(KeyChord(modifiers: [.cmd], key: "r"), on: e).rule == nil, "\(platform)")
    }
  }

  // MARK: F50

  @Test("F50: handlers run innermost first, each node's in listed order, until one is handled")
  func keyPressOrder() {
    let root = node(.Form, "form", [
      field("title"),
      node(.TextEditor, "body") { $0.keyboard.keyPress = [KeyPressFilter(keys: ["k"]), KeyPressFilter(keys: ["j", "k"])] },
    ]) { $0.keyboard.keyPress = [KeyPressFilter(keys: ["j"], modifiers: [])] }
    let e = engine(root, platform: .macOS)
    e.perform(.click("body"))
    let passing = Handlers { _ in false }
    #expect(Self.press(KeyChord(key: "j"), on: e, handlers: passing).rule == nil)
    #expect(passing.calls == ["body[1]", "form[0]"])
    let stopping = Handlers { $0.node.id == "body" && $0.handler == 0 }
    #expect(Self.press(KeyChord(key: "k"), on: e, handlers: stopping).rule == .F50)
    #expect(stopping.calls == ["body[0]"])
    // Listed modifiers match exactly: cmd+j reaches body's handler (no modifiers listed) only.
    let exact = Handlers { _ in false }
    _ = Self.press(KeyChord(modifiers: [.cmd], key: "j"), on: e, handlers: exact)
    #expect(exact.calls == ["body[1]"])
  }

  @Test("F50: a handler without modifiers also takes Shift-Tab; with nothing focused no handler runs; not on watchOS")
  func keyPressFilters() {
    #expect(KeyPressFilter(keys: ["tab"]).matches(.shiftTab))
    #expect(!KeyPressFilter(keys: ["tab"], modifiers: []).matches(.shiftTab))
    #expect(KeyPressFilter(keys: ["tab"], modifiers: [.shift]).matches(.shiftTab))
    let root = node(.VStack, "root", [button("play")]) { $0.keyboard.keyPress = [KeyPressFilter(keys: ["space"])] }
    let nothing = engine(root, platform: .macOS)
    nothing.appear()
    let unfocused = Handlers()
    #expect(Self.press(.space, on: nothing, handlers: unfocused).rule == .F34)
    #expect(unfocused.calls.isEmpty)
    let watch = engine(root, platform: .watchOS)
    watch.appear()
    let onWatch = Handlers()
    #expect(Self.press(.space, on: watch, handlers: onWatch).rule == .F34)
    #expect(onWatch.calls.isEmpty)
  }

  // MARK: F51

  @Test("F51: on macOS an unmodified arrow runs the innermost onMoveCommand and moves no focus, with or without directional navigation")
  func macMoveCommand() {
    let root = node(.VStack, "root", [
      node(.VStack, "grid", [button("cell") { $0.bindings = [FocusBinding(variable: "field", value: "cell")] }]) {
        $0.keyboard.handlesMoveCommand = true
      },
      button("below"),
    ]) { $0.keyboard.handlesMoveCommand = true }
    for settings in [FocusSettings(keyboardNavigation: true), FocusSettings(keyboardNavigation: true, directionalNavigation: true)] {
      let e = engine(root, platform: .macOS, settings: settings)
      e.appear()
      e.apply(FocusRequest(variable: "field", value: "cell"))
      let outcome = Self.press(.arrow(.down), on: e)
      #expect(outcome.rule == .F51 && outcome.keyStage == .moveAndExitCommands && !outcome.movedFocus)
      #expect(outcome.effects == [.runMoveCommand(NodeReference(sceneIndex: 0, index: 1, id: "grid", kind: .VStack), direction: .down)])
      #expect(e.focusedID == "cell")
      #expect(Self.press(KeyChord(modifiers: [.option], key: "down"), on: e).rule != .F51)
    }
  }

  @Test("F51: on tvOS a move runs onMoveCommand and back runs onExitCommand before F52; iPadOS has neither")
  func tvCommands() {
    let root = node(.VStack, "player", [button("play"), button("subtitles")]) {
      $0.keyboard.handlesMoveCommand = true
      $0.keyboard.handlesExitCommand = true
    }
    let tv = engine(root, platform: .tvOS)
    tv.appear()
    #expect(tv.focusedID == "play")
    let moved = tv.perform(.move(.down))
    #expect(moved.rule == .F51 && moved.effects == [.runMoveCommand(NodeReference(sceneIndex: 0, index: 0, id: "player", kind: .VStack), direction: .down)])
    #expect(tv.focusedID == "play")
    let back = tv.perform(.back)
    #expect(back.rule == .F51 && back.effects == [.runExitCommand(NodeReference(sceneIndex: 0, index: 0, id: "player", kind: .VStack))])
    // tvOS keys are no move commands (F51: an arrow key on macOS only).
    #expect(Self.press(.arrow(.down), on: tv).rule != .F51)

    let pad = engine(root, platform: .iPadOS, settings: FocusSettings(keyboardNavigation: true, directionalNavigation: true))
    pad.appear()
    pad.perform(.move(.down))
    #expect(pad.perform(.move(.down)).rule == .F20)
    #expect(Self.press(.escape, on: pad).rule == nil)
  }
}
