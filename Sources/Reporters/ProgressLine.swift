import Foundation
import Scenarios
import YAML

/// A live progress line for long runs on a terminal: how many scenarios are
/// done out of how many, passes, failures, and the file being reported.
///
///     [412/6000] 410 passed, 2 failed  Scenarios/lists/reminders.yaml
///
/// It is drawn on stderr only when stderr is a terminal, never in
/// redirected or CI output, and only once a run has lasted half a second,
/// so short runs look exactly like a pipe's. Other reporters may write to
/// the same terminal: the command clears the line before they write and
/// redraws it after (`clear()`, `redraw()`).
public struct ProgressLine {
  private let write: (String) -> Void
  private let isEnabled: Bool
  private let clock = ContinuousClock()
  private var start: ContinuousClock.Instant
  private var lastDraw: ContinuousClock.Instant?
  /// `nil` when the runner did not count first (no `countsBeforeRunning`).
  private var total: Int?
  private var done = 0
  private var passed = 0
  private var failed = 0
  private var file = ""
  private var isShown = false

  /// - Parameters:
  ///   - isEnabled: whether stderr is a terminal (the caller checks, so tests can force it).
  ///   - write: where the line goes (stderr).
  public init(isEnabled: Bool, writingUsing write: @escaping (String) -> Void) {
    self.isEnabled = isEnabled
    self.write = write
    self.start = clock.now
  }

  /// Takes the next event; the line itself is drawn by `redraw()`.
  public mutating func record(_ event: ScenarioEvent) {
    switch event.kind {
    case .runStarted(_, let scenarioCount):
      total = scenarioCount
      start = clock.now
    case .fileStarted(let path):
      file = path
    case .scenarioFinished(let result):
      done += 1
      if result.status == .passed { passed += 1 } else { failed += 1 }
    case .runEnded:
      clear()
    }
  }

  /// Erases the line, if shown, so that other output starts at column 0.
  public mutating func clear() {
    guard isShown else { return }
    write("\r\u{1B}[2K")
    isShown = false
  }

  /// Draws the line again (at most ten times a second, after the first half second).
  public mutating func redraw() {
    guard isEnabled, done < total ?? Int.max else { return }
    let now = clock.now
    guard now - start >= .milliseconds(500) else { return }
    if let lastDraw, now - lastDraw < .milliseconds(100), isShown { return }
    lastDraw = now
    let shownFile = TerminalText.escaped(file.count > 60 ? "…" + file.suffix(59) : file)
    write("\r\u{1B}[2K[\(done)\(total.map { "/\($0)" } ?? "")] \(passed) passed, \(failed) failed  \(shownFile)")
    isShown = true
  }
}
