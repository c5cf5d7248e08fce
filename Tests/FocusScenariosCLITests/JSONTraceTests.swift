import Foundation
import Testing

/// `run --format json --trace` (issue 14): the JSON report carries the
/// structured trace of each scenario that does not pass.
@Suite("JSON report with the structured trace")
struct JSONTraceTests {
  @Test("a failing scenario carries its steps' events and snapshots; a passing one carries none")
  func failingScenariosCarryTheirTrace() throws {
    let result = try CommandLineTool.run(["run", "--format", "json", "--trace", "--jobs", "2", "passing/", "failing/"])
    #expect(result.status == 1, "\(result)")
    let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let scenarios = try #require(report["scenarios"] as? [[String: Any]])
    let failing = try #require(scenarios.first { $0["status"] as? String == "fail" })
    let passing = try #require(scenarios.first { $0["status"] as? String == "pass" })
    #expect(passing["trace"] == nil)
    let trace = try #require(failing["trace"] as? [String: Any])
    let steps = try #require(trace["steps"] as? [[String: Any]])
    #expect(steps.first?["summary"] as? String == "appear")
    let events = steps.flatMap { ($0["events"] as? [[String: Any]]) ?? [] }
    #expect(events.contains { $0["kind"] as? String == "mismatch" })
    #expect(events.allSatisfy { $0["text"] is [String] && $0["kind"] is String })
    #expect(events.contains { ($0["rules"] as? [String]) == ["F15"] })
    #expect(steps.dropLast().allSatisfy { $0["snapshot"] is [String: Any] })
  }

  @Test("without --trace the JSON report is as before, with no trace key")
  func withoutTheFlagThereIsNoTrace() throws {
    let result = try CommandLineTool.run(["run", "--format", "json", "failing/"])
    #expect(result.status == 1)
    #expect(!result.stdout.contains("\"trace\""))
  }

  @Test("--trace with another format is a usage error")
  func traceNeedsJSON() throws {
    let result = try CommandLineTool.run(["run", "--trace", "failing/"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("--trace adds the structured trace to the json report"))
  }
}
