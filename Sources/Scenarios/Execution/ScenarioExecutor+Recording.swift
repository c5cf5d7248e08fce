import FocusEngine
import YAML

/// Record mode: the scenario runs as `execute` runs it, but an unrecorded
/// `expect` captures the observable state instead of failing, and a failing
/// one captures the actual values and the run goes on.
extension ScenarioExecutor {
  /// Runs `scenario` for `record`.
  ///
  ///     let result = ScenarioExecutor.record(scenario)
  ///     result.snapshots.first?.state.entries.first   // ("focused", "email")
  ///
  /// The steps run exactly as in `execute(_:)` — the appearance, then each
  /// step as a transaction, warnings gathered since the previous `expect` —
  /// so what is recorded is what `run` will see. A step that fails ends the
  /// recording there (`stop`); unrecorded expectations after it are counted
  /// in `unreached`.
  public static func record(_ scenario: Scenario) -> RecordingResult {
    let run = ScenarioRun(scenario: scenario)
    var result = RecordingResult(scenario: scenario)
    func stop(_ error: RuntimeError, stepIndex: Int, summary: String) {
      result.stop = run.failure(error, stepIndex: stepIndex, summary: summary)
      result.unreached = scenario.steps.dropFirst(stepIndex + 1).filter { step in
        if case .expect(let expectation) = step.kind { return expectation.isUnrecorded }
        return false
      }.count
    }
    do {
      try run.appear(at: scenario.mark)
    } catch {
      stop(error, stepIndex: -1, summary: "appear")
      return result
    }
    run.replay(
      expect: { index, _, expectation in
        if expectation.isUnrecorded {
          result.snapshots.append(RecordingResult.Snapshot(stepIndex: index, expectation: expectation, state: run.observedState()))
        } else {
          let mismatches = run.check(expectation)
          if !mismatches.isEmpty {
            result.failedExpectations.append(RecordingResult.FailedExpectation(
              stepIndex: index, expectation: expectation, mismatches: mismatches,
              updates: run.updates(for: expectation, mismatches: mismatches).map { update in
                var update = update
                if update.actual != nil { update.actualValue = run.actualValue(in: expectation, at: update.start.offset) }
                return update
              }))
          }
        }
        return .proceed
      },
      failed: { error, index, step in
        stop(error, stepIndex: index, summary: step.summary)
      })
    return result
  }
}
