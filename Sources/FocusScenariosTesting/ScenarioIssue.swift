#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Reporters
import Scenarios
import YAML

/// One problem to report to a test framework: a failed expectation, a step
/// or runtime failure, or a diagnostic of an invalid scenario, with the place
/// in the YAML file it points at.
///
/// A passed result has none; a failed one has one per failure (the first
/// failure ends a scenario, so in practice one); an invalid one has one per
/// diagnostic. The message is what `focus-scenarios run` prints for it,
/// without colors:
///
///     let issues = ScenarioIssue.issues(in: result)
///     issues[0].location.description   // "Scenarios/sign-in.yaml:38:24"
///     issues[0].message
///     // Scenarios/sign-in.yaml:38:24: error: Sign In focuses the first empty field: expectation failed
///     //    38 |   - expect: { focused: username, state: { username: kim } }
///     //       |                        ^~~~~~~~
///     //   focused: expected username, got password
///     //   …
public struct ScenarioIssue: Sendable, Hashable {
  /// The full text: header, source excerpt, differences, steps and trace.
  public var message: String
  /// The failing expected value, the failing step, or the diagnostic's place.
  public var location: YAML.SourceLocation

  /// An issue with its full text and the place it points at.
  public init(message: String, location: YAML.SourceLocation) {
    self.message = message
    self.location = location
  }

  /// The issues of `result`, in the order they appear in the file.
  public static func issues(in result: ScenarioResult) -> [ScenarioIssue] {
    switch result.status {
    case .passed: return []
    case .failed: return split(result, by: \.failures, at: \.location)
    case .invalid: return split(result, by: \.diagnostics, at: \.location)
    }
  }

  /// One issue per failure or diagnostic, each with the details of that
  /// one alone; a result with none is one issue at the scenario.
  private static func split<Part>(
    _ result: ScenarioResult, by parts: WritableKeyPath<ScenarioResult, [Part]>, at location: KeyPath<Part, YAML.SourceLocation>
  ) -> [ScenarioIssue] {
    let formatter = ResultFormatter(style: .plain)
    guard !result[keyPath: parts].isEmpty else {
      return [ScenarioIssue(message: formatter.details(of: result), location: result.location)]
    }
    return result[keyPath: parts].map { part in
      var single = result
      single[keyPath: parts] = [part]
      return ScenarioIssue(message: formatter.details(of: single), location: part[keyPath: location])
    }
  }

  /// The file as an absolute path, for editors and IDEs that jump to it.
  public var absoluteFilePath: String {
    if location.file.hasPrefix("/") { return location.file }
    return URL(filePath: location.file, relativeTo: URL(filePath: FileManager.default.currentDirectoryPath, directoryHint: .isDirectory))
      .standardizedFileURL.path(percentEncoded: false)
  }
}
