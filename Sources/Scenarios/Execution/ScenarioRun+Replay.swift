import FocusEngine
import YAML

/// The one step loop shared by `run` and `record`: each event step runs as
/// a transaction (F30) and is traced; each `expect` is handed to the caller,
/// who decides whether the replay goes on.
extension ScenarioRun {
  enum ReplayDecision { case proceed, stop }

  /// Replays `scenario.steps` after the scene appeared.
  /// - Parameters:
  ///   - afterStep: called after each event step has committed (tree dumps).
  ///   - expect: handles an `expect` step (`summaries(before:)` gives the steps before it).
  ///   - failed: called when a step cannot be performed; the replay stops.
  func replay(
    afterStep: () -> Void = {},
    expect: (_ index: Int, _ step: Step, _ expectation: Expectation) -> ReplayDecision,
    failed: (_ error: RuntimeError, _ index: Int, _ step: Step) -> Void
  ) {
    for (index, step) in scenario.steps.enumerated() {
      record(.step(index: index, summary: step.summary))
      if case .expect(let expectation) = step.kind {
        let decision = expect(index, step, expectation)
        warningsSinceExpect.removeAll()
        if decision == .stop { return }
      } else {
        let before = isTracing ? observation() : nil
        do {
          try perform(step)
          try checkWork(at: step.mark)
          drainEngine()
          if let before { traceChanges(since: before) }
          afterStep()
        } catch {
          drainEngine()
          record(.stepFailed(message: error.message))
          failed(error, index, step)
          return
        }
      }
      #if DEBUG
        for problem in engine.invariantViolations() { record(.invariantViolated(problem)) }
      #endif
    }
  }

  /// How many steps before a failure its report lists: a failure at the
  /// millionth step of a file does not print a million lines.
  static let listedStepsBeforeFailure = 20

  /// The summaries of the steps just before `index`, at most
  /// `listedStepsBeforeFailure`; none before the appearance (`index` -1).
  /// Built only for a failure's report, never per step.
  func summaries(before index: Int) -> [String] {
    guard index > 0 else { return [] }
    return scenario.steps[max(0, index - Self.listedStepsBeforeFailure)..<index].map(\.summary)
  }

  /// The most work one scenario may do, in units of about a microsecond of
  /// a debug build: each node the engine visits (`FocusEngine.workDone`:
  /// tree installs, directional searches, default focus) is one, each node
  /// evaluated from its template three (its id, properties and bindings
  /// cost about three visits). It bounds steps × tree size, which the node
  /// budget and the file size do not: a 16 MiB file holds two million
  /// steps, and onChange handlers can rebuild a tree a hundred times within
  /// one. A 1,000-node tree allows 1,000 arrow-key moves, or 250 full
  /// rebuilds; the benchmark's 100,000-node scenario builds once.
  static let maximumWork = 1_000_000
  static let workPerEvaluatedNode = 3

  /// The work so far (see `maximumWork`).
  var workDone: Int { engine.workDone &+ scenes.nodesEvaluated &* Self.workPerEvaluatedNode }

  /// Checked after every step, and at every commit within one (F30).
  func checkWork(at mark: Mark) throws(RuntimeError) {
    guard workDone > Self.maximumWork else { return }
    throw RuntimeError(
      "work limit: the steps so far evaluated and visited over \(Self.maximumWork) nodes "
        + "(building and installing trees, directional moves, default focus); the limit bounds a scenario's steps × its tree size",
      at: mark, kind: .limitExceeded)
  }

  /// A located failure for a runtime error of step `stepIndex`.
  func failure(_ error: RuntimeError, stepIndex: Int, summary: String) -> ScenarioFailure {
    ScenarioFailure(
      kind: error.kind, message: error.message, stepIndex: stepIndex, stepSummary: summary,
      location: source.location(error.mark), sourceLine: source.line(error.mark.line),
      precedingSteps: summaries(before: stepIndex))
  }
}
