import FocusEngine
import Scenarios

/// `run --os-versions` in the human report (CLI.md): after the runs of one
/// scenario, one line with its versions and how each went, so a behaviour
/// that holds on some versions only shows at a glance.
///
///     ✓ Sign In focuses the first empty field [iOS 15]  (login.yaml:3)
///     ✗ Sign In focuses the first empty field [iOS 16]  (login.yaml:3)
///       iOS 15 ✓  16 ✗
struct VersionRuns {
  /// The scenario whose runs are collected: its file and line.
  private var scenario: (file: String, line: Int)?
  private var runs: [(version: OSVersion, status: ScenarioResult.Status)] = []

  /// The finished scenario's version line when `next` starts another
  /// scenario (or is no version run); `next` is collected when it is one.
  mutating func lineBefore(_ next: ScenarioResult, style: RenderStyle) -> String? {
    let key = (next.location.file, next.location.line)
    let line = scenario.map { $0 == key } == true && next.osVersion != nil ? nil : finish(style: style)
    if let version = next.osVersion {
      scenario = key
      runs.append((version, next.status))
    }
    return line
  }

  /// The line of the runs collected, if any, and a fresh start.
  mutating func finish(style: RenderStyle) -> String? {
    defer {
      scenario = nil
      runs = []
    }
    guard !runs.isEmpty else { return nil }
    let entries = runs.enumerated().map { offset, run in
      let mark = switch run.status {
      case .passed: style.paint("✓", .green)
      case .failed: style.paint("✗", .red)
      case .invalid: style.paint("!", .yellow)
      }
      let version = offset == 0 ? run.version.description : String(run.version.major)
      return "\(version) \(mark)"
    }
    return "  " + entries.joined(separator: "  ")
  }
}
