import Foundation
import Testing

/// Issue 17's small corrections, as a user meets them: `FILE:LINE` past the
/// end of the file, a chord written with `-`, and which shard a sharded run was.
@Suite("FILE:LINE past the end, the '+' hint, the shard note")
struct SelectionAndHintTests {
  /// A folder of its own holding `files`, removed after `body`.
  static func inFolder(_ files: [String: String], _ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-hints-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
    try body(folder)
  }

  @Test("FILE:LINE past the end is a usage error with the file's line count, for every command")
  func linePastTheEnd() throws {
    // selection/two.yaml has 17 lines; its final line break opens no 18th.
    for command in ["run", "validate", "trace"] {
      let result = try CommandLineTool.run([command, "selection/two.yaml:999"])
      #expect(result.status == 64, "\(result)")
      #expect(result.stdout.isEmpty, "\(result)")
      #expect(result.stderr.hasPrefix("Error: invalid line in 'selection/two.yaml:999': 'selection/two.yaml' has 17 lines\n"), "\(result)")
    }
    let justPast = try CommandLineTool.run(["run", "selection/two.yaml:18"])
    #expect(justPast.status == 64, "\(justPast)")
    #expect(justPast.stderr.contains("'selection/two.yaml' has 17 lines"), "\(justPast)")
    // The last line still selects the last scenario.
    let last = try CommandLineTool.run(["run", "selection/two.yaml:17"])
    #expect(last.status == 0, "\(last)")
    #expect(last.stdout.hasPrefix("✓ Second of two "), "\(last)")
    // Lines are counted as libyaml breaks them (CRLF once), without a final break too.
    try Self.inFolder(["crlf.yaml": "scenario: A\r\nview: { Text: Hi }\r\nsteps: []\r\n", "open.yaml": "scenario: B\nview: { Text: Hi }"]) { folder in
      let crlf = try CommandLineTool.run(["run", "crlf.yaml:4"], in: folder)
      #expect(crlf.status == 64, "\(crlf)")
      #expect(crlf.stderr.contains("'crlf.yaml' has 3 lines"), "\(crlf)")
      #expect(try CommandLineTool.run(["run", "crlf.yaml:3"], in: folder).status == 0)
      let open = try CommandLineTool.run(["run", "open.yaml:3"], in: folder)
      #expect(open.stderr.contains("'open.yaml' has 2 lines"), "\(open)")
      #expect(try CommandLineTool.run(["run", "open.yaml:2"], in: folder).status == 0)
    }
  }

  @Test("A chord joined with '-' gets a hint that modifiers join with '+'")
  func plusHint() throws {
    let file = """
      scenario: Shortcuts written with a dash
      platform: macOS
      view:
        VStack:
          - Button: { id: save, label: Save, keyboardShortcut: command-S }
      commands:
        - id: clear
          title: Clear
          shortcut: command-K
          action: { set: {} }
      steps:
        - key: ctrl-shift-tab

      """
    try Self.inFolder(["dash.yaml": file]) { folder in
      let result = try CommandLineTool.run(["validate", "dash.yaml"], in: folder)
      #expect(result.status == 2, "\(result)")
      let output = result.stdout + result.stderr
      #expect(output.contains("""
        dash.yaml:5:58: error: unknown keyboard shortcut 'command-S'
           5 |     - Button: { id: save, label: Save, keyboardShortcut: command-S }
             |                                                          ^~~~~~~~~
           hint: modifiers and the key join with '+': did you mean 'cmd+s'?
        """), "\(result)")
      #expect(output.contains("""
        dash.yaml:9:15: error: unknown key name 'command-k'
           9 |     shortcut: command-K
             |               ^~~~~~~~~
           hint: modifiers and the key join with '+': did you mean 'cmd+k'?
        """), "\(result)")
      #expect(output.contains("hint: modifiers and the key join with '+': did you mean 'shift+control+tab'?"), "\(result)")
    }
  }

  @Test("A sharded run's summary names the shard and what it left to the others")
  func shardNote() throws {
    let second = try CommandLineTool.run(["run", "--shard", "2/3", "selection/", "passing/"])
    #expect(second.status == 0, "\(second)")
    #expect(second.stdout.hasSuffix("\nnote: shard 2/3: 2 selected scenarios left to other shards\n1 passed, 0 failed, 0 invalid\n"), "\(second)")
    // Said when nothing was left over too, so every CI log names its shard.
    let whole = try CommandLineTool.run(["run", "--shard", "1/1", "passing/"])
    #expect(whole.stdout.hasSuffix("\nnote: shard 1/1: 0 selected scenarios left to other shards\n1 passed, 0 failed, 0 invalid\n"), "\(whole)")
    // Under another --format the human summary goes to stderr, note included.
    let json = try CommandLineTool.run(["run", "--format", "json", "--shard", "2/2", "passing/"])
    #expect(json.stderr == "note: shard 2/2: 1 selected scenario left to other shards\n0 passed, 0 failed, 0 invalid\n", "\(json)")
    // Without --shard there is no note.
    let unsharded = try CommandLineTool.run(["run", "passing/"])
    #expect(!unsharded.stdout.contains("shard"), "\(unsharded)")
  }
}
