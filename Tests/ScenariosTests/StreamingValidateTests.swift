import Foundation
@testable import Scenarios
import Testing
import YAML

/// Issue 17: `validate` streams the plan window by window, as `run` does,
/// so it keeps no more than a window of decoded files.
@Suite("validate streams")
struct StreamingValidateTests {
  @Test("forEachWindow hands over the items of each window in plan order, the same items as items()")
  func windows() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-stream-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for index in 0..<70 {
      let text = index == 40 ? "scenario: broken\nview: { Txt: x }\n" : "scenario: s\(index)\nview: { Text: x }\nsteps: []\n"
      try text.write(to: folder.appendingPathComponent(String(format: "%03d.yaml", index)), atomically: true, encoding: .utf8)
    }
    let plan = try ScenarioPlan(paths: [folder.path])
    let runner = ScenarioRunner(plan: plan, configuration: .init(jobs: 1))
    func label(_ item: ScenarioRunner.Item) -> String {
      switch item {
      case .run(let scenario): return scenario.name
      case .report(let result): return "invalid: " + result.file
      }
    }
    var windows: [[String]] = []
    await runner.forEachWindow { items in windows.append(items.map(label)) }
    #expect(windows.count == 3, "70 files in windows of \(runner.windowSize)")
    #expect(windows.flatMap { $0 } == (await runner.items()).map(label))
    #expect(windows.flatMap { $0 }.filter { $0.hasPrefix("invalid") }.count == 1)
  }
}
