import FocusEngine
import Testing

/// Apple's `LoginForm` (the `FocusState` documentation page), built directly
/// with the engine's Swift API instead of a scenario file:
///
///     struct LoginForm: View {
///       enum Field: Hashable { case username, password }
///       @State private var username = ""
///       @State private var password = ""
///       @FocusState private var focusedField: Field?
///
///       var body: some View {
///         Form {
///           TextField("Username", text: $username)
///             .focused($focusedField, equals: .username)
///           SecureField("Password", text: $password)
///             .focused($focusedField, equals: .password)
///           Button("Sign In") {
///             if username.isEmpty { focusedField = .username }
///             else if password.isEmpty { focusedField = .password }
///             else { handleLogin(username, password) }
///           }
///         }
///       }
///     }
@Suite("LoginForm in Swift: Apple's FocusState example driven through the engine")
struct LoginFormInSwiftTests {
  /// The view: one `ViewNode` per view, `.focused($focusedField, equals:)` as a `FocusBinding`.
  static func loginFormView() -> ViewNode {
    var username = ViewNode(id: "username", kind: .TextField)
    username.bindings = [FocusBinding(variable: "focusedField", value: "username")]
    var password = ViewNode(id: "password", kind: .SecureField)
    password.bindings = [FocusBinding(variable: "focusedField", value: "password")]
    let signIn = ViewNode(id: "signIn", kind: .Button)
    return ViewNode(id: "form", kind: .Form, children: [username, password, signIn])
  }

  /// `@FocusState private var focusedField: Field?`: an Optional variable (F8).
  static func loginForm(on platform: Platform, settings: FocusSettings = FocusSettings()) -> FocusEngine {
    FocusEngine(
      platform: platform, settings: settings,
      variables: [FocusStateVariable(name: "focusedField", kind: .optional)],
      scenes: [(id: "main", root: loginFormView())])
  }

  /// The Sign In button's action, with the app's text state passed in.
  static func signIn(_ engine: FocusEngine, username: String, password: String) {
    if username.isEmpty {
      engine.apply(FocusRequest(variable: "focusedField", value: "username"))
    } else if password.isEmpty {
      engine.apply(FocusRequest(variable: "focusedField", value: "password"))
    }
  }

  @Test("F26, F8: on iOS the form appears with nothing focused and focusedField is nil")
  func appearsOnIOS() {
    let engine = Self.loginForm(on: .iOS)
    engine.appear()
    #expect(engine.focusedID == nil)
    #expect(engine.value(of: "focusedField") == .null)
    #expect(engine.invariantViolations().isEmpty)
  }

  @Test("F26c, F10: on macOS the form appears with the username field focused, and focusedField reads .username")
  func appearsOnMacOS() {
    let engine = Self.loginForm(on: .macOS)
    engine.appear()
    #expect(engine.focusedID == "username")
    #expect(engine.value(of: "focusedField") == "username")
    #expect(engine.isFocused("username"))
    #expect(engine.invariantViolations().isEmpty)
  }

  @Test("F11, F10, F32: setting focusedField = .password focuses the SecureField")
  func programmaticSet() {
    let engine = Self.loginForm(on: .iOS)
    engine.appear()
    engine.apply(FocusRequest(variable: "focusedField", value: "password"))
    #expect(engine.focusedID == "password")
    #expect(engine.value(of: "focusedField") == "password")
    #expect(engine.isFocused("password"))
    #expect(!engine.isFocused("username"))
    #expect(engine.containsFocus("form"))  // F7: the focus chain
    #expect(engine.invariantViolations().isEmpty)
  }

  @Test("F11, F6: Sign In focuses the first empty field")
  func signInFocusesTheFirstEmptyField() {
    let engine = Self.loginForm(on: .iOS)
    engine.appear()
    Self.signIn(engine, username: "", password: "")
    #expect(engine.focusedID == "username")
    #expect(engine.value(of: "focusedField") == "username")
    Self.signIn(engine, username: "kim", password: "")
    #expect(engine.focusedID == "password")
    #expect(engine.value(of: "focusedField") == "password")
    #expect(engine.invariantViolations().isEmpty)
  }

  @Test("F19, F4: the Tab order holds the two fields, and the button only with keyboard navigation")
  func sequentialOrder() {
    #expect(Self.loginForm(on: .iOS).sequentialOrderIDs == ["username", "password"])
    let withKeyboard = Self.loginForm(on: .iOS, settings: FocusSettings(keyboardNavigation: true))
    #expect(withKeyboard.sequentialOrderIDs == ["username", "password", "signIn"])
  }

  @Test("F18: Tab walks the order and wraps; Shift-Tab goes back; focusedField follows (F10)")
  func tabbing() {
    let engine = Self.loginForm(on: .macOS, settings: FocusSettings(keyboardNavigation: true))
    engine.appear()
    #expect(engine.focusedID == "username")
    engine.tab(forward: true)
    #expect(engine.focusedID == "password")
    #expect(engine.value(of: "focusedField") == "password")
    engine.tab(forward: true)
    #expect(engine.focusedID == "signIn")
    // The button is not bound to focusedField, so it reads nil (F8).
    #expect(engine.value(of: "focusedField") == .null)
    engine.tab(forward: true)
    #expect(engine.focusedID == "username")
    engine.tab(forward: false)
    #expect(engine.focusedID == "signIn")
    #expect(engine.invariantViolations().isEmpty)
  }

  @Test("F13: setting focusedField = nil dismisses focus from a bound field")
  func dismissal() {
    let engine = Self.loginForm(on: .macOS)
    engine.appear()
    engine.apply(FocusRequest(variable: "focusedField", value: .null))
    #expect(engine.focusedID == nil)
    #expect(engine.value(of: "focusedField") == .null)
    #expect(engine.events.contains { $0.rules.contains(FocusRule(13)) })
  }
}

/// The same form with the rest of a real sign-in screen, driven by the
/// user's inputs through ``FocusEngine/perform(_:isCommandEnabled:)``
/// alone: no scenario file, no executor. The test plays the app: it
/// performs each outcome's effects the way the view's closures would.
///
///     Form {
///       TextField("Username", text: $username).focused($focusedField, equals: .username)
///       SecureField("Password", text: $password).focused($focusedField, equals: .password)
///       Toggle("Remember me", isOn: $rememberMe)
///       Button("Sign In") { signIn() }
///     }
///     .onSubmit { signIn() }
///     .commands { Button("Search") { … }.keyboardShortcut("k") }     // ⌘K
///     .commands { Button("Cancel") { … }.keyboardShortcut(.escape).disabled(true) }
@Suite("LoginForm in Swift: click, Return, Space, Escape and Tab through the engine's input API")
struct LoginFormInputTests {
  static let commandK = KeyChord(modifiers: [.cmd], key: "k")

  static func loginFormView() -> ViewNode {
    var username = ViewNode(id: "username", kind: .TextField)
    username.bindings = [FocusBinding(variable: "focusedField", value: "username")]
    var password = ViewNode(id: "password", kind: .SecureField)
    password.bindings = [FocusBinding(variable: "focusedField", value: "password")]
    let remember = ViewNode(id: "remember", kind: .Toggle)
    let signIn = ViewNode(id: "signIn", kind: .Button)
    var form = ViewNode(id: "form", kind: .Form, children: [username, password, remember, signIn])
    form.hasSubmitHandler = true  // .onSubmit { signIn() }
    return form
  }

  static func loginForm(on platform: Platform, settings: FocusSettings = FocusSettings()) -> FocusEngine {
    let engine = FocusEngine(
      platform: platform, settings: settings,
      variables: [FocusStateVariable(name: "focusedField", kind: .optional)],
      scenes: [(id: "main", root: loginFormView())])
    engine.commands = [AppCommand(id: "search", shortcut: commandK), AppCommand(id: "cancel", shortcut: .escape)]
    return engine
  }

  /// The app: its state, and what each effect does to it.
  final class App {
    var username = ""
    var password = ""
    var rememberMe = false
    var ran: [String] = []
    /// The transaction's FocusState write (F15), applied at commit by `commit`.
    var queuedRequest: FocusRequest?

    /// `cancel` is `.disabled(true)`.
    func isEnabled(_ command: AppCommand) -> Bool { command.id != "cancel" }

    /// The press as the app sees it: decided by the engine, effects performed here.
    @discardableResult
    func press(_ input: UserInput, on engine: FocusEngine) -> InputOutcome {
      let outcome = engine.perform(input, isCommandEnabled: isEnabled)
      for effect in outcome.effects { perform(effect, on: engine) }
      commit(engine)
      return outcome
    }

    func perform(_ effect: InputEffect, on engine: FocusEngine) {
      switch effect {
      case .activate(let node) where node.kind == .Toggle:
        rememberMe.toggle()  // F34: a Toggle flips its isOn
      case .activate(let node):
        if node.id == "signIn" { signIn() }
      case .runCommand(let id, _):
        ran.append(id)
      case .runSubmitHandler(let node):
        if node.id == "form" { signIn() }
      case .insertNewline, .typeNewline, .runSearchSubmitHandler, .dismissPresentation, .cancelPresentation, .popScreen, .shiftLazyWindow:
        break  // the login form presents nothing and has no multi-line, search field or lazy rows (F35–F42, F54, F56, F57)
      case .runMoveCommand, .runExitCommand:
        break  // nor has it move or exit commands (F51)
      case .dismissFocusUnlessRequestQueued:
        engine.finishReturn(focusRequestQueued: queuedRequest != nil)
      }
    }

    /// Sign In: focus the first empty field (Apple's example).
    func signIn() {
      ran.append("signIn")
      if username.isEmpty {
        queuedRequest = FocusRequest(variable: "focusedField", value: "username")
      } else if password.isEmpty {
        queuedRequest = FocusRequest(variable: "focusedField", value: "password")
      }
    }

    func commit(_ engine: FocusEngine) {
      if let request = queuedRequest { engine.apply(request) }
      queuedRequest = nil
    }
  }

  @Test("macOS: Tab, click, Space, Return, Escape and ⌘K, each decided by its rule")
  func macOS() {
    let engine = Self.loginForm(on: .macOS, settings: FocusSettings(keyboardNavigation: true))
    let app = App()
    engine.appear()
    #expect(engine.focusedID == "username")  // F26 (c)

    // Tab (F18) walks username → password → remember.
    var outcome = app.press(.key(.tab), on: engine)
    #expect(outcome.rule == .F18 && outcome.keyStage == .keyMeaning && outcome.result == .handled)
    #expect(engine.focusedID == "password")
    app.press(.key(.tab), on: engine)
    #expect(engine.focusedID == "remember")

    // Space (F34) activates the focused Toggle: the app flips it.
    outcome = app.press(.key(.space), on: engine)
    #expect(outcome.rule == .F34)
    #expect(outcome.effects == [.activate(NodeReference(sceneIndex: 0, index: 3, id: "remember", kind: .Toggle))])
    #expect(app.rememberMe)

    // A click on the password field focuses it (F6: edit).
    outcome = app.press(.click("password"), on: engine)
    #expect(outcome.rule == .F6 && outcome.effects.isEmpty && outcome.movedFocus)
    #expect(engine.focusedID == "password")
    #expect(engine.value(of: "focusedField") == "password")

    // A click on the Toggle runs it where it is (F6: a control without edit).
    outcome = app.press(.click("remember"), on: engine)
    #expect(outcome.notes == [.clickRunsWithoutFocus("remember")])
    #expect(outcome.notes.map(\.description) == ["click remember: runs without moving focus (F6)"])
    #expect(!app.rememberMe)
    #expect(engine.focusedID == "password")

    // Space on a text input activates nothing (F34).
    outcome = app.press(.key(.space), on: engine)
    #expect(outcome.notes == [.activationOfNonControl(how: "space", id: "password")])
    #expect(outcome.result == .ignored)

    // Return (F17) runs the form's onSubmit (F28); Sign In asks for the empty
    // username, and on macOS Return does not dismiss.
    outcome = app.press(.key(.return), on: engine)
    #expect(outcome.rule == .F17)
    #expect(outcome.effects == [.runSubmitHandler(NodeReference(sceneIndex: 0, index: 0, id: "form", kind: .Form))])
    #expect(app.ran == ["signIn"])
    #expect(engine.focusedID == "username")

    // Escape: the disabled Cancel command leaves it its meaning, and it has none (F29).
    outcome = app.press(.key(.escape), on: engine)
    #expect(outcome.rule == nil && outcome.keyStage == nil && outcome.result == .ignored)
    #expect(outcome.notes == [.commandDisabled(.escape, command: "cancel"), .unhandledKey(.escape)])
    #expect(outcome.notes.map(\.description) == [
      "escape: command cancel is disabled; the key keeps its meaning (F29)", "escape: nothing handles it",
    ])

    // ⌘K: the Search command takes the key before the focused view (F29).
    outcome = app.press(.key(Self.commandK), on: engine)
    #expect(outcome.rule == .F29 && outcome.keyStage == .commandShortcuts)
    #expect(outcome.effects == [.runCommand(id: "search", shortcut: Self.commandK)])
    #expect(app.ran == ["signIn", "search"])

    // Shift-Tab from username wraps to Sign In (F18).
    app.press(.key(.shiftTab), on: engine)
    #expect(engine.focusedID == "signIn")
    #expect(engine.invariantViolations().isEmpty)
  }

  @Test("iOS: a tap focuses, Return submits and dismisses unless Sign In asked for a field (F17)")
  func iOS() {
    let engine = Self.loginForm(on: .iOS)
    let app = App()
    engine.appear()
    #expect(engine.focusedID == nil)

    // Space with nothing focused does nothing (F34); Escape neither.
    #expect(app.press(.key(.space), on: engine).notes == [.activationWithNothingFocused(how: "space")])
    #expect(app.press(.key(.escape), on: engine).result == .ignored)

    // A tap on the username field focuses it (F6); Tab goes on to the password (F18).
    app.press(.click("username"), on: engine)
    #expect(engine.focusedID == "username")
    app.press(.key(.tab), on: engine)
    #expect(engine.focusedID == "password")

    // Return with the username empty: Sign In queues focusedField = .username,
    // so focus is not dismissed; the request moves it (F17, F28, F11).
    var outcome = app.press(.key(.return), on: engine)
    #expect(outcome.effects == [
      .runSubmitHandler(NodeReference(sceneIndex: 0, index: 0, id: "form", kind: .Form)), .dismissFocusUnlessRequestQueued,
    ])
    #expect(engine.focusedID == "username")

    // Both fields filled: Sign In asks for nothing, and Return dismisses focus.
    app.username = "kim"
    app.password = "secret"
    outcome = app.press(.submit, on: engine)
    #expect(outcome.rule == .F17)
    #expect(engine.focusedID == nil)
    #expect(engine.value(of: "focusedField") == .null)

    // A tap on the Toggle flips it without focusing it (F6, F34).
    outcome = app.press(.click("remember"), on: engine)
    #expect(app.rememberMe && engine.focusedID == nil)

    // No text input focused: `submit` is rejected, Return does nothing (F17).
    #expect(app.press(.submit, on: engine).rejection == .noTextInputFocused)
    #expect(app.press(.key(.return), on: engine).notes == [.returnWithoutTextInput])
    #expect(engine.invariantViolations().isEmpty)
  }
}
