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
  public enum Kind: Sendable {
    /// Files decoded and filtered; `scenarioCount` results will follow unless `--fail-fast` stops early.
    case runStarted(fileCount: Int, scenarioCount: Int)
    /// The first result of this file (a path as the user named it) comes next.
    case fileStarted(String)
    /// A scenario passed, failed, or was found invalid.
    case scenarioFinished(ScenarioResult)
    /// Nothing more follows.
    case runEnded(RunSummary)
  }

  public var kind: Kind

  public init(_ kind: Kind) { self.kind = kind }
}
