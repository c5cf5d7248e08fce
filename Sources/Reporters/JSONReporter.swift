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
///
/// ## What `merge-reports` reads back
///
/// The report also carries what the other reports print, so that
/// `merge-reports` can rebuild every `ScenarioResult` from it
/// (`JSONReportReader`) and write any format as the run would have. These
/// keys come after the ones above (a key listed above keeps its place):
///
/// - In each scenario, after `durationMs` and before `trace`:
///   `"position"`, its place in the plan's selection, 0-based, counted
///   before `--shard` (the runs of one scenario under `--os-versions` share
///   it; null for a result no runner placed); `"column"` of its `scenario:` key; `"tags"` when it has any; for a
///   failure, `"failureDetails"`, one object per `ScenarioFailure`
///   (`kind`, `message`, `stepIndex` 0-based with -1 before the first step,
///   `stepSummary`, `file`, `line`, `column`, `sourceLine`, `length`,
///   `precedingSteps`, and `mismatches` with `file`, `line`, `column`,
///   `sourceLine`, `length` and `writable`: a mismatch's path, values and
///   details are its entry of `failures`, in the same order, not written
///   twice); for an invalid one, `"diagnostics"` (`code`, `severity`,
///   `file`, `line`, `column`, `message`, `hint`, `sourceLine`, `length`);
///   `"traceLines"`, the text trace the human report prints, when there is
///   one. A passing scenario adds only `position`, `column` and its tags.
/// - Each `lintWarnings` entry ends with `"severity"`, `"sourceLine"` and `"length"`.
/// - `summary` ends with `"inOtherShards"` in a run of `--shard`.
/// - Last (after `withheld`), `"run"`: what the run was asked to do (`RunDescription`):
///   `{ "paths": ["Scenarios/"], "filter": null, "tags": [], "skipTags": [], "shard": "2/3", "osVersions": null, "lastFailed": false }`.
///
/// Texts are written as the reports print them (values, messages and trace
/// lines past their budgets are elided), so a report stays small whatever
/// the input; eliding an elided text changes nothing (`Value.elided`,
/// `TerminalText.shortened`), so a merged report prints them as the run
/// did. Source lines are written whole up to `sourceLineBudget` characters.
public struct JSONReporter: WholeRunReporter {
  let write: @Sendable (String) -> Void
  var results: [ScenarioResult] = []
  /// What the run was asked to do, written as `"run"` when known.
  let run: RunDescription?

  /// A reporter that hands the whole JSON document to `write` when the run ends:
  ///
  ///     var json = ""
  ///     var reporter = JSONReporter(run: RunDescription(paths: ["Scenarios/"])) { json += $0 }
  ///     await runner.run { reporter.record($0) }
  ///
  /// - Parameters:
  ///   - run: what the run was asked to do; `merge-reports` reads a report only with it.
  ///   - write: receives the whole document once.
  public init(run: RunDescription? = nil, writingUsing write: @escaping @Sendable (String) -> Void) {
    self.run = run
    self.write = write
  }


  func document(_ summary: RunSummary) -> String {
    var json = "{\n  \"version\": 1,\n"
    json += "  \"summary\": { \"passed\": \(summary.passed), \"failed\": \(summary.failed), \"invalid\": \(summary.invalid), "
    json += "\"notRun\": \(summary.notRun), "
    // F60: only when --os-versions left scenarios without a version.
    if summary.withoutVersion > 0 { json += "\"withoutOSVersion\": \(summary.withoutVersion), " }
    json += "\"durationMs\": \(Self.milliseconds(summary.duration))"
    if summary.shard != nil || summary.inOtherShards > 0 { json += ", \"inOtherShards\": \(summary.inOtherShards)" }
    json += " },\n"
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
    if let run { json += ",\n  \"run\": " + Self.description(of: run) }
    return json + "\n}\n"
  }

  /// `{ "paths": […], "filter": …, "tags": […], "skipTags": […], "shard": "2/3", "osVersions": …, "lastFailed": false }`.
  static func description(of run: RunDescription) -> String {
    "{ \"paths\": \(list(run.paths)), \"filter\": \(optional(run.filter)), \"tags\": \(list(run.tags)), "
      + "\"skipTags\": \(list(run.skipTags)), \"shard\": \(optional(run.shard?.description)), "
      + "\"osVersions\": \(optional(run.osVersions)), \"lastFailed\": \(run.lastFailed) }"
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
      + rebuildingKeys(of: result)
      + (result.structuredTraceJSON.map { ", \"trace\": " + $0 } ?? "") + " }"
  }

  /// What `merge-reports` needs beyond the keys above to rebuild `result`
  /// (see the type's documentation); for a passing result only its place,
  /// column and tags, so a passing run's report stays small.
  private func rebuildingKeys(of result: ScenarioResult) -> String {
    var json = ", \"position\": \(result.planPosition.map(String.init) ?? "null"), \"column\": \(result.location.column)"
    if !result.tags.isEmpty { json += ", \"tags\": " + Self.list(result.tags) }
    if !result.failures.isEmpty {
      json += ", \"failureDetails\": [" + result.failures.map(Self.failureDetail).joined(separator: ", ") + "]"
    }
    if !result.diagnostics.isEmpty {
      json += ", \"diagnostics\": [" + result.diagnostics.map(Self.diagnostic).joined(separator: ", ") + "]"
    }
    if !result.trace.isEmpty {
      json += ", \"traceLines\": " + Self.list(result.trace.map { TerminalText.shortened($0, budget: TerminalText.traceLineBudget) })
    }
    return json
  }

  private static func failureDetail(_ failure: ScenarioFailure) -> String {
    "{ \"kind\": \(string(failure.kind.rawValue)), \"message\": \(string(failure.shownMessage)), "
      + "\"stepIndex\": \(failure.stepIndex), \"stepSummary\": \(string(failure.shownStepSummary)), "
      + place(failure.location, sourceLine: failure.sourceLine, length: failure.length)
      + ", \"precedingSteps\": " + list(failure.precedingSteps.map { TerminalText.shortened($0) })
      + ", \"mismatches\": [" + failure.mismatches.map(mismatch).joined(separator: ", ") + "] }"
  }

  /// What `failures` does not say of a mismatch; its path, values and
  /// details are in its `failures` entry (the same order), not written twice.
  private static func mismatch(_ mismatch: Mismatch) -> String {
    "{ " + place(mismatch.location, sourceLine: mismatch.sourceLine, length: mismatch.length)
      + ", \"writable\": \(mismatch.isActualWritable) }"
  }

  private static func diagnostic(_ diagnostic: Diagnostic) -> String {
    "{ \"code\": \(string(diagnostic.code.rawValue)), \"severity\": \(string(diagnostic.severity.rawValue)), "
      + place(diagnostic.location, sourceLine: nil, length: nil)
      + ", \"message\": \(string(TerminalText.shortened(diagnostic.message))), "
      + "\"hint\": \(optional(diagnostic.hint.map { TerminalText.shortened($0) })), "
      + "\"sourceLine\": \(optional(diagnostic.sourceLine.map(Self.shownSourceLine))), \"length\": \(diagnostic.length) }"
  }

  /// `"file": …, "line": …, "column": …`, then `"sourceLine"` and `"length"` when given.
  private static func place(_ location: SourceLocation, sourceLine: String??, length: Int?) -> String {
    var json = "\"file\": \(string(location.file)), \"line\": \(location.line), \"column\": \(location.column)"
    if let sourceLine { json += ", \"sourceLine\": \(optional(sourceLine.map(Self.shownSourceLine)))" }
    if let length { json += ", \"length\": \(length)" }
    return json
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
        + "\"hint\": \(Self.optional(warning.hint.map { TerminalText.shortened($0) })), "
        // For merge-reports: the rest of the warning, as the human report draws it.
        + "\"severity\": \(Self.string(warning.severity.rawValue)), "
        + "\"sourceLine\": \(Self.optional(warning.sourceLine.map(Self.shownSourceLine))), \"length\": \(warning.length) }"
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

  /// Characters of a quoted source line written whole: the excerpt shows a
  /// window of it, but where depends on the column, so the line is kept
  /// whole unless it is so long that only a hostile file has it.
  static let sourceLineBudget = 10_000

  private static func shownSourceLine(_ line: String) -> String { TerminalText.shortened(line, budget: sourceLineBudget) }

  private static func list(_ values: [String]) -> String { "[" + values.map(string).joined(separator: ", ") + "]" }

  /// A JSON string literal (RFC 8259), escaped as the schema generator escapes.
  static func string(_ value: String) -> String { JSONText.quoted(value) }

  static func milliseconds(_ seconds: Double) -> Int {
    guard seconds.isFinite, seconds > 0 else { return 0 }
    return Int((seconds * 1000).rounded())
  }
}
