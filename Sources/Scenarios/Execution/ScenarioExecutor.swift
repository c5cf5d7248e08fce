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
  public struct Options: Sendable, Hashable {
    /// Append the view tree after the appearance and after every step (`trace --tree`).
    public var includeTrees: Bool
    public init(includeTrees: Bool = false) { self.includeTrees = includeTrees }
  }

  /// Runs `scenario` and returns its result (duration left at 0 for the caller to fill).
  public static func execute(_ scenario: Scenario) -> ScenarioResult {
    execute(scenario, options: Options())
  }

  /// Runs `scenario` with `options`.
  public static func execute(_ scenario: Scenario, options: Options) -> ScenarioResult {
    let run = ScenarioRun(scenario: scenario)
    func dumpTree() {
      guard options.includeTrees else { return }
      for line in run.treeDump() { run.trace.append("      " + line) }
    }
    var result = ScenarioResult(
      file: scenario.source.path, name: scenario.name, location: scenario.location, tags: scenario.tags, status: .passed)
    var summaries: [String] = []
    run.trace.append("appear: \(scenario.platform)\(scenario.scenes.count > 1 ? ", scenes \(scenario.scenes.map(\.id).joined(separator: ", "))" : "")")
    do {
      try run.appear(at: scenario.mark)
    } catch {
      result.status = .failed
      result.failures = [failure(error, stepIndex: -1, summary: "appear", run: run, preceding: [])]
      result.trace = run.trace
      return result
    }
    dumpTree()
    for (index, step) in scenario.steps.enumerated() {
      run.trace.append("\(index + 1). \(step.summary)")
      let before = run.observation()
      do {
        if case .expect(let expectation) = step.kind {
          if expectation.isUnrecorded {
            result.status = .failed
            result.failures = [ScenarioFailure(
              kind: .unrecorded, message: "expectation not recorded (run `focus-scenarios record` to fill it)",
              stepIndex: index, stepSummary: step.summary, location: scenario.source.location(step.mark),
              sourceLine: scenario.source.line(step.mark.line), precedingSteps: summaries)]
            break
          }
          let mismatches = run.check(expectation)
          run.warningsSinceExpect.removeAll()
          if let first = mismatches.first {
            for mismatch in mismatches { run.trace.append("    ✗ \(mismatch.description)") }
            result.status = .failed
            result.failures = [ScenarioFailure(
              kind: .mismatch, message: mismatches.count == 1 ? "expectation failed" : "expectation failed (\(mismatches.count) differences)",
              stepIndex: index, stepSummary: step.summary, location: first.location,
              sourceLine: first.sourceLine, length: first.length, mismatches: mismatches, precedingSteps: summaries)]
            break
          }
        } else {
          try run.perform(step)
          run.drainEngine()
          run.traceChanges(since: before)
          dumpTree()
        }
      } catch {
        run.drainEngine()
        run.trace.append("    ✗ \(error.message)")
        result.status = .failed
        result.failures = [failure(error, stepIndex: index, summary: step.summary, run: run, preceding: summaries)]
        break
      }
      #if DEBUG
        for problem in run.engine.invariantViolations() { run.trace.append("    invariant violated: \(problem)") }
      #endif
      summaries.append(step.summary)
    }
    result.trace = run.trace
    return result
  }

  private static func failure(_ error: RuntimeError, stepIndex: Int, summary: String, run: ScenarioRun, preceding: [String]) -> ScenarioFailure {
    ScenarioFailure(
      kind: error.kind, message: error.message, stepIndex: stepIndex, stepSummary: summary,
      location: run.source.location(error.mark), sourceLine: run.source.line(error.mark.line),
      precedingSteps: preceding)
  }
}

extension ScenarioRun {
  /// F26, F31: the scenes appear — trees are built, default focus applies,
  /// then onAppear handlers run.
  func appear(at mark: Mark) throws(RuntimeError) {
    try rebuildTrees()
    engine.appear()
    drainEngine()
    // Conditions may read the focus just set; settle like a commit (F30).
    try commit(request: nil, at: mark)
    try runAppearHandlers(at: mark)
    for (name, _) in scenario.focusState {
      let value = engine.value(of: name)
      if value != engine.variables[name]?.emptyValue { trace.append("    $\(name) = \(value.traceText)") }
    }
  }

  /// What a step can change that the trace reports: FocusState values and focused values.
  struct Observation {
    var focusState: [(String, Value)]
    var focusedValues: [(String, Value)]
  }

  func observation() -> Observation {
    let keys = publishedKeyList
    return Observation(
      focusState: scenario.focusState.map { ($0.name, engine.value(of: $0.name)) },
      focusedValues: keys.map { ($0, dereference(engine.focusedValue($0))) })
  }

  func traceChanges(since before: Observation) {
    let after = observation()
    for ((name, old), (_, new)) in zip(before.focusState, after.focusState) where old != new {
      trace.append("    $\(name): \(old.traceText) → \(new.traceText)")
    }
    for ((key, old), (_, new)) in zip(before.focusedValues, after.focusedValues) where old != new {
      trace.append("    focusedValues.\(key): \(old.traceText) → \(new.traceText)")
    }
  }

  /// Every focused-value key the scenario publishes, in first-appearance order.
  func publishedKeys() -> [String] {
    var keys: [String] = []
    var seen: Set<String> = []
    func visit(_ template: NodeTemplate) {
      for entry in template.focusedValues + template.focusedSceneValues where seen.insert(entry.key).inserted {
        keys.append(entry.key)
      }
      for child in template.children { visit(child) }
      if let forEach = template.forEach { visit(forEach.row) }
    }
    for scene in scenario.scenes { visit(scene.root) }
    return keys
  }
}
