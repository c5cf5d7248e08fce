import Scenarios
import Testing

/// Runs every scenario of a file or folder and records one Swift Testing
/// `Issue` per failed expectation, failing step or invalid-scenario
/// diagnostic, located in the YAML file at the failing expected value, so
/// `swift test` prints `sign-in.yaml:38:24` and an IDE jumps there.
///
///     import FocusScenariosTesting
///     import Testing
///
///     @Test("All scenarios pass")
///     func scenariosPass() async {
///       await expectScenariosPass(at: "Scenarios/")
///     }
///
/// - Parameters:
///   - path: A `*.yaml`/`*.yml` file, a folder searched recursively, or
///     `FILE:LINE` for the scenario holding that line. Absolute, or relative to
///     the current directory: `swift test` runs with the package root as the
///     current directory, so `"Scenarios/"` is the folder beside `Package.swift`.
///     (Xcode may run tests elsewhere; build an absolute path from `#filePath` there.)
///   - filter: Which scenarios run (name pattern, tags), as `--filter`, `--tag`
///     and `--skip-tag` select them on the command line.
///   - sourceLocation: Where an issue goes when there is no YAML location for
///     it: the path does not exist or holds no selected scenario.
public func expectScenariosPass(
  at path: String, filter: ScenarioFilter = .all, sourceLocation: Testing.SourceLocation = #_sourceLocation
) async {
  let results: [ScenarioResult]
  do {
    results = try await ScenarioLoader.results(at: path, filter: filter)
  } catch {
    Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
    return
  }
  for result in results {
    for issue in ScenarioIssue.issues(in: result) { issue.record() }
  }
}

/// Runs one scenario of a parameterised test and records its failures as
/// issues located in the YAML file (see ``expectScenariosPass(at:filter:sourceLocation:)``).
///
///     @Test("Bundled scenario", arguments: try await ScenarioCase.all(in: "Scenarios/"))
///     func bundledScenario(_ scenario: ScenarioCase) {
///       expectPasses(scenario)
///     }
///
/// - Returns: The result, for further checks of its trace or duration.
@discardableResult
public func expectPasses(_ scenario: ScenarioCase) -> ScenarioResult {
  let result = scenario.run()
  for issue in ScenarioIssue.issues(in: result) { issue.record() }
  return result
}
