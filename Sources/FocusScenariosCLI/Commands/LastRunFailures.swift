import FocusScenarios
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `run --last-failed` reads: the scenarios that did not pass in the
/// last `run` in this folder, as `FILE:LINE` lines in
/// `.focus-scenarios/last-failed` (a folder to add to `.gitignore`). Every
/// `run` rewrites it; a run where everything passed leaves it empty.
///
///     $ cat .focus-scenarios/last-failed
///     Scenarios/login.yaml:14
enum LastRunFailures {
  /// Relative to the current directory, where the run was started.
  static let path = ".focus-scenarios/last-failed"

  /// The `FILE:LINE` entries the last run left, whose files still exist;
  /// `nil` when no run has written the file yet.
  static func read() -> [String]? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    return text.split(separator: "\n").map(String.init).filter { entry in
      guard let colon = entry.lastIndex(of: ":") else { return false }
      return FileManager.default.fileExists(atPath: String(entry[..<colon]))
    }
  }

  /// Replaces the file with `entries`, one per line, in plan order. A
  /// folder that cannot be written only costs `--last-failed` its memory:
  /// the reason is returned for a note, and the run's status is unchanged.
  static func write(_ entries: [String]) -> String? {
    do {
      try FileManager.default.createDirectory(atPath: ".focus-scenarios", withIntermediateDirectories: true)
      try (entries.map { $0 + "\n" }.joined()).write(toFile: path, atomically: true, encoding: .utf8)
      return nil
    } catch {
      return "could not write \(path) (\(OutputSink.reason(for: error))); --last-failed will not know this run"
    }
  }
}
