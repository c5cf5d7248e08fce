import Foundation
import Testing

/// The README's example output is what the tool really prints.
@Suite("README")
struct ReadmeTests {
  static let readme = CommandLineTool.packageRoot.appendingPathComponent("README.md")

  /// The text between the first line `opening` after `marker` and the next fence.
  static func block(after marker: String, opening: String, in text: String) -> String? {
    guard let start = text.range(of: marker) else { return nil }
    let rest = text[start.upperBound...]
    guard let open = rest.range(of: opening + "\n") else { return nil }
    let body = rest[open.upperBound...]
    guard let close = body.range(of: "```\n") else { return nil }
    return String(body[..<close.lowerBound])
  }

  @Test("The example's output, passing and with a wrong expectation")
  func example() throws {
    let text = try String(contentsOf: Self.readme, encoding: .utf8)
    let yaml = try #require(Self.block(after: "## An example", opening: "```yaml", in: text))
    let command = "$ focus-scenarios run sign-in.yaml\n"
    let passing = try #require(text.range(of: command).map { text[$0.lowerBound...] }.flatMap { $0.components(separatedBy: "```\n").first })
    let failing = try #require(Self.block(after: "would say where and why", opening: "```", in: text))

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-readme-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("sign-in.yaml")

    try Data(yaml.utf8).write(to: file)
    let pass = try CommandLineTool.run(["run", "sign-in.yaml"], in: folder)
    #expect(pass.status == 0)
    #expect(command + pass.stdout == passing)

    let wrong = yaml.replacingOccurrences(
      of: "- expect: { focused: password, state: { username: kim } }", with: "- expect: { focused: username, state: { username: kim } }")
    #expect(wrong != yaml)
    try Data(wrong.utf8).write(to: file)
    let fail = try CommandLineTool.run(["run", "sign-in.yaml"], in: folder)
    #expect(fail.status == 1)
    #expect(fail.stdout == failing)
  }
}
