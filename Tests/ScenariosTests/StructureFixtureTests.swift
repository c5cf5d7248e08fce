import Foundation
import Scenarios
import Testing
import YAML

/// Regression cases from the review of presentations, navigation and tabs
/// (issue 15): two windows with the same ids, containers that leave and
/// come back, layers and screens that come up anew, tabs from ForEach rows.
/// `Fixtures/structure/`: every file passes, except the two whose point is
/// a located failure.
@Suite("Presentations, navigation and tabs: review fixtures")
struct StructureFixtureTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/structure")

  /// Files that must fail, and with what.
  static let failures = [
    // F30: an onDismiss that re-presents a sheet whose onAppear dismisses it never settles.
    "06-ondismiss-represents-appear-dismisses.yaml": "change-cycle: handlers nested more than 100 deep (F30)",
    // F35: layer ids are unique among up presentations of a scene.
    "15-duplicate-presentation-ids.yaml": "two up presentations have the id 'dup'",
  ]

  static func files() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
  }

  @Test("each fixture passes, or fails with its documented message", arguments: files())
  func fixture(_ name: String) {
    let file = ScenarioDecoder.load(path: Self.folder.appendingPathComponent(name).path)
    #expect(file.fileDiagnostics.isEmpty)
    for entry in file.entries {
      guard case .valid(let scenario) = entry else {
        Issue.record("\(name): invalid document")
        continue
      }
      let result = ScenarioExecutor.execute(scenario)
      if let message = Self.failures[name] {
        #expect(result.status == .failed, "\(name)")
        #expect(result.failures.first?.message.contains(message) == true, "\(name): \(result.failures.map(\.message))")
      } else {
        #expect(result.status == .passed, "\(name): \(result.failures.map(\.message)) \(result.trace.joined(separator: "\n"))")
      }
    }
  }

  @Test("the folder holds the review's cases")
  func count() {
    #expect(Self.files().count == 20)
  }
}
