import FocusEngine
@testable import Scenarios
import Testing
import YAML

/// The executor's shortcuts (issue 5) must not change a result: subtrees
/// that read nothing are evaluated once, and a suite run traces only the
/// scenarios that fail, by replaying them.
@Suite("Executor: incremental evaluation and traces on demand")
struct IncrementalEvaluationTests {
  @Test("F30: a node that reads state is re-evaluated beside siblings that read nothing")
  func dynamicSiblingOfStaticNodes() {
    expectPass("""
      scenario: F30 re-evaluation
      state: { locked: false, name: "" }
      focusState: { f: null }
      view:
        VStack:
          - TextField: { id: a, text: $name, focused: { $f: a }, focusedValue: { current: $name } }
          - Toggle: { id: hidden, if: false }
          - Button: { id: b, disabled: $locked, label: Save }
      steps:
        - click: a
        - type: "x"
        - expect: { focused: a, disabled: { b: false }, present: { hidden: false }, focusedValues: { current: "x" } }
        - set: { locked: true }
        - expect: { focused: a, disabled: { b: true }, present: { hidden: false } }
        - set: { locked: false }
        - expect: { focused: a, disabled: { b: false }, tabOrder: [a] }
      """)
  }

  @Test("F1: an id produced later by a node that reads state still collides with a reused node")
  func duplicateIDAgainstReusedNode() throws {
    let result = try #require(run("""
      scenario: F1 duplicate
      state: { other: c }
      view:
        VStack:
          - TextField: { id: a }
          - Button: { id: $other }
      steps:
        - set: { other: a }
        - expect: { present: { a: true } }
      """))
    #expect(result.status == .failed)
    let failure = try #require(result.failures.first)
    #expect(failure.message == "two present nodes have the id 'a' in scene main (the first is at line 5)")
    #expect(failure.stepIndex == 0)
  }

  @Test("F33: a failing scenario reports the same failure and trace whether or not passes are traced")
  func failureReplayedWithTrace() throws {
    let text = """
      scenario: F33 replay
      state: { n: 0 }
      focusState: { f: null }
      view:
        Form:
          - TextField: { id: "field-${n}", focused: { $f: a } }
          - Button: { id: go, action: [{ set: { n: { add: [$n, 1] } } }, { set: { f: a } }] }
      steps:
        - click: go
        - click: go
        - expect: { focused: field-1 }
      """
    let untracedFirst = try #require(run(text, options: .init()))
    let tracedThroughout = try #require(run(text, options: .init(keepsTraceOfPasses: true)))
    #expect(untracedFirst.status == .failed)
    #expect(untracedFirst.failures.map(\.message) == tracedThroughout.failures.map(\.message))
    #expect(untracedFirst.failures.first?.mismatches.map(\.description) == ["focused: expected field-1, got field-2"])
    #expect(untracedFirst.trace == tracedThroughout.trace)
    #expect(untracedFirst.trace.contains("2. click: go"))
  }

  @Test("A passing scenario run for a report keeps no trace")
  func passesAreNotTraced() throws {
    let result = try #require(run("""
      scenario: untraced
      view:
        Form:
          - TextField: { id: a }
      steps:
        - click: a
        - expect: { focused: a }
      """, options: .init()))
    #expect(result.status == .passed)
    #expect(result.trace.isEmpty)
  }

  @Test("A run's templates and the caches on them are freed with the run")
  func cachesAreFreed() throws {
    let file = ScenarioDecoder.decode(SourceFile(path: "test.yaml", text: """
      scenario: freed
      state: { name: "" }
      view:
        Form:
          - TextField: { id: a, text: $name, focusedValue: { current: $name } }
          - Button: { id: b, disabled: { isNil: $focusedValues.current } }
      steps:
        - click: a
        - type: "x"
      """))
    guard case .valid(let scenario)? = file.entries.first else {
      Issue.record("not valid: \(file.fileDiagnostics)")
      return
    }
    weak var root: TemplateNode?
    weak var field: TemplateNode?
    do {
      let run = ScenarioRun(scenario: scenario, isTracing: false)
      try run.appear(at: scenario.mark)
      run.replay(expect: { _, _, _ in .proceed }, failed: { error, _, _ in Issue.record("\(error.message)") })
      root = run.scenes.sceneRoots[0]
      field = run.scenes.sceneRoots[0].children[0]
      #expect(field?.cache != nil, "the field read nothing, so its evaluation is cached")
    }
    #expect(root == nil)
    #expect(field == nil)
  }
}
