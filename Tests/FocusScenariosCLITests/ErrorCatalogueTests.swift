import Foundation
import Testing

/// `docs/errors.md` lists every error the tool prints with an example and
/// the exact first line; this runs each example so the page cannot drift.
@Suite("Error catalogue")
struct ErrorCatalogueTests {
  struct Example: CustomStringConvertible, Sendable {
    var heading: String
    var yaml: String
    var expected: String
    var description: String { heading }
  }

  static let catalogue = CommandLineTool.packageRoot.appendingPathComponent("docs/errors.md")

  /// Each ```` ```yaml ```` block with the ```` ```text ```` block after it, under the nearest `###` heading.
  static func examples() throws -> [Example] {
    let lines = try String(contentsOf: catalogue, encoding: .utf8).components(separatedBy: "\n")
    var examples: [Example] = []
    var heading = ""
    var index = 0
    func block(from start: Int) -> (body: [String], end: Int) {
      var end = start
      while end < lines.count, lines[end] != "```" { end += 1 }
      return (Array(lines[start..<min(end, lines.count)]), end)
    }
    while index < lines.count {
      let line = lines[index]
      if line.hasPrefix("### ") { heading = String(line.dropFirst(4)) }
      if line == "```yaml" {
        let yaml = block(from: index + 1)
        var next = yaml.end + 1
        while next < lines.count, lines[next].isEmpty { next += 1 }
        if next < lines.count, lines[next] == "```text" {
          let text = block(from: next + 1)
          examples.append(Example(
            heading: heading, yaml: yaml.body.joined(separator: "\n") + "\n", expected: text.body.first ?? ""))
          index = text.end
        } else {
          index = yaml.end
        }
      }
      index += 1
    }
    return examples
  }

  @Test("the catalogue covers every diagnostic code and failure kind")
  func coversEveryCode() throws {
    let text = try String(contentsOf: Self.catalogue, encoding: .utf8)
    let codes = [
      "yaml-syntax", "invalid-utf8", "file-too-large", "nesting-too-deep", "alias-expansion-limit", "unknown-anchor",
      "duplicate-key", "complex-key", "unreadable-file", "unknown-key", "missing-key", "wrong-type", "invalid-value",
      "unknown-kind", "unknown-step", "unknown-action", "undefined-variable", "undefined-id", "duplicate-id",
      "duplicate-scenario", "invalid-name", "invalid-focus-binding", "unpublished-focused-value",
      "mismatch", "unrecorded", "step-failed", "runtime-error", "limit-exceeded",
    ]
    for code in codes { #expect(text.contains("### `\(code)`"), "docs/errors.md has no section for \(code)") }
    #expect(try Self.examples().count >= 30)
  }

  @Test("each example prints exactly the documented first line", arguments: try examples())
  func examplePrintsItsLine(_ example: Example) throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-errors-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    // The page cannot hold an invalid byte; `\xC3` stands for one.
    var bytes = Data(example.yaml.utf8)
    if let range = bytes.range(of: Data("\\xC3".utf8)) { bytes.replaceSubrange(range, with: [0xC3]) }
    try bytes.write(to: scratch.appendingPathComponent("example.yaml"))

    let result = try CommandLineTool.run(["run", "example.yaml", "--no-color"], in: scratch)
    // A lint warning (F23) is printed the same way but leaves the run passing: exit 0.
    let isWarning = example.expected.contains(": warning: ")
    let severity = isWarning ? ": warning: " : ": error: "
    let errors = result.stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("example.yaml:") && $0.contains(severity) }
    #expect(errors.first == example.expected, "\(example.heading)\n\(result)")
    #expect(result.status == (isWarning ? 0 : example.expected.contains(": error: example: ") ? 1 : 2), "\(result)")
  }
}
