import FocusEngine
import Scenarios
import Testing
import YAML

/// Decodes `text` (which must be valid) and runs it.
func run(_ text: String, options: ScenarioExecutor.Options = .init(keepsTraceOfPasses: true), sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ScenarioResult? {
  let file = ScenarioDecoder.decode(SourceFile(path: "test.yaml", text: text))
  guard case .valid(let scenario)? = file.entries.first else {
    Issue.record("not valid: \(file.fileDiagnostics) \(file.entries)", sourceLocation: sourceLocation)
    return nil
  }
  return ScenarioExecutor.execute(scenario, options: options)
}

func expectPass(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
  guard let result = run(text, sourceLocation: sourceLocation) else { return }
  #expect(result.status == .passed, "\(result.failures.map { "\($0.message) \($0.mismatches.map(\.description))" })\n\(result.trace.joined(separator: "\n"))", sourceLocation: sourceLocation)
}

@Suite("Executor: the format's rules end to end")
struct ExecutionTests {
  @Test("The spec's complete example passes")
  func specExample() {
    expectPass(DecodingExampleTests.example)
  }

  @Test("A failing expectation reports the path, expected and actual values, and the line of the expected value")
  func mismatch() throws {
    let result = try #require(run("""
      scenario: wrong
      focusState: { f: null }
      view:
        VStack:
          - TextField: { id: a, focused: { $f: a } }
      steps:
        - click: a
        - expect:
            focusState: { f: b }
      """))
    #expect(result.status == .failed)
    let failure = try #require(result.failures.first)
    #expect(failure.mismatches.map(\.description) == ["focusState.f: expected b, got a"])
    #expect(failure.location.line == 9)
    #expect(failure.location.column == 24)
    #expect(failure.precedingSteps == ["click: a"])
  }

  @Test("F15: a FocusState read in the same action list returns the value from before the transaction")
  func asyncWrites() {
    expectPass("""
      scenario: F15
      state: { seen: "" }
      focusState: { f: null }
      view:
        VStack:
          - TextField: { id: a, focused: { $f: a } }
      steps:
        - run:
            - set: { f: a }
            - set: { seen: $f }
        - expect: { focused: a, state: { seen: null } }
      """)
  }

  @Test("F17: Return dismisses focus on iOS but not when onSubmit queued a request")
  func returnDismisses() {
    expectPass("""
      scenario: F17
      focusState: { f: null }
      view:
        VStack:
          - TextField: { id: a, focused: { $f: a }, onSubmit: { set: { f: b } } }
          - TextField: { id: b, focused: { $f: b } }
          - TextField: { id: c, focused: { $f: c } }
      steps:
        - click: a
        - submit
        - expect: { focused: b }
        - submit
        - expect: { focused: null }
      """)
  }

  @Test("F28: onSubmit runs outermost to innermost and submitScope cuts the ancestors off")
  func submitOrder() {
    expectPass("""
      scenario: F28
      state: { log: [] }
      view:
        VStack:
          onSubmit: { append: { to: $log, value: outer } }
          children:
            - VStack:
                onSubmit: { append: { to: $log, value: middle } }
                children:
                  - TextField: { id: a, onSubmit: { append: { to: $log, value: inner } } }
            - VStack:
                submitScope: true
                onSubmit: { append: { to: $log, value: scoped } }
                children:
                  - TextField: { id: b }
      steps:
        - click: a
        - submit
        - expect: { state: { log: [outer, middle, inner] } }
        - click: b
        - submit
        - expect: { state: { log: [outer, middle, inner, scoped] } }
      """)
  }

  @Test("F1, F16, F30: an if: that turns false removes the node and focus is lost at commit")
  func ifRemoval() {
    expectPass("""
      scenario: F16
      state: { show: true }
      focusState: { f: null }
      view:
        VStack:
          - TextField: { id: a, if: $show, focused: { $f: a } }
      steps:
        - click: a
        - expect: { focusState: { f: a }, present: { a: true } }
        - set: { show: false }
        - expect: { focused: null, focusState: { f: null }, present: { a: false } }
      """)
  }

  @Test("F30: onChange sees old and new values; a handler that keeps changing its variable is a change-cycle")
  func onChange() throws {
    expectPass("""
      scenario: F30
      state: { n: 0, log: [] }
      view:
        VStack:
          onChange: { $n: { append: { to: $log, value: { concat: [ "x", "y" ] } } } }
          children:
            - Button: { id: b, action: { set: { n: { add: [$n, 1] } } } }
      steps:
        - click: b
        - expect: { state: { n: 1, log: [xy] } }
      """)
    let result = try #require(run("""
      scenario: cycle
      state: { n: 0 }
      view:
        VStack:
          onChange: { $n: { set: { n: { add: [$n, 1] } } } }
          children:
            - Button: { id: b, action: { set: { n: 1 } } }
      steps:
        - click: b
      """))
    #expect(result.status == .failed)
    #expect(result.failures.first?.message.hasPrefix("change-cycle") == true)
  }

  @Test("F34: space flips a focused Toggle and runs its action; select fails outside tvOS and watchOS")
  func activation() throws {
    expectPass("""
      scenario: F34
      platform: macOS
      settings: { keyboardNavigation: true }
      state: { on: false, runs: 0 }
      view:
        VStack:
          - Toggle: { id: t, isOn: $on, action: { set: { runs: { add: [$runs, 1] } } } }
      steps:
        - tab
        - key: space
        - expect: { focused: t, state: { on: true, runs: 1 } }
      """)
    let result = try #require(run("""
      scenario: select on iOS
      view:
        VStack:
          - Button: { id: b }
      steps:
        - select
      """))
    #expect(result.failures.first?.kind == .stepFailed)
  }

  @Test("F25: FocusedBinding writes through the focused field's binding; a reminders row stays attached to its element")
  func focusedBinding() {
    expectPass("""
      scenario: F25
      state:
        reminders: [ { id: r1, title: a }, { id: r2, title: b } ]
      focusState: { row: null }
      view:
        VStack:
          - ForEach:
              data: $reminders
              row:
                TextField:
                  id: "row-${item.id}"
                  text: $item.title
                  focused: { $row: { id: $item.id } }
                  focusedValue: { title: $item.title }
          - Button: { id: clear, action: { setFocusedBinding: { title: "" } } }
      steps:
        - click: row-r2
        - type: "!"
        - expect: { focusState: { row: { id: r2 } }, focusedValues: { title: "b!" } }
        - click: clear
        - expect: { state: { reminders: [ { id: r1, title: a }, { id: r2, title: "" } ] } }
      """)
  }
}

@Suite("Executor: clicks, commands, appearance and determinism")
struct ExecutionRulesTests {
  @Test("F6: a click focuses a text input, runs a Button without moving focus, and fails on tvOS")
  func clicks() throws {
    expectPass("""
      scenario: F6
      state: { runs: 0 }
      view:
        VStack:
          - TextField: { id: a }
          - Button: { id: b, action: { set: { runs: 1 } } }
          - Button: { id: off, disabled: true, action: { set: { runs: 2 } } }
          - Text: { id: t }
      steps:
        - click: a
        - click: b
        - expect: { focused: a, state: { runs: 1 } }
        - click: off
        - click: t
        - expect: { focused: a, state: { runs: 1 } }
      """)
    let tv = try #require(run("""
      scenario: tvOS click
      platform: tvOS
      view: { VStack: [ { Button: { id: b } } ] }
      steps:
        - click: b
      """))
    #expect(tv.failures.first?.kind == .stepFailed)
    #expect(tv.failures.first?.message.contains("no pointer") == true)
  }

  @Test("F29: an enabled command's shortcut takes the key; a disabled one leaves the key its meaning")
  func commands() {
    expectPass("""
      scenario: F29
      platform: macOS
      state: { note: hello, tabs: 0 }
      view:
        VStack:
          - TextField: { id: note, text: $note, focusedValue: { noteKey: $note } }
          - TextField: { id: other }
      commands:
        - id: clear
          shortcut: cmd+k
          disabled: { isNil: $focusedValues.noteKey }
          action: { setFocusedBinding: { noteKey: "" } }
      steps:
        - expect: { focused: note, commands: { clear: enabled } }
        - key: cmd+k
        - expect: { state: { note: "" } }
        - tab
        - expect: { focused: other, commands: { clear: disabled } }
        - invoke: clear
        - expect: { state: { note: "" } }
      """)
  }

  @Test("F31: onAppear runs when a node becomes present, after default focus")
  func onAppear() {
    expectPass("""
      scenario: F31
      state: { show: false, log: [] }
      focusState: { f: null }
      view:
        VStack:
          - TextField: { id: a, onAppear: { append: { to: $log, value: a } } }
          - TextField: { id: b, if: $show, focused: { $f: b }, onAppear: { set: { f: b } } }
      steps:
        - expect: { state: { log: [a] }, focused: null }
        - set: { show: true }
        - expect: { focused: b }
      """)
  }

  @Test("F33: the same scenario gives the same trace and result on every run; $newID counts per run")
  func determinism() throws {
    let text = """
      scenario: F33
      state: { items: [] }
      view: { VStack: [ { Button: { id: add, action: { append: { to: $items, value: $newID } } } } ] }
      steps:
        - click: add
        - click: add
        - expect: { state: { items: [new-1, new-2] } }
      """
    let first = try #require(run(text))
    let second = try #require(run(text))
    #expect(first.status == .passed)
    #expect(!first.trace.isEmpty)
    #expect(first.trace == second.trace)
  }
}
