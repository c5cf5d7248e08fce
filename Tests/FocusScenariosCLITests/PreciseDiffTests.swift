import Foundation
import Testing

/// Issue 17, item 4: mismatched lists and mappings are diffed element by
/// element, and expectation keys may be paths into values.
@Suite("Precise diffs and paths in expectations")
struct PreciseDiffTests {
  static let reminders = """
    scenario: Reminders
    state:
      reminders: [{ id: a, title: aX }, { id: b, title: bX }, { id: c, title: "" }]
    view: { Text: Hi }
    steps:
      - expect: { state: { reminders: [{ id: a, title: aX }, { id: b, title: bY }] } }

    """

  func run(_ text: String, _ arguments: [String] = []) throws -> CommandLineTool.Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-diff-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try text.write(to: folder.appendingPathComponent("r.yaml"), atomically: true, encoding: .utf8)
    return try CommandLineTool.run(["run", "r.yaml", "--no-color"] + arguments, in: folder)
  }

  @Test("a failing list lists each differing element, added ones marked")
  func listDiff() throws {
    let result = try run(Self.reminders)
    #expect(result.stdout.contains("\n    state.reminders[1].title: expected bY, got bX\n    + state.reminders[2]: { id: c, title: \"\" } (added)\n"), "\(result)")
    let json = try run(Self.reminders, ["--format", "json"])
    #expect(json.stdout.contains("\"details\": [{ \"path\": \"state.reminders[1].title\", \"kind\": \"changed\", \"expected\": \"bY\", \"actual\": \"bX\" }, "
      + "{ \"path\": \"state.reminders[2]\", \"kind\": \"added\", \"expected\": null, \"actual\": \"{ id: c, title: \\\"\\\" }\" }]"), "\(json)")
  }

  @Test("a mapping's removed field is marked")
  func mapDiff() throws {
    let text = Self.reminders.replacingOccurrences(of: "[{ id: a, title: aX }, { id: b, title: bY }]", with: "[{ id: a, title: aX, done: true }, { id: b, title: bX }, { id: c, title: \"\" }]")
    let result = try run(text)
    #expect(result.stdout.contains("\n    - state.reminders[0].done: true (removed)\n"), "\(result)")
  }

  @Test("a key may be a path into a state variable or a focused value; a path to nothing reads missing")
  func pathKeys() throws {
    let passing = Self.reminders.replacingOccurrences(
      of: "{ state: { reminders: [{ id: a, title: aX }, { id: b, title: bY }] } }", with: "{ state: { reminders.1.title: bX, reminders.2: { id: c, title: \"\" } } }")
    #expect(try run(passing).status == 0)
    let failing = Self.reminders.replacingOccurrences(
      of: "{ state: { reminders: [{ id: a, title: aX }, { id: b, title: bY }] } }", with: "{ state: { reminders.1.title: bY, reminders.7.title: x } }")
    let result = try run(failing)
    #expect(result.stdout.contains("  state.reminders.1.title: expected bY, got bX"), "\(result)")
    #expect(result.stdout.contains("  state.reminders.7.title: expected x, got missing"), "\(result)")
    let note = """
      scenario: Note
      platform: macOS
      state: { note: { text: Hello } }
      view: { TextField: { id: field, text: $note.text, focusedValue: { current: $note } } }
      steps:
        - expect: { focusedValues: { current.text: Hello } }

      """
    #expect(try run(note).status == 0)
  }

  @Test("a path whose variable is not declared is invalid, with the closest name")
  func undeclaredRoot() throws {
    let result = try run(Self.reminders.replacingOccurrences(of: "{ state: { reminders: [", with: "{ state: { remindrs.0: [").replacingOccurrences(of: "] } }", with: "] } }"))
    #expect(result.status == 2)
    #expect(result.stdout.contains("undefined state variable 'remindrs'"), "\(result)")
    #expect(result.stdout.contains("did you mean 'reminders'?"))
  }
}
