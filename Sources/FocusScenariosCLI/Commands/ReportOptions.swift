import ArgumentParser
import FocusScenarios
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--format`, `--report FORMAT=PATH` and `--output FILE`: which reports a
/// command writes and where, shared by `run` and `merge-reports` so both
/// write every format, and every file, the same way.
///
///     $ focus-scenarios run Scenarios/ --format github --report junit=junit.xml --output run.txt
struct ReportOptions: ParsableArguments {
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

  func validate() throws {
    if let output, output.isEmpty {
      throw ValidationError("--output needs a file name")
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
    var files: [String: String] = [:]
    for (option, path) in try requests().map({ ("--report \($0.format.rawValue)=\($0.path)", $0.resolvedPath) })
      + (output.map { [("--output \($0)", ReportRequest.resolved($0))] } ?? [])
    {
      if let earlier = files[path] {
        throw ValidationError("\(earlier) and \(option) write the same file; give each report a PATH of its own")
      }
      files[path] = option
    }
  }

  /// The report on stdout: `--format`, human by default.
  var format: ReportFormat { formats.first ?? .human }

  /// The `--report` options, parsed.
  func requests() throws -> [ReportRequest] {
    try reports.map(ReportRequest.init(parsing:))
  }

  /// Whether any report of the command is `format` (on stdout or in a file).
  func includes(_ format: ReportFormat) throws -> Bool {
    let requested = try requests().contains { $0.format == format }
    return self.format == format || requested
  }

  /// Opens the report files and makes every reporter: the one on stdout
  /// (writing through `standardOutput`, in `style`), then `--output`, then
  /// each `--report`, in the order given, fed one stream of events. An
  /// html report's folder is made when missing.
  ///
  /// `jsonCarriesTraces` is `run --trace`: without it a json report leaves
  /// out the structured traces an html report of the same run asked for,
  /// so it is what it always was. (`merge-reports` passes `true`: its
  /// results carry exactly the traces their shards' reports carried.)
  ///
  /// A file that cannot be created is misuse (exit 64), said before anything runs.
  func makeDestinations(
    style: RenderStyle, run: RunDescription, jsonCarriesTraces: Bool, standardOutput: @escaping @Sendable (String) -> Void
  ) throws -> ReportDestinations {
    func made(_ format: ReportFormat, style: RenderStyle, writingUsing write: @escaping @Sendable (String) -> Void) -> any Reporter {
      let reporter = format.makeReporter(style: style, run: run, writingUsing: write)
      return format == .json && !jsonCarriesTraces ? WithoutStructuredTrace(reporter) : reporter
    }
    var reporters: [any Reporter] = [made(format, style: style, writingUsing: standardOutput)]
    var fileSinks: [OutputSink] = []
    for request in (output.map { [ReportRequest(format: format, path: $0)] } ?? []) + (try requests()) {
      do {
        if request.format == .html { try Self.makeFolder(request.path) }
        let sink = try OutputSink.file(at: request.filePath)
        fileSinks.append(sink)
        reporters.append(made(request.format, style: .plain, writingUsing: sink.write))
      } catch {
        throw ValidationError("\(error)")
      }
    }
    return ReportDestinations(reports: ReportFanOut(reporters), fileSinks: fileSinks, format: format)
  }

  /// The folder of `--report html=DIR`, made when missing; a file there is an error.
  static func makeFolder(_ path: String) throws {
    if let isFolder = OutputSink.isFolder(path) {
      guard isFolder else {
        throw OutputSink.OutputError(path: path, reason: "it is a file; the html report needs a folder, which gets index.html")
      }
      return
    }
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw OutputSink.OutputError(path: path, reason: "cannot create the folder (\(OutputSink.reason(for: error)))")
    }
  }
}

/// The reporters of one command and the files they write: fed the run's
/// events, then finished.
///
///     var destinations = try options.makeDestinations(
///       style: style, run: description, jsonCarriesTraces: trace, standardOutput: OutputSink.standardOutput.write)
///     destinations.reports.record(event)   // for each event
///     try destinations.finish(summary, errorStyle: style)
struct ReportDestinations {
  /// Every report, each seeing every event in order.
  var reports: ReportFanOut
  /// The files written (`--output`, `--report`).
  let fileSinks: [OutputSink]
  /// The format on stdout.
  let format: ReportFormat

  /// After the last event: the human summary on stderr when stdout holds
  /// a machine format (people and CI logs still see the totals), then the
  /// files closed and checked. A report file that could not be written is
  /// not a passing run (exit 70, every failure named); stdout is checked by
  /// `ExitStatus.guarding`.
  func finish(_ summary: RunSummary, errorStyle: RenderStyle) throws {
    if !format.includesHumanSummary {
      OutputSink.standardError.write(HumanReporter.summary(summary, style: errorStyle))
    }
    for sink in fileSinks { sink.close() }
    try ExitStatus.checkWritten(fileSinks)
  }
}
