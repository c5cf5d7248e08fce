import FocusEngine
import Testing

/// Each input rule's outcome from ``FocusEngine/perform(_:isCommandEnabled:)``:
/// what it decides, what it notes, which effects it hands the app.
@Suite("Inputs: each rule's outcome (F6, F17, F20, F28, F29, F34)")
struct InputRuleTests {
  struct ConditionFailed: Error, Equatable { var command: String }

  // MARK: F6

  @Test("F6, F5: a click on a disabled Button does nothing")
  func clickOnDisabled() {
    let engine = engine(node(.VStack, "root", [button("save") { $0.isDisabled = true }]), platform: .macOS)
    engine.appear()
    let outcome = engine.perform(.click("save"))
    #expect(outcome.rule == .F6 && outcome.result == .ignored && outcome.effects.isEmpty)
    #expect(outcome.notes.map(\.description) == ["click save: disabled; nothing happens (F6, F5)"])
  }

  @Test("F6: a click on a text input focuses it and runs nothing")
  func clickOnEditFocuses() {
    let engine = engine(loginForm())
    engine.appear()
    let outcome = engine.perform(.click("password"))
    #expect(outcome.result == .handled && outcome.movedFocus && outcome.notes.isEmpty && outcome.effects.isEmpty)
    #expect(engine.focusedID == "password")
  }

  @Test("F6: a control with edit (.focusable()) is focused, then runs")
  func clickOnEditableControl() {
    let engine = engine(node(.VStack, "root", [button("card") { $0.focusable = FocusableModifier(isEnabled: true) }]), platform: .macOS)
    engine.appear()
    let outcome = engine.perform(.click("card"))
    #expect(engine.focusedID == "card")
    #expect(outcome.effects == [.activate(NodeReference(sceneIndex: 0, index: 1, id: "card", kind: .Button))])
    #expect(outcome.notes.isEmpty)
  }

  @Test("F6: a text input that cannot take focus is not focused by a click")
  func clickOnUnfocusableEditor() {
    let engine = engine(node(.VStack, "root", [field("name") { $0.focusable = FocusableModifier(isEnabled: false) }]), platform: .macOS)
    engine.appear()
    let outcome = engine.perform(.click("name"))
    #expect(engine.focusedID == nil)
    #expect(outcome.notes.map(\.description) == ["click name: has edit but is not focusable; focus does not move (F6)"])
    #expect(outcome.result == .ignored)
  }

  @Test("F6: a click on a Button runs it without moving focus")
  func clickOnControl() {
    let engine = engine(loginForm(), platform: .macOS)
    engine.appear()
    let outcome = engine.perform(.click("signIn"))
    #expect(engine.focusedID == "username")
    #expect(outcome.notes == [.clickRunsWithoutFocus("signIn")])
    #expect(outcome.effects == [.activate(NodeReference(sceneIndex: 0, index: 3, id: "signIn", kind: .Button))])
    #expect(outcome.result == .handled && !outcome.movedFocus)
  }

  @Test("F6: on macOS with clickClearsFocus a click on a Text clears focus; without it, nothing happens")
  func clickClearsFocus() {
    let root = node(.VStack, "root", [field("name"), node(.Text, "label")])
    let clearing = engine(root, platform: .macOS, settings: FocusSettings(clickClearsFocus: true))
    clearing.appear()
    #expect(clearing.focusedID == "name")
    let cleared = clearing.perform(.click("label"))
    #expect(clearing.focusedID == nil && cleared.notes.isEmpty && cleared.movedFocus)
    #expect(clearing.events.last?.lines.last == "focus: name → none (F6 click on label with clickClearsFocus)")

    let keeping = engine(root, platform: .macOS)
    keeping.appear()
    let kept = keeping.perform(.click("label"))
    #expect(keeping.focusedID == "name")
    #expect(kept.notes.map(\.description) == ["click label: not interactive; nothing happens (F6)"])
    // iOS has no clickClearsFocus (F6: macOS only).
    let onIOS = engine(root, platform: .iOS, settings: FocusSettings(clickClearsFocus: true))
    onIOS.perform(.click("name"))
    #expect(onIOS.perform(.click("label")).notes == [.clickNotInteractive("label")])
    #expect(onIOS.focusedID == "name")
  }

  @Test("F6: tvOS has no pointer, and an absent id is rejected, each with the step's error text")
  func clickRejections() {
    let onTV = engine(loginForm(), platform: .tvOS)
    let noPointer = onTV.perform(.click("signIn"))
    #expect(noPointer.result == .rejected(.noPointer(.tvOS)))
    #expect(noPointer.rejection?.description == "click: tvOS has no pointer (F6)")
    let missing = engine(loginForm()).perform(.click("nowhere"))
    #expect(missing.rejection?.description == "click: no present node has the id 'nowhere' (F6)")
  }

  @Test("F6, F29: a click on another scene's node makes that scene key first")
  func clickInAnotherScene() {
    let engine = FocusEngine(
      platform: .macOS, settings: FocusSettings(), variables: [],
      scenes: [(id: "main", root: node(.VStack, "a", [field("one")])), (id: "inspector", root: node(.VStack, "b", [field("two")]))])
    let outcome = engine.perform(.click("two"))
    #expect(engine.keySceneIndex == 1 && engine.focusedID == "two" && outcome.movedFocus)
  }

  // MARK: F17, F28

  @Test("F17: Return in a TextEditor inserts a newline and submits nothing")
  func returnInTextEditor() {
    let root = node(.Form, "form", [node(.TextEditor, "notes")]) { $0.hasSubmitHandler = true }
    let engine = engine(root)
    engine.perform(.click("notes"))
    let outcome = engine.perform(.key(.return))
    let editor = NodeReference(sceneIndex: 0, index: 1, id: "notes", kind: .TextEditor)
    #expect(outcome.rule == .F17 && outcome.effects == [.insertNewline(editor)])
    #expect(outcome.effects[0].note?.0.description == "return in TextEditor notes: newline, no submit (F17)")
    #expect(outcome.effects[0].note?.1 == .after)
    #expect(engine.focusedID == "notes")  // no dismissal on iOS either
  }

  @Test("F28: onSubmit handlers run outermost first, and a submitScope cuts off its ancestors but keeps its own")
  func submitChain() {
    let root = node(.VStack, "screen", [
      node(.Section, "section", [
        node(.Group, "group", [field("query") { $0.hasSubmitHandler = true }]) { $0.hasSubmitHandler = true },
        node(.Group, "plain", []),
      ]) {
        $0.submitScope = .aroundOwnHandler
        $0.hasSubmitHandler = true
      },
    ]) { $0.hasSubmitHandler = true }
    let engine = engine(root, platform: .macOS)
    engine.appear()
    #expect(engine.focusedID == "query")
    let outcome = engine.perform(.submit)
    #expect(outcome.effects.map { effect -> String in
      guard case .runSubmitHandler(let node) = effect else { return "other" }
      return node.id
    } == ["section", "group", "query"])
    #expect(outcome.effects.compactMap { $0.note?.0.description } == [
      "onSubmit of section runs (F28)", "onSubmit of group runs (F28)", "onSubmit of query runs (F28)",
    ])
    #expect(engine.focusedID == "query")  // F17: macOS keeps focus
  }

  @Test("F28 (spec 1.1): an inner submitScope ends the walk without its own handler, for the node itself too")
  func innerSubmitScope() {
    let root = node(.VStack, "screen", [
      node(.Group, "group", [
        node(.Group, "inside", [field("query") { $0.hasSubmitHandler = true }]) { $0.hasSubmitHandler = true },
      ]) {
        $0.submitScope = .insideOwnHandler
        $0.hasSubmitHandler = true
      },
      field("other") {
        $0.submitScope = .insideOwnHandler
        $0.hasSubmitHandler = true
      },
    ]) { $0.hasSubmitHandler = true }
    let engine = engine(root, platform: .macOS)
    engine.appear()
    func handlers() -> [String] {
      engine.perform(.submit).effects.compactMap { effect in
        guard case .runSubmitHandler(let node) = effect else { return nil }
        return node.id
      }
    }
    #expect(engine.focusedID == "query")
    #expect(handlers() == ["inside", "query"])
    engine.perform(.click("other"))
    #expect(handlers() == [])
  }

  @Test("F17: Return on iOS dismisses focus after the handlers, unless the transaction queued a request")
  func returnDismissesOnIOS() {
    let engine = engine(loginForm())
    engine.perform(.click("username"))
    let outcome = engine.perform(.key(.return))
    #expect(outcome.effects == [.dismissFocusUnlessRequestQueued])
    #expect(engine.finishReturn(focusRequestQueued: true)?.description == "Return keeps focus: the transaction queued a focus request (F17)")
    #expect(engine.focusedID == "username")
    #expect(engine.finishReturn(focusRequestQueued: false) == nil)
    #expect(engine.focusedID == nil)
    #expect(engine.events.last?.lines.last == "focus: username → none (F17 Return dismisses on iOS)")
  }

  @Test("F17: submit with no text input focused is rejected; Return then does nothing")
  func submitWithoutTextInput() {
    let engine = engine(loginForm())
    #expect(engine.perform(.submit).rejection?.description == "submit: no text input is focused (F17)")
    let outcome = engine.perform(.key(.return))
    #expect(outcome.notes.map(\.description) == ["return: no text input is focused; nothing happens (F17)"])
    #expect(outcome.result == .ignored)
  }

  // MARK: F29

  @Test("F29: an enabled command's shortcut takes Return before onSubmit")
  func commandTakesReturn() {
    let engine = engine(loginForm(), platform: .macOS)
    engine.commands = [AppCommand(id: "send", shortcut: .return)]
    engine.appear()
    let outcome = engine.perform(.key(.return))
    #expect(outcome.rule == .F29 && outcome.keyStage == .commandShortcuts)
    #expect(outcome.effects == [.runCommand(id: "send", shortcut: .return)])
    #expect(outcome.effects[0].note?.0.description == "return: command send takes the key (F29)")
  }

  @Test("F29: a disabled command's shortcut falls through to the next command, then to the key's meaning")
  func disabledCommandFallsThrough() throws {
    let engine = engine(loginForm(), platform: .macOS)
    engine.commands = [AppCommand(id: "first", shortcut: .tab), AppCommand(id: "second", shortcut: .tab), AppCommand(id: "other")]
    engine.appear()
    var asked: [String] = []
    let outcome = try engine.perform(.key(.tab)) { (command: AppCommand) throws(ConditionFailed) -> Bool in
      asked.append(command.id)
      return false
    }
    #expect(asked == ["first", "second"])
    #expect(outcome.rule == .F18 && outcome.keyStage == .keyMeaning && engine.focusedID == "password")
    #expect(outcome.notes.map(\.description) == [
      "tab: command first is disabled; the key keeps its meaning (F29)",
      "tab: command second is disabled; the key keeps its meaning (F29)",
    ])
    // The second command enabled: it takes the key, and focus stays.
    let taken = engine.perform(.key(.tab)) { (command: AppCommand) -> Bool in command.id == "second" }
    #expect(taken.notes == [.commandDisabled(.tab, command: "first")])
    #expect(taken.effects == [.runCommand(id: "second", shortcut: .tab)])
    #expect(engine.focusedID == "password")
  }

  @Test("F29: the caller's error deciding whether a command is enabled passes through, typed")
  func commandConditionErrorPassesThrough() {
    let engine = engine(loginForm(), platform: .macOS)
    engine.commands = [AppCommand(id: "broken", shortcut: KeyChord(modifiers: [.cmd], key: "b"))]
    engine.appear()
    #expect(throws: ConditionFailed(command: "broken")) {
      try engine.perform(.key(KeyChord(modifiers: [.cmd], key: "b"))) { (command: AppCommand) throws(ConditionFailed) -> Bool in
        throw ConditionFailed(command: command.id)
      }
    }
    #expect(engine.focusedID == "username")
  }

  @Test("A key with no meaning and no command is noted, with modifiers")
  func unhandledKey() {
    let engine = engine(loginForm(), platform: .macOS)
    let shiftReturn = KeyChord(modifiers: [.shift], key: "return")
    #expect(engine.perform(.key(shiftReturn)).notes.map(\.description) == ["shift+return: nothing handles it"])
    // F48: the whole chain, in order.
    #expect(KeyDispatchStage.order == [.controlShortcuts, .commandShortcuts, .keyPressHandlers, .moveAndExitCommands, .escapeCancels, .keyMeaning])
  }

  // MARK: F34

  @Test("F34: select on tvOS activates the focused Toggle; on a non-control it does nothing")
  func selectOnTVOS() {
    let root = node(.VStack, "root", [node(.Toggle, "wifi"), field("name")])
    let engine = engine(root, platform: .tvOS)
    engine.appear()
    #expect(engine.focusedID == "wifi")  // tvOS: controls take focus (F4), first in order (F26)
    let outcome = engine.perform(.select)
    #expect(outcome.rule == .F34 && outcome.result == .handled)
    #expect(outcome.effects == [.activate(NodeReference(sceneIndex: 0, index: 1, id: "wifi", kind: .Toggle))])
    engine.perform(.move(.down))
    #expect(engine.focusedID == "name")
    #expect(engine.perform(.select).notes.map(\.description) == ["select: name is not a control; nothing happens (F34)"])
  }

  @Test("F34: select exists only on tvOS and watchOS")
  func selectRejected() {
    let outcome = engine(loginForm(), platform: .macOS).perform(.select)
    #expect(outcome.rejection?.description == "select: there is no select button on macOS (F34)")
    #expect(engine(loginForm(), platform: .watchOS).perform(.select).rejection == nil)
  }

  // MARK: F20

  @Test("F20: move is rejected without directional navigation; an arrow key then does nothing")
  func directionalGuards() {
    let onMac = engine(loginForm(), platform: .macOS)
    #expect(onMac.perform(.move(.down)).rejection?.description
      == "move: directional navigation is not available on macOS without settings.directionalNavigation: true (F20)")
    #expect(engine(loginForm(), platform: .iOS).perform(.move(.down)).rejection?.description
      == "move: directional navigation is not available on iOS (F20)")
    #expect(onMac.perform(.key(.arrow(.down))).notes.map(\.description) == ["down: no directional navigation on macOS; nothing happens (F20)"])
    let withArrows = engine(loginForm(), platform: .macOS, settings: FocusSettings(directionalNavigation: true))
    withArrows.appear()
    let moved = withArrows.perform(.key(.arrow(.down)))
    #expect(moved.rule == .F20 && moved.movedFocus && withArrows.focusedID == "password")
  }
}
