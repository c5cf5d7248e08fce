import Scenarios
import Testing
import YAML

/// One scenario of a file or folder, as an argument of a parameterised
/// Swift Testing test, so each scenario shows up — and passes, fails or is
/// re-run — as its own test case named after it.
///
///     import FocusScenariosTesting
///     import Testing
///
///     @Test("Bundled scenario", arguments: try await ScenarioCase.all(in: "Scenarios/"))
///     func bundledScenario(_ scenario: ScenarioCase) {
///       expectPasses(scenario)
///     }
///
/// `swift test` then lists `bundledScenario(_:)` cases such as
/// `Sign In focuses the first empty field`. An invalid document is a case
/// too (named `<document N>` when its name cannot be read), so it fails
/// rather than disappearing.
public struct ScenarioCase: Sendable, Identifiable, CustomTestStringConvertible, CustomStringConvertible {
  /// The scenario's name, or the file's name for a file that cannot be read or parsed.
  public var name: String
  /// Where the scenario starts (its `scenario:` key), as the path was given.
  public var location: YAML.SourceLocation
  /// The decoded scenario, or the invalid result that replaces it.
  public var item: ScenarioRunner.Item

  /// The case of one planned item: a scenario to run, or the invalid result that stands for it.
  public init(item: ScenarioRunner.Item) {
    self.item = item
    switch item {
    case .run(let scenario):
      name = scenario.name
      location = scenario.location
    case .report(let result):
      name = result.name
      location = result.location
    }
  }

  /// The scenarios of a file or a folder (searched recursively for `*.yaml`
  /// and `*.yml`), in path, then document order.
  ///
  /// A relative `path` is resolved against the current directory; `swift test`
  /// runs with the package root as the current directory, so
  /// `"Scenarios/"` names the `Scenarios` folder beside `Package.swift`.
  ///
  ///     let cases = try await ScenarioCase.all(in: "Scenarios/", filter: try ScenarioFilter(tags: ["forms"]))
  ///     cases.map(\.name)   // ["Sign In focuses the first empty field", …]
  ///
  /// - Throws: ``ScenarioLoadingError`` when the path does not exist or
  ///   holds no selected scenario: an empty argument list would make the
  ///   test pass without checking anything.
  public static func all(in path: String, filter: ScenarioFilter = .all) async throws(ScenarioLoadingError) -> [ScenarioCase] {
    try await ScenarioLoader.items(at: path, filter: filter).map(ScenarioCase.init(item:))
  }

  /// Runs the scenario (synchronously: the engine has no clock) and returns its result.
  ///
  ///     let result = scenario.run()
  ///     result.status   // .passed
  public func run() -> ScenarioResult {
    switch item {
    case .run(let scenario):
      let clock = ContinuousClock()
      let start = clock.now
      var result = ScenarioExecutor.execute(scenario)
      result.duration = (clock.now - start).inSeconds
      return result
    case .report(let result):
      return result
    }
  }

  /// `file:line`: stable across runs, so Swift Testing can re-run one case.
  public var id: String { "\(location.file):\(location.line)" }

  /// The scenario's name, as test reports show the case.
  public var testDescription: String { name }

  /// `name (file:line:column)`, for messages that name the case.
  public var description: String { "\(name) (\(location))" }
}
