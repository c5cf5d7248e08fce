import FocusEngine
@testable import Reporters
import Scenarios
import Testing
import YAML

/// `JSONReportReader`: a JSON report read back rebuilds what was written
/// (what `merge-reports` relies on), and anything else is a located error.
@Suite("JSON report reader")
struct JSONReportReaderTests {
  /// Every field a reporter reads, set to something other than its default.
  static let everything: ScenarioResult = {
    var mismatch = Mismatch(
      path: "state.tags", expected: "[a, b]", actual: "[a, c, d]", location: SourceLocation(file: "s/a.yaml", line: 12, column: 20),
      sourceLine: "  - expect: { state: { tags: [a, b] } }", length: 6, isActualWritable: false)
    mismatch.details = [
      ValueDifference(path: "state.tags[1]", kind: .changed, expected: "b", actual: "c"),
      ValueDifference(path: "state.tags[2]", kind: .added, actual: "d"),
    ]
    let second = Mismatch(
      path: "focused", expected: "x", actual: "not present", location: SourceLocation(file: "s/a.yaml", line: 13, column: 3))
    let failure = ScenarioFailure(
      kind: .mismatch, message: "expectation failed (2 differences)", stepIndex: 4, stepSummary: "expect",
      location: mismatch.location, sourceLine: mismatch.sourceLine, length: 6, mismatches: [mismatch, second],
      precedingSteps: ["click: a", "type: \"é\\n\"", "key: tab", "wait: 1.5"])
    let stepFailure = ScenarioFailure(
      kind: .stepFailed, message: "type: no text input is focused", stepIndex: -1, stepSummary: "appear",
      location: SourceLocation(file: "s/other.yaml", line: 2, column: 1))
    let lint = Diagnostic(
      code: .unpublishedFocusedValue, severity: .warning, location: SourceLocation(file: "s/a.yaml", line: 9, column: 32),
      message: "no node publishes focused value 'noteKy'; it reads null", hint: "did you mean 'noteKey'?",
      sourceLine: "  - expect: { focusedValues: { noteKy: null } }", length: 6)
    let diagnostic = Diagnostic(
      code: .unknownKey, severity: .error, location: SourceLocation(file: "s/a.yaml", line: 5, column: 3), message: "unknown key 'x'",
      hint: nil, sourceLine: nil, length: 4)
    var result = ScenarioResult(
      file: "s/a.yaml", name: "A \"quoted\" name\twith a tab", location: SourceLocation(file: "s/a.yaml", line: 3, column: 2),
      tags: ["forms", "ünïcode"], status: .failed, failures: [failure, stepFailure], diagnostics: [diagnostic],
      lintWarnings: [lint], trace: ["appear: iOS", "    focus: none → a (F26)", "1. click: a"], duration: 0.042)
    result.osVersion = OSVersion(.iOS, 15)
    result.planPosition = 17
    // Spellings a re-serializer would change: the exponent, the trailing zero, the escapes, the spaces.
    result.recordedTraceJSON = #"{"droppedSteps":0, "n": 1.50e3, "s": "\u00e9\/", "steps": [ {"index":-1} ]}"#
    return result
  }()

  private func written(_ results: [ScenarioResult], summary: RunSummary, run: RunDescription) -> String {
    let capture = Capture()
    var reporter = JSONReporter(run: run) { capture.write($0) }
    reporter.record(results.map { ScenarioEvent(.scenarioFinished($0)) } + [ScenarioEvent(.runEnded(summary))])
    return capture.text
  }

  private func read(_ text: String) throws -> JSONReport {
    try JSONReportReader.read(bytes: Array(text.utf8), file: "report.json")
  }

  @Test("Every field of a result, the summary and the run come back as written; the trace byte for byte")
  func roundTrip() throws {
    let run = RunDescription(
      paths: ["s/", "t.yaml:3"], filter: "Sign.*", tags: ["forms"], skipTags: ["slow"], shard: Shard(index: 2, count: 3),
      osVersions: "iOS:15,16", lastFailed: true)
    var summary = RunSummary(passed: 3, failed: 1, invalid: 0, notRun: 2, inOtherShards: 7, duration: 1.234)
    summary.shard = run.shard
    summary.withoutVersion = 1
    let report = try read(written([Self.everything], summary: summary, run: run))

    #expect(report.run == run)
    #expect(report.summary == summary)
    #expect(report.results.count == 1)
    let result = try #require(report.results.first)
    let original = Self.everything
    #expect(result.file == original.file)
    #expect(result.name == original.name)
    #expect(result.location == original.location)
    #expect(result.tags == original.tags)
    #expect(result.status == original.status)
    #expect(result.diagnostics == original.diagnostics)
    #expect(result.lintWarnings == original.lintWarnings)
    #expect(result.trace == original.trace)
    #expect(result.structuredTrace == nil)
    #expect(result.recordedTraceJSON == original.recordedTraceJSON)
    #expect(result.structuredTraceJSON == original.structuredTraceJSON)
    #expect(result.duration == original.duration)
    #expect(result.osVersion == original.osVersion)
    #expect(result.displayName == original.displayName)
    #expect(result.planPosition == 17)
    #expect(result.failures.count == original.failures.count)
    for (read, written) in zip(result.failures, original.failures) {
      #expect(read.kind == written.kind)
      #expect(read.message == written.message)
      #expect(read.stepIndex == written.stepIndex)
      #expect(read.stepSummary == written.stepSummary)
      #expect(read.location == written.location)
      #expect(read.sourceLine == written.sourceLine)
      #expect(read.length == written.length)
      #expect(read.precedingSteps == written.precedingSteps)
      // `valueRange` is for `record --update` only and no report carries it.
      #expect(read.mismatches == written.mismatches)
    }
  }

  @Test("Every reporter writes the same text from a result read back as from the result")
  func reportsAgree() throws {
    let events = Fixtures.events.map { event -> ScenarioEvent in
      guard case .scenarioFinished(var result) = event.kind else { return event }
      result.planPosition = 0
      return ScenarioEvent(.scenarioFinished(result))
    }
    let run = RunDescription(paths: ["Scenarios/"])
    func report(_ format: ReportFormat, _ events: [ScenarioEvent]) -> String {
      let capture = Capture()
      var reporter = format.makeReporter(style: .plain, run: run) { capture.write($0) }
      reporter.record(events)
      return capture.text
    }
    let back = try read(report(.json, events))
    var replayed: [ScenarioEvent] = back.results.map { ScenarioEvent(.scenarioFinished($0)) }
    replayed.insert(ScenarioEvent(.runStarted(fileCount: nil, scenarioCount: nil)), at: 0)
    replayed.append(ScenarioEvent(.runEnded(back.summary)))
    for format in ReportFormat.allCases {
      // Durations are written in whole milliseconds; the fixtures' are not.
      let normalize = { (text: String) in
        text.replacingOccurrences(of: #"time="[0-9.]+""#, with: #"time="""#, options: .regularExpression)
      }
      #expect(normalize(report(format, replayed)) == normalize(report(format, events)), "\(format)")
    }
  }

  @Test("Not JSON: file:line:column, the line and a caret where reading stopped")
  func syntaxError() {
    let text = "{\n  \"version\": 1,\n  \"summary\": { \"passed\": 1,, }\n}\n"
    #expect {
      try read(text)
    } throws: { error in
      (error as? JSONReportError)?.description == """
        report.json:3:28: error: not a JSON report: expected a key in quotes, found ','
           3 |   "summary": { "passed": 1,, }
             |                            ^
        """
    }
  }

  @Test("JSON that is not a report says which key is wrong, where")
  func notAReport() {
    #expect {
      try read("[1, 2]")
    } throws: { error in
      (error as? JSONReportError)?.description.hasPrefix("report.json:1:1: error: not a report of focus-scenarios") == true
    }
    let wrongType = written([], summary: RunSummary(), run: RunDescription(paths: ["a"]))
      .replacingOccurrences(of: #""passed": 0"#, with: #""passed": "none""#)
    #expect {
      try read(wrongType)
    } throws: { error in
      (error as? JSONReportError)?.description.contains(#"report.json:3:26: error: not a report of focus-scenarios: "passed" should be a whole number, not a string"#) == true
    }
  }

  @Test("A version this reader does not know, and a report without what a merge needs, are refused")
  func versions() {
    let report = written([Fixtures.passed], summary: RunSummary(passed: 1), run: RunDescription(paths: ["a"]))
    #expect {
      try read(report.replacingOccurrences(of: #""version": 1"#, with: #""version": 2"#))
    } throws: { error in
      let text = (error as? JSONReportError)?.description ?? ""
      return text.hasPrefix("report.json:2:14: error: a report of version 2; this focus-scenarios reads version 1") && text.contains("^")
    }
    // A report written before merge-reports existed: no "run".
    let old = written([Fixtures.passed], summary: RunSummary(passed: 1), run: RunDescription(paths: ["a"]))
      .replacingOccurrences(of: #",\n  "run": \{[^\n]*\}"#, with: "", options: .regularExpression)
    #expect {
      try read(old)
    } throws: { error in
      (error as? JSONReportError)?.description.contains("this report has no \"run\"") == true
    }
  }

  @Test("A report over the budget is refused before it is parsed")
  func tooLarge() {
    let report = written([Fixtures.passed], summary: RunSummary(passed: 1), run: RunDescription(paths: ["a"]))
    #expect {
      try JSONReportReader.read(bytes: Array(report.utf8), file: "big.json", limit: 100)
    } throws: { error in
      (error as? JSONReportError)?.description.hasPrefix("big.json:1:1: error: the report is \(Value.grouped(report.utf8.count)) bytes, over the 100 bytes a report may have") == true
    }
  }

  @Test("Eliding an elided value or message again changes nothing, so a merged report prints what the run printed")
  func elisionIsIdempotent() {
    let values = [
      String(repeating: "a", count: 5000),
      "[" + (0..<400).map { "item\($0)" }.joined(separator: ", ") + "]",
      "[\"" + String(repeating: "é", count: 3000) + "\", b]",
      "{ " + (0..<300).map { "key\($0): \($0)" }.joined(separator: ", ") + " }",
    ]
    for value in values {
      let once = Value.elided(value)
      #expect(once != value)
      #expect(Value.elided(once) == once, "\(once.suffix(60))")
      let shortened = TerminalText.shortened(value)
      #expect(shortened != value)
      #expect(TerminalText.shortened(shortened) == shortened)
    }
    // A text that only ends like an elided one is still elided.
    let lookalike = String(repeating: "x", count: 3000) + "… (12 bytes, elided)"
    #expect(TerminalText.shortened(lookalike) != lookalike)
    #expect(Value.elided(lookalike) != lookalike)
  }

  @Test("JSONDocument keeps each value's bytes and decodes escapes and surrogate pairs")
  func document() throws {
    let text = #"{ "a": [1.50, -0e+2, true, null], "b": "\ud83d\ude00\n\"" }"#
    let document = try JSONDocument(bytes: Array(text.utf8))
    let a = try #require(document.root["a"])
    #expect(document.text(of: a) == "[1.50, -0e+2, true, null]")
    guard case .string(let b) = try #require(document.root["b"]).value else {
      Issue.record("b is not a string")
      return
    }
    #expect(b == "😀\n\"")
    #expect(throws: JSONDocument.SyntaxError.self) { try JSONDocument(bytes: Array(#"{"a": 1, "a": 2}"#.utf8)) }
    #expect(throws: JSONDocument.SyntaxError.self) { try JSONDocument(bytes: Array(String(repeating: "[", count: 600).utf8)) }
  }
}
