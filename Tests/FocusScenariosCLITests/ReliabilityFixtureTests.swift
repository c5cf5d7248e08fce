import Foundation
import Testing

/// Issue 13's classes of hostile input, one committed file each in
/// `Fixtures/reliability/` (named `CLASS-what.yaml`): each must end within
/// 10 s and 1 GiB with exit 1 or 2 and one located error, and a valid
/// neighbour in the same folder must still pass. What cannot be committed
/// (FIFOs, unreadable folders, links) is made at run time by
/// `FileSystemHazardTests`.
@Suite("Reliability fixtures", .serialized)
struct ReliabilityFixtureTests {
  static let folder = CommandLineTool.fixtures.appendingPathComponent("reliability")
  static let validFile = "valid-neighbour.yaml"
  /// Address space the tool may use, enforced with `prlimit --as` (util-linux,
  /// part of every Debian): past it an allocation fails and the process dies,
  /// which fails the exit-status check.
  static let memoryLimit = 1 << 30
  static let timeLimit = Duration.seconds(10)
  /// Files whose class is the per-file diagnostics budget: they print the
  /// first 100 located errors (one per invalid document) and then a note.
  static let diagnosticBudgetFiles: Set<String> = ["output-many-invalid-documents.yaml"]

  static var files: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".yaml") && $0 != validFile }.sorted()
  }

  @Test("the folder holds a file for every class of issue 13")
  func everyClassHasAFile() {
    let classes = Set(Self.files.compactMap { $0.split(separator: "-").first.map(String.init) })
    for expected in ["crash", "unbounded"] {
      #expect(classes.contains(expected), "no \(expected)-*.yaml in Fixtures/reliability: \(Self.files)")
    }
  }

  @Test("each file alone ends in time and memory with one located error", arguments: files)
  func fileAlone(_ file: String) throws {
    let clock = ContinuousClock()
    var result: CommandLineTool.Result?
    let elapsed = try clock.measure {
      result = try Self.runLimited(["run", file, "--no-color", "--jobs", "1"])
    }
    let output = try #require(result)
    #expect(output.status == 1 || output.status == 2, "\(file): \(output)")
    #expect(elapsed < Self.timeLimit, "\(file) took \(elapsed)")
    let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let errors = lines.indices.filter { lines[$0].hasPrefix(file + ":") && lines[$0].contains(": error: ") }
    if Self.diagnosticBudgetFiles.contains(file) {
      #expect(errors.count == 100, "\(file): \(errors.count) errors printed")
      #expect(lines.contains { $0.hasPrefix("… and ") && $0.contains(" more errors in \(file)") }, "\(file): no note")
    } else {
      #expect(errors.count == 1, "\(file): expected one error, got \(errors.map { lines[$0] })")
    }
    guard let index = errors.first else { return }
    #expect(lines[index].wholeMatch(of: #/[a-z0-9-]+\.yaml:[0-9]+:[0-9]+: error: \S.*/#) != nil, "\(lines[index])")
    #expect(index + 2 < lines.count && lines[index + 1].wholeMatch(of: #/ +[0-9]+ \| .*/#) != nil, "\(file): no source line")
    #expect(index + 2 < lines.count && lines[index + 2].wholeMatch(of: #/\s+\| \s*\^~*/#) != nil, "\(file): no caret")
  }

  @Test("the whole folder in one run: every file is reported and the valid neighbour passes")
  func wholeFolder() throws {
    let output = try Self.runLimited(["run", ".", "--no-color", "--jobs", "2"])
    #expect(output.status == 2, "\(output)")
    let lines = output.stdout.split(separator: "\n").map(String.init)
    for file in Self.files + [Self.validFile] {
      let results = lines.filter { $0.contains("  (\(file):") && $0.hasSuffix(")") }
      #expect(Self.diagnosticBudgetFiles.contains(file) ? !results.isEmpty : results.count == 1, "\(file): \(results)")
      if file == Self.validFile { #expect(results.first?.first == "✓", "\(results)") }
    }
  }

  /// The deepest nesting the reader lets through (256 YAML levels) for each
  /// construct that recursion walks: it must run, trace and record on a
  /// worker thread of this (debug) build without overflowing the stack.
  static let deepestFiles: [(name: String, text: String)] = {
    func nest(_ levels: Int, _ inner: String, _ open: String, _ close: String) -> String {
      String(repeating: open, count: levels) + inner + String(repeating: close, count: levels)
    }
    return [
      ("view.yaml", """
        scenario: views nested 126 deep
        view: \(nest(126, "{Button: {id: b, label: B}}", "{VStack: [", "]}"))
        steps:
          - key: tab
          - expect: { focused: null }
        """),
      ("actions.yaml", """
        scenario: actions nested 120 deep
        state: { x: 0 }
        view: { Button: { id: b, label: B, action: [\(nest(120, "{set: {x: 1}}", "{if: true, then: [", "]}"))] } }
        steps:
          - click: b
          - expect: { state: { x: 1 } }
        """),
      ("conditions.yaml", """
        scenario: conditions nested 120 deep
        state: { x: 0 }
        view: { Button: { id: b, label: B, action: [{if: \(nest(120, "true", "{not: ", "}")), then: {set: {x: 1}}}] } }
        steps:
          - click: b
          - expect: { state: { x: 1 } }
        """),
      ("expressions.yaml", """
        scenario: expressions nested 120 deep
        state: { x: [] }
        view: { Button: { id: b, label: B, action: [{set: {x: \(nest(120, "[1]", "{concat: [", ", [2]]}"))}}] } }
        steps:
          - click: b
        """),
      ("values.yaml", """
        scenario: a value nested 250 deep, compared
        state: { x: \(nest(250, "1", "[", "]")) }
        view: { Text: hi }
        steps:
          - expect: { state: { x: \(nest(250, "1", "[", "]")) } }
        """),
    ]
  }()

  @Test("the deepest nesting the reader allows runs, traces and records without a crash")
  func deepestNestingRuns() throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-deepest-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    for file in Self.deepestFiles {
      try Data(file.text.utf8).write(to: scratch.appendingPathComponent(file.name))
    }
    let run = try CommandLineTool.run(["run", ".", "--no-color", "--jobs", "2"], in: scratch)
    #expect(run.status == 0 && run.lastLine == "\(Self.deepestFiles.count) passed, 0 failed, 0 invalid", "\(run)")
    for format in ["json", "junit", "tap", "github"] {
      let report = try CommandLineTool.run(["run", ".", "--format", format], in: scratch)
      #expect(report.status == 0, "\(format): \(report)")
    }
    for file in Self.deepestFiles {
      let trace = try CommandLineTool.run(["trace", file.name, "--tree", "--no-color"], in: scratch)
      #expect(trace.status == 0, "\(file.name): \(trace)")
    }
    // The same files with their expectations emptied: record fills them in.
    let emptied = Self.deepestFiles.map { ($0.name, $0.text.replacing(#/- expect: .*/#, with: "- expect: {}")) }
    for (name, text) in emptied { try Data(text.utf8).write(to: scratch.appendingPathComponent(name)) }
    // `record` refuses to write when CI is set (and `run` fails unrecorded expectations).
    let record = try CommandLineTool.run(["record", "."], in: scratch, unsetting: ["CI"])
    #expect(record.status == 0, "\(record)")
    let rerun = try CommandLineTool.run(["run", ".", "--no-color"], in: scratch, unsetting: ["CI"])
    #expect(rerun.status == 0, "\(rerun)")
  }

  /// Runs the tool in the fixture folder under the memory limit (`prlimit`,
  /// util-linux, part of every Debian), killed if it has not ended in 60 s.
  static func runLimited(_ arguments: [String]) throws -> CommandLineTool.Result {
    let tool = try CommandLineTool.executable().path
    return try CommandLineTool.run(
      ["--as=\(memoryLimit)", "--", tool] + arguments, in: folder,
      program: URL(fileURLWithPath: "/usr/bin/prlimit"), timeLimit: .seconds(60))
  }
}
