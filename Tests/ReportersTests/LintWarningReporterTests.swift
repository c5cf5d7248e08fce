@testable import Reporters
import Scenarios
import Testing
import YAML

/// F23: lint warnings in every report format, for a passing, a failing and
/// an invalid scenario, without changing any status or count.
@Suite("Lint warnings in every report format")
struct LintWarningReporterTests {
  static let file = "Scenarios/notes.yaml"

  static func warning(line: Int, key: String = "noteKy", hint: String? = "did you mean 'noteKey'?") -> Diagnostic {
    Diagnostic(
      code: .unpublishedFocusedValue, severity: .warning, location: SourceLocation(file: file, line: line, column: 32),
      message: "no node publishes focused value '\(key)'; it reads null", hint: hint,
      sourceLine: "  - expect: { focusedValues: { \(key): null } }", length: key.count)
  }

  static let unknownStep = Diagnostic(
    code: .unknownStep, location: SourceLocation(file: file, line: 18, column: 5), message: "unknown step 'clik'",
    hint: "did you mean 'click'?", sourceLine: "  - clik: note", length: 4)

  /// Passes, with one warning.
  static let passed = ScenarioResult(
    file: file, name: "Note", location: SourceLocation(file: file, line: 1, column: 11), status: .passed,
    lintWarnings: [warning(line: 9)], duration: 0.001)

  /// Invalid for an unknown step, with a warning the decoder found too.
  static let invalid = ScenarioResult(
    file: file, name: "Broken note", location: SourceLocation(file: file, line: 11, column: 1), status: .invalid,
    diagnostics: [unknownStep], lintWarnings: [warning(line: 19)])

  /// `Fixtures.failed` with two warnings, the second without a hint.
  static let failed: ScenarioResult = {
    var result = Fixtures.failed
    result.lintWarnings = [warning(line: 50, key: "noteKy"), warning(line: 51, key: "zzz", hint: nil)]
    return result
  }()

  static let summary = RunSummary(passed: 1, failed: 1, invalid: 1, duration: 0.25)

  static let events: [ScenarioEvent] = [
    ScenarioEvent(.runStarted(fileCount: 2, scenarioCount: 3)),
    ScenarioEvent(.fileStarted(file)),
    ScenarioEvent(.scenarioFinished(passed)),
    ScenarioEvent(.scenarioFinished(invalid)),
    ScenarioEvent(.fileStarted(Fixtures.login)),
    ScenarioEvent(.scenarioFinished(failed)),
    ScenarioEvent(.runEnded(summary)),
  ]

  private func report(_ make: (@escaping @Sendable (String) -> Void) -> any Reporter, _ events: [ScenarioEvent] = events) -> String {
    let capture = Capture()
    var reporter = make { capture.write($0) }
    reporter.record(events)
    return capture.text
  }

  private func lines(_ text: String) -> [String] { text.components(separatedBy: "\n") }

  @Test("JSON: lintWarnings after failures, with code, place, message and hint; absent when there are none")
  func json() {
    let text = report { JSONReporter(writingUsing: $0) }
    let warning9 = #"{ "code": "unpublished-focused-value", "file": "Scenarios/notes.yaml", "line": 9, "column": 32, "#
      + #""message": "no node publishes focused value 'noteKy'; it reads null", "hint": "did you mean 'noteKey'?", "#
      + #""severity": "warning", "sourceLine": "  - expect: { focusedValues: { noteKy: null } }", "length": 6 }"#
    let warning19 = warning9.replacingOccurrences(of: #""line": 9"#, with: #""line": 19"#)
    let warning50 = warning9.replacingOccurrences(of: #""line": 9"#, with: #""line": 50"#)
    let warning51 = #"{ "code": "unpublished-focused-value", "file": "Scenarios/notes.yaml", "line": 51, "column": 32, "#
      + #""message": "no node publishes focused value 'zzz'; it reads null", "hint": null, "#
      + #""severity": "warning", "sourceLine": "  - expect: { focusedValues: { zzz: null } }", "length": 3 }"#
    #expect(lines(text) == [
      "{",
      #"  "version": 1,"#,
      #"  "summary": { "passed": 1, "failed": 1, "invalid": 1, "notRun": 0, "durationMs": 250 },"#,
      #"  "scenarios": ["#,
      #"    { "file": "Scenarios/notes.yaml", "line": 1, "name": "Note", "status": "pass", "failures": [], "#
        + #""lintWarnings": [\#(warning9)], "durationMs": 1, "position": null, "column": 11 },"#,
      #"    { "file": "Scenarios/notes.yaml", "line": 11, "name": "Broken note", "status": "invalid", "#
        + #""failures": [{ "step": null, "line": 18, "column": 5, "path": null, "expected": null, "actual": null, "#
        + #""message": "unknown step 'clik' (did you mean 'click'?)" }], "lintWarnings": [\#(warning19)], "durationMs": 0, "#
        // What merge-reports reads back (JSONReporter's documentation).
        + #""position": null, "column": 1, "diagnostics": [{ "code": "unknown-step", "severity": "error", "#
        + #""file": "Scenarios/notes.yaml", "line": 18, "column": 5, "message": "unknown step 'clik'", "#
        + #""hint": "did you mean 'click'?", "sourceLine": "  - clik: note", "length": 4 }] },"#,
      #"    { "file": "Scenarios/forms/login.yaml", "line": 30, "name": "Sign In moves to the password", "status": "fail", "#
        + #""failures": [{ "step": 4, "line": 44, "column": 35, "path": "focusState.focusedField", "expected": "password", "#
        + #""actual": "username", "message": "expectation failed" }], "lintWarnings": [\#(warning50), \#(warning51)], "durationMs": 2, "#
        + #""position": null, "column": 11, "failureDetails": [\#(MachineReporterTests.loginFailureDetails)], "#
        + #""traceLines": ["1. click: signIn", "    $focusedField: null → username", "2. type: \"kim\""] }"#,
      "  ]",
      "}",
      "",
    ])
    // The fixture run without lint warnings has no such key at all.
    #expect(!report({ JSONReporter(writingUsing: $0) }, Fixtures.events).contains("lintWarnings"))
  }

  @Test("GitHub: one ::warning annotation per lint warning, after the scenario's errors; the summary unchanged")
  func github() {
    let text = report { GitHubReporter(writingUsing: $0) }
    let message = "no node publishes focused value 'noteKy'; it reads null%0Ahint: did you mean 'noteKey'?"
    #expect(lines(text) == [
      "::warning file=Scenarios/notes.yaml,line=9,col=32,title=Note (unpublished-focused-value)::\(message)",
      "::error file=Scenarios/notes.yaml,line=18,col=5,title=Broken note (invalid)::unknown step 'clik'%0Ahint: did you mean 'click'?",
      "::warning file=Scenarios/notes.yaml,line=19,col=32,title=Broken note (unpublished-focused-value)::\(message)",
      "::error file=Scenarios/forms/login.yaml,line=44,col=35,title=Sign In moves to the password::expectation failed"
        + "%0AfocusState.focusedField: expected password, got username",
      "::warning file=Scenarios/notes.yaml,line=50,col=32,title=Sign In moves to the password (unpublished-focused-value)::\(message)",
      "::warning file=Scenarios/notes.yaml,line=51,col=32,title=Sign In moves to the password (unpublished-focused-value)"
        + "::no node publishes focused value 'zzz'; it reads null",
      "1 passed, 1 failed, 1 invalid",
      "",
    ])
  }

  @Test("GitHub: a warning's properties and message are escaped as errors are")
  func githubEscaping() {
    var result = Self.passed
    result.name = "a: b, c"
    result.lintWarnings = [Self.warning(line: 9, key: "50%\nx", hint: nil)]
    let text = report({ GitHubReporter(writingUsing: $0) }, [ScenarioEvent(.scenarioFinished(result)), ScenarioEvent(.runEnded(RunSummary(passed: 1)))])
    #expect(lines(text).first
      == "::warning file=Scenarios/notes.yaml,line=9,col=32,title=a%3A b%2C c (unpublished-focused-value)"
      + "::no node publishes focused value '50%25%0Ax'; it reads null")
  }

  @Test("JUnit: the warnings are the testcase's system-out, compiler-style; no count changes")
  func junit() {
    let text = report { JUnitReporter(writingUsing: $0) }
    let out9 = [
      "      <system-out>Scenarios/notes.yaml:9:32: warning: no node publishes focused value &apos;noteKy&apos;; it reads null",
      "   9 |   - expect: { focusedValues: { noteKy: null } }",
      "     |                                ^~~~~~",
      "   hint: did you mean &apos;noteKey&apos;?</system-out>",
    ]
    let out19 = [
      "      <system-out>Scenarios/notes.yaml:19:32: warning: no node publishes focused value &apos;noteKy&apos;; it reads null",
      "   19 |   - expect: { focusedValues: { noteKy: null } }",
      "      |                                ^~~~~~",
      "   hint: did you mean &apos;noteKey&apos;?</system-out>",
    ]
    let failureText = XMLEscaping.text(ResultFormatter(style: .plain).details(of: Self.failed))
    let out50 = [
      "      <system-out>Scenarios/notes.yaml:50:32: warning: no node publishes focused value &apos;noteKy&apos;; it reads null",
      "   50 |   - expect: { focusedValues: { noteKy: null } }",
      "      |                                ^~~~~~",
      "   hint: did you mean &apos;noteKey&apos;?",
      "Scenarios/notes.yaml:51:32: warning: no node publishes focused value &apos;zzz&apos;; it reads null",
      "   51 |   - expect: { focusedValues: { zzz: null } }",
      "      |                                ^~~</system-out>",
    ]
    let expected = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="focus-scenarios" tests="3" failures="1" errors="1" time="0.250">"#,
      #"  <testsuite name="Scenarios/notes.yaml" tests="2" failures="0" errors="1" time="0.001">"#,
      #"    <testcase name="Note" classname="Scenarios" file="Scenarios/notes.yaml" line="1" time="0.001">"#,
    ] + out9 + [
      "    </testcase>",
      #"    <testcase name="Broken note" classname="Scenarios" file="Scenarios/notes.yaml" line="11" time="0.000">"#,
      #"      <error message="unknown step &apos;clik&apos;" type="unknown-step">Scenarios/notes.yaml:18:5: error: unknown step &apos;clik&apos;"#,
      "   18 |   - clik: note",
      "      |     ^~~~",
      "   hint: did you mean &apos;click&apos;?</error>",
    ] + out19 + [
      "    </testcase>",
      "  </testsuite>",
      #"  <testsuite name="Scenarios/forms/login.yaml" tests="1" failures="1" errors="0" time="0.002">"#,
      #"    <testcase name="Sign In moves to the password" classname="Scenarios.forms" file="Scenarios/forms/login.yaml" line="30" time="0.002">"#,
    ] + lines(#"      <failure message="expectation failed: focusState.focusedField: expected password, got username" type="mismatch">"#
      + failureText + "</failure>") + out50 + [
      "    </testcase>",
      "  </testsuite>",
      "</testsuites>",
      "",
    ]
    #expect(lines(text) == expected)
  }

  @Test("TAP: a # warning comment per lint warning, after the test point and its YAML block")
  func tap() {
    let text = report { TAPReporter(writingUsing: $0) }
    let warning = "no node publishes focused value 'noteKy'; it reads null (hint: did you mean 'noteKey'?)"
    #expect(lines(text) == [
      "TAP version 14",
      "ok 1 - Note",
      "# warning: Scenarios/notes.yaml:9:32: \(warning)",
      "not ok 2 - Broken note # invalid",
      "  ---",
      #"  message: "unknown step 'clik'""#,
      "  severity: invalid",
      "  at:",
      #"    file: "Scenarios/notes.yaml""#,
      "    line: 18",
      "    column: 5",
      "  diagnostics:",
      #"    - "Scenarios/notes.yaml:18:5: error: unknown step 'clik' (hint: did you mean 'click'?)""#,
      "  ...",
      "# warning: Scenarios/notes.yaml:19:32: \(warning)",
      "not ok 3 - Sign In moves to the password",
      "  ---",
      #"  message: "expectation failed""#,
      "  severity: fail",
      "  at:",
      #"    file: "Scenarios/forms/login.yaml""#,
      "    line: 44",
      "    column: 35",
      "  mismatches:",
      #"    - path: "focusState.focusedField""#,
      #"      expected: "password""#,
      #"      actual: "username""#,
      "  ...",
      "# warning: Scenarios/notes.yaml:50:32: \(warning)",
      "# warning: Scenarios/notes.yaml:51:32: no node publishes focused value 'zzz'; it reads null",
      "1..3",
      "",
    ])
  }

  @Test("TAP: a line break in a warning cannot end the comment")
  func tapOneLine() {
    var result = Self.passed
    result.lintWarnings = [Self.warning(line: 9, key: "a\nok 2 - forged", hint: nil)]
    let text = report({ TAPReporter(writingUsing: $0) }, [ScenarioEvent(.scenarioFinished(result)), ScenarioEvent(.runEnded(RunSummary(passed: 1)))])
    #expect(lines(text) == [
      "ok 1 - Note",
      #"# warning: Scenarios/notes.yaml:9:32: no node publishes focused value 'a\nok 2 - forged'; it reads null"#,
      "1..1",
      "",
    ])
  }

  @Test("validate: an invalid document prints its errors, then its lint warnings")
  func validateInvalid() {
    let capture = Capture()
    ValidationReporter(style: .plain, writingUsing: { capture.write($0) }).report([.report(Self.invalid)])
    #expect(lines(capture.text) == [
      "Scenarios/notes.yaml:18:5: error: unknown step 'clik'",
      "   18 |   - clik: note",
      "      |     ^~~~",
      "   hint: did you mean 'click'?",
      "",
      "Scenarios/notes.yaml:19:32: warning: no node publishes focused value 'noteKy'; it reads null",
      "   19 |   - expect: { focusedValues: { noteKy: null } }",
      "      |                                ^~~~~~",
      "   hint: did you mean 'noteKey'?",
      "",
      "0 valid, 1 invalid in 1 file",
      "",
    ])
  }

  @Test("human: an invalid document's lint warnings under its line, its errors in the details")
  func humanInvalid() {
    let text = report { HumanReporter(style: .plain, writingUsing: $0) }
    #expect(lines(text).prefix(11) == [
      "✓ Note  (Scenarios/notes.yaml:1)",
      "Scenarios/notes.yaml:9:32: warning: no node publishes focused value 'noteKy'; it reads null",
      "   9 |   - expect: { focusedValues: { noteKy: null } }",
      "     |                                ^~~~~~",
      "   hint: did you mean 'noteKey'?",
      "! Broken note (invalid)  (Scenarios/notes.yaml:11)",
      "Scenarios/notes.yaml:19:32: warning: no node publishes focused value 'noteKy'; it reads null",
      "   19 |   - expect: { focusedValues: { noteKy: null } }",
      "      |                                ^~~~~~",
      "   hint: did you mean 'noteKey'?",
      "✗ Sign In moves to the password  (Scenarios/forms/login.yaml:30)",
    ])
    #expect(text.contains("\nScenarios/notes.yaml:18:5: error: unknown step 'clik'\n"))
    #expect(text.hasSuffix("\n1 passed, 1 failed, 1 invalid\n"))
  }
}
