import Testing

/// Command-line misuse exits 64 with a message, before anything runs.
@Suite("focus-scenarios usage errors")
struct UsageErrorTests {
  @Test(
    "Misuse exits 64",
    arguments: [
      (["run", "--bogus"], "Unknown option '--bogus'"),
      (["run", "no/such/path.yaml"], "no such file or directory: 'no/such/path.yaml'"),
      (["run", "--format", "xml", "passing/"], "xml"),
      (["run", "--jobs", "0", "passing/"], "--jobs must be at least 1"),
      (["run", "--filter", "(", "passing/"], "invalid --filter regular expression '('"),
      (["run", "selection/two.yaml:0"], "invalid line in 'selection/two.yaml:0'"),
      (["run", "--shard", "3/2", "passing/"], "--shard must be I/N with 1 ≤ I ≤ N, not '3/2'"),
      (["run", "--output", "/no/such/folder/report.xml", "passing/"], "cannot write the report to '/no/such/folder/report.xml'"),
      (["run"], "no such file or directory: 'Scenarios/' (the default PATH)"),
      (["validate", "--bogus"], "Unknown option '--bogus'"),
      (["frobnicate"], "frobnicate"),
    ])
  func misuse(arguments: [String], message: String) throws {
    let result = try CommandLineTool.run(arguments)
    #expect(result.status == 64, "\(result)")
    #expect(result.stderr.contains(message), "\(result)")
    #expect(result.stdout.isEmpty, "\(result)")
  }
}
