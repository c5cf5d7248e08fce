import FocusScenarios
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `run --watch`: run the selection, then, whenever a scenario file changes
/// (or appears), clear the screen and run that file's scenarios again, until
/// interrupted (Ctrl-C). Files are compared by modification time and size,
/// checked every 300 ms; the format has no imports, so a file's scenarios
/// depend on that file alone.
extension RunCommand {
  /// How often the files are looked at.
  static let watchInterval: Duration = .milliseconds(300)

  func watch(_ plan: ScenarioPlan) async throws -> Never {
    var stamps = Self.stamps(of: plan)
    await runWatched(plan, heading: nil)
    while true {
      try await Task.sleep(for: Self.watchInterval)
      // Planned again, so new files are seen; a PATH gone for a moment is tried again.
      guard var current = try? selection.makePlan() else { continue }
      current.shard = plan.shard
      current.osVersions = plan.osVersions
      let now = Self.stamps(of: current)
      let changed = current.files.filter { now[$0.path] != stamps[$0.path] }
      stamps = now
      guard !changed.isEmpty else { continue }
      var rerun = ScenarioPlan(files: changed, filter: current.filter, shard: current.shard)
      rerun.osVersions = current.osVersions
      let names = changed.map(\.path)
      await runWatched(rerun, heading: "changed: \(names.prefix(3).joined(separator: ", "))\(names.count > 3 ? " and \(names.count - 3) more" : "")")
    }
  }

  /// One run of the watch loop, reported in human form on stdout; a
  /// terminal's screen is cleared first.
  private func runWatched(_ plan: ScenarioPlan, heading: String?) async {
    let style = selection.color.style()
    if OutputSink.standardOutput.isTerminal { OutputSink.standardOutput.write("\u{1B}[2J\u{1B}[H") }
    if let heading { OutputSink.standardOutput.write(TerminalText.escaped(heading) + "\n\n") }
    var reporter = HumanReporter(style: style, writingUsing: OutputSink.standardOutput.write)
    let configuration = ScenarioRunner.Configuration(jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, failFast: failFast)
    await ScenarioRunner(plan: plan, configuration: configuration).run { reporter.record($0) }
    OutputSink.standardOutput.write(style.paint("watching for changes (Ctrl-C to stop)", .dim) + "\n")
  }

  /// Each planned file's modification time and size.
  private static func stamps(of plan: ScenarioPlan) -> [String: String] {
    var stamps: [String: String] = [:]
    for file in plan.files {
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path) else { continue }
      let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      // The size is an NSNumber from Darwin's Foundation, a UInt from FoundationEssentials: its text is the stamp.
      stamps[file.path] = "\(modified) \(attributes[.size].map { "\($0)" } ?? "-")"
    }
    return stamps
  }
}
