import Scenarios

/// Several reporters fed from one run: each sees every event, in the order
/// the runner emitted it (`run --format human --report junit=… --report github=…`).
///
///     var reports = ReportFanOut([
///       HumanReporter(style: .plain) { print($0, terminator: "") },
///       JUnitReporter { xml in junit += xml },
///     ])
///     await runner.run { reports.record($0) }
///
/// The runner emits one stream whatever `--jobs` is; handing each event to
/// every reporter before the next event (rather than running the scenarios
/// once per report) is what makes the reports agree with each other.
public struct ReportFanOut: Reporter {
  /// The reporters, in the order each event reaches them.
  public private(set) var reporters: [any Reporter]

  /// A fan-out to `reporters`, in this order.
  public init(_ reporters: [any Reporter]) {
    self.reporters = reporters
  }

  /// Hands `event` to every reporter, in order.
  public mutating func record(_ event: ScenarioEvent) {
    for index in reporters.indices { reporters[index].record(event) }
  }
}
