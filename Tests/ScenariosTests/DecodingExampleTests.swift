import FocusEngine
import Scenarios
import Testing
import YAML

/// The complete example of SCENARIO-FORMAT decodes into the expected model.
struct DecodingExampleTests {
  static let example = """
    # yaml-language-server: $schema=../schema/focus-scenario.schema.json
    scenario: Sign In focuses the first empty field
    tags: [forms, focus-state]
    platform: iOS

    state:
      username: ""
      password: ""
    focusState:
      focusedField: null        # null → Optional, false → Bool (F8)

    view:
      Form:
        - TextField:
            id: username
            text: $username
            focused: { $focusedField: username }
        - SecureField:
            id: password
            text: $password
            focused: { $focusedField: password }
        - Button:
            id: signIn
            label: Sign In
            action:
              - if: { isEmpty: $username }
                then: { set: { focusedField: username } }
                else:
                  if: { isEmpty: $password }
                  then: { set: { focusedField: password } }

    steps:
      - click: signIn
      - expect:
          focused: username
          focusState: { focusedField: username }
      - type: "kim"
      - click: signIn
      - expect: { focused: password, state: { username: kim } }

    """

  @Test("The spec's complete example decodes into the model")
  func completeExample() throws {
    let scenario = try #require(validScenario(Self.example))
    #expect(scenario.name == "Sign In focuses the first empty field")
    #expect(scenario.tags == ["forms", "focus-state"])
    #expect(scenario.platform == .iOS)
    #expect(scenario.settings == FocusSettings())
    #expect(scenario.mark.line == 2 && scenario.mark.column == 1)
    #expect(scenario.state.map(\.name) == ["username", "password"])
    #expect(scenario.state.map(\.value) == ["", ""])
    #expect(scenario.focusState.map(\.name) == ["focusedField"])
    #expect(scenario.focusState.map(\.kind) == [.optional])
    #expect(scenario.hasExplicitScenes == false)
    #expect(scenario.commands.isEmpty)

    let scene = try #require(scenario.scenes.first)
    #expect(scenario.scenes.count == 1 && scene.id == "main")
    let form = scene.root
    #expect(form.kind == .Form && form.mark.line == 13)
    #expect(form.children.map(\.kind) == [.TextField, .SecureField, .Button])

    let username = form.children[0]
    #expect(literal(username.id) == "username")
    #expect(username.text?.description == "$username")
    #expect(username.focused.count == 1)
    #expect(username.focused.first?.variable == "focusedField")
    if case .equals(let value)? = username.focused.first?.form {
      #expect(literal(value) == "username")
    } else {
      Issue.record("expected an equals binding")
    }
    #expect(form.children[1].text?.description == "$password")

    let button = form.children[2]
    #expect(literal(button.id) == "signIn")
    #expect(literal(button.label) == "Sign In")
    #expect(button.action.count == 1)
    guard case .if(let test, let then, let otherwise)? = button.action.first?.kind else {
      Issue.record("expected an if action")
      return
    }
    guard case .isEmpty(let operand) = test.kind, case .reference(let reference) = operand.kind else {
      Issue.record("expected isEmpty($username)")
      return
    }
    #expect(reference.description == "$username")
    guard case .set(let assignments)? = then.first?.kind else {
      Issue.record("expected set")
      return
    }
    #expect(assignments.map(\.variable) == ["focusedField"])
    #expect(literal(assignments.first?.value) == "username")
    guard case .if(_, let innerThen, let innerElse)? = otherwise.first?.kind else {
      Issue.record("expected a nested if")
      return
    }
    #expect(innerThen.count == 1 && innerElse.isEmpty)

    #expect(scenario.steps.map(\.summary) == ["click: signIn", "expect", "type: \"kim\"", "click: signIn", "expect"])
    #expect(scenario.steps.map(\.mark.line) == [33, 34, 37, 38, 39])
    guard case .click("signIn") = scenario.steps[0].kind else {
      Issue.record("expected click: signIn")
      return
    }
    guard case .expect(let first) = scenario.steps[1].kind, case .expect(let second) = scenario.steps[4].kind else {
      Issue.record("expected expectations")
      return
    }
    #expect(first.isUnrecorded == false)
    #expect(first.focused?.expected == "username")
    #expect(first.focused?.mark.line == 35 && first.focused?.mark.column == 16)
    #expect(first.focusState.map(\.key) == ["focusedField"])
    #expect(first.focusState.map(\.expected) == ["username"])
    #expect(second.focused?.expected == "password")
    #expect(second.state.map(\.key) == ["username"])
    #expect(second.state.map(\.expected) == ["kim"])
    guard case .type(let typed) = scenario.steps[2].kind else {
      Issue.record("expected type")
      return
    }
    #expect(literal(typed) == "kim")
  }

  @Test("Scenes, commands, ForEach, interpolated ids and bare steps decode")
  func richerDocument() throws {
    let text = """
      scenario: Reminders
      platform: macOS
      settings: { keyboardNavigation: true, initialFocus: none }
      state:
        reminders: [{ id: r1, title: Milk }]
        note: ""
      focusState:
        focusedReminder: null
        editing: false
      scenes:
        - id: list
          view:
            List:
              children:
                - ForEach:
                    data: $reminders
                    row:
                      TextField:
                        id: "row-${item.id}"
                        text: $item.title
                        focused: { $focusedReminder: { row: $item.id } }
                        onSubmit:
                          - let: { nid: $newID }
                          - insert: { into: $reminders, after: $item.id, value: { id: $nid, title: "" } }
                          - set: { focusedReminder: { row: $nid } }
        - id: editor
          view:
            TextEditor: { id: noteField, text: $note, focused: $editing, focusedValue: { noteKey: $note } }
      commands:
        - id: clear
          title: Clear
          shortcut: cmd+k
          disabled: { isNil: $focusedValues.noteKey }
          action: { setFocusedBinding: { noteKey: "" } }
      steps:
        - tab
        - shift-tab
        - key: Shift+Cmd+K
        - click: row-r1
        - invoke: clear
        - activate: editor
        - expect: {}
        - expect:
      """
    let scenario = try #require(validScenario(text))
    #expect(scenario.hasExplicitScenes)
    #expect(scenario.scenes.map(\.id) == ["list", "editor"])
    #expect(scenario.settings.keyboardNavigation && scenario.settings.initialFocus == .none)
    #expect(scenario.focusState.map(\.kind) == [.optional, .bool])
    let forEach = try #require(scenario.scenes.first?.root.children.first?.forEach)
    #expect(forEach.data.description == "$reminders" && forEach.idKey == "id")
    guard case .interpolation(let parts)? = forEach.row.id?.kind, parts.count == 2 else {
      Issue.record("expected an interpolated id")
      return
    }
    #expect(forEach.row.onSubmit?.count == 3)
    #expect(scenario.commands.first?.shortcut == KeyChord(modifiers: [.cmd], key: "k"))
    guard case .key(let chord) = scenario.steps[2].kind else {
      Issue.record("expected a key step")
      return
    }
    #expect(chord.description == "cmd+shift+k")
    #expect(scenario.steps.map(\.summary) == ["tab", "shift-tab", "key: Shift+Cmd+K", "click: row-r1", "invoke: clear", "activate: editor", "expect", "expect"])
    for index in [6, 7] {
      guard case .expect(let expectation) = scenario.steps[index].kind else { continue }
      #expect(expectation.isUnrecorded)
    }
  }

  @Test("Empty documents are skipped; each document is one entry")
  func documents() {
    let file = decodeScenarios("scenario: A\nview: { Text: Hi }\n---\n---\nscenario: B\nview: { Text: Hi }\n")
    #expect(file.entries.count == 2)
    let names = file.entries.map { entry -> String in
      if case .valid(let scenario) = entry { return scenario.name }
      return "invalid"
    }
    #expect(names == ["A", "B"])
  }
}

/// The string of a literal expression, for comparisons.
func literal(_ expression: Expression?) -> Value? {
  guard case .literal(let value)? = expression?.kind else { return nil }
  return value
}
