import FocusEngine
import Testing
import YAML

@testable import Scenarios

/// Spec 1.1's `presented` and `screens` in record mode and in `expect`
/// (SCENARIO-FORMAT "Expectations", F35, F42): recorded after `warnings`
/// where the scenario uses presentations or NavigationStacks, compared with
/// the run's `presentedIDs()` and `screenCounts()`.
///
/// These tests keep every presentation down (its flag stays false) and
/// hide or leave out stacks, so they hold whatever the engine presents.
@Suite("Record mode and expectations: presented and screens")
struct RecordingPresentationTests {
  static let withSheet = """
    scenario: Sheet stays down
    state: { show: false }
    view:
      VStack:
        - Button: { id: edit, sheet: { id: editor, isPresented: $show, view: { Text: Editor } } }
    steps:
      - expect: {}

    """

  @Test("ObservedState writes presented and screens after warnings, in the Expectations table's order")
  func entryOrder() {
    let state = ObservedState(
      focused: "title", tabOrder: ["title"], warnings: [], presented: ["editor", "discard"], screens: [("nav", 2), ("side.nav", 0)])
    #expect(state.entries.map(\.key) == ["focused", "tabOrder", "warnings", "presented", "screens"])
    #expect(state.entries.suffix(2).map(\.value) == ["[editor, discard]", "{ nav: 2, side.nav: 0 }"])
    #expect(state.items.suffix(3).map(\.path) == ["presented", "screens.nav", "screens.side.nav"])
    // None of either: presented is written as [] (the scenario uses presentations), screens not at all.
    let none = ObservedState(presented: [], screens: [])
    #expect(none.entries.map(\.key) == ["focused", "tabOrder", "warnings", "presented"])
    #expect(none.entries.last?.value == "[]")
    #expect(ObservedState().entries.map(\.key) == ["focused", "tabOrder", "warnings"])
  }

  @Test("record writes presented: [] for a scenario with a presentation that is down, and the file then passes")
  func recordsPresented() throws {
    let output = try #require(recorded(Self.withSheet))
    #expect(output.hasSuffix("""
      steps:
        - expect:
            focused: null
            state: { show: false }
            tabOrder: []
            warnings: []
            presented: []

      """))
    expectAllPass(output)
  }

  @Test("record writes neither presented nor screens for a scenario without presentations and stacks")
  func v1RecordsNeither() throws {
    let output = try #require(recorded("scenario: Plain\nview: { Button: ok }\nsteps:\n  - expect: {}\n"))
    #expect(output == "scenario: Plain\nview: { Button: ok }\nsteps:\n  - expect:\n      focused: null\n      tabOrder: []\n      warnings: []\n")
  }

  @Test("A presentation in a layer's view or a destination makes the scenario record presented")
  func nestedPresentation() throws {
    let text = """
      scenario: Nested
      state: { show: false }
      view:
        NavigationStack:
          if: false
          destination: { Button: { alert: { id: deep, isPresented: $show } } }
      steps:
        - expect: {}
      """
    let output = try #require(recorded(text))
    #expect(output.contains("      presented: []\n") || output.hasSuffix("      presented: []"), "\(output)")
    expectAllPass(output)
  }

  @Test("presented is compared as a whole list, with the mismatch at its value")
  func presentedMismatch() throws {
    let text = Self.withSheet.replacingOccurrences(of: "- expect: {}", with: "- expect: { presented: [editor] }")
    let scenario = try #require(validScenario(text))
    let result = ScenarioExecutor.execute(scenario)
    let failure = try #require(result.failures.first)
    #expect(failure.mismatches.map(\.description) == ["presented: expected [editor], got []"])
    #expect(failure.mismatches.first.map { ($0.location.line, $0.location.column) } ?? (0, 0) == (7, 26))
    #expect(failure.mismatches.first?.isActualWritable == true)
    expectAllPass(Self.withSheet.replacingOccurrences(of: "- expect: {}", with: "- expect: { presented: [] }"))
  }

  @Test("record --update rewrites a wrong presented list")
  func updatePresented() throws {
    let text = Self.withSheet.replacingOccurrences(of: "- expect: {}", with: "- expect: { presented: [editor], focused: null }")
    let output = try #require(recorded(text, update: true))
    #expect(output.contains("- expect: { presented: [], focused: null }"), "\(output)")
    expectAllPass(output)
  }

  @Test("screens of a stack that is not present: actual 'not present', which record --update cannot write")
  func screensOfAnAbsentStack() throws {
    let text = """
      scenario: Hidden stack
      state: { shown: false }
      view:
        VStack:
          - NavigationStack: { id: nav, if: $shown, children: [ { Text: Root } ] }
      steps:
        - expect: { screens: { nav: 0 } }
      """
    let scenario = try #require(validScenario(text))
    #expect(scenario.usesNavigationStacks)
    let failure = try #require(ScenarioExecutor.execute(scenario).failures.first)
    #expect(failure.mismatches.map(\.description) == ["screens.nav: expected 0, got not present"])
    #expect(failure.mismatches.first?.isActualWritable == false)
    let recording = ScenarioRecorder.record(SourceFile(path: "r.yaml", text: text), options: .init(update: true))
    #expect(recording.problems == [
      "r.yaml:7:31: screens.nav: expected 0, got not present: the actual value cannot be written as an expectation"
    ])
    #expect(recording.text == nil)
  }
}
