import FocusEngine
@testable import Reporters
import Scenarios
import Testing
import YAML

/// Issue 13: what a file puts in a name, value or message reaches the
/// terminal escaped, values and messages are elided past their budgets, a
/// file prints at most `DiagnosticBudget.perFile` diagnostics, and TAP blocks
/// read back as YAML whatever the text.
@Suite("Output safety and budgets")
struct OutputSafetyTests {
  private func report(_ events: [ScenarioEvent], _ make: (@escaping @Sendable (String) -> Void) -> any Reporter) -> String {
    let capture = Capture()
    var reporter = make { capture.write($0) }
    reporter.record(events)
    return capture.text
  }

  private func run(_ results: [ScenarioResult]) -> [ScenarioEvent] {
    let failed = results.filter { $0.status == .failed }.count
    let invalid = results.filter { $0.status == .invalid }.count
    return [ScenarioEvent(.runStarted(fileCount: 1, scenarioCount: results.count))]
      + results.map { ScenarioEvent(.scenarioFinished($0)) }
      + [ScenarioEvent(.runEnded(RunSummary(passed: results.count - failed - invalid, failed: failed, invalid: invalid, duration: 0)))]
  }

  /// Characters no report for people may print raw.
  private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A: return false
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  static let hostile = "pwn\u{1B}]0;owned\u{07}\r\u{9B}2J\u{202E}exe\u{2066}x\ny"

  @Test("TerminalText escapes C0 but tab, DEL, C1, LS, PS and bidi controls, and leaves the rest")
  func terminalText() {
    #expect(TerminalText.escaped(Self.hostile) == "pwn\\e]0;owned\\u{07}\\r\\u{9B}2J\\u{202E}exe\\u{2066}x\\ny")
    #expect(TerminalText.escaped("tab\there é → \\e") == "tab\there é → \\e")
    #expect(TerminalText.escaped("\u{0}\u{7F}\u{85}\u{2028}\u{2029}") == "\\u{00}\\u{7F}\\u{85}\\u{2028}\\u{2029}")
  }

  @Test("The human report, plain or colored, prints no raw control character from names, values, steps or trace")
  func humanReportIsSafe() {
    let mismatch = Mismatch(
      path: "state.\(Self.hostile)", expected: Self.hostile, actual: "b\u{9B}", location: SourceLocation(file: "f\u{1B}.yaml", line: 2, column: 1),
      sourceLine: "  a: \u{202E}b\u{9B}c", length: 1)
    let failure = ScenarioFailure(
      kind: .mismatch, message: "expectation \u{1B}[2J failed", stepIndex: 1, stepSummary: "type: \(Self.hostile)",
      location: SourceLocation(file: "f\u{1B}.yaml", line: 1, column: 1), sourceLine: "x\u{1B}y", mismatches: [mismatch],
      precedingSteps: [Self.hostile])
    let failed = ScenarioResult(
      file: "f\u{1B}.yaml", name: Self.hostile, location: SourceLocation(file: "f\u{1B}.yaml", line: 1, column: 1),
      status: .failed, failures: [failure], trace: ["    \(Self.hostile)"])
    let diagnostic = Diagnostic(
      code: .unknownKey, location: SourceLocation(file: "f\u{1B}.yaml", line: 3, column: 4),
      message: "unknown key '\(Self.hostile)'", hint: "did you mean '\u{1B}[8m'?", sourceLine: "  \u{9B}\u{202E}: 1")
    let invalid = ScenarioResult(
      file: "f\u{1B}.yaml", name: Self.hostile, location: diagnostic.location, status: .invalid, diagnostics: [diagnostic])
    for style in [RenderStyle.plain, .color] {
      let text = report(run([failed, invalid])) { HumanReporter(style: style, writingUsing: $0) }
      // Color codes are the reporter's own: ESC followed by `[` and digits, `m`.
      let withoutColors = text.replacing(#/\x1B\[[0-9;]*m/#, with: "")
      #expect(!withoutColors.unicodeScalars.contains(where: Self.isUnsafe), "\(style)")
      #expect(withoutColors.contains("pwn\\e]0;owned\\u{07}\\r\\u{9B}2J\\u{202E}exe"), "\(style)")
    }
    let capture = Capture()
    ValidationReporter(style: .plain, writingUsing: { capture.write($0) }).report([.report(invalid)])
    #expect(!capture.text.unicodeScalars.contains(where: Self.isUnsafe))
  }

  @Test("A quoted source line shows C1 controls and bidi overrides as escapes, the caret moved to match")
  func excerptEscapes() {
    let excerpt = DiagnosticRenderer(style: .plain).excerpt(line: 2, column: 4, sourceLine: "a\u{202E}\u{9B}bc")
    #expect(excerpt == "   2 | a\\u{202E}\\u{9B}bc\n     | " + String(repeating: " ", count: 15) + "^")
  }

  @Test("A value over the budget prints its start and its size; a list its first elements and how many more")
  func valueElision() {
    let long = String(repeating: "a", count: 1_048_576)
    #expect(Value.elided(long) == String(repeating: "a", count: 1_000) + "… (1,048,576 bytes, elided)")
    #expect(Value.elided("\"" + long + "\"") == "\"" + String(repeating: "a", count: 999) + "…\" (1,048,578 bytes, elided)")
    let list = "[" + (0..<1_000).map { "item\($0)" }.joined(separator: ", ") + "]"
    let shown = Value.elided(list)
    #expect(shown.hasPrefix("[item0, item1, "))
    #expect(shown.hasSuffix(", item122, … 877 more] (8,890 bytes, elided)"))
    #expect(shown.unicodeScalars.count < 1_100)
    #expect(Value.elided(#"{ "a, b": [1, 2], c: "x\"y", d: 4 }"#, budget: 30) == #"{ "a, b": [1, 2], c: "x\"y", … 1 more } (35 bytes, elided)"#)
    #expect(Value.elided("[" + long + ", b]") == "[" + String(repeating: "a", count: 999) + "…, … 1 more] (1,048,581 bytes, elided)")
    // A half escape is not left to swallow the ellipsis.
    #expect(Value.elided(#""ab\"cd""#, budget: 4) == #""ab…" (8 bytes, elided)"#)
    #expect(Value.elided("short") == "short")
  }

  @Test("Every format prints a huge mismatch in kilobytes, elided the same way")
  func hugeMismatchInEveryFormat() {
    let huge = "[" + Array(repeating: String(repeating: "a", count: 10_000), count: 100).joined(separator: ", ") + "]"
    let mismatch = Mismatch(path: "state.big", expected: huge, actual: huge + "!", location: SourceLocation(file: "h.yaml", line: 3, column: 5))
    let failure = ScenarioFailure(
      kind: .mismatch, message: "expectation failed", stepIndex: 0, stepSummary: "expect", location: mismatch.location,
      mismatches: [mismatch])
    let result = ScenarioResult(
      file: "h.yaml", name: "huge", location: SourceLocation(file: "h.yaml", line: 1, column: 1), status: .failed,
      failures: [failure], trace: ["    ✗ \(mismatch.shownDescription)", "    " + huge])
    let makers: [(String, (@escaping @Sendable (String) -> Void) -> any Reporter)] = [
      ("human", { HumanReporter(style: .plain, writingUsing: $0) }), ("json", { JSONReporter(writingUsing: $0) }),
      ("junit", { JUnitReporter(writingUsing: $0) }), ("tap", { TAPReporter(writingUsing: $0) }),
      ("github", { GitHubReporter(writingUsing: $0) }),
    ]
    for (name, make) in makers {
      let text = report(run([result]), make)
      #expect(text.utf8.count < 20_000, "\(name): \(text.utf8.count) bytes")
      #expect(text.contains("… 99 more] (1,000,200 bytes, elided)"), "\(name)")
    }
  }

  @Test("A file prints its first 100 diagnostics, then how many more; every report counts them all")
  func diagnosticBudget() {
    let results = (0..<250).map { index in
      ScenarioResult(
        file: "many.yaml", name: "<document \(index + 1)>", location: SourceLocation(file: "many.yaml", line: index + 1, column: 1),
        status: .invalid,
        diagnostics: [Diagnostic(
          code: .unknownKind, location: SourceLocation(file: "many.yaml", line: index + 1, column: 1), message: "unknown node kind 'X\(index)'",
          sourceLine: "X: {}")])
    }
    let other = ScenarioResult(
      file: "other.yaml", name: "o", location: SourceLocation(file: "other.yaml", line: 1, column: 1), status: .invalid,
      diagnostics: [Diagnostic(code: .syntax, location: SourceLocation(file: "other.yaml", line: 1, column: 1), message: "bad")])
    let events = run(results + [other])
    let note = "… and 150 more errors in many.yaml (the first 100 of a file are printed)"

    let human = report(events) { HumanReporter(style: .plain, writingUsing: $0) }
    #expect(human.contains("'X99'") && !human.contains("'X100'"))
    #expect(human.contains(note + "\n"))
    #expect(human.contains("other.yaml:1:1: error: bad"))
    #expect(human.hasSuffix("0 passed, 0 failed, 251 invalid\n"))

    let json = report(events) { JSONReporter(writingUsing: $0) }
    #expect(json.contains("'X99'") && !json.contains("'X100'"))
    #expect(json.contains("\"invalid\": 251"))
    #expect(json.hasSuffix("  \"withheld\": [\n    { \"file\": \"many.yaml\", \"errors\": 150 }\n  ]\n}\n"))

    let junit = report(events) { JUnitReporter(writingUsing: $0) }
    #expect(junit.contains("X99&apos;") && !junit.contains("X100&apos;"))
    #expect(junit.contains("<testsuite name=\"many.yaml\" tests=\"250\" failures=\"0\" errors=\"250\""))
    #expect(junit.contains("<system-err>\(note)</system-err>"))

    let tap = report(events) { TAPReporter(writingUsing: $0) }
    #expect(tap.contains("'X99'") && !tap.contains("'X100'"))
    #expect(tap.contains("not ok 101 - <document 101> # invalid\nnot ok 102"))
    #expect(tap.hasSuffix("# \(note)\n1..251\n"))

    let github = report(events) { GitHubReporter(writingUsing: $0) }
    #expect(github.contains("'X99'") && !github.contains("'X100'"))
    #expect(github.contains("::warning file=many.yaml::\(note)\n0 passed, 0 failed, 251 invalid\n"))

    let capture = Capture()
    ValidationReporter(style: .plain, writingUsing: { capture.write($0) }).report(results.map { .report($0) })
    #expect(capture.text.contains(note) && !capture.text.contains("'X100'"))
    #expect(capture.text.hasSuffix("0 valid, 250 invalid in 1 file\n"))
  }

  @Test("A result with more diagnostics than the budget left prints those that fit")
  func partialResult() {
    var budget = DiagnosticBudget(limit: 3)
    let diagnostics = (1...5).map {
      Diagnostic(code: .syntax, location: SourceLocation(file: "a.yaml", line: $0, column: 1), message: "e\($0)")
    }
    let result = ScenarioResult(file: "a.yaml", name: "a", location: diagnostics[0].location, status: .invalid, diagnostics: diagnostics)
    let first = budget.admit(result)
    #expect(first?.diagnostics.map(\.message) == ["e1", "e2", "e3"])
    #expect(budget.admit(result)?.name == nil)
    #expect(budget.withheld.map(\.count) == [7])
  }

  @Test("TAP blocks with DEL, C1, U+FFFE, U+FFFF, LS and NEL read back as YAML, the text intact", arguments: [
    "del\u{7F}", "nonchar\u{FFFE}\u{FFFF}", "c1\u{85}\u{9B}", "ls\u{2028}ps\u{2029}", "bom\u{FEFF}", "esc\u{1B}",
  ])
  func tapReadsBack(_ text: String) throws {
    let mismatch = Mismatch(path: text, expected: text, actual: text, location: SourceLocation(file: text, line: 2, column: 3))
    let failure = ScenarioFailure(
      kind: .mismatch, message: text, stepIndex: 0, stepSummary: "expect", location: mismatch.location, mismatches: [mismatch])
    let result = ScenarioResult(
      file: "t.yaml", name: text, location: SourceLocation(file: "t.yaml", line: 1, column: 1), status: .failed, failures: [failure])
    let tap = report(run([result])) { TAPReporter(writingUsing: $0) }
    let lines = tap.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex(of: "  ---"))
    let end = try #require(lines.firstIndex(of: "  ..."))
    let block = lines[(start + 1)..<end].map { String($0.dropFirst(2)) }.joined(separator: "\n") + "\n"
    let stream = try YAMLReader.read(path: "tap-block.yaml", text: block)
    let root = try #require(stream.documents.first?.root)
    #expect(root["message"]?.scalar?.text == text)
    #expect(root["at"]?["file"]?.scalar?.text == text)
    // The description line carries no raw control character either.
    #expect(!lines[1].unicodeScalars.contains(where: Self.isUnsafe))
  }
}
