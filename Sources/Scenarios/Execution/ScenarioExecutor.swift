import FocusEngine
import YAML

/// Replays a scenario's steps through the focus engine and checks its
/// expectations. The scene appears first (F26 default focus, F31 onAppear);
/// then each step runs as a transaction (F30); the first failure ends the run.
///
///     let result = ScenarioExecutor.execute(scenario)
///     result.status   // .passed
public enum ScenarioExecutor {
  /// What to record besides the focus trace.
  ///
  ///     // What `trace --tree` asks for:
  ///     ScenarioExecutor.execute(scenario, options: .init(includeTrees: true, keepsTraceOfPasses: true))
  public struct Options: Sendable, Hashable {
    /// Append the view tree after the appearance and after every step (`trace --tree`).
    public var includeTrees: Bool
    /// Keep the trace of a scenario that passes too (`trace` prints it);
    /// reports only show the traces of failures, so a suite run drops them
    /// to keep memory flat.
    public var keepsTraceOfPasses: Bool
    /// Keep the trace as data too (`ScenarioResult.structuredTrace`): the
    /// events of every step and the state after it, for the JSON report's
    /// `--trace` and pictures of steps. Like the text trace, only for a
    /// scenario that does not pass, unless `keepsTraceOfPasses`.
    public var recordsStructuredTrace: Bool

    /// Options for `execute(_:options:)`; all off by default: only the text trace of a failure is kept.
    public init(includeTrees: Bool = false, keepsTraceOfPasses: Bool = false, recordsStructuredTrace: Bool = false) {
      self.includeTrees = includeTrees
      self.keepsTraceOfPasses = keepsTraceOfPasses
      self.recordsStructuredTrace = recordsStructuredTrace
    }
  }

  /// Runs `scenario` and returns its result (duration left at 0 for the caller to fill).
  public static func execute(_ scenario: Scenario) -> ScenarioResult {
    execute(scenario, options: Options())
  }

  /// Runs `scenario` with `options`.
  ///
  /// Unless the trace of a pass is wanted, the scenario first runs without
  /// building trace lines; only a scenario that does not pass is replayed
  /// with tracing for its report. F33 (no clocks, no randomness, `$newID`
  /// counted per run) makes the replay reach exactly the same result.
  public static func execute(_ scenario: Scenario, options: Options) -> ScenarioResult {
    if !options.keepsTraceOfPasses && !options.includeTrees {
      let untraced = execute(scenario, options: options, isTracing: false)
      if untraced.status == .passed { return untraced }
      // A run that hit a budget is not replayed for its trace: the replay
      // would do all that work again, and a trace of it is as large.
      if untraced.failures.first?.kind == .limitExceeded { return untraced }
    }
    return execute(scenario, options: options, isTracing: true)
  }

  private static func execute(_ scenario: Scenario, options: Options, isTracing: Bool) -> ScenarioResult {
    let run = ScenarioRun(scenario: scenario, isTracing: isTracing, isStructured: options.recordsStructuredTrace)
    func afterStep() {
      if options.includeTrees { run.record(.tree(lines: run.treeDump())) }
      run.recordSnapshot()
    }
    var result = ScenarioResult(
      file: scenario.source.path, name: scenario.name, location: scenario.location, tags: scenario.tags, status: .passed)
    result.lintWarnings = scenario.lintWarnings
    if scenario.runsAtListedVersion { result.osVersion = scenario.osVersion }
    let version = scenario.namesVersion || scenario.runsAtListedVersion ? scenario.osVersion : nil
    run.record(.appear(platform: scenario.platform, version: version, scenes: scenario.scenes.map(\.id)))
    do {
      try run.appear(at: scenario.mark)
    } catch {
      result.status = .failed
      result.failures = [run.failure(error, stepIndex: -1, summary: "appear")]
      result.trace = run.trace
      result.structuredTrace = run.recorder.structuredTrace
      return result
    }
    afterStep()
    run.replay(
      afterStep: afterStep,
      expect: { index, step, expectation in
        if expectation.isUnrecorded {
          result.status = .failed
          result.failures = [ScenarioFailure(
            kind: .unrecorded, message: "expectation not recorded (run `focus-scenarios record` to fill it)",
            stepIndex: index, stepSummary: step.summary, location: scenario.source.location(step.mark),
            sourceLine: scenario.source.line(step.mark.line), precedingSteps: run.summaries(before: index))]
          return .stop
        }
        let mismatches = run.check(expectation)
        guard let first = mismatches.first else { return .proceed }
        for mismatch in mismatches { run.record(.mismatch(mismatch)) }
        result.status = .failed
        result.failures = [ScenarioFailure(
          kind: .mismatch,
          message: mismatches.count == 1 ? "expectation failed" : "expectation failed (\(mismatches.count) differences)",
          stepIndex: index, stepSummary: step.summary, location: first.location,
          sourceLine: first.sourceLine, length: first.length, mismatches: mismatches, precedingSteps: run.summaries(before: index))]
        return .stop
      },
      failed: { error, index, step in
        result.status = .failed
        result.failures = [run.failure(error, stepIndex: index, summary: step.summary)]
      })
    if isTracing, result.status != .passed || options.keepsTraceOfPasses {
      result.trace = run.trace
      result.structuredTrace = run.recorder.structuredTrace
    }
    return result
  }
}
