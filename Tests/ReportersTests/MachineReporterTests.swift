@testable import Reporters
import Scenarios
import Testing
import YAML

/// JSON, TAP and GitHub annotations from the same fixed run.
@Suite("JSON, TAP and GitHub reporters")
struct MachineReporterTests {
  private func report(_ make: (@escaping @Sendable (String) -> Void) -> any Reporter) -> String {
    let capture = Capture()
    var reporter = make { capture.write($0) }
    reporter.record(Fixtures.events)
    return capture.text
  }

  /// The failing fixture's `failureDetails` entry: what merge-reports reads back.
  static let loginFailureDetails = #"{ "kind": "mismatch", "message": "expectation failed", "stepIndex": 3, "stepSummary": "expect", "#
    + #""file": "Scenarios/forms/login.yaml", "line": 44, "column": 35, "sourceLine": "      focusState: { focusedField: password }", "#
    + #""length": 8, "precedingSteps": ["click: signIn", "type: \"kim\"", "click: signIn"], "mismatches": [{ "#
    + #""file": "Scenarios/forms/login.yaml", "line": 44, "column": 35, "#
    + #""sourceLine": "      focusState: { focusedField: password }", "length": 8, "writable": true }] }"#

  @Test("JSON: one object, keys in the documented order")
  func json() {
    let text = report { JSONReporter(writingUsing: $0) }
    #expect(
      text == #"""
        {
          "version": 1,
          "summary": { "passed": 1, "failed": 1, "invalid": 1, "notRun": 0, "durationMs": 250 },
          "scenarios": [
            { "file": "Scenarios/broken.yaml", "line": 1, "name": "broken.yaml", "status": "invalid", "failures": [{ "step": null, "line": 1, "column": 9, "path": null, "expected": null, "actual": null, "message": "did not find expected ',' or ']'" }], "durationMs": 0, "position": null, "column": 9, "diagnostics": [{ "code": "yaml-syntax", "severity": "error", "file": "Scenarios/broken.yaml", "line": 1, "column": 9, "message": "did not find expected ',' or ']'", "hint": null, "sourceLine": "a: [1, 2", "length": 1 }] },
            { "file": "Scenarios/forms/login.yaml", "line": 1, "name": "Sign In focuses the first empty field", "status": "pass", "failures": [], "durationMs": 12, "position": null, "column": 11, "tags": ["forms"] },
            { "file": "Scenarios/forms/login.yaml", "line": 30, "name": "Sign In moves to the password", "status": "fail", "failures": [{ "step": 4, "line": 44, "column": 35, "path": "focusState.focusedField", "expected": "password", "actual": "username", "message": "expectation failed" }], "durationMs": 2, "position": null, "column": 11, "failureDetails": [\#(Self.loginFailureDetails)], "traceLines": ["1. click: signIn", "    $focusedField: null → username", "2. type: \"kim\""] }
          ]
        }

        """#)
  }

  @Test("JSON strings escape quotes, backslashes and control characters")
  func jsonStrings() {
    let capture = Capture()
    var reporter = JSONReporter { capture.write($0) }
    var result = Fixtures.passed
    result.name = "a \"b\" \\ c\n\u{1}"
    reporter.record([ScenarioEvent(.scenarioFinished(result)), ScenarioEvent(.runEnded(RunSummary(passed: 1)))])
    #expect(capture.text.contains(#""name": "a \"b\" \\ c\n\u0001""#))
  }

  @Test("TAP 14: a point per scenario, YAML blocks for failures, the plan last")
  func tap() {
    let text = report { TAPReporter(writingUsing: $0) }
    #expect(
      text == """
        TAP version 14
        not ok 1 - broken.yaml # invalid
          ---
          message: "did not find expected ',' or ']'"
          severity: invalid
          at:
            file: "Scenarios/broken.yaml"
            line: 1
            column: 9
          diagnostics:
            - "Scenarios/broken.yaml:1:9: error: did not find expected ',' or ']'"
          ...
        ok 2 - Sign In focuses the first empty field
        not ok 3 - Sign In moves to the password
          ---
          message: "expectation failed"
          severity: fail
          at:
            file: "Scenarios/forms/login.yaml"
            line: 44
            column: 35
          mismatches:
            - path: "focusState.focusedField"
              expected: "password"
              actual: "username"
          ...
        1..3

        """)
  }

  @Test("TAP descriptions stay on one line and escape #")
  func tapDescription() {
    #expect(TAPReporter.description("F1 #2\nnext") == "F1 \\#2 next")
  }

  @Test("GitHub: an annotation per failure and problem, then the summary")
  func github() {
    let text = report { GitHubReporter(writingUsing: $0) }
    #expect(
      text == """
        ::error file=Scenarios/broken.yaml,line=1,col=9,title=broken.yaml (invalid)::did not find expected ',' or ']'
        ::error file=Scenarios/forms/login.yaml,line=44,col=35,title=Sign In moves to the password::expectation failed%0AfocusState.focusedField: expected password, got username
        1 passed, 1 failed, 1 invalid

        """)
  }

  @Test("GitHub escaping: % CR LF always, : and , in properties")
  func githubEscaping() {
    var result = Fixtures.failed
    result.name = "a: b, 100%"
    result.failures[0].message = "x\r\ny"
    let capture = Capture()
    var reporter = GitHubReporter { capture.write($0) }
    reporter.record(ScenarioEvent(.scenarioFinished(result)))
    #expect(capture.text.hasPrefix("::error file=Scenarios/forms/login.yaml,line=44,col=35,title=a%3A b%2C 100%25::x%0D%0Ay%0A"))
  }
}
