import FocusEngine
import Foundation
import Scenarios
import Testing
import YAML

/// F46, F47 through the decoder and the executor: `wait`, `task:`, `after:`,
/// the settle of an instant, its bounds, `time` in expectations, record and
/// the trace.
@Suite("The virtual clock, decoded and executed (F46, F47)")
struct ClockExecutionTests {
  static func run(_ text: String) throws -> ScenarioResult {
    ScenarioExecutor.execute(try StructuredTraceTests.scenario(text), options: .init(keepsTraceOfPasses: true, recordsStructuredTrace: true))
  }

  static let counter = """
    scenario: Clock
    state: { n: 0, log: [] }
    view: { Text: { id: t, label: hi } }
    steps:

    """

  // MARK: Decoding

  @Test("wait, after's seconds and time take a number of seconds ≥ 0; negative is invalid, located")
  func negativeSeconds() {
    expectError(Self.counter + "  - wait: -1\n", .invalidValue, "wait takes a number of seconds ≥ 0, found -1", at: 5, 11)
    expectError(
      Self.counter + "  - run: { after: { seconds: -0.5, do: { set: { n: 1 } } } }\n", .invalidValue,
      "after takes a number of seconds ≥ 0, found -0.5", at: 5, 30)
    expectError(Self.counter + "  - expect: { time: -2 }\n", .invalidValue, "time takes a number of seconds ≥ 0, found -2", at: 5, 21)
  }

  @Test("wait needs a finite number: a string, .inf or .nan is the wrong type")
  func wrongTypes() {
    expectError(Self.counter + "  - wait: soon\n", .wrongType, "expected a finite number of seconds, found a string", at: 5, 11)
    expectError(Self.counter + "  - wait: .inf\n", .wrongType, "expected a finite number of seconds, found .inf", at: 5, 11)
    expectError(Self.counter + "  - expect: { time: .nan }\n", .wrongType, "expected a finite number of seconds, found .nan", at: 5, 21)
  }

  @Test("after needs seconds and do, and suggests the closest key")
  func afterKeys() {
    expectError(
      Self.counter + "  - run: { after: { seconds: 1 } }\n", .missingKey, "'after' needs 'do:'", at: 5, 19)
    let found = diagnostics(Self.counter + "  - run: { after: { second: 1, do: [] } }\n")
    #expect(found.map(\.description) == ["t.yaml:5:19: error: 'after' needs 'seconds:'", "t.yaml:5:21: error: unknown key 'second'"])
    #expect(found.last?.hint == "did you mean 'seconds'?")
  }

  @Test("a task's actions read the locals of the list it is queued from")
  func taskSeesLocals() {
    let scenario = validScenario(Self.counter + "  - run: [ { let: { x: 1 } }, { task: { set: { n: $x } } } ]\n")
    #expect(scenario != nil)
  }

  // MARK: Execution

  @Test("F47: over 1,000 tasks in one instant is a change-cycle, located at the task")
  func changeCycle() throws {
    let result = try Self.run("""
      scenario: Loop
      state: { n: 0 }
      view:
        VStack:
          onChange: { $n: { task: { set: { n: { add: [$n, 1] } } } } }
          children: [ { Text: hi } ]
      steps:
        - set: { n: 1 }

      """)
    #expect(result.status == .failed)
    let failure = try #require(result.failures.first)
    #expect(failure.kind == .runtimeError)
    #expect(failure.message == "change-cycle: over 1000 tasks and timers in one instant (F47)")
    #expect(failure.location.line == 5)
  }

  @Test("F47: a timer that reschedules itself under a long wait meets the scenario's clock limit")
  func clockLimit() throws {
    let result = try Self.run("""
      scenario: Ticking
      state: { n: 0 }
      view:
        VStack:
          onChange: { $n: { after: { seconds: 0.001, do: { set: { n: { add: [$n, 1] } } } } } }
          children: [ { Text: hi } ]
      steps:
        - set: { n: 1 }
        - wait: 1000000

      """)
    let failure = try #require(result.failures.first)
    #expect(failure.kind == .limitExceeded)
    #expect(failure.message == "clock limit: over 10000 tasks and timers ran in this scenario (F47)")
  }

  @Test("F46: time is compared and reported with the clock's value")
  func timeMismatch() throws {
    let result = try Self.run(Self.counter + "  - wait: 0.25\n  - expect: { time: 0.5 }\n")
    let failure = try #require(result.failures.first)
    #expect(failure.mismatches.map(\.description) == ["time: expected 0.5, got 0.25"])
  }

  @Test("F47: each timer runs at its due time; a timer a timer schedules within the wait runs too, in due order")
  func waitRunsTimersInOrder() throws {
    let result = try Self.run(Self.counter + """
        - run:
            - after: { seconds: 0.5, do: { append: { to: $log, value: late } } }
            - after:
                seconds: 0.2
                do:
                  - append: { to: $log, value: early }
                  - after: { seconds: 0.1, do: { append: { to: $log, value: chained } } }
        - wait: 1
        - expect: { state: { log: [early, chained, late] }, time: 1 }

      """)
    #expect(result.status == .passed, "\(result.trace.joined(separator: "\n"))")
    let clockLines = result.trace.filter { $0.contains("clock:") }
    #expect(clockLines == [
      "    clock: 0 s → 0.2 s (F46)", "    clock: 0.2 s → 0.3 s (F46)", "    clock: 0.3 s → 0.5 s (F46)", "    clock: 0.5 s → 1 s (F46)",
    ])
  }

  @Test("the trace names F47 for tasks and timers queued and run, and F46 for the clock, as text and as JSON")
  func traceEvents() throws {
    let result = try Self.run(
      Self.counter + "  - run: [ { task: { set: { n: 1 } } }, { after: { seconds: 0.5, do: { set: { n: 2 } } } } ]\n  - wait: 0.5\n")
    let text = result.trace.joined(separator: "\n")
    #expect(text.contains("task queued (line 5); runs when the instant settles (F47)"))
    #expect(text.contains("timer scheduled (line 5): after 0.5 s, due at 0.5 s (F47)"))
    #expect(text.contains("task (line 5) runs (F47)"))
    #expect(text.contains("timer (line 5) runs at 0.5 s (F47)"))
    let trace = try #require(result.structuredTrace)
    let json = trace.jsonText
    #expect(json.contains(#""kind":"timerScheduled","line":5,"rules":["F47"],"seconds":0.5"#))
    #expect(json.contains(#""from":0,"kind":"clockAdvanced","rules":["F46"]"#))
  }

  @Test("F61's lineage: a task queued by onAppear, and one it queues, run in the appearance's instant descend from it")
  func appearLineage() throws {
    // What the flag marks is visible only to the lead's F61; here, that an
    // appearance's tasks run before the first step (the appearance settles).
    let result = try Self.run("""
      scenario: Appear
      state: { log: [] }
      view:
        VStack:
          onAppear: { task: [ { append: { to: $log, value: a } }, { task: { append: { to: $log, value: b } } } ] }
          children: [ { Text: hi } ]
      steps:
        - expect: { state: { log: [a, b] }, time: 0 }

      """)
    #expect(result.status == .passed)
  }

  // MARK: Record

  @Test("record writes time after screens where the scenario waits or schedules timers, and not otherwise")
  func recordWritesTime() throws {
    let output = try #require(recorded(Self.counter + "  - wait: 1.5\n  - expect: {}\n"))
    #expect(output.contains("""
            warnings: []
            time: 1.5
      """))
    expectAllPass(output)
    let withoutClock = try #require(recorded(Self.counter + "  - run: { task: { set: { n: 1 } } }\n  - expect: {}\n"))
    #expect(!withoutClock.contains("time:"))
    #expect(withoutClock.contains(#"state: { "n": 1, log: [] }"#))
  }

  @Test("record --update rewrites a time that differs")
  func recordUpdatesTime() throws {
    let output = try #require(recorded(Self.counter + "  - wait: 2\n  - expect: { time: 1 }\n", update: true))
    #expect(output.contains("- expect: { time: 2 }"))
  }
}
