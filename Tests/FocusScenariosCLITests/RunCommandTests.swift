import Foundation
import Testing

/// `focus-scenarios run`, end to end: exit statuses, the human report, JUnit,
/// selection and parallelism, against the fixtures beside this file.
@Suite("focus-scenarios run")
struct RunCommandTests {
  @Test("A passing scenario: one ✓ line, the summary, exit 0")
  func passing() throws {
    let result = try CommandLineTool.run(["run", "passing/"])
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout == """
        ✓ Sign In focuses the first empty field  (passing/sign-in.yaml:1)

        1 passed, 0 failed, 0 invalid

        """)
    #expect(result.stderr.isEmpty)
  }

  @Test("A failing scenario: header at the expected value, caret, mismatch, steps; exit 1")
  func failing() throws {
    let result = try CommandLineTool.run(["run", "failing/wrong-field.yaml"])
    #expect(result.status == 1, "\(result)")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "✗ Sign In expects the wrong field  (failing/wrong-field.yaml:1)")
    #expect(lines.contains { $0.hasPrefix("failing/wrong-field.yaml:24:") && $0.contains(": error: Sign In expects the wrong field: expectation failed") }, "\(result)")
    #expect(lines.contains { $0.contains("focusState: { focusedField: password }") }, "the excerpt quotes the line\n\(result)")
    #expect(lines.contains { $0.contains("^") }, "a caret under the expected value\n\(result)")
    #expect(lines.contains("  focusState.focusedField: expected password, got username"), "\(result)")
    #expect(lines.contains("  steps:"))
    #expect(lines.contains("    1  click: signIn"), "\(result)")
    #expect(lines.contains { $0.hasPrefix("    2  expect") && $0.hasSuffix("← failed") }, "\(result)")
    #expect(result.lastLine == "0 passed, 1 failed, 0 invalid")
  }

  @Test("A YAML syntax error: file:line:col: error: with a caret, one invalid result, exit 2")
  func brokenFile() throws {
    let result = try CommandLineTool.run(["run", "invalid/broken.yaml"])
    #expect(result.status == 2, "\(result)")
    #expect(result.stdout.hasPrefix("! broken.yaml (invalid)  (invalid/broken.yaml:"), "\(result)")
    let header = result.stdout.split(separator: "\n").first { $0.hasPrefix("invalid/broken.yaml:") }
    #expect(header?.contains(": error: ") == true, "\(result)")
    #expect(result.stdout.contains("a: [1, 2"), "the excerpt quotes the line\n\(result)")
    #expect(result.stdout.split(separator: "\n").contains { $0.contains("|") && $0.contains("^") }, "\(result)")
    #expect(result.lastLine == "0 passed, 0 failed, 1 invalid")
  }

  @Test("An unknown key says which key was meant")
  func unknownKey() throws {
    let result = try CommandLineTool.run(["run", "invalid/unknown-key.yaml"])
    #expect(result.status == 2, "\(result)")
    #expect(result.stdout.contains("invalid/unknown-key.yaml:8:7: error:"), "\(result)")
    #expect(result.stdout.contains("did you mean 'focusState'"), "\(result)")
  }

  @Test("Invalid outranks failed: a folder with both exits 2, files in path order")
  func mixedFolder() throws {
    // The fixture folders of ordinary files (hostile/ and fuzz-regressions/ have tests of their own).
    let result = try CommandLineTool.run(["run", "failing", "invalid", "passing", "selection"])
    #expect(result.status == 2, "\(result)")
    let listed = result.stdout.split(separator: "\n").prefix(6).map(String.init)
    #expect(
      listed == [
        "✗ Sign In expects the wrong field  (failing/wrong-field.yaml:1)",
        "! broken.yaml (invalid)  (invalid/broken.yaml:1)",
        "! A misspelt key (invalid)  (invalid/unknown-key.yaml:1)",
        "✓ Sign In focuses the first empty field  (passing/sign-in.yaml:1)",
        "✓ First of two  (selection/two.yaml:1)",
        "✓ Second of two  (selection/two.yaml:10)",
      ], "\(result)")
    #expect(result.lastLine == "3 passed, 1 failed, 2 invalid")
  }

  @Test("--jobs does not change the report")
  func jobsDoNotChangeOutput() throws {
    let one = try CommandLineTool.run(["run", "--jobs", "1", "failing/", "passing/", "selection/", "invalid/"])
    let four = try CommandLineTool.run(["run", "--jobs", "4", "invalid/", "selection/", "passing/", "failing/"])
    #expect(one.status == four.status)
    #expect(one.stdout == four.stdout)
  }

  @Test("Nothing matched the filters: exit 3")
  func nothingMatched() throws {
    let result = try CommandLineTool.run(["run", "--filter", "no such scenario", "passing/"])
    #expect(result.status == 3, "\(result)")
    #expect(result.lastLine == "0 passed, 0 failed, 0 invalid")
  }

  @Test("--filter matches names anywhere, as a regular expression")
  func filter() throws {
    let result = try CommandLineTool.run(["run", "--filter", "^Second", "selection/"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.hasPrefix("✓ Second of two  (selection/two.yaml:10)\n"), "\(result)")
    #expect(result.lastLine == "1 passed, 0 failed, 0 invalid")
  }

  @Test("--tag keeps, --skip-tag drops")
  func tags() throws {
    let tagged = try CommandLineTool.run(["run", "--tag", "smoke", "selection/"])
    #expect(tagged.stdout.hasPrefix("✓ First of two "), "\(tagged)")
    #expect(tagged.lastLine == "1 passed, 0 failed, 0 invalid")
    let skipped = try CommandLineTool.run(["run", "--skip-tag", "smoke", "selection/"])
    #expect(skipped.stdout.hasPrefix("✓ Second of two "), "\(skipped)")
    #expect(skipped.lastLine == "1 passed, 0 failed, 0 invalid")
  }

  @Test("FILE:LINE runs the scenario whose document holds the line")
  func fileAndLine() throws {
    let second = try CommandLineTool.run(["run", "selection/two.yaml:14"])
    #expect(second.stdout.hasPrefix("✓ Second of two "), "\(second)")
    #expect(second.lastLine == "1 passed, 0 failed, 0 invalid")
    let first = try CommandLineTool.run(["run", "selection/two.yaml:3"])
    #expect(first.stdout.hasPrefix("✓ First of two "), "\(first)")
    #expect(first.lastLine == "1 passed, 0 failed, 0 invalid")
  }

  @Test("--fail-fast stops after the first failure and says so")
  func failFast() throws {
    let result = try CommandLineTool.run(["run", "--fail-fast", "--jobs", "3", "failing/", "passing/", "selection/"])
    #expect(result.status == 1, "\(result)")
    #expect(result.stdout.hasPrefix("✗ Sign In expects the wrong field "), "\(result)")
    #expect(!result.stdout.contains("✓"), "\(result)")
    #expect(result.stdout.contains("note: stopped at the first failure (--fail-fast); 3 scenarios not run"), "\(result)")
    #expect(result.lastLine == "0 passed, 1 failed, 0 invalid")
  }

  @Test("--shard: the shards together run everything once; an empty shard passes")
  func shards() throws {
    var names: [String] = []
    for shard in ["1/3", "2/3", "3/3"] {
      let result = try CommandLineTool.run(["run", "--shard", shard, "selection/", "passing/"])
      #expect(result.status == 0, "\(result)")
      names += result.stdout.split(separator: "\n").filter { $0.hasPrefix("✓") }.map(String.init)
    }
    #expect(names.sorted() == [
      "✓ First of two  (selection/two.yaml:1)",
      "✓ Second of two  (selection/two.yaml:10)",
      "✓ Sign In focuses the first empty field  (passing/sign-in.yaml:1)",
    ])
    let empty = try CommandLineTool.run(["run", "--shard", "2/2", "passing/"])
    #expect(empty.status == 0, "\(empty)")
    #expect(empty.stdout == "note: shard 2/2: 1 selected scenario left to other shards\n0 passed, 0 failed, 0 invalid\n")
  }

  @Test("--format junit: XML on stdout, the human summary on stderr, --output gets the same")
  func junit() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-junit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = folder.appendingPathComponent("report.xml")
    let result = try CommandLineTool.run(["run", "--format", "junit", "--output", report.path, "failing/", "passing/", "invalid/"])
    #expect(result.status == 2, "\(result)")
    #expect(result.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"focus-scenarios\" tests=\"4\" failures=\"1\" errors=\"2\""), "\(result)")
    #expect(result.stdout.contains("<testsuite name=\"failing/wrong-field.yaml\" tests=\"1\" failures=\"1\" errors=\"0\""))
    #expect(result.stdout.contains("classname=\"failing\" file=\"failing/wrong-field.yaml\" line=\"1\""))
    #expect(result.stdout.contains("<failure message=\"expectation failed: focusState.focusedField: expected password, got username\" type=\"mismatch\">"), "\(result)")
    #expect(result.stdout.contains("<error message="))
    #expect(result.stderr == "1 passed, 1 failed, 2 invalid\n")
    let written = try String(contentsOf: report, encoding: .utf8)
    #expect(written == result.stdout)
  }

  @Test("--format json, tap, github: their documents on stdout, exit status as always")
  func otherFormats() throws {
    let json = try CommandLineTool.run(["run", "--format", "json", "failing/", "passing/"])
    #expect(json.status == 1, "\(json)")
    #expect(json.stdout.hasPrefix("{\n  \"version\": 1,\n  \"summary\": { \"passed\": 1, \"failed\": 1, \"invalid\": 0, \"notRun\": 0, \"durationMs\": "), "\(json)")
    #expect(json.stdout.contains("\"path\": \"focusState.focusedField\", \"expected\": \"password\", \"actual\": \"username\""), "\(json)")
    #expect(json.stderr == "1 passed, 1 failed, 0 invalid\n")

    let tap = try CommandLineTool.run(["run", "--format", "tap", "failing/", "passing/"])
    #expect(tap.status == 1, "\(tap)")
    #expect(tap.stdout.hasPrefix("TAP version 14\nnot ok 1 - Sign In expects the wrong field\n  ---\n"), "\(tap)")
    #expect(tap.stdout.hasSuffix("ok 2 - Sign In focuses the first empty field\n1..2\n"), "\(tap)")

    let github = try CommandLineTool.run(["run", "--format", "github", "failing/", "invalid/unknown-key.yaml"])
    #expect(github.status == 2, "\(github)")
    #expect(
      github.stdout == """
        ::error file=failing/wrong-field.yaml,line=24,col=35,title=Sign In expects the wrong field::expectation failed%0AfocusState.focusedField: expected password, got username
        ::error file=invalid/unknown-key.yaml,line=8,col=7,title=A misspelt key (invalid)::unknown key 'focusStat'%0Ahint: did you mean 'focusState'?
        0 passed, 1 failed, 1 invalid

        """, "\(github)")
    #expect(github.stderr.isEmpty, "the summary is already on stdout")
  }

  @Test("--output with the human format writes the plain report to the file")
  func humanOutputFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-human-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = folder.appendingPathComponent("report.txt")
    let result = try CommandLineTool.run(["run", "--output", report.path, "passing/"])
    #expect(result.status == 0, "\(result)")
    #expect(try String(contentsOf: report, encoding: .utf8) == result.stdout)
  }

  @Test("Output to a pipe has no color codes, even without --no-color")
  func noColorWhenPiped() throws {
    let result = try CommandLineTool.run(["run", "."])
    #expect(!result.stdout.contains("\u{1B}["))
  }

  @Test("The bundled Scenarios/ all pass (and PATH defaults to Scenarios/)")
  func bundledScenarios() throws {
    let result = try CommandLineTool.run(["run", "--no-color"], in: CommandLineTool.packageRoot)
    #expect(result.stdout.hasPrefix("✓ "), "\(result)")
    #expect(result.stdout.contains("  (Scenarios/"), "\(result)")
    #expect(result.status == 0, "\(result)")
    #expect(result.lastLine.hasSuffix(" passed, 0 failed, 0 invalid"), "\(result)")
  }
}
