import Foundation
import Testing

/// `merge-reports` (issue 18): the JSON reports of `run --shard I/N` merged
/// into what one run of the whole selection reports, in every format.
///
/// `Fixtures/merge/` holds passing, failing and invalid scenarios, a lint
/// warning, and a scenario that fails on iOS 15 only (for `--os-versions`).
@Suite("merge-reports")
struct MergeReportsTests {
  /// A fresh folder for reports, removed by the caller.
  private static func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-merge-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Durations are the only thing two runs may differ in.
  private static func normalized(_ text: String) -> String {
    text.replacingOccurrences(of: #""durationMs": [0-9]+"#, with: #""durationMs": 0"#, options: .regularExpression)
      .replacingOccurrences(of: #"time="[0-9.]+""#, with: #"time="0""#, options: .regularExpression)
      // The html report's "3 ms", "1.250 s".
      .replacingOccurrences(of: #"\b[0-9][0-9.]* m?s\b"#, with: "0 ms", options: .regularExpression)
  }

  /// `run merge/ --shard I/3 --report json=…/shard-I.json --trace` for I = 1…3; the reports' paths.
  private static func shards(
    in folder: URL, options: [String] = [], trace: Bool = true, count: Int = 3, paths: [String] = ["merge/"]
  ) throws -> [String] {
    try (1...count).map { index in
      let path = folder.appendingPathComponent("shard-\(index).json").path
      let result = try CommandLineTool.run(
        ["run"] + paths + options + ["--shard", "\(index)/\(count)", "--report", "json=\(path)", "--no-color"] + (trace ? ["--trace"] : []))
      #expect([0, 1, 2].contains(result.status), "\(result)")
      return path
    }
  }

  private static func readFile(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
  }

  @Test(
    "Three shards merged print, in every format, what one run prints (durations aside), and exit as it does",
    arguments: [[], ["--os-versions", "iOS:15,16"]])
  func mergedEqualsSingleRun(_ options: [String]) throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let shards = try Self.shards(in: folder, options: options)
    for format in ["human", "junit", "json", "tap", "github"] {
      let single = try CommandLineTool.run(
        ["run", "merge/", "--format", format, "--no-color"] + options + (format == "json" ? ["--trace"] : []))
      let merged = try CommandLineTool.run(["merge-reports"] + shards + ["--format", format, "--no-color"])
      #expect(single.status == 2, "\(single)")
      #expect(merged.status == single.status, "\(merged)")
      #expect(Self.normalized(merged.stdout) == Self.normalized(single.stdout), "\(format)\n\(merged)")
      // The summary on stderr for the formats that do not end with it, as `run` does.
      #expect(merged.stderr.hasSuffix(single.stderr), "\(format)\n\(merged)")
    }
    // Report files as `run` writes them, the merged json among them (traces copied byte for byte).
    let single = try CommandLineTool.run(
      ["run", "merge/", "--trace", "--no-color", "--report", "junit=\(folder.path)/single.xml", "--report", "json=\(folder.path)/single.json",
       "--report", "html=\(folder.path)/single"]
        + options)
    let merged = try CommandLineTool.run(
      ["merge-reports"] + shards
        + ["--no-color", "--report", "junit=\(folder.path)/merged.xml", "--report", "json=\(folder.path)/merged.json",
           "--report", "html=\(folder.path)/merged"])
    #expect(Self.normalized(merged.stdout) == Self.normalized(single.stdout), "\(merged)")
    // The html page drawn from the shards' traces is the single run's page.
    let singlePage = try Self.readFile("\(folder.path)/single/index.html")
    #expect(singlePage.contains("class=\"step failing-step\""), "the page draws the failing steps")
    #expect(Self.normalized(try Self.readFile("\(folder.path)/merged/index.html")) == Self.normalized(singlePage))
    for name in ["xml", "json"] {
      let expected = Self.normalized(try Self.readFile("\(folder.path)/single.\(name)"))
      #expect(Self.normalized(try Self.readFile("\(folder.path)/merged.\(name)")) == expected, "\(name)")
    }
    #expect(try Self.readFile("\(folder.path)/merged.json").contains(#""trace": {"#))
  }

  @Test("The report of a run without --shard merges to that run's reports, values elided past their budget included")
  func unshardedWithElidedValues() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = "reliability/output-huge-value-in-failing-expectation.yaml"
    let report = folder.appendingPathComponent("run.json").path
    _ = try CommandLineTool.run(["run", file, "--report", "json=\(report)", "--trace", "--no-color"])
    for format in ["human", "junit", "json", "tap", "github"] {
      let single = try CommandLineTool.run(["run", file, "--format", format, "--no-color"] + (format == "json" ? ["--trace"] : []))
      let merged = try CommandLineTool.run(["merge-reports", report, "--format", format, "--no-color"])
      #expect(merged.status == 1, "\(merged)")
      #expect(Self.normalized(merged.stdout) == Self.normalized(single.stdout), "\(format)")
      #expect(merged.stdout.contains("(500,220 bytes, elided)"), "\(format)")
    }
  }

  @Test("Shards given in any order merge in plan order")
  func anyOrder() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let shards = try Self.shards(in: folder)
    let forward = try CommandLineTool.run(["merge-reports"] + shards + ["--format", "tap"])
    let backward = try CommandLineTool.run(["merge-reports"] + shards.reversed() + ["--format", "tap"])
    #expect(forward.stdout == backward.stdout)
    #expect(forward.stdout.contains("ok 1 - Sign In focuses the first empty field\nok 2 - Tab visits the fields in order\n"))
  }

  @Test("A missing shard is an error naming it (exit 2): a merged report without it would look green")
  func missingShard() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let shards = try Self.shards(in: folder)
    let result = try CommandLineTool.run(["merge-reports", shards[0], shards[2], "--format", "junit", "--no-color"])
    #expect(result.status == 2, "\(result)")
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("error: shard 2/3 is missing (given: 1/3, 3/3)"), "\(result)")
  }

  @Test("A shard twice is an error (exit 2); a file given twice is misuse (exit 64)")
  func duplicates() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let shards = try Self.shards(in: folder)
    let copy = folder.appendingPathComponent("copy-of-2.json").path
    try FileManager.default.copyItem(atPath: shards[1], toPath: copy)
    let twice = try CommandLineTool.run(["merge-reports"] + shards + [copy, "--no-color"])
    #expect(twice.status == 2, "\(twice)")
    #expect(twice.stderr.contains("\(shards[1]) and \(copy) are both shard 2/3"), "\(twice)")

    let sameFile = try CommandLineTool.run(["merge-reports"] + shards + [shards[0]])
    #expect(sameFile.status == 64, "\(sameFile)")
    #expect(sameFile.stderr.contains("'\(shards[0])' is given twice"), "\(sameFile)")

    let overwrite = try CommandLineTool.run(["merge-reports"] + shards + ["--report", "json=\(shards[0])"])
    #expect(overwrite.status == 64, "\(overwrite)")
    #expect(overwrite.stderr.contains("would overwrite '\(shards[0])', a report being merged"), "\(overwrite)")

    let none = try CommandLineTool.run(["merge-reports"])
    #expect(none.status == 64, "\(none)")
  }

  @Test("Shards of different runs, or of different N, are refused (exit 2), saying what differs")
  func mixedRuns() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let mine = try Self.shards(in: folder, count: 2)
    let other = folder.appendingPathComponent("other")
    try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
    let theirs = try Self.shards(in: other, count: 2, paths: ["passing/"])
    let paths = try CommandLineTool.run(["merge-reports", mine[0], theirs[1], "--no-color"])
    #expect(paths.status == 2, "\(paths)")
    #expect(paths.stderr.contains("\(theirs[1]) and \(mine[0]) are not shards of one run: PATHs passing/ and merge/"), "\(paths)")

    let filtered = folder.appendingPathComponent("filtered")
    try FileManager.default.createDirectory(at: filtered, withIntermediateDirectories: true)
    let withFilter = try Self.shards(in: filtered, options: ["--filter", "Tab"], count: 2)
    let filter = try CommandLineTool.run(["merge-reports", mine[0], withFilter[1], "--no-color"])
    #expect(filter.stderr.contains("--filter Tab and none"), "\(filter)")

    let three = folder.appendingPathComponent("three")
    try FileManager.default.createDirectory(at: three, withIntermediateDirectories: true)
    let ofThree = try Self.shards(in: three)
    let count = try CommandLineTool.run(["merge-reports", mine[0], ofThree[1], "--no-color"])
    #expect(count.status == 2, "\(count)")
    #expect(count.stderr.contains("\(ofThree[1]) is shard 2/3 and \(mine[0]) is shard 1/2"), "\(count)")
  }

  @Test("A file that is not a report: file:line:column, the line and a caret (exit 2); every such file is named")
  func notAReport() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let shards = try Self.shards(in: folder)
    let broken = folder.appendingPathComponent("broken.json").path
    try Data("{\n  \"version\": 1,\n  \"summary\": [1, 2\n".utf8).write(to: URL(fileURLWithPath: broken))
    let yaml = CommandLineTool.fixtures.appendingPathComponent("passing/sign-in.yaml").path
    let result = try CommandLineTool.run(["merge-reports", shards[0], broken, yaml, "--no-color"])
    #expect(result.status == 2, "\(result)")
    #expect(result.stderr.contains("""
      \(broken):4:1: error: not a JSON report: expected ',' or ']' in a list, found the end of the file
      """), "\(result)")
    #expect(result.stderr.contains("""
      \(yaml):1:1: error: not a JSON report: expected a value, found 's'
         1 | scenario: Sign In focuses the first empty field
           | ^
      """), "\(result)")

    let missing = try CommandLineTool.run(["merge-reports", folder.appendingPathComponent("nothing.json").path])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("nothing.json:1:1: error: the report does not exist"), "\(missing)")
  }

  @Test("Reports written without --trace merge too; stderr says their failing scenarios carry no trace")
  func withoutTrace() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let shards = try Self.shards(in: folder, trace: false)
    let merged = try CommandLineTool.run(["merge-reports"] + shards + ["--format", "junit", "--no-color"])
    let single = try CommandLineTool.run(["run", "merge/", "--format", "junit", "--no-color"])
    #expect(merged.status == 2, "\(merged)")
    #expect(Self.normalized(merged.stdout) == Self.normalized(single.stdout))
    let notes = merged.stderr.split(separator: "\n").filter { $0.contains("without --trace") }
    #expect(notes.count == 2, "\(merged)")
    #expect(notes.allSatisfy { $0.contains("failing scenario carries no trace (no pictures in an html report)") }, "\(merged)")
  }
}
