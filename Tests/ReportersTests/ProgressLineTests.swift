import Reporters
import Scenarios
import Testing
import YAML

@Suite("ProgressLine")
struct ProgressLineTests {
  func result(_ status: ScenarioResult.Status) -> ScenarioResult {
    ScenarioResult(file: "a.yaml", name: "x", location: SourceLocation(file: "a.yaml", line: 1, column: 1), status: status)
  }

  @Test("Off the terminal the progress line writes nothing at all")
  func silentWhenNotATerminal() {
    var output = ""
    var progress = ProgressLine(isEnabled: false) { output += $0 }
    progress.record(ScenarioEvent(.runStarted(fileCount: 1, scenarioCount: 3)))
    progress.record(ScenarioEvent(.scenarioFinished(result(.passed))))
    progress.redraw()
    progress.record(ScenarioEvent(.runEnded(RunSummary())))
    #expect(output.isEmpty)
  }

  @Test("A short run is never drawn, so its output looks like a pipe's")
  func shortRunsDrawNothing() {
    var output = ""
    var progress = ProgressLine(isEnabled: true) { output += $0 }
    progress.record(ScenarioEvent(.runStarted(fileCount: 1, scenarioCount: 3)))
    progress.record(ScenarioEvent(.scenarioFinished(result(.failed))))
    progress.redraw()
    #expect(output.isEmpty)
  }

  @Test("After half a second it shows counts and the file, and clears itself at the end")
  func longRunsShowCounts() async throws {
    var output = ""
    var progress = ProgressLine(isEnabled: true) { output += $0 }
    progress.record(ScenarioEvent(.runStarted(fileCount: 1, scenarioCount: 3)))
    progress.record(ScenarioEvent(.fileStarted("Scenarios/a.yaml")))
    progress.record(ScenarioEvent(.scenarioFinished(result(.passed))))
    progress.record(ScenarioEvent(.scenarioFinished(result(.failed))))
    try await Task.sleep(for: .milliseconds(600))
    progress.redraw()
    #expect(output.hasSuffix("[2/3] 1 passed, 1 failed  Scenarios/a.yaml"))
    progress.record(ScenarioEvent(.runEnded(RunSummary())))
    #expect(output.hasSuffix("\r\u{1B}[2K"))
  }
}
