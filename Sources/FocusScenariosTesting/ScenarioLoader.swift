import Scenarios

/// Finds and runs the scenarios at one path for the test helpers, with the
/// package's own `ScenarioPlan` and `ScenarioRunner` (nothing is reimplemented
/// here: a test sees exactly what `focus-scenarios run PATH` sees).
///
///     let results = try await ScenarioLoader.results(at: "Scenarios/", filter: .all)
///     results.map(\.status)   // [.passed, .passed, …] in file, then document order
enum ScenarioLoader {
  /// The plan for `path`: a file, a folder (searched recursively), or `FILE:LINE`.
  static func plan(at path: String, filter: ScenarioFilter) throws(ScenarioLoadingError) -> ScenarioPlan {
    do {
      return try ScenarioPlan(paths: [path], filter: filter)
    } catch {
      throw ScenarioLoadingError(error, path: path)
    }
  }

  /// The selected scenarios at `path`, decoded but not run; never empty.
  static func items(at path: String, filter: ScenarioFilter) async throws(ScenarioLoadingError) -> [ScenarioRunner.Item] {
    let items = await ScenarioRunner(plan: try plan(at: path, filter: filter)).items()
    guard !items.isEmpty else { throw ScenarioLoadingError(.noScenarios(path)) }
    return items
  }

  /// Every selected scenario at `path`, run (in parallel), in plan order; never empty.
  static func results(at path: String, filter: ScenarioFilter) async throws(ScenarioLoadingError) -> [ScenarioResult] {
    let runner = ScenarioRunner(plan: try plan(at: path, filter: filter))
    var results: [ScenarioResult] = []
    await runner.run { event in
      if case .scenarioFinished(let result) = event.kind { results.append(result) }
    }
    guard !results.isEmpty else { throw ScenarioLoadingError(.noScenarios(path)) }
    return results
  }
}
