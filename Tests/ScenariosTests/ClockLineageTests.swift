import FocusEngine
import Testing
import YAML

@testable import Scenarios

/// What F61 (iOS 15, the lead's quirk) reads: whether a task or timer
/// descends from an onAppear transaction and in which instant it was queued
/// (F47: "Such tasks and timers are those an onAppear transaction started
/// (or one of them), run in that instant").
@Suite("F47: tasks and timers know whether an onAppear transaction started them")
struct ClockLineageTests {
  static func appeared(_ text: String) throws -> ScenarioRun {
    let run = ScenarioRun(scenario: try StructuredTraceTests.scenario(text), isTracing: false)
    try run.appear(at: run.scenario.mark)
    return run
  }

  @Test("a timer scheduled by onAppear, and one scheduled by a task onAppear queued, descend from it; a step's do not")
  func lineage() throws {
    let run = try Self.appeared("""
      scenario: Lineage
      state: { n: 0 }
      view:
        VStack:
          onAppear:
            - after: { seconds: 0.5, do: { set: { n: 1 } } }
            - task: { after: { seconds: 1, do: { set: { n: 2 } } } }
          children: [ { Button: { id: b, action: { after: { seconds: 2, do: { set: { n: 3 } } } } } } ]
      steps: []

      """)
    try run.perform(Step(.click("b"), at: run.scenario.mark, summary: "click: b"))
    let timers = run.clock.pendingTimerWork
    #expect(timers.map(\.due) == [0.5, 1, 2])
    #expect(timers.map(\.work.descendsFromAppear) == [true, true, false])
    #expect(timers.map(\.work.queuedAt) == [0, 0, 0])
    #expect(run.transaction.descendsFromAppear == false, "only within the transactions themselves")
  }
}
