import Foundation
import Testing

/// Every construct docs/import.md lists, in `Everything.swift` (1.0) and
/// `Presentations.swift` (1.1: sheets, alerts, navigation, tabs, search,
/// `.task`): each skeleton is exactly its `.expected.yaml` — translated where
/// the format can say it, a TODO with file and line where it cannot — it
/// validates, and the command exits 1 with the TODO count while any remain.
@Suite("What the importer translates and what it leaves as TODOs")
struct TranslationTests {
  @Test(
    "A fixture imports as its .expected.yaml, which validates",
    arguments: [
      ("Everything", "macOS", 1, "8 TODOs remain in everything.yaml: translate them by hand (search for 'TODO(').\n"),
      ("Presentations", "tvOS", 0, ""),
    ])
  func golden(fixture: String, platform: String, status: Int32, stderr: String) throws {
    let folder = try Tools.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: Tools.fixtures.appendingPathComponent("\(fixture).swift"), to: folder.appendingPathComponent("\(fixture).swift"))
    let output = fixture.lowercased() + ".yaml"
    let result = try Tools.run(try Tools.importer(), ["\(fixture).swift", "--platform", platform, "-o", output], in: folder)
    #expect(result.status == status, "\(result)")
    #expect(result.stderr == stderr)
    let written = try String(contentsOf: folder.appendingPathComponent(output), encoding: .utf8)
    let expected = try String(contentsOf: Tools.fixtures.appendingPathComponent("\(fixture).expected.yaml"), encoding: .utf8)
    #expect(written == expected)

    let validated = try Tools.run(try Tools.focusScenarios(), ["validate", output, "--no-color"], in: folder)
    #expect(validated.status == 0, "\(validated)")
  }

  @Test("Without -o the skeleton goes to stdout, and importing twice gives the same text")
  func stableOnStdout() throws {
    let first = try Tools.run(try Tools.importer(), ["Everything.swift", "--platform", "macOS"], in: Tools.fixtures)
    let second = try Tools.run(try Tools.importer(), ["Everything.swift", "--platform", "macOS"], in: Tools.fixtures)
    #expect(first.status == 1)
    #expect(first.stdout == second.stdout)
    #expect(first.stdout.contains("# import: source=Everything.swift type=EditorView hash=fnv1a64:"))
    #expect(first.stderr == "8 TODOs remain in the scenario: translate them by hand (search for 'TODO(').\n")
  }

  @Test("A view's `if let` reads its initializer as actions do: a member of a variable, and a name bound just before")
  func viewIfLetReadsExpressions() throws {
    let folder = try Tools.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try """
      import SwiftUI

      struct Picker: View {
          @State private var names: [String] = []
          @State private var chosen: String? = nil
          var body: some View {
              VStack {
                  if let first = names.first, let same = chosen, first == same {
                      Button("Clear") { chosen = nil }
                  }
              }
          }
      }

      """.write(to: folder.appendingPathComponent("Picker.swift"), atomically: true, encoding: .utf8)
    let result = try Tools.run(try Tools.importer(), ["Picker.swift", "--platform", "macOS"], in: folder)
    #expect(result.status == 0, "\(result)")
    let condition = [
      "        if:", "          all:", "            - not: { isNil: { first: $names } }", "            - not: { isNil: $chosen }",
      "            - equals:", "                - first: $names", "                - $chosen",
    ].joined(separator: "\n")
    #expect(result.stdout.contains(condition), "\(result.stdout)")
  }

  @Test("Two unrelated views: the error names both and suggests --type")
  func severalRoots() throws {
    let folder = try Tools.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "struct A: View {\n    var body: some View { Text(\"a\") }\n}\nstruct B: View {\n    var body: some View { Text(\"b\") }\n}\n"
      .write(to: folder.appendingPathComponent("Two.swift"), atomically: true, encoding: .utf8)
    let result = try Tools.run(try Tools.importer(), ["Two.swift"], in: folder)
    #expect(result.status == 2)
    #expect(result.stderr == """
      Two.swift:4:8: error: several View types could be the root: A, B
         4 | struct B: View {
           |        ^
         hint: choose one with --type A

      """)
    let chosen = try Tools.run(try Tools.importer(), ["Two.swift", "--type", "B"], in: folder)
    #expect(chosen.status == 0, "\(chosen)")
    #expect(chosen.stdout.contains("view:\n  Text: { id: b, label: b }\n"), "\(chosen)")
  }
}
