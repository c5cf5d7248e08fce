/// The totals of a run: what the last line of every report says.
///
///     let summary = RunSummary(passed: 3, failed: 1, invalid: 0)
///     summary.description   // "3 passed, 1 failed, 0 invalid"
///     summary.outcome       // .failed
public struct RunSummary: Sendable, Hashable, CustomStringConvertible {
  /// The worst thing that happened, in the order exit statuses rank them
  /// (SCENARIO-FORMAT "Results and exit codes").
  ///
  ///     RunSummary(passed: 2, failed: 1, invalid: 1).outcome   // .invalid
  ///     RunSummary().outcome                                   // .nothingMatched
  public enum Outcome: Sendable, Hashable {
    /// Everything selected passed.
    case passed
    /// At least one scenario failed and none was invalid.
    case failed
    /// A file or a scenario was invalid (this outranks failures).
    case invalid
    /// The paths and filters selected no scenario (in any shard).
    case nothingMatched
  }

  /// Scenarios that passed.
  public var passed: Int
  /// Scenarios that failed.
  public var failed: Int
  /// Invalid files and documents, and scenarios found invalid.
  public var invalid: Int
  /// Scenarios selected but not run because `--fail-fast` stopped the run.
  public var notRun: Int
  /// Scenarios selected but left to other shards (`--shard`).
  public var inOtherShards: Int
  /// The `--shard I/N` that ran (`nil`: the whole selection), for the
  /// summary's note of which shard this was.
  public var shard: Shard?
  /// Scenarios selected but not run because `--os-versions` lists no
  /// version of their platform (F60).
  public var withoutVersion = 0
  /// Wall time of the whole run, in seconds.
  public var duration: Double

  /// Totals as given; every count defaults to 0.
  public init(passed: Int = 0, failed: Int = 0, invalid: Int = 0, notRun: Int = 0, inOtherShards: Int = 0, duration: Double = 0) {
    self.passed = passed
    self.failed = failed
    self.invalid = invalid
    self.notRun = notRun
    self.inOtherShards = inOtherShards
    self.duration = duration
  }

  /// Counts of `results`, by status.
  public init(results: [ScenarioResult], notRun: Int = 0, duration: Double = 0) {
    self.init(notRun: notRun, duration: duration)
    for result in results { count(result) }
  }

  /// Adds one result to the counts.
  public mutating func count(_ result: ScenarioResult) {
    switch result.status {
    case .passed: passed += 1
    case .failed: failed += 1
    case .invalid: invalid += 1
    }
  }

  /// Results reported.
  public var total: Int { passed + failed + invalid }

  /// The worst thing that happened: invalid, then failed; a run that selected
  /// nothing anywhere is `nothingMatched`.
  public var outcome: Outcome {
    if invalid > 0 { return .invalid }
    if failed > 0 { return .failed }
    // A shard left empty by a small selection is not an error: the other
    // shards run everything, and CI runs every shard.
    // `--os-versions` that runs nothing is no pass either (F60).
    return total == 0 && inOtherShards == 0 ? .nothingMatched : .passed
  }

  /// `N passed, N failed, N invalid`: exactly this, so CI tools can parse it.
  /// With `--os-versions`, `, N not run` for scenarios none of whose versions was listed.
  public var description: String {
    "\(passed) passed, \(failed) failed, \(invalid) invalid" + (withoutVersion > 0 ? ", \(withoutVersion) not run" : "")
  }
}
