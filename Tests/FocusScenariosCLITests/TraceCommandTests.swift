import Foundation
import Testing

/// `focus-scenarios trace`, end to end: the step-by-step trace with the
/// F-rules that decided, `--tree`, `--scenario`, PATHs as `run` reads them,
/// and exit statuses.
@Suite("focus-scenarios trace")
struct TraceCommandTests {
  @Test("A passing scenario: every step with the rule that moved focus, then ✓ passed, exit 0")
  func passing() throws {
    let result = try CommandLineTool.run(["trace", "passing/sign-in.yaml", "--no-color"])
    #expect(result.status == 0, "\(result)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "scenario: Sign In focuses the first empty field  (passing/sign-in.yaml:1:1)")
    #expect(lines.contains("    appears with nothing focused (F26: no default)"))
    #expect(lines.contains("    queued $focusedField = username (F15: applies at commit)"))
    #expect(lines.contains("    focus: none → username (F11 set $focusedField = username; candidates: username)"))
    #expect(lines.contains("    $focusedField: username → password"))
    #expect(lines.last == "✓ passed")
  }

  @Test("A failing scenario with --tree: the trees, the failure and exit 1")
  func failingWithTree() throws {
    let result = try CommandLineTool.run(["trace", "failing/wrong-field.yaml", "--tree", "--no-color"])
    #expect(result.status == 1, "\(result)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("      ├─ TextField username  ● focused  tab 1  $focusedField == username  [0, 0, 1, 1]"), "\(result)")
    #expect(lines.contains("    ✗ focusState.focusedField: expected password, got username"))
    #expect(lines.suffix(2) == [
      "✗ failed at step 2 (failing/wrong-field.yaml:24:35): expectation failed",
      "  focusState.focusedField: expected password, got username",
    ])
    #expect(result.stderr.isEmpty, "\(result)")
  }

  @Test("--scenario with a name the file does not have lists the names it has, exit 3")
  func unknownScenario() throws {
    let result = try CommandLineTool.run(["trace", "passing/sign-in.yaml", "--scenario", "nope"])
    #expect(result.status == 3, "\(result)")
    #expect(result.stdout == "no scenario named 'nope' in passing/sign-in.yaml; it has:\n  Sign In focuses the first empty field\n")
  }

  @Test("An invalid document is reported with its diagnostic, exit 2")
  func invalid() throws {
    let result = try CommandLineTool.run(["trace", "invalid/unknown-key.yaml", "--no-color"])
    #expect(result.status == 2, "\(result)")
    #expect(result.stdout.contains("invalid/unknown-key.yaml:8:7: error: unknown key 'focusStat'"), "\(result)")
    #expect(result.stdout.contains("hint: did you mean 'focusState'?"))
  }

  @Test("FILE:LINE traces only the scenario holding that line, as --scenario with its name does")
  func fileAndLine() throws {
    let byLine = try CommandLineTool.run(["trace", "selection/two.yaml:14", "--no-color"])
    #expect(byLine.status == 0, "\(byLine)")
    let scenarios = byLine.stdout.split(separator: "\n").filter { $0.hasPrefix("scenario: ") }
    #expect(scenarios == ["scenario: Second of two  (selection/two.yaml:10:1)"], "\(byLine)")
    let byName = try CommandLineTool.run(["trace", "selection/two.yaml", "--scenario", "Second of two", "--no-color"])
    #expect(byLine.stdout == byName.stdout)
    let first = try CommandLineTool.run(["trace", "selection/two.yaml:3", "--no-color"])
    #expect(first.stdout.hasPrefix("scenario: First of two  (selection/two.yaml:1:1)\n"), "\(first)")
    #expect(!first.stdout.contains("Second of two"), "\(first)")
  }

  @Test("Folders are traced file by file in path order, each as when named alone, a blank line between files")
  func folders() throws {
    let folders = try CommandLineTool.run(["trace", "selection/", "passing/", "failing/", "--no-color"])
    let alone = try ["failing/wrong-field.yaml", "passing/sign-in.yaml", "selection/two.yaml"].map { file in
      try CommandLineTool.run(["trace", file, "--no-color"]).stdout
    }
    #expect(folders.stdout == alone.joined(separator: "\n"), "\(folders)")
    // The worst over the files: failing/ fails.
    #expect(folders.status == 1, "\(folders)")
    #expect(folders.stderr.isEmpty, "\(folders)")
  }

  @Test("Over several files the exit status is the worst: an unreadable file or invalid document outranks a failure")
  func worstStatus() throws {
    let result = try CommandLineTool.run(["trace", "failing/", "invalid/", "passing/", "--no-color"])
    #expect(result.status == 2, "\(result)")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let broken = try #require(lines.firstIndex { $0.hasPrefix("invalid/broken.yaml:1:9: error: ") }, "\(result)")
    #expect(lines[broken - 1] == "", "a blank line before each file's output\n\(result)")
    #expect(lines.contains("scenario: Sign In focuses the first empty field  (passing/sign-in.yaml:1:1)"))
    #expect(lines.contains("✗ failed at step 2 (failing/wrong-field.yaml:24:35): expectation failed"))
  }

  @Test("A filter, a tag or --scenario that selects nothing over several files exits 3, saying so on stderr")
  func nothingMatched() throws {
    let byTag = try CommandLineTool.run(["trace", "passing/", "selection/", "--tag", "none"])
    #expect(byTag.status == 3, "\(byTag)")
    #expect(byTag.stdout.isEmpty)
    #expect(byTag.stderr == "focus-scenarios: no scenario matched the paths and filters\n", "\(byTag)")
    let byName = try CommandLineTool.run(["trace", "passing/", "selection/", "--scenario", "nope"])
    #expect(byName.status == 3, "\(byName)")
    #expect(byName.stderr == "focus-scenarios: no scenario named 'nope' matched the paths and filters\n", "\(byName)")
    // A name the file has, left out by FILE:LINE, is not listed as missing.
    let leftOut = try CommandLineTool.run(["trace", "selection/two.yaml:3", "--scenario", "Second of two"])
    #expect(leftOut.status == 3, "\(leftOut)")
    #expect(leftOut.stdout.isEmpty, "\(leftOut)")
    #expect(leftOut.stderr == "focus-scenarios: no scenario named 'Second of two' matched the paths and filters\n", "\(leftOut)")
    // Named in one of several files, it is traced alone.
    let found = try CommandLineTool.run(["trace", "passing/", "selection/", "--scenario", "First of two", "--no-color"])
    #expect(found.status == 0, "\(found)")
    #expect(found.stdout.hasPrefix("scenario: First of two  (selection/two.yaml:1:1)\n"), "\(found)")
  }
}

/// Issue 17: a trace names where to read up on the rules it cites.
@Suite("trace cites docs/rules.md")
struct TraceRuleLinkTests {
  @Test("after the steps, one line lists the rules the trace cites with their anchors in docs/rules.md")
  func rulesLine() throws {
    let result = try CommandLineTool.run(
      ["trace", "Scenarios/os-versions/tvos-prefers-default-focus-inside-a-scroll-view-is-ignored.yaml"], in: CommandLineTool.packageRoot)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.suffix(2) == ["rules: F26b, F64 (docs/rules.md#f26b #f64)", "✓ passed"], "\(result)")
    let rules = try String(contentsOf: CommandLineTool.packageRoot.appendingPathComponent("docs/rules.md"), encoding: .utf8)
    #expect(rules.contains("<a id=\"f26b\"></a>") && rules.contains("<a id=\"f64\"></a>"))
  }
}
