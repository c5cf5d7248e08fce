import Reporters
import Scenarios
import Testing
import YAML

@Suite("HumanReporter")
struct HumanReporterTests {
  private func report(_ events: [ScenarioEvent], style: RenderStyle = .plain) -> String {
    let capture = Capture()
    var reporter = HumanReporter(style: style, writingUsing: { capture.write($0) })
    reporter.record(events)
    return capture.text
  }

  @Test("A run: the list in plan order, failure details, then the summary line last")
  func wholeRun() {
    let expected = """
      ! broken.yaml (invalid)  (Scenarios/broken.yaml:1)
      ✓ Sign In focuses the first empty field  (Scenarios/forms/login.yaml:1)
      ✗ Sign In moves to the password  (Scenarios/forms/login.yaml:30)

      \(Fixtures.rendered(Fixtures.syntaxError))

      Scenarios/forms/login.yaml:44:35: error: Sign In moves to the password: expectation failed
      \(Fixtures.excerpt(Fixtures.mismatch))
        focusState.focusedField: expected password, got username
        steps:
          1  click: signIn
          2  type: "kim"
          3  click: signIn
          4  expect  ← failed
        trace:
          1. click: signIn
              $focusedField: null → username
          2. type: "kim"

      1 passed, 1 failed, 1 invalid

      """
    #expect(report(Fixtures.events) == expected)
  }

  @Test("Each scenario's line is written as soon as it finishes")
  func streams() {
    let capture = Capture()
    var reporter = HumanReporter(style: .plain, writingUsing: { capture.write($0) })
    reporter.record(ScenarioEvent(.runStarted(fileCount: 1, scenarioCount: 1)))
    reporter.record(ScenarioEvent(.scenarioFinished(Fixtures.passed)))
    #expect(capture.text == "✓ Sign In focuses the first empty field  (Scenarios/forms/login.yaml:1)\n")
  }

  @Test("All passed: list, blank line, summary")
  func allPassed() {
    let text = report([
      ScenarioEvent(.runStarted(fileCount: 1, scenarioCount: 1)),
      ScenarioEvent(.scenarioFinished(Fixtures.passed)),
      ScenarioEvent(.runEnded(RunSummary(passed: 1))),
    ])
    #expect(text == "✓ Sign In focuses the first empty field  (Scenarios/forms/login.yaml:1)\n\n1 passed, 0 failed, 0 invalid\n")
  }

  @Test("Nothing matched: a note, then the summary")
  func nothing() {
    let text = report([ScenarioEvent(.runStarted(fileCount: 0, scenarioCount: 0)), ScenarioEvent(.runEnded(RunSummary()))])
    #expect(text == "note: no scenario matched the paths and filters\n0 passed, 0 failed, 0 invalid\n")
  }

  @Test("--fail-fast: the scenarios not run are counted before the summary")
  func failFast() {
    let text = HumanReporter.summary(RunSummary(failed: 1, notRun: 2), style: .plain)
    #expect(text == "note: stopped at the first failure (--fail-fast); 2 scenarios not run\n0 passed, 1 failed, 0 invalid\n")
  }

  @Test("A failure before the first step is shown without a number")
  func appearFailure() {
    var failure = Fixtures.failure
    failure.stepIndex = -1
    failure.stepSummary = "appear"
    failure.precedingSteps = []
    failure.mismatches = []
    failure.sourceLine = nil
    failure.message = "change-cycle: focusedField changed 100 times"
    var result = Fixtures.failed
    result.failures = [failure]
    result.trace = []
    let details = ResultFormatter(style: .plain).details(of: result)
    #expect(
      details == """
        Scenarios/forms/login.yaml:44:35: error: Sign In moves to the password: change-cycle: focusedField changed 100 times
          steps:
            appear  ← failed
        """)
  }

  @Test("Mismatches on other lines than the one drawn say their line")
  func mismatchLines() {
    var other = Fixtures.mismatch
    other.path = "focused"
    other.location.line = 43
    var result = Fixtures.failed
    result.failures[0].mismatches.append(other)
    let details = ResultFormatter(style: .plain).details(of: result)
    #expect(details.contains("\n  focused: expected password, got username  (Scenarios/forms/login.yaml:43:35)\n"))
  }

  @Test("Step numbers are right-aligned past 9")
  func wideNumbers() {
    var result = Fixtures.failed
    result.failures[0].stepIndex = 10
    result.failures[0].precedingSteps = (1...10).map { "step \($0)" }
    let details = ResultFormatter(style: .plain).details(of: result)
    #expect(details.contains("\n     1  step 1\n"))
    #expect(details.contains("\n    10  step 10\n"))
    #expect(details.contains("\n    11  expect  ← failed"))
  }

  @Test("Color: symbols green, red, yellow; the summary line keeps its words")
  func color() {
    let reporter = HumanReporter(style: .color, writingUsing: { _ in })
    #expect(reporter.line(for: Fixtures.passed).hasPrefix("\u{1B}[32m✓\u{1B}[0m Sign In"))
    #expect(reporter.line(for: Fixtures.failed).hasPrefix("\u{1B}[31m✗\u{1B}[0m Sign In"))
    #expect(reporter.line(for: Fixtures.invalid).hasPrefix("\u{1B}[33m!\u{1B}[0m broken.yaml (invalid)"))
    let summary = HumanReporter.summary(Fixtures.summary, style: .color)
    let stripped = summary.replacing(/\x1B\[[0-9;]*m/, with: "")
    #expect(stripped == "1 passed, 1 failed, 1 invalid\n")
  }

  @Test("Plain output has no escape codes")
  func plain() {
    #expect(!report(Fixtures.events).contains("\u{1B}"))
  }
}
