import Testing

/// `focus-scenarios validate`: diagnostics compiler-style, nothing run.
@Suite("focus-scenarios validate")
struct ValidateCommandTests {
  @Test("Valid files: only the totals, exit 0")
  func valid() throws {
    let result = try CommandLineTool.run(["validate", "passing/", "selection/", "failing/"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == "4 valid, 0 invalid in 3 files\n")
  }

  @Test("A broken file: file:line:col: error: with a caret, exit 2")
  func broken() throws {
    let result = try CommandLineTool.run(["validate", "invalid/"])
    #expect(result.status == 2, "\(result)")
    #expect(result.stdout.hasPrefix("invalid/broken.yaml:1:"), "\(result)")
    #expect(result.stdout.contains(": error: "))
    #expect(result.stdout.contains("did you mean 'focusState'"), "\(result)")
    #expect(result.stdout.split(separator: "\n").contains { $0.contains("|") && $0.contains("^") }, "\(result)")
    #expect(result.stdout.hasSuffix("\n0 valid, 2 invalid in 2 files\n"), "\(result)")
  }

  @Test("Nothing found: exit 3")
  func nothing() throws {
    let result = try CommandLineTool.run(["validate", "--tag", "no-such-tag", "passing/"])
    #expect(result.status == 3, "\(result)")
  }
}
