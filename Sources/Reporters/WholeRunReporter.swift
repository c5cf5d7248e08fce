import Scenarios

/// A reporter that writes one document for the whole run (JUnit, JSON): it
/// keeps the results in plan order and renders them when the run ends.
protocol WholeRunReporter: Reporter {
  var write: @Sendable (String) -> Void { get }
  var results: [ScenarioResult] { get set }
  /// The complete report.
  func document(_ summary: RunSummary) -> String
}

extension WholeRunReporter {
  /// Keeps each result; at `runEnded`, writes the whole document.
  public mutating func record(_ event: ScenarioEvent) {
    switch event.kind {
    case .runStarted, .fileStarted:
      break
    case .scenarioFinished(let result):
      results.append(result)
    case .runEnded(let summary):
      write(document(summary))
    }
  }
}
