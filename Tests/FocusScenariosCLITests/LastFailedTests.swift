import Foundation
import Testing

/// Issue 17, item 7: `run --last-failed` runs only what did not pass in the
/// last run started in the same folder (`.focus-scenarios/last-failed`).
@Suite("run --last-failed")
struct LastFailedTests {
  static let passing = "scenario: passes\nview: { Text: Hi }\nsteps:\n  - expect: { focused: null }\n"
  static let failing = "scenario: fails\nview: { TextField: { id: f } }\nsteps:\n  - click: f\n  - expect: { focused: null }\n"

  @Test("a run records what did not pass; --last-failed runs only that, then everything once it passes")
  func roundTrip() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-lf-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.passing.write(to: folder.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
    try (Self.passing + "---\n" + Self.failing).write(to: folder.appendingPathComponent("b.yaml"), atomically: true, encoding: .utf8)

    let first = try CommandLineTool.run(["run", ".", "--no-color"], in: folder)
    #expect(first.status == 1)
    #expect(try String(contentsOf: folder.appendingPathComponent(".focus-scenarios/last-failed"), encoding: .utf8) == "b.yaml:6\n")

    let again = try CommandLineTool.run(["run", ".", "--last-failed", "--no-color"], in: folder)
    #expect(again.status == 1)
    #expect(again.stderr.contains("note: --last-failed: running the 1 scenario that did not pass last time (.focus-scenarios/last-failed)"), "\(again)")
    #expect(again.lastLine == "0 passed, 1 failed, 0 invalid", "\(again)")

    try (Self.passing + "---\n" + Self.failing.replacingOccurrences(of: "focused: null", with: "focused: f"))
      .write(to: folder.appendingPathComponent("b.yaml"), atomically: true, encoding: .utf8)
    let fixed = try CommandLineTool.run(["run", ".", "--last-failed", "--no-color"], in: folder)
    #expect(fixed.status == 0)
    #expect(fixed.lastLine == "1 passed, 0 failed, 0 invalid", "\(fixed)")
    #expect(try String(contentsOf: folder.appendingPathComponent(".focus-scenarios/last-failed"), encoding: .utf8) == "")

    let nothingRecorded = try CommandLineTool.run(["run", ".", "--last-failed", "--no-color"], in: folder)
    #expect(nothingRecorded.stderr.contains("no failures recorded by the last run; running the selected paths"))
    #expect(nothingRecorded.lastLine == "3 passed, 0 failed, 0 invalid", "\(nothingRecorded)")
  }
}
