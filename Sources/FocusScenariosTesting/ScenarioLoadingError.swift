#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Scenarios

/// Why scenarios could not be found at a path: the path does not exist, it
/// holds no scenario, or a filter is not a regular expression.
///
/// ``expectScenariosPass(at:filter:sourceLocation:)`` records it as an issue at
/// the caller; ``ScenarioCase/all(in:filter:)`` throws it, so Swift Testing
/// reports the parameterised test as failed instead of quietly running no case.
///
///     do {
///       _ = try await ScenarioCase.all(in: "Scenarioz/")
///     } catch {
///       print(error)
///       // no such file or directory: 'Scenarioz/' (relative paths are resolved
///       // against the current directory, /work/app; `swift test` runs in the package root)
///     }
public struct ScenarioLoadingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, as data; the text is built in ``description``.
  ///
  ///     ScenarioLoadingError(.noScenarios("Empty/")).description
  ///     // "no scenarios found in 'Empty/' (a folder is searched recursively for *.yaml and *.yml files)"
  public enum Reason: Sendable, Hashable {
    /// The path names neither a file nor a folder. `directory` is the current
    /// directory a relative path was resolved against.
    case noSuchPath(String, directory: String)
    /// The path exists but no scenario in it matched (or it has no `*.yaml`/`*.yml`).
    case noScenarios(String)
    /// The plan could not be made for another reason (an invalid filter), in its words.
    case invalidPlan(String)
  }

  /// What went wrong.
  public var reason: Reason

  /// An error for `reason`.
  public init(_ reason: Reason) { self.reason = reason }

  /// Turns the runner's `PlanError` into one that says where relative paths start.
  init(_ error: PlanError, path: String) {
    if case .noSuchPath = error.reason {
      self.init(.noSuchPath(path, directory: FileManager.default.currentDirectoryPath))
    } else {
      self.init(.invalidPlan(error.description))
    }
  }

  /// The message a test failure shows; for a relative path, where it was looked for.
  public var description: String {
    switch reason {
    case .noSuchPath(let path, let directory):
      if path.hasPrefix("/") { return "no such file or directory: '\(path)'" }
      return "no such file or directory: '\(path)' (relative paths are resolved against the current directory, \(directory); `swift test` runs in the package root)"
    case .noScenarios(let path):
      return "no scenarios found in '\(path)' (a folder is searched recursively for *.yaml and *.yml files)"
    case .invalidPlan(let message):
      return message
    }
  }
}
