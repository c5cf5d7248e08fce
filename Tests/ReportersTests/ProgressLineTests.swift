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

  @Test("COLUMNS, when a positive number, is the width; otherwise the terminal's, else 80")
  func terminalWidth() {
    #expect(ProgressLine.terminalWidth(environment: ["COLUMNS": "33"]) == 33)
    // /dev/null-like descriptors (-1 here) have no size.
    #expect(ProgressLine.terminalWidth(environment: ["COLUMNS": "0"], fileDescriptor: -1) == 80)
    #expect(ProgressLine.terminalWidth(environment: ["COLUMNS": "wide"], fileDescriptor: -1) == 80)
  }
}
