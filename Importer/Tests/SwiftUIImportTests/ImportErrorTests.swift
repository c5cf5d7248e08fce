import Foundation
import Testing

/// Errors a user can cause are located with file:line:column, the line and
/// a caret (exit 2); misuse exits 64.
@Suite("Import errors are located")
struct ImportErrorTests {
  @Test(
    "A missing file, Swift that does not parse, no View type, an unknown --type",
    arguments: [
      (["Missing.swift"], "Missing.swift:1:1: error: cannot read 'Missing.swift': no such file\n"),
      (["Bad.swift"], """
        Bad.swift:3:26: error: Swift that does not parse: expected ')' to end function call
           3 |         VStack { Text("a" }
             |                          ^

        """),
      (["NoView.swift"], """
        NoView.swift:1:1: error: no View type (a struct with `var body`) in NoView.swift
           1 | struct Model {
             | ^

        """),
      (["Good.swift", "--type", "Goood"], """
        Good.swift:1:1: error: no View type 'Goood' in Good.swift
           1 | struct Good: View {
             | ^
           hint: did you mean 'Good'?

        """),
    ])
  func located(arguments: [String], stderr: String) throws {
    let folder = try Tools.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "struct A: View {\n    var body: some View {\n        VStack { Text(\"a\" }\n    }\n}\n"
      .write(to: folder.appendingPathComponent("Bad.swift"), atomically: true, encoding: .utf8)
    try "struct Model {\n    var x = 1\n}\n".write(to: folder.appendingPathComponent("NoView.swift"), atomically: true, encoding: .utf8)
    try "struct Good: View {\n    var body: some View { Text(\"a\") }\n}\n"
      .write(to: folder.appendingPathComponent("Good.swift"), atomically: true, encoding: .utf8)
    let result = try Tools.run(try Tools.importer(), arguments, in: folder)
    #expect(result.status == 2, "\(result)")
    #expect(result.stdout == "")
    #expect(result.stderr == stderr, "\(result)")
  }

  @Test("No FILE is misuse: exit 64")
  func misuse() throws {
    let result = try Tools.run(try Tools.importer(), [], in: Tools.fixtures)
    #expect(result.status == 64, "\(result)")
    #expect(result.stderr.hasPrefix("Error: give the Swift FILE(s) to import\n"), "\(result)")
  }
}
