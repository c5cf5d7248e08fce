import Foundation
import Testing

/// `focus-scenarios validate`: diagnostics compiler-style, nothing run.
@Suite("focus-scenarios validate")
struct ValidateCommandTests {
  @Test("Valid files: only the totals, exit 0")
  func valid() throws {
    let result = try CommandLineTool.run(["validate", "passing/", "selection/", "failing/"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == "4 valid, 0 invalid in 3 files\n")
  }

  @Test("A broken file: file:line:col: error: with a caret, exit 2")
  func broken() throws {
    let result = try CommandLineTool.run(["validate", "invalid/"])
    #expect(result.status == 2, "\(result)")
    #expect(result.stdout.hasPrefix("invalid/broken.yaml:1:"), "\(result)")
    #expect(result.stdout.contains(": error: "))
    #expect(result.stdout.contains("did you mean 'focusState'"), "\(result)")
    #expect(result.stdout.split(separator: "\n").contains { $0.contains("|") && $0.contains("^") }, "\(result)")
    #expect(result.stdout.hasSuffix("\n0 valid, 2 invalid in 2 files\n"), "\(result)")
  }

  @Test("Spec 1.1's presentations, navigation and tabs: valid, and each error located with a caret and the closest key")
  func presentations() throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-validate-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let valid = """
      scenario: valid
      state: { show: false, path: [], tab: home }
      view:
        VStack:
          - Button: { id: edit, sheet: { id: editor, isPresented: $show, onDismiss: [dismiss], view: { Button: { id: done, action: dismiss } } } }
          - NavigationStack: { id: nav, path: $path, destination: { Text: "${item}" }, children: [ { NavigationLink: { id: open, value: a } } ] }
          - TabView: { selection: $tab, children: [ { Tab: { value: home, children: [ { Button: { id: play, role: cancel } } ] } } ] }
      steps:
        - back
        - expect: { presented: [], screens: { nav: 0 } }

      """
    let invalid = """
      scenario: invalid
      platform: macOS
      state: { show: false }
      view:
        VStack:
          - Button: { id: edit, fullScreenCover: { isPresented: $show, view: { Text: hi } } }
          - Button: { id: ask, alert: { isPresented: $show, titel: Sure? } }
          - Tab: home

      """
    try Data(valid.utf8).write(to: scratch.appendingPathComponent("valid.yaml"))
    try Data(invalid.utf8).write(to: scratch.appendingPathComponent("invalid.yaml"))

    let passing = try CommandLineTool.run(["validate", "valid.yaml"], in: scratch)
    #expect(passing.status == 0, "\(passing)")
    let result = try CommandLineTool.run(["validate", "invalid.yaml"], in: scratch)
    #expect(result.status == 2, "\(result)")
    let errors = result.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
    #expect(errors == [
      "invalid.yaml:6:27: error: 'fullScreenCover:' is not available on macOS",
      "invalid.yaml:7:55: error: unknown key 'titel' of alert",
      "invalid.yaml:8:7: error: a Tab belongs in a TabView (directly, or in a Group or ForEach there)",
    ], "\(result)")
    #expect(result.stdout.contains("hint: use 'sheet:'"), "\(result)")
    #expect(result.stdout.contains("hint: did you mean 'title'?"), "\(result)")
    #expect(result.stdout.contains("\n     |                           ^~~~~~~~~~~~~~~\n"), "\(result)")
  }

  @Test("Nothing found: exit 3")
  func nothing() throws {
    let result = try CommandLineTool.run(["validate", "--tag", "no-such-tag", "passing/"])
    #expect(result.status == 3, "\(result)")
  }
}
