import ArgumentParser
import FocusScenarios

/// `focus-scenarios merge-reports FILES...`: the JSON reports of a sharded
/// run combined into the reports one run would have written (docs/ci.md).
///
///     $ focus-scenarios merge-reports shard-*.json --report junit=junit.xml --report json=run.json
struct MergeReportsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge-reports",
    abstract: "Combine the JSON reports of the shards of one run into the reports one run would have written.",
    discussion: """
      Each shard writes its report with run --shard I/N --report json=FILE (add --trace to keep the traces \
      of failing scenarios). Every shard of the run must be given, each once. Exit status as run's: \
      0 all passed, 1 a scenario failed, 2 a scenario is invalid or the reports cannot be merged \
      (a shard missing or twice, reports of different runs, a file that is not a report), \
      3 nothing matched, 64 command-line misuse, 70 internal error or a report that could not be written.
      """
  )

  @Argument(help: ArgumentHelp("The JSON reports of the shards (run --shard I/N --report json=FILE).", valueName: "file"))
  var files: [String] = []

  @OptionGroup var reportOptions: ReportOptions

  @OptionGroup var color: ColorOptions

  func validate() throws {
    guard !files.isEmpty else {
      throw ValidationError("name the JSON reports of the shards to merge, as in merge-reports shard-1.json shard-2.json shard-3.json")
    }
    var given: [String: String] = [:]
    for file in files {
      let resolved = ReportRequest.resolved(file)
      if let earlier = given[resolved] {
        let names = earlier == file ? "'\(file)' is given twice" : "'\(earlier)' and '\(file)' are the same file"
        throw ValidationError("\(names); give each shard's report once")
      }
      given[resolved] = file
    }
    // Writing a report over one being read would lose it before it is read.
    for (option, path) in (try reportOptions.requests()).map({ ("--report \($0.format.rawValue)=\($0.path)", $0.path) })
      + (reportOptions.output.map { [("--output \($0)", $0)] } ?? [])
    {
      if let input = given[ReportRequest.resolved(path)] {
        throw ValidationError("\(option) would overwrite '\(input)', a report being merged; write the merged report elsewhere")
      }
    }
  }

  mutating func run() async throws {
    let command = self
    try await ExitStatus.guarding(command: "merge-reports") { try await command.execute() }
  }

  private func execute() async throws {
    let errorStyle = color.style(fileDescriptor: 2)
    // Every report is read before any is written, and every unreadable one
    // is named, so one run of the command says all that is wrong.
    var reports: [JSONReport] = []
    var unreadable = false
    for file in files {
      do {
        reports.append(try JSONReportReader.read(path: file))
      } catch {
        OutputSink.standardError.write(error.rendered(style: errorStyle.diagnosticStyle) + "\n")
        unreadable = true
      }
    }
    if unreadable { throw ExitStatus.invalid }

    let merged: ShardMerge
    do {
      merged = try ShardMerge(reports)
    } catch {
      OutputSink.standardError.write(errorStyle.paint("error:", .bold, .red) + " \(error.description)\n")
      throw ExitStatus.invalid
    }
    for (report, failing) in merged.untraced {
      let scenarios = failing == 1 ? "scenario carries" : "scenarios carry"
      OutputSink.standardError.write(
        errorStyle.paint("note:", .bold, .cyan)
          + " \(report) was written without --trace: its \(failing) failing \(scenarios) no trace (no pictures in an html report)\n")
    }
    for (report, file, errors) in merged.withheld {
      OutputSink.standardError.write(
        errorStyle.paint("note:", .bold, .cyan)
          + " \(report) left out \(errors) \(errors == 1 ? "error" : "errors") of \(file) past its budget; the merged report cannot show them\n")
    }

    var destinations = try reportOptions.makeDestinations(
      style: color.style(), run: merged.run, jsonCarriesTraces: true, standardOutput: OutputSink.standardOutput.write)
    destinations.reports.record(merged.events)
    try destinations.finish(merged.summary, errorStyle: errorStyle)
    throw ExitStatus.of(merged.summary.outcome)
  }
}
