import Scenarios
import YAML

/// The report people read: one line per scenario as it finishes, then the
/// details of every failure, then the totals.
///
///     ✓ Sign In focuses the first empty field  (Scenarios/login.yaml:3)
///     ✗ Tab skips the disabled field  (Scenarios/tab.yaml:2)
///     ! <document 2> (invalid)  (Scenarios/tab.yaml:30)
///
///     Scenarios/tab.yaml:14:16: error: Tab skips the disabled field: expectation failed
///        14 |   - expect: { focused: password }
///           |                        ^~~~~~~~
///       focused: expected password, got username
///       steps:
///         1  tab
///         2  expect  ← failed
///
///     Scenarios/tab.yaml:31:3: error: unknown key 'focusStat'
///     …
///
///     1 passed, 1 failed, 1 invalid
///
/// The last line is always exactly `N passed, N failed, N invalid`, so CI
/// tools can parse it. Details come after the list, in plan order, so the
/// list stays scannable and the first failure is right above the totals.
public struct HumanReporter: Reporter {
  /// Colors or not.
  public var style: RenderStyle
  private let write: @Sendable (String) -> Void
  private var detailed: [ScenarioResult] = []
  private var listed = 0
  private var budget = DiagnosticBudget()
  /// F60: the runs of the scenario listed last, one per OS version, for its
  /// version line (`iOS 15 ✗  16 ✓  26 ✓`) once its last run is listed.
  private var versionRuns = VersionRuns()

  /// A reporter that writes through `write`:
  ///
  ///     var reporter = HumanReporter(style: .plain) { print($0, terminator: "") }
  ///     await runner.run { reporter.record($0) }
  ///
  /// - Parameters:
  ///   - style: colors or not; decide once with `RenderStyle.automatic`.
  ///   - write: receives the text, whole lines each ending in a newline.
  public init(style: RenderStyle, writingUsing write: @escaping @Sendable (String) -> Void) {
    self.style = style
    self.write = write
  }

  /// Lists each result as it finishes; at `runEnded`, writes the details and the totals.
  public mutating func record(_ event: ScenarioEvent) {
    switch event.kind {
    case .runStarted, .fileStarted:
      break
    case .scenarioFinished(let finished):
      if let line = versionRuns.lineBefore(finished, style: style) { write(line + "\n") }
      // Past a file's diagnostic budget an invalid result prints nothing;
      // it is still counted in the totals.
      guard let result = budget.admit(finished) else { break }
      listed += 1
      write(line(for: result) + "\n")
      // F23: lint warnings under the result's line; the status is unchanged.
      if !result.lintWarnings.isEmpty { write(ResultFormatter(style: style).lintWarnings(result.lintWarnings) + "\n") }
      if result.status != .passed { detailed.append(result) }
    case .runEnded(let summary):
      if let line = versionRuns.finish(style: style) { write(line + "\n") }
      let formatter = ResultFormatter(style: style)
      var text = ""
      for result in detailed {
        text += "\n" + formatter.details(of: result) + "\n"
      }
      let notes = budget.notes
      if !notes.isEmpty { text += "\n" + notes.joined(separator: "\n") + "\n" }
      if listed > 0 { text += "\n" }
      text += Self.summary(summary, style: style)
      write(text)
    }
  }

  /// `✓ name  (file:line)`, `✗ name  (file:line)`, `! name (invalid)  (file:line)`.
  /// The name and file come from the disk, so they are escaped (`TerminalText`).
  public func line(for result: ScenarioResult) -> String {
    let place = style.paint(TerminalText.escaped("(\(result.location.file):\(result.location.line))"), .dim)
    let name = TerminalText.escaped(TerminalText.shortened(result.displayName))
    switch result.status {
    case .passed: return "\(style.paint("✓", .green)) \(name)  \(place)"
    case .failed: return "\(style.paint("✗", .red)) \(name)  \(place)"
    case .invalid: return "\(style.paint("!", .yellow)) \(name) (invalid)  \(place)"
    }
  }

  /// The closing lines of a run: notes about what did not run, then
  /// `N passed, N failed, N invalid`. The command line also prints these on
  /// stderr under another `--format`.
  public static func summary(_ summary: RunSummary, style: RenderStyle) -> String {
    var text = ""
    if summary.total == 0 && summary.inOtherShards == 0 && summary.withoutVersion == 0 {
      text += style.paint("note:", .bold, .cyan) + " no scenario matched the paths and filters\n"
    }
    if summary.notRun > 0 {
      let scenarios = summary.notRun == 1 ? "scenario" : "scenarios"
      text += style.paint("note:", .bold, .cyan) + " stopped at the first failure (--fail-fast); \(summary.notRun) \(scenarios) not run\n"
    }
    if summary.withoutVersion > 0 {
      let scenarios = summary.withoutVersion == 1 ? "scenario" : "scenarios"
      text += style.paint("note:", .bold, .cyan)
        + " \(summary.withoutVersion) \(scenarios) not run: --os-versions lists no version of their platform\n"
    }
    if let shard = summary.shard {
      // Said even when nothing was left over, so a CI log names the shard it holds.
      let scenarios = summary.inOtherShards == 1 ? "scenario" : "scenarios"
      text += style.paint("note:", .bold, .cyan)
        + " shard \(shard): \(summary.inOtherShards) selected \(scenarios) left to other shards\n"
    } else if summary.inOtherShards > 0 {
      let scenarios = summary.inOtherShards == 1 ? "scenario" : "scenarios"
      text += style.paint("note:", .bold, .cyan) + " \(summary.inOtherShards) selected \(scenarios) left to other shards (--shard)\n"
    }
    let passed = "\(summary.passed) passed"
    let failed = "\(summary.failed) failed"
    let invalid = "\(summary.invalid) invalid"
    text += [
      summary.passed > 0 ? style.paint(passed, .green) : passed,
      summary.failed > 0 ? style.paint(failed, .bold, .red) : failed,
      summary.invalid > 0 ? style.paint(invalid, .bold, .yellow) : invalid,
    ].joined(separator: ", ") + (summary.withoutVersion > 0 ? ", \(summary.withoutVersion) not run" : "") + "\n"
    return text
  }
}
