import Reporters
import Scenarios
import Testing
import YAML

@Suite("JUnitReporter")
struct JUnitReporterTests {
  private func report(_ events: [ScenarioEvent]) -> (text: String, writes: Int) {
    let capture = Capture()
    var reporter = JUnitReporter(writingUsing: { capture.write($0) })
    reporter.record(events)
    return (capture.text, capture.writes)
  }

  @Test("A run: one testsuite per file in plan order, failure and error bodies as the human report")
  func wholeRun() {
    let failureText = XMLEscaping.text(ResultFormatter(style: .plain).details(of: Fixtures.failed))
    let errorText = XMLEscaping.text(Fixtures.rendered(Fixtures.syntaxError))
    let expected = """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="focus-scenarios" tests="3" failures="1" errors="1" time="0.250">
        <testsuite name="Scenarios/broken.yaml" tests="1" failures="0" errors="1" time="0.000">
          <testcase name="broken.yaml" classname="Scenarios" file="Scenarios/broken.yaml" line="1" time="0.000">
            <error message="did not find expected &apos;,&apos; or &apos;]&apos;" type="yaml-syntax">\(errorText)</error>
          </testcase>
        </testsuite>
        <testsuite name="Scenarios/forms/login.yaml" tests="2" failures="1" errors="0" time="0.014">
          <testcase name="Sign In focuses the first empty field" classname="Scenarios.forms" file="Scenarios/forms/login.yaml" line="1" time="0.012"/>
          <testcase name="Sign In moves to the password" classname="Scenarios.forms" file="Scenarios/forms/login.yaml" line="30" time="0.002">
            <failure message="expectation failed: focusState.focusedField: expected password, got username" type="mismatch">\(failureText)</failure>
          </testcase>
        </testsuite>
      </testsuites>

      """
    let (text, writes) = report(Fixtures.events)
    #expect(text == expected)
    #expect(writes == 1, "written whole at the end")
  }

  @Test("The failure body is the human report's details")
  func sameTextAsHuman() {
    let (text, _) = report(Fixtures.events)
    #expect(text.contains("focusState.focusedField: expected password, got username\n  steps:\n    1  click: signIn\n"))
    #expect(text.contains("    2  type: &quot;kim&quot;\n"))
  }

  @Test("Names with markup, quotes and control characters stay well-formed")
  func escaping() {
    var result = Fixtures.passed
    result.name = "<Tab> & \"Return\" 'quoted'\u{1B}[0m\nnext"
    let (text, _) = report([ScenarioEvent(.scenarioFinished(result)), ScenarioEvent(.runEnded(RunSummary(passed: 1)))])
    #expect(text.contains("name=\"&lt;Tab&gt; &amp; &quot;Return&quot; &apos;quoted&apos;\u{FFFD}[0m&#10;next\""))
  }

  @Test("An empty run is still a document")
  func empty() {
    let (text, _) = report([ScenarioEvent(.runStarted(fileCount: 0, scenarioCount: 0)), ScenarioEvent(.runEnded(RunSummary()))])
    #expect(
      text == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="focus-scenarios" tests="0" failures="0" errors="0" time="0.000">
        </testsuites>

        """)
  }

  @Test(
    "classname is the folder with dots",
    arguments: [
      ("Scenarios/focus-state/a.yaml", "Scenarios.focus-state"),
      ("./Scenarios/a.yaml", "Scenarios"),
      ("/tmp/x/a.yaml", "tmp.x"),
      ("login.yaml", "login"),
      ("login.form.yml", "login.form"),
    ])
  func className(file: String, expected: String) {
    var result = Fixtures.passed
    result.file = file
    let (text, _) = report([ScenarioEvent(.scenarioFinished(result)), ScenarioEvent(.runEnded(RunSummary(passed: 1)))])
    #expect(text.contains("classname=\"\(expected)\""))
  }

  @Test("Durations have three decimals and never a comma")
  func times() {
    var result = Fixtures.passed
    for (duration, expected) in [(0.0, "0.000"), (0.0004, "0.000"), (0.0005, "0.001"), (1.23456, "1.235"), (12.0, "12.000")] {
      result.duration = duration
      let (text, _) = report([ScenarioEvent(.scenarioFinished(result)), ScenarioEvent(.runEnded(RunSummary(passed: 1)))])
      #expect(text.contains("line=\"1\" time=\"\(expected)\"/>"), "\(duration)")
    }
  }
}
