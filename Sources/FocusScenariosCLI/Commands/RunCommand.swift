import ArgumentParser
import FocusScenarios
import Foundation

/// `focus-scenarios run [PATH...]`: runs scenarios and reports them.
///
///     $ focus-scenarios run Scenarios/ --format github --report junit=junit.xml --report json=run.json
struct RunCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Run scenarios and report the results.",
    discussion: """
      Exit status: 0 all passed, 1 a scenario failed, 2 a file or scenario is invalid, \
      3 nothing matched, 64 command-line misuse, 70 internal error or a report that could not be written.
      """
  )

  @OptionGroup var selection: SelectionOptions

  // An array only so that a second --format is an error (see `validate`),
  // not silently dropped as a single-valued option would.
  @Option(
    name: .customLong("format"),
    help: ArgumentHelp(
      "The report written on stdout (human by default); give it once, and other formats with --report.",
      valueName: "format"))
  var formats: [ReportFormat] = []

  @Option(name: .customLong("report"), help: ReportRequest.help)
  var reports: [String] = []

  @Option(help: ArgumentHelp("Also write the report of --format to this file (never colored); with junit, json or tap the summary line goes to stderr.", valueName: "file"))
  var output: String?

  @Option(help: ArgumentHelp("Scenarios run in parallel (default: the number of cores); the report does not depend on it.", valueName: "n"))
  var jobs: Int?

  @Option(help: ArgumentHelp("Run only shard I of N (1-based); N machines with shards 1/N…N/N run everything once.", valueName: "I/N"))
  var shard: String?

  @Option(
    name: .customLong("os-versions"),
    help: ArgumentHelp(
      "Run each scenario once per listed version of its platform (F60): all, or items V, V1-V2, Platform:V… "
        + "(15,17-26 or iOS:15-18,tvOS:all).", valueName: "list"))
  var osVersions: String?

  @Flag(help: ArgumentHelp(
    "Run only the scenarios that did not pass in the last run started in this folder "
      + "(kept in .focus-scenarios/last-failed; with none recorded, the selected paths)."))
  var lastFailed = false

  @Flag(help: "After the run, run the scenarios of each file that changes again, until interrupted (human report only).")
  var watch = false

  @Flag(help: "Stop scheduling scenarios after the first failure.")
  var failFast = false

  @Flag(help: ArgumentHelp(
    "With a json report (--format json or --report json=PATH): each scenario that does not pass carries its trace "
      + "as data (every step's events with their rules, and the state after it), in every json report of the run."))
  var trace = false

  func validate() throws {
    if let jobs, jobs < 1 {
      throw ValidationError("--jobs must be at least 1, not \(jobs)")
    }
    if let shard, Shard(parsing: shard) == nil {
      throw ValidationError("--shard must be I/N with 1 ≤ I ≤ N, not '\(shard)'")
    }
    if let output, output.isEmpty {
      throw ValidationError("--output needs a file name")
    }
    if let osVersions {
      do {
        _ = try OSVersionSelection(parsing: osVersions)
      } catch {
        throw ValidationError(error.rendered)
      }
    }
    if watch, !(formats.isEmpty || formats == [.human]) || !reports.isEmpty || output != nil || trace {
      throw ValidationError("--watch reports to the terminal only: use it without --format (other than human), --report, --output and --trace")
    }
    if formats.contains(.html) {
      throw ValidationError(
        "--format html: the HTML report is a page of its own, not text for standard output; "
          + "write it to a folder with --report html=DIR (it gets DIR/index.html)")
    }
    if formats.count > 1 {
      let given = formats.map(\.rawValue).joined(separator: ", ")
      throw ValidationError(
        "--format given \(formats.count) times (\(given)); it names the one report on stdout, "
          + "write the others to files with --report FORMAT=PATH, as in --report junit=junit.xml")
    }
    let requests = try reportRequests()
    var files: [String: String] = [:]
    for (option, path) in requests.map({ ("--report \($0.format.rawValue)=\($0.path)", $0.resolvedPath) })
      + (output.map { [("--output \($0)", ReportRequest.resolved($0))] } ?? [])
    {
      if let earlier = files[path] {
        throw ValidationError("\(earlier) and \(option) write the same file; give each report a PATH of its own")
      }
      files[path] = option
    }
    if trace, format != .json, !requests.contains(where: { $0.format == .json }) {
      throw ValidationError(
        "--trace adds the structured trace to the json report; use it with --format json or --report json=PATH")
    }
  }

  /// The report on stdout: `--format`, human by default.
  private var format: ReportFormat { formats.first ?? .human }

  /// The `--report` options, parsed.
  private func reportRequests() throws -> [ReportRequest] {
    try reports.map(ReportRequest.init(parsing:))
  }

  mutating func run() async throws {
    let command = self
    try await ExitStatus.guarding(command: "run") { try await command.execute() }
  }

  private func execute() async throws {
    var plan = try selection.makePlan()
    if lastFailed {
      // Only what did not pass last time; with nothing recorded, everything selected.
      if let entries = LastRunFailures.read(), !entries.isEmpty {
        plan = try selection.filters.makePlan(paths: entries)
        OutputSink.standardError.write(
          "note: --last-failed: running the \(entries.count) scenario\(entries.count == 1 ? "" : "s") that did not pass last time (\(LastRunFailures.path))\n")
      } else {
        OutputSink.standardError.write("note: --last-failed: no failures recorded by the last run; running the selected paths\n")
      }
    }
    plan.shard = shard.flatMap(Shard.init(parsing:))
    plan.osVersions = try osVersions.map { list throws in try OSVersionSelection(parsing: list) }
    if watch { try await self.watch(plan) }
    let environment = ProcessInfo.processInfo.environment

    // A live progress line on stderr, only when a person watches a terminal
    // (stdout and stderr both one): never in CI logs, files or a pager.
    let showsProgress = isatty(1) != 0 && isatty(2) != 0
    let progress = ProgressLine(
      isEnabled: showsProgress, plannedFiles: plan.files.map(\.path),
      width: { ProgressLine.terminalWidth(environment: environment) }, writingUsing: OutputSink.standardError.write)

    // One stream of events, fanned out: the report on stdout, then each
    // file, so every report sees the same events in the same order.
    let description = runDescription(plan: plan)
    var reporters: [any Reporter] = [
      format.makeReporter(
        style: selection.color.style(), run: description, writingUsing: progress.writingAbove(OutputSink.standardOutput.write))
    ]
    var fileSinks: [OutputSink] = []
    let requests = try reportRequests()
    for request in (output.map { [ReportRequest(format: format, path: $0)] } ?? []) + requests {
      do {
        if request.format == .html { try Self.makeFolder(request.path) }
        let sink = try OutputSink.file(at: request.filePath)
        fileSinks.append(sink)
        let reporter = request.format.makeReporter(style: .plain, run: description, writingUsing: sink.write)
        // The html report asks for the traces of what did not pass; a json
        // report carries them only with --trace, as it always has.
        reporters.append(request.format == .json && !trace ? WithoutStructuredTrace(reporter) : reporter)
      } catch {
        throw ValidationError("\(error)")
      }
    }
    if format == .json, !trace, requests.contains(where: { $0.format == .html }) {
      reporters[0] = WithoutStructuredTrace(reporters[0])
    }
    var reports = ReportFanOut(reporters)

    // No counting pass: the progress line counts files, which the plan
    // knows without decoding them, so each file is read once, as piped.
    let configuration = ScenarioRunner.Configuration(
      jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, failFast: failFast,
      recordsStructuredTrace: trace || requests.contains { $0.format == .html })
    var notPassed: [String] = []
    let summary = await ScenarioRunner(plan: plan, configuration: configuration).run { event in
      reports.record(event)
      progress.record(event)
      if case .scenarioFinished(let result) = event.kind, result.status != .passed {
        notPassed.append("\(result.file):\(result.location.line)")
      }
    }
    // For `--last-failed`: each scenario once, whatever its OS versions.
    var seen: Set<String> = []
    if let problem = LastRunFailures.write(notPassed.filter { seen.insert($0).inserted }) {
      OutputSink.standardError.write("note: \(problem)\n")
    }

    if !format.includesHumanSummary {
      // Machine formats own stdout; people and CI logs still see the totals.
      let errorStyle = selection.color.style(fileDescriptor: 2)
      OutputSink.standardError.write(HumanReporter.summary(summary, style: errorStyle))
    }
    // A report file that could not be written is not a passing run (stdout
    // is checked by `ExitStatus.guarding`); every failure is named.
    for sink in fileSinks { sink.close() }
    try ExitStatus.checkWritten(fileSinks)
    throw ExitStatus.of(summary.outcome)
  }

  /// Creates the folder of `--report html=DIR` (and its parents) when missing.
  static func makeFolder(_ path: String) throws {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
      guard isFolder.boolValue else {
        throw OutputSink.OutputError(path: path, reason: "it is a file; the html report needs a folder, which gets index.html")
      }
      return
    }
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw OutputSink.OutputError(path: path, reason: "cannot create the folder (\((error as NSError).localizedDescription))")
    }
  }

  /// What this run was asked to do, for the reports that show it (html) or carry it (json).
  private func runDescription(plan: ScenarioPlan) -> RunDescription {
    RunDescription(
      paths: selection.paths, filter: selection.filters.filter, tags: selection.filters.tags,
      skipTags: selection.filters.skipTags, shard: plan.shard, osVersions: osVersions, lastFailed: lastFailed)
  }
}
