import Foundation
import Testing

/// Issue 17, items 5, 6 and `--color` of 8, end to end: several reports from
/// one run (`--report FORMAT=PATH`), a progress line with no counting pass
/// that fits the terminal, and `--color auto|always|never` on every command.
@Suite("focus-scenarios: several reports, progress, --color")
struct ReportsProgressColorTests {
  /// A folder of its own for the report files, removed after the test.
  static func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-reports-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Durations differ from run to run; everything else of a report must not.
  static func withoutDurations(_ report: String) -> String {
    report.replacingOccurrences(of: #"time="[0-9.]+""#, with: #"time="""#, options: .regularExpression)
      .replacingOccurrences(of: #""durationMs": [0-9]+"#, with: #""durationMs": 0"#, options: .regularExpression)
  }

  // MARK: Several reports

  @Test("One run writes GitHub annotations on stdout and JUnit, JSON, TAP and human reports to files, each as if alone")
  func severalReports() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let paths = ["passing/", "failing/", "invalid/", "selection/"]
    let files = ["junit": "junit.xml", "json": "run.json", "tap": "run.tap", "human": "run.txt"]
    let reports = files.keys.sorted().flatMap { ["--report", "\($0)=\(folder.appendingPathComponent(files[$0]!).path)"] }
    let result = try CommandLineTool.run(["run"] + paths + ["--format", "github", "--jobs", "2"] + reports)
    #expect(result.status == 2, "\(result)")
    #expect(result.stdout == (try CommandLineTool.run(["run"] + paths + ["--format", "github"])).stdout)
    #expect(result.stderr.isEmpty, "github ends with the summary itself\n\(result)")
    for (format, file) in files {
      let written = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let alone = try CommandLineTool.run(["run"] + paths + ["--format", format, "--jobs", "1"])
      #expect(Self.withoutDurations(written) == Self.withoutDurations(alone.stdout), "\(format)")
    }
    let junit = try String(contentsOf: folder.appendingPathComponent("junit.xml"), encoding: .utf8)
    #expect(junit.contains("<failure message=\"expectation failed: focusState.focusedField: expected password, got username\""))
    #expect(!junit.contains("\u{1B}["), "report files are never colored")
  }

  @Test("docs/ci.md's GitHub step, as written there: one run gives the annotations on stdout and the JUnit report")
  func ciPageStep() throws {
    let page = try String(contentsOf: CommandLineTool.packageRoot.appendingPathComponent("docs/ci.md"), encoding: .utf8)
    // The step's `run: >` lines, indented as in the workflow.
    let step = [
      #"          "$BIN/focus-scenarios" run Scenarios/ --shard ${{ matrix.shard }}/3"#,
      #"          --format github --report junit=junit-${{ matrix.shard }}.xml"#,
    ].joined(separator: "\n")
    #expect(page.contains(step))
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let junit = folder.appendingPathComponent("junit-1.xml")
    let command = step.replacingOccurrences(of: "${{ matrix.shard }}", with: "1")
      .replacingOccurrences(of: "junit-1.xml", with: junit.path)
      .split(whereSeparator: \.isWhitespace).dropFirst(1).map(String.init)
    #expect(command.first == "run")
    let result = try CommandLineTool.run(command, in: CommandLineTool.packageRoot)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.hasSuffix(" passed, 0 failed, 0 invalid\n"), "\(result)")
    let xml = try String(contentsOf: junit, encoding: .utf8)
    #expect(xml.hasPrefix("<?xml") && xml.contains("<testcase "), "\(xml)")
  }

  @Test("The summary of a machine format on stdout still goes to stderr; --output and --report together")
  func outputAndReports() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("out.json")
    let junit = folder.appendingPathComponent("junit.xml")
    let result = try CommandLineTool.run([
      "run", "passing/", "failing/", "--format", "json", "--output", output.path, "--report", "junit=\(junit.path)",
    ])
    #expect(result.status == 1, "\(result)")
    #expect(result.stderr == "1 passed, 1 failed, 0 invalid\n")
    #expect(try String(contentsOf: output, encoding: .utf8) == result.stdout)
    #expect(try String(contentsOf: junit, encoding: .utf8).hasPrefix("<?xml"))
  }

  @Test("--trace fills every json report of the run, on stdout or in a file")
  func traceInReportFiles() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let json = folder.appendingPathComponent("run.json")
    let result = try CommandLineTool.run(["run", "failing/", "--trace", "--report", "json=\(json.path)"])
    #expect(result.status == 1, "\(result)")
    #expect(result.stdout.hasPrefix("✗ Sign In expects the wrong field"), "the human report on stdout\n\(result)")
    let written = try String(contentsOf: json, encoding: .utf8)
    #expect(written.contains("\"trace\": "), "\(written)")
    let both = try CommandLineTool.run(["run", "failing/", "--trace", "--format", "json", "--report", "json=\(json.path)"])
    #expect(Self.withoutDurations(try String(contentsOf: json, encoding: .utf8)) == Self.withoutDurations(both.stdout))
  }

  @Test("Misuse exits 64 and says what to do", arguments: [
    (["--format", "json", "--format", "junit"],
     "Error: --format given 2 times (json, junit); it names the one report on stdout, write the others to files with --report FORMAT=PATH, as in --report junit=junit.xml"),
    (["--report", "junit=a.xml", "--report", "json=./a.xml"],
     "Error: --report junit=a.xml and --report json=./a.xml write the same file; give each report a PATH of its own"),
    (["--output", "a.xml", "--report", "junit=a.xml"],
     "Error: --report junit=a.xml and --output a.xml write the same file; give each report a PATH of its own"),
    (["--format", "html"],
     "Error: --format html: the HTML report is a page of its own, not text for standard output; write it to a folder with --report html=DIR (it gets DIR/index.html)"),
    (["--report", "jnuit=a.xml"],
     "Error: --report jnuit=a.xml: unknown format 'jnuit'; did you mean 'junit'? (formats: human, junit, json, tap, github, html)"),
    (["--report", "junit"],
     "Error: --report needs FORMAT=PATH, as in --report junit=junit.xml, not 'junit' (formats: human, junit, json, tap, github, html)"),
    (["--report", "junit="],
     "Error: --report junit=: needs a file name after '=', as in --report junit=report.xml"),
    (["--trace", "--report", "junit=a.xml"],
     "Error: --trace adds the structured trace to the json report; use it with --format json or --report json=PATH"),
    (["--color", "always", "--no-color"],
     "Error: --no-color and --color always contradict each other; give one of them"),
  ])
  func misuse(arguments: [String], message: String) throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fixture = CommandLineTool.fixtures.appendingPathComponent("passing/sign-in.yaml").path
    let result = try CommandLineTool.run(["run", fixture] + arguments, in: folder)
    #expect(result.status == 64, "\(result)")
    #expect(result.stdout.isEmpty, "\(result)")
    #expect(result.stderr.hasPrefix(message + "\n"), "\(result)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing written")
  }

  @Test(
    "A report that cannot be written exits 70 with the reason; the other reports are still written",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full, a device where every write fails (Linux)"))
  func unwritableReport() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let json = folder.appendingPathComponent("run.json")
    let result = try CommandLineTool.run(["run", "passing/", "--report", "junit=/dev/full", "--report", "json=\(json.path)"])
    #expect(result.status == 70, "\(result)")
    #expect(result.stderr.contains("focus-scenarios: error: cannot write the report to '/dev/full': No space left on device"), "\(result)")
    #expect(result.stdout.hasSuffix("1 passed, 0 failed, 0 invalid\n"), "\(result)")
    #expect(try String(contentsOf: json, encoding: .utf8).contains("\"status\": \"pass\""))
  }

  // MARK: Progress

  /// util-linux `script`: runs a command on a new pseudo-terminal and copies
  /// what it shows, so the tool sees a terminal as a person's would be.
  static let isLinux: Bool = {
    #if os(Linux)
    return true
    #else
    return false
    #endif
  }()

  static let script = ["/usr/bin/script", "/bin/script"].first { FileManager.default.isExecutableFile(atPath: $0) }

  /// The progress lines drawn in a terminal transcript: each starts after an
  /// erase (`ESC[2K`) with `[N/M files]` and ends before the next `\r`.
  static func progressLines(in transcript: String) -> [String] {
    transcript.components(separatedBy: "\u{1B}[2K").dropFirst().compactMap { piece in
      guard piece.range(of: #"^\[[0-9]+/[0-9]+ files?\]"#, options: .regularExpression) != nil else { return nil }
      return String(piece.prefix { $0 != "\r" && $0 != "\n" })
    }
  }

  @Test(
    "On a terminal the progress line shows before any scenario finished and never reaches the last column",
    .enabled(if: script != nil && isLinux, "needs util-linux script(1) for a pseudo-terminal"))
  func progressOnATerminal() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenario = try String(contentsOf: CommandLineTool.fixtures.appendingPathComponent("passing/sign-in.yaml"), encoding: .utf8)
    let names = ["a.yaml", "b-with-a-name-long-enough-to-be-cut-at-sixty-columns.yaml", "c.yaml"]
    for name in names { try scenario.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
    let tool = try CommandLineTool.executable().path
    // 25 columns: the first line, drawn before anything ran, is cut to 24.
    // Later lines depend on timing (results are held and written with the
    // line at most ten times a second, issue 20), so only their width is
    // checked here; ProgressLineTests fit paths and counts at every width.
    let result = try CommandLineTool.run(
      ["-qec", "'\(tool)' run . --jobs 1", "/dev/null"], in: folder, environment: ["COLUMNS": "25"],
      program: URL(fileURLWithPath: Self.script!))
    #expect(result.status == 0, "\(result)")
    let transcript = result.stdout
    let lines = Self.progressLines(in: transcript)
    #expect(lines.first == "[0/3 files] 0 passed, 0 ", "\(transcript.debugDescription)")
    let firstDraw = try #require(transcript.range(of: "[0/3 files]"))
    let firstResult = try #require(transcript.range(of: "✓"))
    #expect(firstDraw.lowerBound < firstResult.lowerBound, "drawn before any scenario finished")
    for line in lines { #expect(line.count <= 24, "\(line.debugDescription) is wider than 25 columns less the last") }
    // Every result, in order, then the summary; the line cleared before the
    // results that follow it and never drawn again after the summary.
    let results = transcript.components(separatedBy: "\r\n").filter { $0.contains("✓") }
    #expect(results.count == 3 && zip(results, names).allSatisfy { $0.contains("(\($1):1)") }, "\(results)")
    let summary = try #require(transcript.range(of: "3 passed"))
    #expect(!transcript[summary.lowerBound...].contains("files]"), "no line after the summary")
    let lastDraw = try #require(transcript.range(of: "files]", options: .backwards))
    #expect(transcript[lastDraw.upperBound..<firstResultAfter(lastDraw, in: transcript)].contains("\r\u{1B}[2K"), "erased before output")
    #expect(transcript.hasSuffix("\u{1B}[32m3 passed\u{1B}[0m, 0 failed, 0 invalid\r\n"), "\(transcript.debugDescription)")
  }

  /// Where the first output after `range` starts (a result or the summary's blank line).
  private func firstResultAfter(_ range: Range<String.Index>, in transcript: String) -> String.Index {
    transcript[range.upperBound...].range(of: "\r\n")?.lowerBound ?? transcript.endIndex
  }

  @Test(
    "With stdout redirected (a file, a pager) the terminal on stderr gets no progress line",
    .enabled(if: script != nil && isLinux, "needs util-linux script(1) for a pseudo-terminal"))
  func noProgressWhenStdoutRedirected() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tool = try CommandLineTool.executable().path
    let fixture = CommandLineTool.fixtures.appendingPathComponent("passing").path
    let result = try CommandLineTool.run(
      ["-qec", "'\(tool)' run '\(fixture)' --format junit > report.xml", "/dev/null"], in: folder,
      program: URL(fileURLWithPath: Self.script!))
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.hasSuffix("1 passed\u{1B}[0m, 0 failed, 0 invalid\r\n"), "the summary on the terminal\n\(result)")
    #expect(!result.stdout.contains("\u{1B}[2K"), "\(result.stdout.debugDescription)")
    #expect(try String(contentsOf: folder.appendingPathComponent("report.xml"), encoding: .utf8).hasPrefix("<?xml"))
  }

  @Test("Off a terminal there is no progress line (and no counting pass): stderr stays empty")
  func noProgressWhenPiped() throws {
    let result = try CommandLineTool.run(["run", "passing/", "selection/"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr.isEmpty, "\(result)")
    #expect(!result.stdout.contains("\u{1B}["))
  }

  // MARK: --color

  @Test("--color always colors piped output, even with NO_COLOR set; never and --no-color do not; auto follows the terminal")
  func colorRun() throws {
    let always = try CommandLineTool.run(["run", "passing/", "--color", "always"], environment: ["NO_COLOR": "1"])
    #expect(always.stdout.hasPrefix("\u{1B}[32m✓\u{1B}[0m Sign In"), "\(always)")
    for flags in [["--color", "never"], ["--no-color"], ["--color", "auto"], [], ["--no-color", "--color", "never"]] {
      let result = try CommandLineTool.run(["run", "passing/"] + flags)
      #expect(result.status == 0, "\(flags) \(result)")
      #expect(!result.stdout.contains("\u{1B}["), "\(flags)")
      #expect(result.stdout == always.stdout.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression))
    }
    // The summary of a machine format goes to stderr, colored as asked too.
    let json = try CommandLineTool.run(["run", "passing/", "--format", "json", "--color", "always"])
    #expect(json.stderr == "\u{1B}[32m1 passed\u{1B}[0m, 0 failed, 0 invalid\n", "\(json)")
  }

  @Test("validate, trace and record take --color too", arguments: [
    (["validate", "invalid/unknown-key.yaml"], false),
    (["trace", "invalid/unknown-key.yaml"], false),
    (["record", "invalid/unknown-key.yaml"], true),
  ])
  func colorOtherCommands(arguments: [String], onStandardError: Bool) throws {
    let always = try CommandLineTool.run(arguments + ["--color", "always"], unsetting: ["CI"])
    let never = try CommandLineTool.run(arguments + ["--color", "never"], unsetting: ["CI"])
    let noColor = try CommandLineTool.run(arguments + ["--no-color"], unsetting: ["CI"])
    let shown = { (result: CommandLineTool.Result) in onStandardError ? result.stderr : result.stdout }
    #expect(shown(always).contains("\u{1B}[31merror:"), "\(always)")
    #expect(!shown(never).contains("\u{1B}["), "\(never)")
    #expect(shown(never) == shown(noColor))
    #expect(always.status == never.status)
    let conflict = try CommandLineTool.run(arguments + ["--color", "auto", "--no-color"], unsetting: ["CI"])
    #expect(conflict.status == 64, "\(conflict)")
  }
}
