import FocusScenarios

/// A reporter fed the results without their structured traces: the json
/// report of a run that records traces for its html report, but was not
/// asked for them with `--trace`, stays as it was without the html report.
struct WithoutStructuredTrace: Reporter {
  var base: any Reporter

  init(_ base: any Reporter) { self.base = base }

  mutating func record(_ event: ScenarioEvent) {
    guard case .scenarioFinished(var result) = event.kind, result.structuredTraceJSON != nil else {
      base.record(event)
      return
    }
    result.structuredTrace = nil
    result.recordedTraceJSON = nil
    base.record(ScenarioEvent(.scenarioFinished(result)))
  }
}
