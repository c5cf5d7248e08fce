import ArgumentParser
import FocusScenarios
import Foundation

/// `focus-scenarios run [PATH...]`: runs scenarios and reports them.
///
///     $ focus-scenarios run Scenarios/ --format junit --output report.xml
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

  @Option(help: ArgumentHelp("The report written on stdout.", valueName: "format"))
  var format: ReportFormat = .human

  @Option(help: ArgumentHelp("Also write the report to this file (never colored); with junit, json or tap the summary line goes to stderr.", valueName: "file"))
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

  @Flag(help: "Stop scheduling scenarios after the first failure.")
  var failFast = false

  @Flag(help: ArgumentHelp(
    "With --format json: each scenario that does not pass carries its trace as data "
      + "(every step's events with their rules, and the state after it)."))
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
    if trace, format != .json {
      throw ValidationError("--trace adds the structured trace to the json report; use it with --format json")
    }
  }

  mutating func run() async throws {
    let command = self
    try await ExitStatus.guarding(command: "run") { try await command.execute() }
  }

  private func execute() async throws {
    var plan = try selection.makePlan()
    plan.shard = shard.flatMap(Shard.init(parsing:))
    plan.osVersions = try osVersions.map { list throws in try OSVersionSelection(parsing: list) }
    let environment = ProcessInfo.processInfo.environment
    let style = RenderStyle.automatic(noColorFlag: selection.noColor, environment: environment)

    var reporters: [any Reporter] = [makeReporter(style: style, sink: .standardOutput)]
    var outputSink: OutputSink?
    if let output {
      do {
        let sink = try OutputSink.file(at: output)
        outputSink = sink
        reporters.append(makeReporter(style: .plain, sink: sink))
      } catch {
        throw ValidationError("\(error)")
      }
    }

    // A live progress line on a terminal's stderr, never in redirected output;
    // only it needs the totals up front, worth a counting pass for a person
    // watching, not for CI.
    let showsProgress = isatty(2) != 0
    let configuration = ScenarioRunner.Configuration(
      jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, failFast: failFast,
      countsBeforeRunning: showsProgress, recordsStructuredTrace: trace)
    var progress = ProgressLine(isEnabled: showsProgress, writingUsing: OutputSink.standardError.write)
    let summary = await ScenarioRunner(plan: plan, configuration: configuration).run { event in
      progress.clear()
      for index in reporters.indices { reporters[index].record(event) }
      progress.record(event)
      progress.redraw()
    }

    if !format.includesHumanSummary {
      // Machine formats own stdout; people and CI logs still see the totals.
      let errorStyle = RenderStyle.automatic(noColorFlag: selection.noColor, environment: environment, fileDescriptor: 2)
      OutputSink.standardError.write(HumanReporter.summary(summary, style: errorStyle))
    }
    // A report file that could not be written is not a passing run (stdout
    // is checked by `ExitStatus.guarding`).
    if let outputSink {
      outputSink.close()
      try ExitStatus.checkWritten(outputSink)
    }
    throw ExitStatus.of(summary.outcome)
  }

  private func makeReporter(style: RenderStyle, sink: OutputSink) -> any Reporter {
    switch format {
    case .human: return HumanReporter(style: style, writingUsing: sink.write)
    case .junit: return JUnitReporter(writingUsing: sink.write)
    case .json: return JSONReporter(writingUsing: sink.write)
    case .tap: return TAPReporter(writingUsing: sink.write)
    case .github: return GitHubReporter(writingUsing: sink.write)
    }
  }
}
