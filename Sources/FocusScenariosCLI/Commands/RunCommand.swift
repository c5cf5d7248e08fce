import ArgumentParser
import FocusScenarios
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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

  @OptionGroup var reportOptions: ReportOptions

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
    if let osVersions {
      do {
        _ = try OSVersionSelection(parsing: osVersions)
      } catch {
        throw ValidationError(error.rendered)
      }
    }
    let formats = reportOptions.formats
    if watch, !(formats.isEmpty || formats == [.human]) || !reportOptions.reports.isEmpty || reportOptions.output != nil || trace {
      throw ValidationError("--watch reports to the terminal only: use it without --format (other than human), --report, --output and --trace")
    }
    if trace, !(try reportOptions.includes(.json)) {
      throw ValidationError(
        "--trace adds the structured trace to the json report; use it with --format json or --report json=PATH")
    }
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
    let showsProgress = OutputSink.standardOutput.isTerminal && OutputSink.standardError.isTerminal
    let progress = ProgressLine(
      isEnabled: showsProgress, plannedFiles: plan.files.map(\.path),
      width: { ProgressLine.terminalWidth(environment: environment) }, holdingOutputFor: .milliseconds(100),
      writingUsing: OutputSink.standardError.write)

    // One stream of events, fanned out: the report on stdout, then each
    // file, so every report sees the same events in the same order.
    var destinations = try reportOptions.makeDestinations(
      style: selection.color.style(), run: runDescription(plan: plan), jsonCarriesTraces: trace,
      standardOutput: progress.writingAbove(OutputSink.standardOutput.write))

    // No counting pass: the progress line counts files, which the plan
    // knows without decoding them, so each file is read once, as piped.
    // An html report draws what did not pass from its structured trace.
    let drawsPictures = try reportOptions.includes(.html)
    let configuration = ScenarioRunner.Configuration(
      jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, failFast: failFast,
      recordsStructuredTrace: drawsPictures || trace)
    var notPassed: [String] = []
    let summary = await ScenarioRunner(plan: plan, configuration: configuration).run { event in
      destinations.reports.record(event)
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

    try destinations.finish(summary, errorStyle: selection.color.style(fileDescriptor: 2))
    throw ExitStatus.of(summary.outcome)
  }

  /// What this run was asked to do, for the reports that show it (html) or carry it (json).
  private func runDescription(plan: ScenarioPlan) -> RunDescription {
    RunDescription(
      paths: selection.paths, filter: selection.filters.filter, tags: selection.filters.tags,
      skipTags: selection.filters.skipTags, shard: plan.shard, osVersions: osVersions, lastFailed: lastFailed)
  }
}
