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
