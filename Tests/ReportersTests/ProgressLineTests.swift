import Foundation
import Reporters
import Scenarios
import Testing
import YAML

@Suite("ProgressLine")
struct ProgressLineTests {
  func result(_ status: ScenarioResult.Status) -> ScenarioResult {
    ScenarioResult(file: "a.yaml", name: "x", location: SourceLocation(file: "a.yaml", line: 1, column: 1), status: status)
  }

  /// What the line wrote, behind a lock: `ProgressLine` takes a `@Sendable` writer.
  final class Captured: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    var output: String { lock.withLock { text } }
    func append(_ more: String) { lock.withLock { text += more } }
  }

  @Test("Off the terminal the progress line writes nothing at all")
  func silentWhenNotATerminal() {
    let captured = Captured()
    let progress = ProgressLine(isEnabled: false, plannedFiles: ["a.yaml"], writingUsing: captured.append)
    progress.record(ScenarioEvent(.runStarted(fileCount: nil, scenarioCount: nil)))
    progress.record(ScenarioEvent(.scenarioFinished(result(.passed))))
    progress.record(ScenarioEvent(.runEnded(RunSummary())))
    #expect(captured.output.isEmpty)
  }

  @Test("It shows at once, before any result, counting the plan's files: no counting pass")
  func startsAtOnce() {
    let captured = Captured()
    let progress = ProgressLine(isEnabled: true, plannedFiles: ["a.yaml", "b.yaml", "c.yaml"], writingUsing: captured.append)
    progress.record(ScenarioEvent(.runStarted(fileCount: nil, scenarioCount: nil)))
    #expect(captured.output == "\r\u{1B}[2K[0/3 files] 0 passed, 0 failed")
  }

  @Test("Files count by their place in the plan, so files with nothing selected are passed over; the end clears it")
  func countsFilesByPlace() {
    let captured = Captured()
    let progress = ProgressLine(isEnabled: true, plannedFiles: ["a.yaml", "b.yaml", "c.yaml"], writingUsing: captured.append)
    let report = progress.writingAbove(captured.append)
    progress.record(ScenarioEvent(.runStarted(fileCount: nil, scenarioCount: nil)))
    progress.record(ScenarioEvent(.fileStarted("c.yaml")))
    report("✗ x\n")
    progress.record(ScenarioEvent(.scenarioFinished(result(.failed))))
    #expect(captured.output.hasSuffix("\r\u{1B}[2K✗ x\n\r\u{1B}[2K[3/3 files] 0 passed, 1 failed  c.yaml"))
    progress.record(ScenarioEvent(.runEnded(RunSummary())))
    #expect(captured.output.hasSuffix("\r\u{1B}[2K"))
    progress.record(ScenarioEvent(.scenarioFinished(result(.passed))))
    #expect(captured.output.hasSuffix("\r\u{1B}[2K"), "nothing is drawn after the end")
  }

  @Test("Output written above erases the line first; output with no line shown is left alone")
  func writesAbove() {
    let captured = Captured()
    let progress = ProgressLine(isEnabled: true, plannedFiles: ["a.yaml"], writingUsing: captured.append)
    let report = progress.writingAbove(captured.append)
    report("first\n")
    #expect(captured.output == "first\n")
    progress.record(ScenarioEvent(.runStarted(fileCount: nil, scenarioCount: nil)))
    report("second\n")
    #expect(captured.output == "first\n\r\u{1B}[2K[0/1 file] 0 passed, 0 failed\r\u{1B}[2Ksecond\n")
  }

  @Test("When the runner counted scenarios first, the line counts scenarios")
  func scenarioTotals() {
    let progress = ProgressLine(isEnabled: true, plannedFiles: ["a.yaml"]) { _ in }
    progress.record(ScenarioEvent(.runStarted(fileCount: 1, scenarioCount: 3)))
    progress.record(ScenarioEvent(.scenarioFinished(result(.passed))))
    #expect(progress.text == "[1/3] 1 passed, 0 failed")
  }

  @Test("The line fits the width, last column free: the path is cut from the left, then dropped, then the counts cut",
    arguments: [80, 50, 40, 20, 8, 1])
  func fitsTheWidth(width: Int) {
    let path = "Scenarios/a-very-long-folder-name/界面-a-scenario-file-with-a-long-name.yaml"
    let progress = ProgressLine(isEnabled: true, plannedFiles: [path], width: { width }) { _ in }
    progress.record(ScenarioEvent(.runStarted(fileCount: nil, scenarioCount: nil)))
    progress.record(ScenarioEvent(.fileStarted(path)))
    let text = progress.text
    // Two columns for each of the two wide characters.
    let columns = text.count + text.filter { $0 == "界" || $0 == "面" }.count
    #expect(columns <= max(1, width - 1), "\(text)")
    switch width {
    case 80: #expect(text == "[1/1 file] 0 passed, 0 failed  …name/界面-a-scenario-file-with-a-long-name.yaml")
    case 50: #expect(text == "[1/1 file] 0 passed, 0 failed  …-a-long-name.yaml")
    case 40: #expect(text == "[1/1 file] 0 passed, 0 failed", "fewer than 12 columns left for the path")
    case 20: #expect(text == "[1/1 file] 0 passed")
    default: break
    }
  }

  /// A progress line over one planned file that holds output for
  /// `interval`, its run started, and a report written above it, all
  /// into one captured terminal.
  private func startedHolding(
    for interval: Duration, isEnabled: Bool = true
  ) -> (terminal: Captured, progress: ProgressLine, report: @Sendable (String) -> Void) {
    let terminal = Captured()
    let progress = ProgressLine(
      isEnabled: isEnabled, plannedFiles: ["a.yaml"], holdingOutputFor: interval, writingUsing: terminal.append)
    let report = progress.writingAbove(terminal.append)
    progress.record(ScenarioEvent(.runStarted(fileCount: nil, scenarioCount: nil)))
    return (terminal, progress, report)
  }

  @Test("Held output reaches the terminal in one piece with the line below it, in the order written (issue 20)")
  func holdsOutput() {
    let stderr = Captured()
    let terminal = Captured()
    // An hour: only the explicit writes below may let the output out.
    let progress = ProgressLine(
      isEnabled: true, plannedFiles: ["a.yaml"], holdingOutputFor: .seconds(3600),
      writingUsing: { stderr.append($0); terminal.append($0) })
    let report = progress.writingAbove { terminal.append($0) }
    progress.record(ScenarioEvent(.runStarted(fileCount: nil, scenarioCount: nil)))
    progress.record(ScenarioEvent(.fileStarted("a.yaml")))
    let drawn = terminal.output
    report("✓ x\n")
    progress.record(ScenarioEvent(.scenarioFinished(result(.passed))))
    report("✗ y\n")
    progress.record(ScenarioEvent(.scenarioFinished(result(.failed))))
    #expect(terminal.output == drawn, "held: nothing written, the line stays as drawn (redraws are at most ten a second)")
    progress.writeHeldOutput()
    #expect(terminal.output == drawn + "\r\u{1B}[2K✓ x\n✗ y\n\r\u{1B}[2K[1/1 file] 1 passed, 1 failed  a.yaml")
    report("summary\n")
    progress.record(ScenarioEvent(.runEnded(RunSummary())))
    #expect(terminal.output.hasSuffix("1 failed  a.yaml\r\u{1B}[2Ksummary\n"), "the end writes what is held, below no line")
    report("after the end\n")
    #expect(terminal.output.hasSuffix("summary\nafter the end\n"), "after the end, output is written at once")
  }

  @Test("Held output is written by a timer when nothing else comes: a slow scenario never holds back the results before it")
  func heldOutputIsWrittenByATimer() async throws {
    // The scheduled timer holds the line itself.
    let (terminal, _, report) = startedHolding(for: .milliseconds(10))
    report("✓ x\n")
    // Waits for the timer, however loaded the machine: the check is that it comes, not how fast.
    let clock = ContinuousClock()
    let giveUp = clock.now + .seconds(30)
    while !terminal.output.contains("✓ x\n"), clock.now < giveUp { try await Task.sleep(for: .milliseconds(10)) }
    #expect(terminal.output.contains("✓ x\n\r\u{1B}[2K[0/1 file] 0 passed, 0 failed"))
  }

  @Test("clear() writes held output before erasing, so other output lands below it")
  func clearWritesHeldOutput() {
    let (terminal, progress, report) = startedHolding(for: .seconds(3600))
    report("held\n")
    progress.clear()
    #expect(terminal.output == "\r\u{1B}[2K[0/1 file] 0 passed, 0 failed\r\u{1B}[2Kheld\n")
  }

  @Test("Off the terminal nothing is held: output is written at once")
  func nothingHeldOffTheTerminal() {
    let (terminal, _, report) = startedHolding(for: .seconds(3600), isEnabled: false)
    report("now\n")
    #expect(terminal.output == "now\n")
  }

  @Test("COLUMNS, when a positive number, is the width; otherwise the terminal's, else 80")
  func terminalWidth() {
    #expect(ProgressLine.terminalWidth(environment: ["COLUMNS": "33"]) == 33)
    // /dev/null-like descriptors (-1 here) have no size.
    #expect(ProgressLine.terminalWidth(environment: ["COLUMNS": "0"], fileDescriptor: -1) == 80)
    #expect(ProgressLine.terminalWidth(environment: ["COLUMNS": "wide"], fileDescriptor: -1) == 80)
  }
}
