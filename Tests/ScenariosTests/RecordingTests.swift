import Scenarios
import Testing
import YAML

@Suite("Record mode: filling unrecorded expectations in place")
struct RecordingTests {
  static let signIn = """
    # Sign-in form.
    scenario: Sign in   # the name

    state:
      name: ""
    focusState:
      field: null
    view:
      VStack:
        - TextField: { id: email, text: $name, focused: { $field: email } }
        - Button: { id: go, action: [ { set: { field: email } } ] }

    steps:
      # first

      - expect: {}

      - click: go
      - expect: {}   # after the click
      - type: "no"

    """

  @Test("Two empty expectations in a file with comments and blank lines are filled and every other byte is unchanged")
  func fillsBlockExpectations() throws {
    let output = try #require(recorded(Self.signIn))
    #expect(output == """
      # Sign-in form.
      scenario: Sign in   # the name

      state:
        name: ""
      focusState:
        field: null
      view:
        VStack:
          - TextField: { id: email, text: $name, focused: { $field: email } }
          - Button: { id: go, action: [ { set: { field: email } } ] }

      steps:
        # first

        - expect:
            focused: null
            focusState: { field: null }
            state: { name: "" }
            tabOrder: [email]
            warnings: []

        - click: go
        - expect:   # after the click
            focused: email
            focusState: { field: email }
            state: { name: "" }
            tabOrder: [email]
            warnings: []
        - type: "no"

      """)
  }

  @Test("After recording, the file passes when run")
  func recordedFilePasses() throws {
    let output = try #require(recorded(Self.signIn))
    expectAllPass(output)
  }

  @Test("An expect written as null or with no value is filled like an empty mapping")
  func nullExpectations() throws {
    let text = """
      scenario: Nulls
      view: { VStack: [ { TextField: { id: a, text: $t } } ] }
      state: { t: "" }
      steps:
      - expect:
      - expect: ~
      - expect: null # none yet
      """
    let output = try #require(recorded(text))
    let filled = """
      \n    focused: null
          state: { t: "" }
          tabOrder: [a]
          warnings: []
      """
    #expect(output == """
      scenario: Nulls
      view: { VStack: [ { TextField: { id: a, text: $t } } ] }
      state: { t: "" }
      steps:
      - expect:\(filled)
      - expect:\(filled)
      - expect: # none yet\(filled)
      """)
    expectAllPass(output)
  }

  @Test("An expect inside a flow sequence is filled with a flow mapping")
  func flowSequence() throws {
    let text = """
      scenario: Flow
      platform: macOS
      view:
        VStack:
          - TextField: { id: a, text: $t }
          - TextField: { id: b, text: $u }
      state: { t: "", u: "" }
      steps: [tab, expect: {}, { expect: {} }, tab, {expect: { }}]  # all flow

      """
    let output = try #require(recorded(text))
    let atA = "{ focused: a, state: { t: \"\", u: \"\" }, tabOrder: [a, b], warnings: [] }"
    let atB = "{ focused: b, state: { t: \"\", u: \"\" }, tabOrder: [a, b], warnings: [] }"
    #expect(output == """
      scenario: Flow
      platform: macOS
      view:
        VStack:
          - TextField: { id: a, text: $t }
          - TextField: { id: b, text: $u }
      state: { t: "", u: "" }
      steps: [tab, expect: \(atB), { expect: \(atB) }, tab, {expect: \(atA)}]  # all flow

      """)
    expectAllPass(output)
  }

  @Test("Every document of a file is recorded in one write")
  func severalDocuments() throws {
    let text = """
      scenario: One
      view: { Text: Hi }
      steps:
        - expect: {}
      ---
      # the second
      scenario: Two
      platform: macOS
      view:
        VStack:
          - TextField: { id: b }
          - TextField: { id: c }
      steps:
        - tab
        - expect: {}
      ...
      ---
      scenario: Three
      view: { Text: Bye }
      steps: []

      """
    let recording = ScenarioRecorder.record(SourceFile(path: "r.yaml", text: text))
    #expect(recording.outcome == .edited)
    #expect(recording.recorded == 2)
    #expect(recording.summary == "recorded 2 expectations in r.yaml")
    let output = String(decoding: try #require(recording.text), as: UTF8.self)
    #expect(output == """
      scenario: One
      view: { Text: Hi }
      steps:
        - expect:
            focused: null
            tabOrder: []
            warnings: []
      ---
      # the second
      scenario: Two
      platform: macOS
      view:
        VStack:
          - TextField: { id: b }
          - TextField: { id: c }
      steps:
        - tab
        - expect:
            focused: c
            tabOrder: [b, c]
            warnings: []
      ...
      ---
      scenario: Three
      view: { Text: Bye }
      steps: []

      """)
    expectAllPass(output)
  }

  @Test("CRLF line endings are kept, in the file and in the recorded lines")
  func crlf() throws {
    let text = "scenario: C\r\nview: { Text: Hi }\r\nsteps:\r\n  - expect: {}\r\n  # end\r\n"
    let output = try #require(recorded(text))
    #expect(output == "scenario: C\r\nview: { Text: Hi }\r\nsteps:\r\n  - expect:\r\n      focused: null\r\n      tabOrder: []\r\n      warnings: []\r\n  # end\r\n")
    expectAllPass(output)
  }

  @Test("The whole observable state is recorded: scene, focused values, commands and warnings")
  func wholeState() throws {
    let text = """
      scenario: Everything
      platform: iPadOS
      state: { note: "first note", yes: "on" }
      scenes:
        - id: first
          view:
            VStack:
              - TextField: { id: noteField, text: $note, focusedValue: { noteKey: $note } }
      commands:
        - id: clear
          shortcut: cmd+k
          disabled: { isNil: $focusedValues.noteKey }
          action: { setFocusedBinding: { noteKey: "" } }
      steps:
        - expect: {}
        - click: noteField
        - expect: {}
      """
    let output = try #require(recorded(text))
    #expect(output.hasSuffix("""
      steps:
        - expect:
            focused: null
            scene: first
            state: { note: first note, "yes": "on" }
            focusedValues: { noteKey: null }
            tabOrder: [noteField]
            commands: { clear: disabled }
            warnings: []
        - click: noteField
        - expect:
            focused: noteField
            scene: first
            state: { note: first note, "yes": "on" }
            focusedValues: { noteKey: first note }
            tabOrder: [noteField]
            commands: { clear: enabled }
            warnings: []
      """))
    expectAllPass(output)
  }

  @Test("Recording an already-recorded file changes nothing")
  func idempotent() throws {
    let once = try #require(recorded(Self.signIn))
    let recording = ScenarioRecorder.record(SourceFile(path: "r.yaml", text: once))
    #expect(recording.outcome == .unchanged)
    #expect(recording.text == nil)
    #expect(recording.summary == "nothing to record in r.yaml")
  }

  @Test("With --update only the failing values are rewritten, in flow style")
  func update() throws {
    let text = """
      scenario: Update
      platform: macOS
      focusState: { f: null }
      view:
        VStack:
          - TextField: { id: a, focused: { $f: a } }   # first
          - TextField: { id: b, focused: { $f: b } }
      steps:
        - tab
        - expect:
            focused: a            # wrong
            focusState: { f: b }  # right
            tabOrder:
              - b
              - a
            # done
        - tab
        - expect: { focused: b, isFocused: { a: true, b: true } }
      """
    let recording = ScenarioRecorder.record(SourceFile(path: "r.yaml", text: text), options: .init(update: true))
    #expect(recording.outcome == .edited)
    #expect(recording.updated == 2)
    #expect(recording.recorded == 0)
    #expect(recording.summary == "updated 2 expectations in r.yaml")
    let output = String(decoding: try #require(recording.text), as: UTF8.self)
    #expect(output == """
      scenario: Update
      platform: macOS
      focusState: { f: null }
      view:
        VStack:
          - TextField: { id: a, focused: { $f: a } }   # first
          - TextField: { id: b, focused: { $f: b } }
      steps:
        - tab
        - expect:
            focused: b            # wrong
            focusState: { f: b }  # right
            tabOrder:
              [a, b]
            # done
        - tab
        - expect: { focused: a, isFocused: { a: true, b: false } }
      """)
    expectAllPass(output)
  }

  @Test("With --update a value that cannot be expected is reported, and nothing is written")
  func updateUnwritable() throws {
    let text = """
      scenario: Absent
      state: { shown: false }
      view:
        VStack:
          - Button: { id: b, if: $shown }
      steps:
        - expect: { disabled: { b: false }, present: { b: true } }
      """
    let recording = ScenarioRecorder.record(SourceFile(path: "r.yaml", text: text), options: .init(update: true))
    #expect(recording.problems == [
      "r.yaml:7:30: disabled.b: expected false, got not present: the actual value cannot be written as an expectation"
    ])
    #expect(recording.errors.first?.sourceLine == "  - expect: { disabled: { b: false }, present: { b: true } }")
    // `record` exits 2 for this file, so it writes none of it, not even `present.b`.
    #expect(recording.outcome == .refused)
    #expect(recording.text == nil)
    #expect(!recording.succeeded)
  }

  @Test("Without --update failing expectations are left as they are, with a note")
  func failingWithoutUpdate() {
    let text = """
      scenario: Fails
      view: { VStack: [ { TextField: { id: x } } ] }
      steps:
        - expect: { focused: x }
        - expect: {}
      """
    let recording = ScenarioRecorder.record(SourceFile(path: "r.yaml", text: text))
    #expect(recording.recorded == 1)
    #expect(recording.problems.isEmpty)
    #expect(recording.notes == [
      "r.yaml:4:13: scenario 'Fails': expectation fails (1 difference); left as is (use --update to rewrite it)"
    ])
    #expect(recording.succeeded)
  }

  @Test("A step that fails stops recording; the file is not written, as record exits 2 for it")
  func stopsAtAFailingStep() throws {
    let text = """
      scenario: Stops
      view: { Text: Hi }
      steps:
        - expect: {}
        - type: "x"
        - expect: {}
      """
    let recording = ScenarioRecorder.record(SourceFile(path: "r.yaml", text: text))
    #expect(recording.recorded == 1)
    #expect(recording.outcome == .refused)
    #expect(recording.text == nil)
    #expect(recording.problems == [
      "r.yaml:5:5: scenario 'Stops' stopped at step 2 (type: \"x\"): type: no text input is focused; 1 unrecorded expectation after it not recorded"
    ])
    #expect(!recording.succeeded)
  }

  @Test("Places in notes and problems point into the file as it is written")
  func remarksFollowTheEdits() {
    let text = """
      scenario: Later
      view: { VStack: [ { TextField: { id: x } } ] }
      steps:
        - expect: {}
        - expect: { focused: x }
      """
    let recording = ScenarioRecorder.record(SourceFile(path: "r.yaml", text: text))
    #expect(recording.notes == [
      "r.yaml:8:13: scenario 'Later': expectation fails (1 difference); left as is (use --update to rewrite it)"
    ])
    let written = String(decoding: recording.text ?? [], as: UTF8.self)
    #expect(written.split(separator: "\n", omittingEmptySubsequences: false)[7] == "  - expect: { focused: x }")
  }

  @Test("A file that does not parse, or holds an invalid scenario, is not edited")
  func invalidInMemory() {
    let broken = ScenarioRecorder.record(SourceFile(path: "r.yaml", text: "scenario: [\nsteps:\n  - expect: {}\n"))
    #expect(broken.outcome == .invalid)
    #expect(broken.text == nil)
    #expect(!broken.diagnostics.isEmpty)

    let invalid = ScenarioRecorder.record(SourceFile(path: "r.yaml", text: """
      scenario: Good
      view: { Text: Hi }
      steps: [ expect: {} ]
      ---
      scenario: Bad
      view: { Txt: Hi }
      steps: [ expect: {} ]
      """))
    #expect(invalid.outcome == .invalid)
    #expect(invalid.text == nil)
  }

  @Test("FILE:LINE and filters record only the selected scenarios")
  func selection() throws {
    let text = """
      scenario: A
      tags: [one]
      view: { Text: Hi }
      steps: [ expect: {} ]
      ---
      scenario: B
      view: { Text: Hi }
      steps: [ expect: {} ]
      """
    var all = ScenarioPlan(files: []).selection()
    let byLine = ScenarioRecorder.record(SourceFile(path: "r.yaml", text: text), lines: [7], selection: &all)
    #expect(byLine.recorded == 1)
    let output = String(decoding: try #require(byLine.text), as: UTF8.self)
    #expect(output.contains("scenario: A\ntags: [one]\nview: { Text: Hi }\nsteps: [ expect: {} ]"))
    var tagged = ScenarioPlan(files: [], filter: try ScenarioFilter(tags: ["one"])).selection()
    let byTag = ScenarioRecorder.record(SourceFile(path: "r.yaml", text: text), selection: &tagged)
    #expect(byTag.recorded == 1)
    #expect(byTag.text.map { String(decoding: $0, as: UTF8.self) }?.contains("scenario: B\nview: { Text: Hi }\nsteps: [ expect: {} ]") == true)
  }

  @Test("run reports an unrecorded expectation as a failure")
  func runReportsUnrecorded() throws {
    let file = ScenarioDecoder.decode(SourceFile(path: "r.yaml", text: Self.signIn))
    guard case .valid(let scenario)? = file.entries.first else {
      Issue.record("invalid")
      return
    }
    let result = ScenarioExecutor.execute(scenario)
    #expect(result.status == .failed)
    let failure = try #require(result.failures.first)
    #expect(failure.kind == .unrecorded)
    #expect(failure.message.hasPrefix("expectation not recorded"))
    #expect(failure.location.line == 16)
  }
}
