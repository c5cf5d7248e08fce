import Foundation
import Testing

/// Issue 19's done-when: the seed articles' SwiftUI code imports into a
/// scenario `validate` accepts; with the steps of the hand-written scenario
/// in `Scenarios/seeds/` added (its ids mapped to the imported ones) and
/// `record` run, it passes and reaches the same focus, FocusState and Tab
/// order at every expectation as the hand-written scenario does.
@Suite("Seed articles import into scenarios that behave like the hand-written ones")
struct SeedImportTests {
  struct Seed: CustomTestStringConvertible, Sendable {
    var fixture: String
    var scenario: String
    /// Hand-written id → imported id (docs/import.md, "Ids"); ids not listed are the same.
    var ids: [String: String] = [:]
    var testDescription: String { "\(fixture) ≈ \(scenario)" }
  }

  static let seeds: [Seed] = [
    Seed(fixture: "LoginForm", scenario: "login-form-sign-in-focuses-the-first-empty-field"),
    Seed(fixture: "NestedBoolFocus", scenario: "bool-container-binding-is-true-when-focus-is-inside", ids: ["nameField": "field"]),
    Seed(fixture: "NestedEqualsFocus", scenario: "equals-binding-distinguishes-container-from-field", ids: ["nameField": "field"]),
    Seed(fixture: "TwoBindingsOneField", scenario: "two-bindings-on-one-field-both-focus-it", ids: ["fullNameField": "name"]),
    Seed(
      fixture: "OneValueTwoFields", scenario: "one-value-bound-to-two-fields-is-ambiguous",
      ids: ["nameField": "name", "fullNameField": "name2"]),
    Seed(fixture: "FocusedBindingDemo", scenario: "clear-button-enables-when-the-note-field-is-focused", ids: ["noteField": "note", "echo": "youTyped"]),
    Seed(fixture: "FocusedBindingDemo", scenario: "note-field-is-focused-at-launch-on-macos-so-clear-starts-enabled", ids: ["noteField": "note", "echo": "youTyped"]),
    Seed(fixture: "FocusedMessage", scenario: "focused-message-follows-focus-across-parallel-views", ids: ["shown": "focused"]),
    Seed(
      fixture: "SetTimesEight", scenario: "set-times-eight-multiplies-the-focused-binding",
      ids: ["text1Field": "text1", "text2Field": "text2", "text3Field": "text3", "times8": "setX8", "currentValue": "currentFocusedValue"]),
    Seed(fixture: "NewReminder", scenario: "new-reminder-button-appends-a-row-and-focuses-it"),
    Seed(fixture: "ReturnInsertsReminder", scenario: "return-inserts-a-reminder-after-the-focused-row"),
    Seed(fixture: "EmptyReminderRemoved", scenario: "empty-reminder-is-removed-when-it-loses-focus"),
  ]

  @Test(arguments: seeds)
  func importsAndBehavesLikeTheHandWrittenScenario(_ seed: Seed) throws {
    let folder = try Tools.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let handWritten = try String(
      contentsOf: Tools.repository.appendingPathComponent("Scenarios/seeds/\(seed.scenario).yaml"), encoding: .utf8)
    let platform = ScenarioText.value(of: "platform", in: handWritten) ?? "iOS"

    // Import, then validate the skeleton as it is.
    let imported = try Tools.run(
      try Tools.importer(), [Tools.fixtures.appendingPathComponent("\(seed.fixture).swift").path, "--platform", platform, "-o", "imported.yaml"],
      in: folder)
    #expect(imported.status == 0 || imported.status == 1, "\(imported)")
    let validated = try Tools.run(try Tools.focusScenarios(), ["validate", "imported.yaml", "--no-color"], in: folder)
    #expect(validated.status == 0, "\(validated)")

    // The hand-written steps with their expectations emptied, in both files.
    let steps = ScenarioText.emptyingExpectations(ScenarioText.block("steps", in: handWritten) ?? "")
    let settings = ScenarioText.block("settings", in: handWritten) ?? ""
    let skeleton = try String(contentsOf: folder.appendingPathComponent("imported.yaml"), encoding: .utf8)
    let candidate = ScenarioText.replacingBlock("steps", in: skeleton, with: ScenarioText.mapping(seed.ids, in: steps))
      .replacingOccurrences(of: "\nplatform: \(platform)\n", with: "\nplatform: \(platform)\n\(settings)")
    try candidate.write(to: folder.appendingPathComponent("candidate.yaml"), atomically: true, encoding: .utf8)
    try ScenarioText.replacingBlock("steps", in: handWritten, with: steps)
      .write(to: folder.appendingPathComponent("reference.yaml"), atomically: true, encoding: .utf8)

    for file in ["candidate.yaml", "reference.yaml"] {
      let recorded = try Tools.run(try Tools.focusScenarios(), ["record", file, "--no-color"], in: folder)
      #expect(recorded.status == 0, "\(file): \(recorded)")
    }
    let ran = try Tools.run(try Tools.focusScenarios(), ["run", "candidate.yaml", "--no-color"], in: folder)
    #expect(ran.status == 0, "\(ran)")

    // Focus, FocusState and Tab order at every expectation, ids mapped.
    let reference = ScenarioText.recordedFocus(in: try String(contentsOf: folder.appendingPathComponent("reference.yaml"), encoding: .utf8))
    let observed = ScenarioText.recordedFocus(in: try String(contentsOf: folder.appendingPathComponent("candidate.yaml"), encoding: .utf8))
    #expect(reference.count == steps.components(separatedBy: "expect: {}").count - 1)
    #expect(!reference.isEmpty && reference.allSatisfy { $0.contains("focused:") && $0.contains("tabOrder:") })
    #expect(observed == reference.map { ScenarioText.mapping(seed.ids, in: $0) })
  }
}
