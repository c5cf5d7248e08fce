import Foundation
import Reporters
import Scenarios
import Testing
import YAML

@Suite("ReportFanOut")
struct ReportFanOutTests {
  /// Reports captured behind a lock: reporters take `@Sendable` writers.
  final class Captured: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    var output: String { lock.withLock { text } }
    func append(_ more: String) { lock.withLock { text += more } }
  }

  @Test("Every format made by ReportFormat, fed through one fan-out, writes what it writes alone")
  func sameAsAlone() {
    let events = [
      ScenarioEvent(.runStarted(fileCount: nil, scenarioCount: nil)),
      ScenarioEvent(.fileStarted("a.yaml")),
      ScenarioEvent(.scenarioFinished(ScenarioResult(
        file: "a.yaml", name: "x", location: SourceLocation(file: "a.yaml", line: 1, column: 1), status: .passed))),
      ScenarioEvent(.runEnded(RunSummary())),
    ]
    let fannedOut = ReportFormat.allCases.map { _ in Captured() }
    var fanOut = ReportFanOut(zip(ReportFormat.allCases, fannedOut).map { $0.makeReporter(style: .plain, writingUsing: $1.append) })
    fanOut.record(events)
    for (format, captured) in zip(ReportFormat.allCases, fannedOut) {
      let alone = Captured()
      var reporter = format.makeReporter(style: .plain, writingUsing: alone.append)
      reporter.record(events)
      // Durations are in the events, not measured by reporters, so the text is the same.
      #expect(captured.output == alone.output, "\(format)")
      #expect(!captured.output.isEmpty, "\(format)")
    }
  }
}
