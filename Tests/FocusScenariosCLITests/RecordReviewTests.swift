import Foundation
import Testing

/// Issue 17, item 3: review before writing. `record --dry-run` prints the
/// unified diff of every change and writes nothing; `record` and `record
/// --update` print the same diff of what they wrote.
@Suite("record --dry-run and record's diff")
struct RecordReviewTests {
  static let scenario = """
    scenario: Tab moves to the password
    platform: macOS
    view:
      Form:
        - TextField: { id: name }
        - SecureField: { id: password }
    steps:
      - tab
      - expect: {}
      - tab
      - expect: { focused: name }

    """

  static let expectedDiff = """
    --- a/login.yaml
    +++ b/login.yaml
    @@ -6,6 +6,9 @@
         - SecureField: { id: password }
     steps:
       - tab
    -  - expect: {}
    +  - expect:
    +      focused: password
    +      tabOrder: [name, password]
    +      warnings: []
       - tab
       - expect: { focused: name }

    """

  func folder(_ text: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-review-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try text.write(to: folder.appendingPathComponent("login.yaml"), atomically: true, encoding: .utf8)
    return folder
  }

  @Test("--dry-run prints the diff and writes nothing, even with CI set")
  func dryRun() throws {
    let folder = try folder(Self.scenario)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CommandLineTool.run(["record", "login.yaml", "--dry-run", "--no-color"], in: folder, environment: ["CI": "true"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.hasPrefix(Self.expectedDiff), "\(result)")
    #expect(result.stdout.contains("would record 1 expectation in login.yaml"))
    #expect(result.lastLine == "dry run: 1 would be recorded, 0 updated: 1 file would be written, 0 unchanged, 0 not written; nothing was written")
    #expect(try String(contentsOf: folder.appendingPathComponent("login.yaml"), encoding: .utf8) == Self.scenario)
  }

  @Test("record prints the same diff of what it wrote; --update's diff shows the rewritten value")
  func recordPrintsItsDiff() throws {
    let folder = try folder(Self.scenario)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CommandLineTool.run(["record", "login.yaml", "--no-color"], in: folder, unsetting: ["CI"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.hasPrefix(Self.expectedDiff), "\(result)")
    #expect(result.stdout.contains("recorded 1 expectation in login.yaml"))

    let wrong = Self.scenario.replacingOccurrences(of: "- expect: { focused: name }", with: "- expect: { focused: password }")
    try wrong.write(to: folder.appendingPathComponent("login.yaml"), atomically: true, encoding: .utf8)
    let update = try CommandLineTool.run(["record", "login.yaml", "--update", "--no-color"], in: folder, unsetting: ["CI"])
    #expect(update.stdout.contains("-  - expect: { focused: password }\n+  - expect: { focused: name }\n"), "\(update)")
  }
}
