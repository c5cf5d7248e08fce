import Scenarios

/// Something that turns the event stream of a run into one report format.
///
/// Reporters are fed every `ScenarioEvent` in order and write text through
/// the closure they were made with, so a test can capture the output in a
/// string and the command line can send it to stdout and a file alike
/// (swift-testing's event recorders work the same way):
///
///     var output = ""
///     var reporter = HumanReporter(style: .plain) { output += $0 }
///     await runner.run { reporter.record($0) }
///     print(output)
///
/// A reporter decides when to write: `HumanReporter` writes a line as each
/// result arrives; `JUnitReporter` writes the whole document at `runEnded`.
public protocol Reporter {
  /// Takes the next event of the run.
  mutating func record(_ event: ScenarioEvent)
}

extension Reporter {
  /// Feeds `events` in order: what a run would do, for tests and replays.
  public mutating func record(_ events: [ScenarioEvent]) {
    for event in events { record(event) }
  }
}
