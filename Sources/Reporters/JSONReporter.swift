import FocusEngine
import Scenarios
import YAML

/// One JSON object for tools, written whole when the run ends (CLI.md "json").
///
///     {
///       "version": 1,
///       "summary": { "passed": 1, "failed": 1, "invalid": 0, "notRun": 0, "durationMs": 4 },
///       "scenarios": [
///         { "file": "Scenarios/login.yaml", "line": 1, "name": "Sign In", "status": "pass", "failures": [], "durationMs": 1 },
///         { "file": "Scenarios/login.yaml", "line": 30, "name": "Tab order", "status": "fail",
///           "failures": [ { "step": 4, "line": 44, "column": 35, "path": "focused",
///                           "expected": "password", "actual": "username", "message": "expectation failed" } ],
///           "durationMs": 2 }
///       ]
///     }
///
/// Keys come in this order, always (no dictionary iteration order leaks in).
/// Each mismatch is one entry of `failures`; a failure without mismatches
/// (a step that could not be performed) is one entry with `path`,
/// `expected` and `actual` null; an invalid scenario lists its diagnostics
/// with `step` null. `step` is 1-based, as the human report numbers steps.
///
/// Past a file's diagnostic budget (`DiagnosticBudget`, as in the human
/// report) invalid scenarios are left out of `scenarios` (the summary still
/// counts them) and a last key says how many errors of which file were not
/// written: `"withheld": [ { "file": "a.yaml", "errors": 999900 } ]`. It is
/// there only when something was withheld. Values and messages are elided
/// past their budgets (`Value.reportBudget`, `TerminalText.messageBudget`).
///
/// A scenario with lint warnings (F23; an invalid one too) has
/// `"lintWarnings"` after `failures`, one entry per warning, which never
/// changes its `status`:
/// `{ "code": "unpublished-focused-value", "file": "a.yaml", "line": 9, "column": 32, "message": "…", "hint": "did you mean 'noteKey'?" }`
/// (`hint` null when there is none). The key is absent when there are none.
///
/// With `run --trace`, a scenario that does not pass ends with `"trace"`:
/// its structured trace (`ScenarioTrace.jsonText`: each step's events with
/// their rules, and the state after it).
public struct JSONReporter: WholeRunReporter {
  let write: @Sendable (String) -> Void
  var results: [ScenarioResult] = []

  /// A reporter that hands the whole JSON document to `write` when the run ends:
  ///
  ///     var json = ""
  ///     var reporter = JSONReporter { json += $0 }
  ///     await runner.run { reporter.record($0) }
  public init(writingUsing write: @escaping @Sendable (String) -> Void) {
    self.write = write
  }


  func document(_ summary: RunSummary) -> String {
    var json = "{\n  \"version\": 1,\n"
    json += "  \"summary\": { \"passed\": \(summary.passed), \"failed\": \(summary.failed), \"invalid\": \(summary.invalid), "
    json += "\"notRun\": \(summary.notRun), "
    // F60: only when --os-versions left scenarios without a version.
    if summary.withoutVersion > 0 { json += "\"withoutOSVersion\": \(summary.withoutVersion), " }
    json += "\"durationMs\": \(Self.milliseconds(summary.duration)) },\n"
    json += "  \"scenarios\": ["
    var budget = DiagnosticBudget()
    let shown = results.compactMap { budget.admit($0) }
    json += shown.map { "\n    " + scenario($0) }.joined(separator: ",")
    json += shown.isEmpty ? "]" : "\n  ]"
    let withheld = budget.withheld
    if !withheld.isEmpty {
      json += ",\n  \"withheld\": ["
      json += withheld.map { "\n    { \"file\": \(Self.string($0.file)), \"errors\": \($0.count) }" }.joined(separator: ",")
      json += "\n  ]"
    }
    return json + "\n}\n"
  }

  private func scenario(_ result: ScenarioResult) -> String {
    let failures = entries(of: result)
    // F60: a run of `--os-versions` names its version; other results are as before.
    return "{ \"file\": \(Self.string(result.file)), \"line\": \(result.location.line), \"name\": \(Self.string(result.name)), "
      + (result.osVersion.map { "\"osVersion\": \(Self.string($0.description)), " } ?? "")
      + "\"status\": \(Self.string(result.status.rawValue)), \"failures\": ["
      + failures.joined(separator: ", ") + "]"
      + lintWarnings(of: result)
      + ", \"durationMs\": \(Self.milliseconds(result.duration))"
      + (result.structuredTraceJSON.map { ", \"trace\": " + $0 } ?? "") + " }"
  }

  private func entries(of result: ScenarioResult) -> [String] {
    var entries: [String] = []
    for failure in result.failures {
      let step: Int? = failure.stepIndex >= 0 ? failure.stepIndex + 1 : nil
      // Values and messages elided past their budgets, as in every report.
      if failure.mismatches.isEmpty {
        entries.append(entry(step: step, line: failure.location.line, column: failure.location.column, message: failure.shownMessage))
      }
      for mismatch in failure.mismatches {
        entries.append(entry(
          step: step, line: mismatch.location.line, column: mismatch.location.column,
          path: mismatch.shownPath, expected: mismatch.shownExpected, actual: mismatch.shownActual, message: failure.shownMessage,
          details: mismatch.details))
      }
    }
    for diagnostic in result.diagnostics {
      let message = diagnostic.hint.map { "\(diagnostic.message) (\($0))" } ?? diagnostic.message
      entries.append(entry(
        step: nil, line: diagnostic.location.line, column: diagnostic.location.column, message: TerminalText.shortened(message)))
    }
    return entries
  }

  /// `, "lintWarnings": [ … ]`, or nothing when the result has none, so a
  /// report without lint warnings is what it was before they were reported.
  private func lintWarnings(of result: ScenarioResult) -> String {
    guard !result.lintWarnings.isEmpty else { return "" }
    let entries = result.lintWarnings.map { warning in
      "{ \"code\": \(Self.string(warning.code.rawValue)), \"file\": \(Self.string(warning.location.file)), "
        + "\"line\": \(warning.location.line), \"column\": \(warning.location.column), "
        + "\"message\": \(Self.string(TerminalText.shortened(warning.message))), "
        + "\"hint\": \(Self.optional(warning.hint.map { TerminalText.shortened($0) })) }"
    }
    return ", \"lintWarnings\": [" + entries.joined(separator: ", ") + "]"
  }

  private func entry(
    step: Int?, line: Int, column: Int, path: String? = nil, expected: String? = nil, actual: String? = nil, message: String,
    details: [ValueDifference] = []
  ) -> String {
    "{ \"step\": \(step.map(String.init) ?? "null"), \"line\": \(line), \"column\": \(column), "
      + "\"path\": \(Self.optional(path)), \"expected\": \(Self.optional(expected)), \"actual\": \(Self.optional(actual)), "
      + "\"message\": \(Self.string(message))"
      // Issue 17: a list's or mapping's differing elements; left out when none, as before.
      + (details.isEmpty ? "" : ", \"details\": [" + details.map(Self.detail).joined(separator: ", ") + "]")
      + " }"
  }

  private static func detail(_ difference: ValueDifference) -> String {
    "{ \"path\": \(string(difference.path)), \"kind\": \(string(difference.kind.rawValue)), "
      + "\"expected\": \(optional(difference.expected.map { Value.elided($0) })), "
      + "\"actual\": \(optional(difference.actual.map { Value.elided($0) })) }"
  }

  private static func optional(_ value: String?) -> String { value.map(string) ?? "null" }

  /// A JSON string literal (RFC 8259), escaped as the schema generator escapes.
  static func string(_ value: String) -> String { JSONText.quoted(value) }

  static func milliseconds(_ seconds: Double) -> Int {
    guard seconds.isFinite, seconds > 0 else { return 0 }
    return Int((seconds * 1000).rounded())
  }
}
