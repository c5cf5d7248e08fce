import Foundation
import Testing

/// `focus-scenarios trace`, end to end: the step-by-step trace with the
/// F-rules that decided, `--tree`, `--scenario`, and exit statuses.
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
}
