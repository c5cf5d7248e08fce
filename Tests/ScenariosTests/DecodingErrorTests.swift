import FocusEngine
import Scenarios
import Testing
import YAML

/// One test per kind of decoding error: code, message, line:column, hint.
struct DecodingErrorTests {
  @Test("Unknown top-level key names the closest key")
  func unknownTopLevelKey() {
    expectError(
      "scenario: A\nfocusStat: { f: null }\nview: { Text: Hi }\n",
      .unknownKey, "unknown key 'focusStat'", at: 2, 1, hint: "did you mean 'focusState'?")
  }

  @Test("Missing 'scenario:'")
  func missingScenario() {
    expectError("view: { Text: Hi }\n", .missingKey, "a scenario needs 'scenario:'", at: 1, 1)
  }

  @Test("Duplicate scenario name in one file points at the second")
  func duplicateScenario() {
    let file = decodeScenarios("scenario: A\nview: { Text: Hi }\n---\nscenario: A\nview: { Text: Hi }\n")
    #expect(file.entries.count == 2)
    guard case .valid? = file.entries.first, case .invalid(let name, let mark, let diagnostics)? = file.entries.last else {
      Issue.record("expected valid then invalid")
      return
    }
    #expect(name == "A" && mark.line == 4)
    #expect(diagnostics.map(\.code) == [.duplicateScenario])
    #expect(diagnostics.first?.message == "duplicate scenario name 'A' (first on line 1)")
    #expect(diagnostics.first?.location.description == "t.yaml:4:11")
  }

  @Test("An invalid document does not affect the next one")
  func invalidDocumentIsolated() {
    let file = decodeScenarios("scenario: Bad\nview: { Txt: Hi }\n---\nscenario: Good\nview: { Text: Hi }\n")
    guard case .invalid(let name, _, let diagnostics)? = file.entries.first, case .valid(let good)? = file.entries.last else {
      Issue.record("expected invalid then valid")
      return
    }
    #expect(name == "Bad" && diagnostics.count == 1)
    #expect(good.name == "Good" && good.documentIndex == 1)
  }

  @Test("A non-mapping document root is invalid")
  func nonMappingRoot() {
    expectError("- a\n- b\n", .wrongType, "expected a scenario (a mapping with 'scenario:', 'view:', 'steps:'…), found a list", at: 1, 1)
  }

  @Test("A YAML error fails the whole file")
  func yamlError() {
    let file = decodeScenarios("scenario: [A\n")
    #expect(file.entries.isEmpty)
    #expect(file.fileDiagnostics.count == 1)
  }

  @Test("load(path:) of a missing file gives a file diagnostic, never a throw")
  func missingFile() {
    let file = ScenarioDecoder.load(path: "/nonexistent/t.yaml")
    #expect(file.entries.isEmpty && file.source == nil)
    #expect(file.fileDiagnostics.count == 1)
  }

  @Test("Unknown platform suggests the right spelling")
  func unknownPlatform() {
    expectError(
      "scenario: A\nplatform: ios\nview: { Text: Hi }\n", .invalidValue,
      "unknown platform 'ios'; expected one of iOS, iPadOS, macOS, tvOS, watchOS, visionOS", at: 2, 11, hint: "did you mean 'iOS'?")
  }

  @Test("Bad settings key and bad settings value")
  func badSettings() {
    expectError(
      "scenario: A\nsettings: { keyboardNav: true }\nview: { Text: Hi }\n", .unknownKey, "unknown key 'keyboardNav'", at: 2, 13)
    expectError(
      "scenario: A\nsettings: { initialFocus: never }\nview: { Text: Hi }\n", .invalidValue,
      "unknown initialFocus 'never'; expected one of automatic, none", at: 2, 27)
  }

  @Test("F8: a FocusState variable starts as false or null")
  func badFocusStateInitialValue() {
    expectError(
      document(focusState: "  field: username\n", view: "  Text: Hi\n"), .invalidValue,
      "a FocusState variable starts as false (Bool) or null (Optional), found a string (F8)", at: 3, 10)
  }

  @Test("Invalid variable name")
  func invalidName() {
    expectError(
      document(state: "  user-name: \"\"\n", view: "  Text: Hi\n"), .invalidName,
      "invalid variable name 'user-name': names start with a letter or '_' and contain only letters, digits and '_'", at: 3, 3)
  }

  @Test("Unknown node kind suggests a kind and hides its children")
  func unknownNodeKind() {
    expectError(
      document(view: "  VStak:\n    - Buton: x\n    - TextFeld: y\n"), .unknownKind, "unknown node kind 'VStak'", at: 3, 3,
      hint: "did you mean 'VStack'?")
  }

  @Test("Unknown property of a node")
  func unknownProperty() {
    expectError(
      document(view: "  Button: { id: ok, lable: OK }\n"), .unknownKey, "unknown property 'lable' of Button", at: 3, 21,
      hint: "did you mean 'label'?")
  }

  @Test("A property on the wrong kind")
  func propertyOnWrongKind() {
    expectError(
      document(state: "  s: \"\"\n", view: "  Button: { id: ok, text: $s }\n"), .unknownKey,
      "'text:' is only for text inputs (TextField, SecureField, TextEditor), not Button", at: 5, 21)
  }

  @Test("Wrong types name what was expected and what was found, at several levels")
  func wrongTypes() {
    expectError(document(view: "  Text: Hi\n", steps: "  click: x\n"), .wrongType, "expected a list of steps, found a mapping", at: 5, 3)
    expectError(document(view: "  Button: { id: b, disabled: 3 }\n"), .wrongType,
                "expected a condition (true, false, $flag or { operator: … }), found a number", at: 3, 30)
    expectError(document(view: "  Button: { id: b, frame: [0, 0, 1] }\n"), .wrongType,
                "expected frame: [x, y, width, height], found a list of 3", at: 3, 27)
    expectError(document(view: "  Text: { id: x }\n", steps: "  - expect: { isFocused: { x: maybe } }\n"), .wrongType,
                "expected true or false, found a string", at: 5, 31)
  }

  @Test("Unknown step suggests a step")
  func unknownStep() {
    expectError(document(view: "  Button: { id: b }\n", steps: "  - clik: b\n"), .unknownStep, "unknown step 'clik'", at: 5, 5,
                hint: "did you mean 'click'?")
    expectError(document(view: "  Button: { id: b }\n", steps: "  - shift_tab\n"), .unknownStep, "unknown step 'shift_tab'", at: 5, 5,
                hint: "did you mean 'shift-tab'?")
  }

  @Test("Unknown action suggests an action")
  func unknownAction() {
    expectError(document(state: "  n: 1\n", view: "  Button: { id: b, action: { sett: { n: 2 } } }\n"), .unknownAction,
                "unknown action 'sett'", at: 5, 30, hint: "did you mean 'set'?")
  }

  @Test("Unknown condition operator suggests an operator")
  func unknownConditionOperator() {
    expectError(document(state: "  s: \"\"\n", view: "  Button: { id: b, disabled: { isEmty: $s } }\n"), .unknownKey,
                "unknown condition operator 'isEmty'", at: 5, 32, hint: "did you mean 'isEmpty'?")
  }

  @Test("Unknown key name in key:")
  func unknownKeyName() {
    expectError(document(view: "  Text: Hi\n", steps: "  - key: cmd+retrun\n"), .invalidValue, "unknown key name 'retrun'", at: 5, 10,
                hint: "did you mean 'return'?")
  }

  @Test("F8: focused: $opt on an Optional variable")
  func boolFormOnOptional() {
    expectError(document(focusState: "  field: null\n", view: "  TextField: { id: a, focused: $field }\n"), .invalidFocusBinding,
                "'focused: $field' needs a Bool FocusState variable, but 'field' is Optional (F8)", at: 5, 32,
                hint: "use focused: { $field: value }")
  }

  @Test("F8: a Bool variable binds only with true")
  func boolBindingWithValue() {
    expectError(document(focusState: "  flag: false\n", view: "  TextField: { id: a, focused: { $flag: username } }\n"),
                .invalidFocusBinding, "'flag' is a Bool FocusState variable; bind it with '$flag: true', not a string (F8)", at: 5, 41,
                hint: "to bind values, declare 'flag: null' (Optional) under 'focusState:'")
  }

  @Test("F8: focused: naming a state variable")
  func focusedNamesStateVariable() {
    expectError(document(state: "  flag: false\n", view: "  TextField: { id: a, focused: $flag }\n"), .invalidFocusBinding,
                "'flag' is a state variable; focus bindings need a FocusState variable (F8)", at: 5, 32,
                hint: "declare it under 'focusState:'")
  }

  @Test("Undefined variable with a suggestion")
  func undefinedVariable() {
    expectError(document(state: "  username: \"\"\n", view: "  TextField: { id: a, text: $usernme }\n"), .undefinedVariable,
                "undefined variable '$usernme'", at: 5, 29, hint: "did you mean 'username'?")
  }

  @Test("$item outside a ForEach row")
  func itemOutsideForEach() {
    expectError(document(view: "  Text: { label: $item.title }\n"), .undefinedVariable,
                "'$item' is only defined inside a ForEach row, a 'remove: { where: }', an item: presentation or a NavigationStack's destination:",
                at: 3, 18)
  }

  @Test("set target written with '$'")
  func setTargetWithDollar() {
    expectError(document(state: "  n: 1\n", view: "  Text: Hi\n", steps: "  - set: { $n: 2 }\n"), .invalidName,
                "invalid set target '$n'", at: 7, 12, hint: "write the variable name without '$'")
  }

  @Test("Duplicate id points at the second and names the first's line")
  func duplicateID() {
    expectError(document(view: "  VStack:\n    - Button: { id: ok }\n    - Button: { id: ok }\n"), .duplicateID,
                "duplicate id 'ok' (first used on line 4)", at: 5, 21)
  }

  @Test("A click on an id no node can have suggests one")
  func undefinedID() {
    expectError(document(view: "  VStack:\n    - Button: { id: signIn }\n", steps: "  - click: signin\n"), .undefinedID,
                "no node can have id 'signin'", at: 6, 12, hint: "did you mean 'signIn'?")
  }

  @Test("Targets may match id templates and path names")
  func templateAndPathTargets() {
    let text = document(
      state: "  rows: [{ id: a }]\n",
      view: "  VStack:\n    - ForEach: { data: $rows, row: { Button: { id: \"row-${item.id}\" } } }\n    - TextField: { label: x }\n",
      steps: "  - click: row-a\n  - click: VStack/TextField[1]\n  - expect: { present: { row-b: false } }\n")
    #expect(validScenario(text) != nil)
  }

  @Test("submitScope takes true, false or inner, and suggests inner for a misspelling (F28)")
  func submitScopeValues() {
    #expect(validScenario(document(view: "  VStack: { submitScope: inner, children: [] }\n")) != nil)
    expectError(document(view: "  VStack: { submitScope: iner, children: [] }\n"), .invalidValue,
                "unknown submitScope 'iner'; expected one of inner", at: 3, 26, hint: "did you mean 'inner'?")
    expectError(document(view: "  VStack: { submitScope: 1, children: [] }\n"), .wrongType,
                "expected true, false or inner, found a number", at: 3, 26)
  }

  // F23 (spec 1.1): an unpublished key is a lint warning, never an error.
  @Test("An unpublished focusedValues key is valid, with a warning that suggests a published one (F23)")
  func unpublishedFocusedValueKey() {
    let text = document(state: "  s: \"\"\n", view: "  TextField: { id: a, text: $s, focusedValue: { noteKey: $s } }\n",
                        steps: "  - expect: { focusedValues: { noteKy: x } }\n")
    guard let scenario = validScenario(text) else { return }
    #expect(scenario.lintWarnings.count == 1)
    guard let warning = scenario.lintWarnings.first else { return }
    #expect(warning.code == .unpublishedFocusedValue)
    #expect(warning.severity == .warning)
    #expect(warning.message == "no node publishes focused value 'noteKy'; it reads null")
    #expect(warning.location.line == 7 && warning.location.column == 32)
    #expect(warning.hint == "did you mean 'noteKey'?")
  }

  @Test("setFocusedBinding and $focusedValues keys nobody publishes are lint warnings too (F23)")
  func unpublishedKeysOfOtherReads() {
    let text = document(state: "  s: \"\"\n", view: "  TextField: { id: a, text: $s, focusedValue: { noteKey: $s } }\n",
                        steps: "  - run: { setFocusedBinding: { notKey: x } }\n  - run: { set: { s: $focusedValues.other } }\n")
    guard let scenario = validScenario(text) else { return }
    #expect(scenario.lintWarnings.map(\.code) == [.unpublishedFocusedValue, .unpublishedFocusedValue])
    #expect(scenario.lintWarnings.map(\.message) == [
      "no node publishes focused value 'notKey'; it reads null", "no node publishes focused value 'other'; it reads null",
    ])
  }

  @Test("A published key read is neither an error nor a warning (F23)")
  func publishedKeyHasNoWarning() {
    let text = document(state: "  s: \"\"\n", view: "  TextField: { id: a, text: $s, focusedValue: { noteKey: $s } }\n",
                        steps: "  - expect: { focusedValues: { noteKey: null } }\n")
    #expect(validScenario(text)?.lintWarnings.isEmpty == true)
  }

  @Test("Unterminated interpolation")
  func unterminatedInterpolation() {
    expectError(document(state: "  n: 1\n", view: "  Text: { label: \"n = ${n\" }\n"), .invalidValue,
                "unterminated '${' in \"n = ${n\"", at: 5, 18, hint: "close it with '}', or write '$$' for a literal '$'")
  }

  @Test("insert with both after and at")
  func insertWithTwoPositions() {
    expectError(document(state: "  l: []\n", view: "  Text: Hi\n",
                         steps: "  - run: { insert: { into: $l, after: x, at: 0, value: 1 } }\n"),
                .invalidValue, "'insert' takes exactly one of 'after', 'before' and 'at', found 'after' and 'at'", at: 7, 42)
  }

  @Test("invoke and activate name existing commands and scenes")
  func undefinedCommandAndScene() {
    expectError(document(view: "  Text: Hi\n", steps: "  - invoke: clear\n"), .undefinedID, "no command has id 'clear'", at: 5, 13)
    expectError(document(view: "  Text: Hi\n", steps: "  - activate: editor\n"), .undefinedID, "no scene has id 'editor'", at: 5, 15)
  }

  @Test("All errors of a document are collected, sorted by position")
  func collectsAllErrors() {
    let found = diagnostics("scenario: A\nplatfrom: iOS\nview: { Txt: Hi }\nsteps: [clik]\n")
    #expect(found.map(\.code) == [.unknownKey, .unknownKind, .unknownStep])
    #expect(found.map(\.location.line) == [2, 3, 4])
  }

  @Test("A section that cannot be read causes no follow-on errors")
  func noCascades() {
    let found = diagnostics("scenario: A\nstate: [a]\nview: { TextField: { id: a, text: $a } }\nsteps: [{ set: { a: 1 } }]\n")
    #expect(found.map(\.message) == ["expected a mapping of variable: initial value, found a list"])
  }
}
