/// One thing that happened during a run, in plan order: what reporters consume.
///
/// A run emits `runStarted`, then for each file with selected scenarios
/// `fileStarted` followed by one `scenarioFinished` per scenario (in document
/// order), and finally `runEnded`. The order never depends on `--jobs`.
///
///     await runner.run { event in
///       if case .scenarioFinished(let result) = event.kind { print(result.name, result.status) }
///     }
public struct ScenarioEvent: Sendable {
  /// What happened: a run's start and end, a file's start, a scenario's result.
  ///
  ///     switch event.kind {
  ///     case .runStarted, .fileStarted: break
  ///     case .scenarioFinished(let result): print(result.status, result.name)
  ///     case .runEnded(let summary): print(summary)
  ///     }
  public enum Kind: Sendable {
    /// The run begins. With `countsBeforeRunning`, the files were counted
    /// first: `scenarioCount` results will follow unless `--fail-fast` stops
    /// early. Without it (the default, one decoding pass) both are `nil`.
    case runStarted(fileCount: Int?, scenarioCount: Int?)
    /// The first result of this file (a path as the user named it) comes next.
    case fileStarted(String)
    /// A scenario passed, failed, or was found invalid.
    case scenarioFinished(ScenarioResult)
    /// Nothing more follows.
    case runEnded(RunSummary)
  }

  /// What happened.
  public var kind: Kind

  /// An event of `kind`.
  public init(_ kind: Kind) { self.kind = kind }
}
