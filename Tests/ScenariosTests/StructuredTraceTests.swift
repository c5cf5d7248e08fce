import FocusEngine
import Foundation
import Scenarios
import Testing
import YAML

/// Issue 14: the trace is data. The text trace is one rendering of the
/// typed events; the structured trace keeps them per step with a snapshot.
@Suite("Structured trace")
struct StructuredTraceTests {
  static func scenario(_ text: String) throws -> Scenario {
    let file = ScenarioDecoder.decode(SourceFile(path: "test.yaml", text: text))
    guard case .valid(let scenario)? = file.entries.first else {
      throw DecodingFailed(diagnostics: file.fileDiagnostics.map(\.message) + file.entries.flatMap { entry -> [String] in
        if case .invalid(_, _, let diagnostics) = entry { return diagnostics.map(\.message) }
        return []
      })
    }
    return scenario
  }

  struct DecodingFailed: Error { var diagnostics: [String] }

  static let loginForm = """
    scenario: Tab walks the form, then an expectation fails
    platform: macOS
    state: { name: "" }
    focusState: { field: null }
    view:
      Form:
        children:
          - TextField: { id: name, text: $name, focused: { $field: name } }
          - SecureField: { id: password, focused: { $field: password } }
          - Button: { id: save, action: [ set: { field: name } ] }
    steps:
      - key: tab
      - click: save
      - expect: { focused: password }
    """

  @Test("the text trace is exactly the events' lines, in order, for every bundled scenario")
  func textIsARenderingOfTheEvents() {
    var compared = 0
    for path in InvariantTests.bundledFiles() {
      for entry in ScenarioDecoder.load(path: path).entries {
        guard case .valid(let scenario) = entry else { continue }
        let result = ScenarioExecutor.execute(
          scenario, options: .init(includeTrees: true, keepsTraceOfPasses: true, recordsStructuredTrace: true))
        guard let structured = result.structuredTrace else {
          Issue.record("\(path): no structured trace")
          continue
        }
        #expect(structured.droppedSteps == 0)
        let rendered = structured.steps.flatMap { $0.events.flatMap(\.lines) }
        #expect(rendered == result.trace, "\(path): \(scenario.name)")
        compared += 1
      }
    }
    #expect(compared > 50)
  }

  @Test("each step keeps its events with their rules and the state after it")
  func stepsCarryEventsRulesAndSnapshots() throws {
    let result = ScenarioExecutor.execute(try Self.scenario(Self.loginForm), options: .init(recordsStructuredTrace: true))
    #expect(result.status == .failed)
    let trace = try #require(result.structuredTrace)
    #expect(trace.steps.map(\.index) == [-1, 0, 1, 2])
    #expect(trace.steps.map(\.summary) == ["appear", "key: tab", "click: save", "expect"])
    // macOS focuses the first text input at appearance (F26); Tab goes on (F18).
    let tab = trace.steps[1]
    #expect(tab.events.contains { $0.rules.contains(FocusRule(18)) })
    #expect(tab.snapshot?.focus.focusState.first?.value == .string("password"))
    // The click queues a request (F15) that the commit applies (F11).
    let click = trace.steps[2]
    let kinds = click.events.map(\.kind)
    #expect(kinds.contains("requestQueued"))
    #expect(click.events.contains { $0.rules.contains(FocusRule(11)) })
    #expect(click.snapshot?.focus.focusState.first?.value == .string("name"))
    #expect(click.snapshot?.state.first?.name == "name")
    // The failing expectation is an event of its own, and has no snapshot.
    #expect(trace.steps[3].events.last?.kind == "mismatch")
    #expect(trace.steps[3].snapshot == nil)
  }

  @Test("an expect that held records each path it checked with both values, as data only")
  func heldExpectationsAreData() throws {
    let text = Self.loginForm.replacingOccurrences(
      of: "  - expect: { focused: password }",
      with: "  - expect: { focused: name, focusState: { field: name }, state: { name: \"\" } }\n  - expect: { focused: password }")
    let result = ScenarioExecutor.execute(try Self.scenario(text), options: .init(recordsStructuredTrace: true))
    let trace = try #require(result.structuredTrace)
    let held = trace.steps[3].events.compactMap { event -> [ExpectationCheck]? in
      if case .expectationHeld(let checks) = event { return checks }
      return nil
    }
    #expect(held == [[
      ExpectationCheck(path: "focused", expected: "name", actual: "name"),
      ExpectationCheck(path: "focusState.field", expected: "name", actual: "name"),
      ExpectationCheck(path: "state.name", expected: "\"\"", actual: "\"\""),
    ]])
    #expect(trace.steps[3].events.flatMap(\.lines) == ["3. expect"])
    #expect(trace.jsonText.contains(#""checks":[{"actual":"name","expected":"name","path":"focused"}"#))
    // The failing expect lists no held path (it has only the one that failed).
    #expect(trace.steps[4].events.map(\.kind) == ["step", "mismatch"])
  }

  @Test("recording the structured trace leaves the text trace of every bundled scenario as it was")
  func structuredRecordingKeepsTheTextTrace() {
    for path in InvariantTests.bundledFiles() {
      for entry in ScenarioDecoder.load(path: path).entries {
        guard case .valid(let scenario) = entry else { continue }
        let plain = ScenarioExecutor.execute(scenario, options: .init(keepsTraceOfPasses: true))
        let structured = ScenarioExecutor.execute(scenario, options: .init(keepsTraceOfPasses: true, recordsStructuredTrace: true))
        #expect(plain.trace == structured.trace, "\(path): \(scenario.name)")
      }
    }
  }

  @Test("a passing scenario keeps no structured trace unless asked to keep the traces of passes")
  func passesKeepNothing() throws {
    let passing = Self.loginForm.replacingOccurrences(of: "focused: password }", with: "focused: name }")
    let scenario = try Self.scenario(passing)
    #expect(ScenarioExecutor.execute(scenario, options: .init(recordsStructuredTrace: true)).structuredTrace == nil)
    let kept = ScenarioExecutor.execute(scenario, options: .init(keepsTraceOfPasses: true, recordsStructuredTrace: true))
    #expect(kept.structuredTrace?.steps.count == 4)
    // Without asking, there is none even for a failure.
    #expect(ScenarioExecutor.execute(try Self.scenario(Self.loginForm)).structuredTrace == nil)
  }

  @Test("a long trace keeps its last steps within the budget and says how many it dropped")
  func budgetDropsTheOldestSteps() throws {
    // 600 steps, each snapshot carrying a 1,000-character state value:
    // 600,000 of weight against a budget of 200,000.
    let steps = String(repeating: "  - key: tab\n", count: 600)
    let text = """
      scenario: Many steps with a heavy state
      platform: macOS
      state: { blob: "\(String(repeating: "x", count: 1000))" }
      view:
        VStack:
          children:
            - TextField: { id: a }
            - TextField: { id: b }
      steps:
      \(steps)  - expect: { focused: b }
      """
    let result = ScenarioExecutor.execute(try Self.scenario(text), options: .init(recordsStructuredTrace: true))
    let trace = try #require(result.structuredTrace)
    #expect(trace.droppedSteps > 0)
    #expect(trace.steps.count + trace.droppedSteps == 602)
    #expect(trace.steps.last?.summary == "expect")
    #expect(trace.steps.count < 250)
  }

  @Test("the JSON form parses and names every event's kind, rule and text")
  func jsonParses() throws {
    let result = ScenarioExecutor.execute(try Self.scenario(Self.loginForm), options: .init(recordsStructuredTrace: true))
    let text = try #require(result.structuredTrace?.jsonText)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let steps = try #require(object["steps"] as? [[String: Any]])
    #expect(steps.count == 4)
    let events = try #require(steps[2]["events"] as? [[String: Any]])
    let queued = try #require(events.first { $0["kind"] as? String == "requestQueued" })
    #expect(queued["rules"] as? [String] == ["F15"])
    let request = try #require(queued["request"] as? [String: Any])
    #expect(request["variable"] as? String == "field")
    #expect(request["value"] as? String == "name")
    #expect((queued["text"] as? [String])?.first == "queued $field = name (F15: applies at commit)")
    let snapshot = try #require(steps[1]["snapshot"] as? [String: Any])
    let focus = try #require(snapshot["focus"] as? [String: Any])
    let focusState = try #require(focus["focusState"] as? [[String: Any]])
    #expect(focusState.first?["value"] as? String == "password")
    let scenes = try #require(focus["scenes"] as? [[String: Any]])
    #expect((scenes.first?["nodes"] as? [Any])?.count == 4)  // the Form and its three controls
  }

  @Test("F29: a disabled: condition that fails keeps the lines of the commands found disabled before it")
  func failingConditionKeepsEarlierDecisions() throws {
    let text = """
      scenario: Two commands share cmd+k; the second's condition cannot be evaluated
      platform: macOS
      state: { n: 1 }
      commands:
        - id: first
          shortcut: cmd+k
          disabled: true
        - id: second
          shortcut: cmd+k
          disabled: $n.missing
      view:
        TextField: { id: a }
      steps:
        - key: cmd+k
      """
    let result = ScenarioExecutor.execute(try Self.scenario(text), options: .init(recordsStructuredTrace: true))
    #expect(result.failures.first?.message == "$n.missing: cannot read 'missing' of a number")
    #expect(result.trace.suffix(2) == [
      "    cmd+k: command first is disabled; the key keeps its meaning (F29)",
      "    ✗ $n.missing: cannot read 'missing' of a number",
    ])
    let step = try #require(result.structuredTrace?.steps.last)
    #expect(step.events.map(\.kind) == ["step", "input", "stepFailed"])
    #expect(step.events[1].rules == [FocusRule(29)])
  }
}
