import Scenarios

/// The JSON reports of the shards of one run (`run --shard I/N --report json=…`)
/// combined into what one run of the whole selection would have reported:
/// what `merge-reports` feeds every reporter.
///
///     let shards = try ["shard-1.json", "shard-2.json"].map { try JSONReportReader.read(path: $0) }
///     let merged = try ShardMerge(shards)
///     var junit = ReportFormat.junit.makeReporter(style: .plain, run: merged.run) { print($0, terminator: "") }
///     junit.record(merged.events)
///
/// Results come in plan order, by the position each shard recorded
/// (`ScenarioResult.planPosition`); the runs of one scenario under
/// `--os-versions` share a position and keep their shard's version order.
/// Counts are summed; the duration is the longest shard's, the wall time
/// of shards run side by side (each shard's scenarios keep their own).
public struct ShardMerge: Sendable {
  /// What every shard was asked to do, without its shard.
  public var run: RunDescription
  /// The totals one run would have: counts summed, nothing left to other
  /// shards, the longest shard's duration.
  public var summary: RunSummary
  /// Every shard's results, in plan order.
  public var results: [ScenarioResult]
  /// Shards that left diagnostics out past a file's budget (`"withheld"`),
  /// whose texts the merged report cannot show.
  public var withheld: [(report: String, file: String, errors: Int)]
  /// Reports written without `--trace`, with how many of their failing
  /// scenarios therefore carry no structured trace.
  public var untraced: [(report: String, failing: Int)]

  /// Why reports cannot be merged: they are not the shards of one run, a
  /// shard is given twice, or one is missing (an incomplete merged report
  /// would look green).
  public struct Problem: Error, Sendable, CustomStringConvertible {
    /// One sentence naming the reports and the shard concerned.
    public var description: String
  }

  /// Checks that `reports` are every shard of one run, each once, and merges them.
  public init(_ reports: [JSONReport]) throws(Problem) {
    guard let first = reports.first else { throw Problem(description: "no report to merge") }
    let run = first.run.unsharded
    for report in reports.dropFirst() where report.run.unsharded != run {
      throw Problem(description: "\(report.file) and \(first.file) are not shards of one run: "
        + Self.difference(report.run.unsharded, run))
    }
    // A report of a run without --shard is the only shard of its run.
    let shards = reports.map { $0.run.shard ?? Shard(index: 1, count: 1)! }
    let count = shards[0].count
    for (report, shard) in zip(reports, shards) where shard.count != count {
      throw Problem(description: "\(report.file) is shard \(shard) and \(first.file) is shard \(shards[0]): "
        + "the shards of one run are all I/\(count) of the same \(count)")
    }
    var byIndex: [Int: String] = [:]
    for (report, shard) in zip(reports, shards) {
      if let earlier = byIndex[shard.index] {
        throw Problem(description: "\(earlier) and \(report.file) are both shard \(shard); give each shard's report once")
      }
      byIndex[shard.index] = report.file
    }
    let missing = (1...count).filter { byIndex[$0] == nil }
    if !missing.isEmpty {
      let names = missing.map { "\($0)/\(count)" }.joined(separator: ", ")
      let given = byIndex.keys.sorted().map { "\($0)/\(count)" }.joined(separator: ", ")
      throw Problem(description: "shard\(missing.count == 1 ? "" : "s") \(names) \(missing.count == 1 ? "is" : "are") missing "
        + "(given: \(given)); a merged report without \(missing.count == 1 ? "it" : "them") would leave out its scenarios")
    }

    var placed: [(position: Int, shard: Int, offset: Int, result: ScenarioResult)] = []
    for (report, shard) in zip(reports, shards) {
      for (offset, result) in report.results.enumerated() {
        guard let position = result.planPosition else {
          throw Problem(description: "\(report.file): '\(result.displayName)' has no \"position\"; it was not written by `run`")
        }
        placed.append((position, shard.index, offset, result))
      }
    }
    placed.sort { ($0.position, $0.shard, $0.offset) < ($1.position, $1.shard, $1.offset) }

    var summary = RunSummary()
    for report in reports {
      summary.passed += report.summary.passed
      summary.failed += report.summary.failed
      summary.invalid += report.summary.invalid
      summary.notRun += report.summary.notRun
      summary.withoutVersion += report.summary.withoutVersion
      summary.duration = max(summary.duration, report.summary.duration)
    }
    self.run = run
    self.summary = summary
    self.results = placed.map(\.result)
    self.withheld = reports.flatMap { report in report.withheld.map { (report.file, $0.file, $0.errors) } }
    self.untraced = reports.compactMap { report in
      let failing = report.results.filter { $0.status == .failed && $0.recordedTraceJSON == nil }.count
      return failing > 0 ? (report.file, failing) : nil
    }
  }

  /// The events one run would have emitted: its start, each file's start
  /// before its first result, every result, its end.
  public var events: [ScenarioEvent] {
    var events = [ScenarioEvent(.runStarted(fileCount: nil, scenarioCount: nil))]
    var currentFile: String?
    for result in results {
      if result.file != currentFile {
        currentFile = result.file
        events.append(ScenarioEvent(.fileStarted(result.file)))
      }
      events.append(ScenarioEvent(.scenarioFinished(result)))
    }
    events.append(ScenarioEvent(.runEnded(summary)))
    return events
  }

  /// What differs between two runs, in the words of the command line.
  private static func difference(_ a: RunDescription, _ b: RunDescription) -> String {
    func list(_ values: [String]) -> String { values.isEmpty ? "none" : values.joined(separator: " ") }
    func optional(_ value: String?) -> String { value ?? "none" }
    if a.paths != b.paths { return "PATHs \(list(a.paths)) and \(list(b.paths))" }
    if a.filter != b.filter { return "--filter \(optional(a.filter)) and \(optional(b.filter))" }
    if a.tags != b.tags { return "--tag \(list(a.tags)) and \(list(b.tags))" }
    if a.skipTags != b.skipTags { return "--skip-tag \(list(a.skipTags)) and \(list(b.skipTags))" }
    if a.osVersions != b.osVersions { return "--os-versions \(optional(a.osVersions)) and \(optional(b.osVersions))" }
    return "--last-failed in one and not the other"
  }
}
