import FocusEngine
import Testing

/// The keyboard of `submit`, vertical TextFields and Option-Return (F56),
/// and Return in a search field (F57).
@Suite("Text input and search (F56, F57)")
struct TextInputAndSearchTests {
  private func ids(_ effects: [InputEffect]) -> [String] {
    effects.map { effect in
      switch effect {
      case .runSubmitHandler(let node): "onSubmit \(node.id)"
      case .runSearchSubmitHandler(let node): "onSearchSubmit \(node.id)"
      case .insertNewline(let node): "newline \(node.id)"
      case .typeNewline(let node): "type newline \(node.id)"
      case .dismissFocusUnlessRequestQueued: "dismiss"
      default: "other"
      }
    }
  }

  private func verticalForm() -> ViewNode {
    node(.Form, "form", [field("message") { $0.isVerticalAxis = true; $0.hasSubmitHandler = true }]) { $0.hasSubmitHandler = true }
  }

  @Test("F56: hardwareKeyboard defaults to true on macOS and false elsewhere")
  func hardwareKeyboardDefault() {
    #expect(FocusSettings().hasHardwareKeyboard(on: .macOS))
    #expect(!FocusSettings().hasHardwareKeyboard(on: .iOS))
    #expect(!FocusSettings().hasHardwareKeyboard(on: .iPadOS))
    #expect(FocusSettings(hardwareKeyboard: true).hasHardwareKeyboard(on: .iPadOS))
    #expect(!FocusSettings(hardwareKeyboard: false).hasHardwareKeyboard(on: .macOS))
  }

  @Test("F56: a software keyboard's Return types a newline into a vertical TextField and submits nothing")
  func softwareReturnInVerticalField() {
    let engine = engine(verticalForm())
    engine.perform(.click("message"))
    let outcome = engine.perform(.submit)
    #expect(outcome.rule == .F56)
    #expect(ids(outcome.effects) == ["newline message"])
    #expect(outcome.effects[0].note?.0.description == "return in vertical TextField message from the software keyboard: newline, no submit (F56)")
    #expect(engine.focusedID == "message")
  }

  @Test("F56: a hardware keyboard's submit is key: return, which submits a vertical TextField as F17")
  func hardwareReturnInVerticalField() {
    let engine = engine(verticalForm(), settings: FocusSettings(hardwareKeyboard: true))
    engine.perform(.click("message"))
    let outcome = engine.perform(.submit)
    #expect(outcome.rule == .F17 && outcome.keyStage == .keyMeaning)
    #expect(outcome.notes == [.submitFromHardwareKeyboard])
    // Reading of F56's open question: on iOS the hardware Return still dismisses focus (F17).
    #expect(ids(outcome.effects) == ["onSubmit form", "onSubmit message", "dismiss"])
    #expect(ids(engine.perform(.key(.return)).effects) == ["onSubmit form", "onSubmit message", "dismiss"])
  }

  @Test("F56, F48: a hardware submit reaches a command's Return shortcut; a software one does not")
  func hardwareSubmitReachesCommands() {
    let form = node(.Form, "form", [field("name")])
    let commands = [AppCommand(id: "send", shortcut: .return)]
    let hardware = engine(form, platform: .macOS)
    hardware.commands = commands
    hardware.appear()
    hardware.perform(.click("name"))
    #expect(hardware.perform(.submit).effects == [.runCommand(id: "send", shortcut: .return)])
    let software = engine(form, platform: .iPadOS)
    software.commands = commands
    software.perform(.click("name"))
    #expect(ids(software.perform(.submit).effects) == ["dismiss"])
  }

  @Test("F56: option+return types a newline in a vertical TextField and a TextEditor, and does nothing elsewhere")
  func optionReturn() {
    let root = node(.VStack, "root", [field("message") { $0.isVerticalAxis = true }, node(.TextEditor, "body"), field("title")])
    let engine = engine(root, platform: .macOS)
    engine.perform(.click("message"))
    let inField = engine.perform(.key(.optionReturn))
    #expect(inField.rule == .F56 && ids(inField.effects) == ["type newline message"])
    #expect(inField.notes.map(\.description) == ["option+return in message: newline (F56)"])
    engine.perform(.click("body"))
    #expect(ids(engine.perform(.key(.optionReturn)).effects) == ["type newline body"])
    engine.perform(.click("title"))
    let elsewhere = engine.perform(.key(.optionReturn))
    #expect(elsewhere.effects.isEmpty && elsewhere.result == .ignored)
    #expect(elsewhere.notes == [.optionReturnWithoutMultilineInput])
  }

  private func searchScreen() -> ViewNode {
    node(.VStack, "screen", [
      node(.List, "list", [
        field("list.search") { $0.isSearchField = true },
        field("filter") { $0.hasSubmitHandler = true },
      ]) {
        $0.hasSearchSubmitHandler = true
        $0.hasSubmitHandler = true
        $0.submitScope = .aroundOwnHandler
      },
    ]) {
      $0.hasSearchSubmitHandler = true
      $0.hasSubmitHandler = true
    }
  }

  @Test("F57: Return in a search field runs onSearchSubmit outermost first, no onSubmit, past submitScope, then F17")
  func searchSubmit() {
    let engine = engine(searchScreen())
    engine.perform(.click("list.search"))
    let outcome = engine.perform(.submit)
    #expect(outcome.rule == .F57)
    #expect(ids(outcome.effects) == ["onSearchSubmit screen", "onSearchSubmit list", "dismiss"])
    #expect(outcome.effects.compactMap { $0.note?.0.description } == ["onSearchSubmit of screen runs (F57)", "onSearchSubmit of list runs (F57)"])
  }

  @Test("F57: Return in another text input runs no onSearchSubmit")
  func otherInputsRunNoSearchSubmit() {
    let engine = engine(searchScreen(), platform: .macOS)
    engine.perform(.click("filter"))
    #expect(ids(engine.perform(.submit).effects) == ["onSubmit list", "onSubmit filter"])
  }

  @Test("F57: a search field is single-line: a software Return submits it")
  func searchFieldIsSingleLine() {
    let root = node(.List, "list", [field("q") { $0.isSearchField = true }]) { $0.hasSearchSubmitHandler = true }
    let engine = engine(root, platform: .iPadOS)
    engine.perform(.click("q"))
    #expect(engine.perform(.submit).rule == .F57)
  }
}

/// `focusedIn` (F59) as the engine answers it. (F58, `first`/`last`, is
/// evaluated by the Scenarios module's ExpressionEvaluator; the engine has
/// no expressions. Its tests are in TextInputAndSearchExecutionTests.)
@Suite("F59: focusedIn")
struct FocusedInTests {
  @Test("F59: a node contains focus in the active layer when it is the focused node or an ancestor")
  func ancestorsContainFocus() {
    let root = node(.VStack, "screen", [node(.List, "list", [field("list.search") { $0.isSearchField = true }]), field("other")])
    let e = engine(root, platform: .macOS)
    e.perform(.click("list.search"))
    #expect(e.containsFocusInActiveLayer("screen") && e.containsFocusInActiveLayer("list") && e.containsFocusInActiveLayer("list.search"))
    #expect(!e.containsFocusInActiveLayer("other") && !e.containsFocusInActiveLayer("absent"))
  }

  @Test("F59, F37: a node of a lower layer never contains focus in the active layer")
  func lowerLayerDoesNot() {
    let base = node(.VStack, "root", [field("name")])
    let sheet = node(.VStack, "editor", [field("title")]) { $0.role = .layer(id: "editor", kind: .sheet, serial: 1) }
    let e = engine(base, platform: .macOS)
    e.replaceTree(node(.ZStack, "(layers)", [base, sheet]) { $0.role = .layerStack }, inScene: 0)
    e.applyLosses()
    e.perform(.click("title"))
    #expect(e.focusedID == "title")
    #expect(e.containsFocusInActiveLayer("editor"))
    #expect(!e.containsFocusInActiveLayer("root") && !e.containsFocusInActiveLayer("name"))
  }
}
