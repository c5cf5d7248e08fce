import FocusEngine
import Foundation
@testable import Scenarios
import Testing
import YAML

/// F30 step 1 evaluates the templates at every commit. When only nodes
/// that cannot change the tree's shape read anything, a commit re-evaluates
/// just those and hands them to the engine (`TreePatchPlan`); the result
/// must be exactly a full build's.
@Suite("Executor: commits that re-evaluate single nodes")
struct TreePatchTests {
  static let form = """
    scenario: F30 patched commits
    state: { name: "", email: "", locked: false }
    focusState: { field: null }
    view:
      Form:
        - TextField: { id: name, text: $name, focused: { $field: name }, focusedValue: { current: $name } }
        - TextField: { id: email, text: $email, focused: { $field: email }, focusedValue: { current: $email } }
        - Text: { label: "static" }
        - Button: { id: save, label: Save, disabled: { isNil: $focusedValues.current }, focusedSceneValue: { locked: $locked } }
    steps:
      - tab
      - type: "Ada"
      - expect: { focused: name, focusedValues: { current: "Ada" }, disabled: { save: false } }
      - set: { locked: true }
      - expect: { focusedValues: { locked: true } }
      - set: { field: null }
      - expect: { focused: null, disabled: { save: true }, tabOrder: [name, email] }
      - click: email
      - type: "a@b"
      - expect: { focused: email, focusedValues: { current: "a@b" }, disabled: { save: false } }
    """

  @Test("F30: only the node that reads a focused value is re-evaluated, and the form passes")
  func planHoldsTheReadingNode() throws {
    let run = try #require(Self.appeared(Self.form))
    let plan = try #require(run.scenes.patchPlans[0])
    #expect(plan.sites.map(\.index) == [4], "Form, name, email, Text, save: only save reads anything")
    #expect(plan.sites.first?.source.template.kind == .Button)
    expectPass(Self.form)
  }

  @Test("F1, F30: a node that reads state in its if:, its id or a ForEach needs full builds")
  func shapeChangingReadsAreNotPatched() throws {
    let conditional = """
      scenario: if
      state: { shown: true }
      view:
        VStack:
          - TextField: { id: a, if: $shown }
      steps:
        - set: { shown: false }
        - expect: { present: { a: false } }
      """
    let named = """
      scenario: id
      state: { n: 1 }
      view:
        VStack:
          - TextField: { id: "field-${n}" }
      steps:
        - set: { n: 2 }
        - expect: { present: { field-2: true } }
      """
    let rows = """
      scenario: rows
      state: { items: [{ id: 1 }] }
      view:
        List:
          - ForEach: { data: $items, idKey: id, row: { TextField: { id: "row-${item.id}" } } }
      steps:
        - set: { items: [{ id: 1 }, { id: 2 }] }
        - expect: { present: { row-2: true } }
      """
    for text in [conditional, named, rows] {
      let run = try #require(Self.appeared(text))
      #expect(run.scenes.patchPlans[0] == nil)
      expectPass(text)
    }
  }

  @Test("F33: templates that read $newID always get full builds")
  func volatileTemplatesAreNotPatched() throws {
    let run = try #require(Self.appeared("""
      scenario: volatile
      view:
        VStack:
          - Text: { id: t, label: $newID }
      """))
    #expect(run.scenes.patchPlans[0] == nil)
  }

  @Test("F30: every bundled scenario commits the same trees, focus and values with and without patches")
  func patchedCommitsEqualFullBuilds() throws {
    var patchable = 0
    for path in InvariantTests.bundledFiles() {
      for entry in ScenarioDecoder.load(path: path).entries {
        guard case .valid(let scenario) = entry else { continue }
        let (patched, plans) = Self.transcript(of: scenario, patching: true)
        let (full, _) = Self.transcript(of: scenario, patching: false)
        #expect(patched == full, "\(path): \(scenario.name)")
        patchable += plans
      }
    }
    #expect(patchable >= 5, "too few scenarios were patched for this comparison to mean anything")
  }

  /// A scenario decoded and appeared, without running its steps.
  static func appeared(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ScenarioRun? {
    let file = ScenarioDecoder.decode(SourceFile(path: "test.yaml", text: text))
    guard case .valid(let scenario)? = file.entries.first else {
      Issue.record("not valid: \(file.fileDiagnostics)", sourceLocation: sourceLocation)
      return nil
    }
    let run = ScenarioRun(scenario: scenario, isTracing: false)
    do {
      try run.appear(at: scenario.mark)
    } catch {
      Issue.record("\(error.message)", sourceLocation: sourceLocation)
    }
    return run
  }

  /// Everything observable after each step: trees, focus, FocusState and
  /// published values, expectation results, errors and the trace; and
  /// whether any scene had a plan with sites after a step.
  static func transcript(of scenario: Scenario, patching: Bool) -> ([String], Int) {
    let run = ScenarioRun(scenario: scenario, isTracing: true)
    run.scenes.patchesTrees = patching
    var lines: [String] = []
    var planned = 0
    func observe() {
      lines.append(contentsOf: run.treeDump())
      lines.append("focus \(run.engine.scenes.map(\.focusedID)) key \(run.engine.keySceneIndex)")
      lines.append("state \(run.focusStateValues().map { "\($0.0)=\($0.1.displayText)" })")
      lines.append("values \(run.publishedValues().map { "\($0.0)=\($0.1.displayText)" })")
      if run.scenes.patchPlans.contains(where: { !($0?.sites.isEmpty ?? true) }) { planned = 1 }
    }
    do {
      try run.appear(at: scenario.mark)
    } catch {
      return (["appear failed: \(error.message)"] + run.trace, 0)
    }
    observe()
    run.replay(
      afterStep: observe,
      expect: { _, _, expectation in
        lines.append("expect \(run.check(expectation).map(\.description))")
        return .proceed
      },
      failed: { error, index, _ in lines.append("step \(index) failed: \(error.message)") })
    return (lines + run.trace, planned)
  }
}
