import Testing

@testable import YAML

/// libyaml reads YAML 1.1, whose line breaks are LF, CR, CRLF, NEL (U+0085),
/// LS (U+2028) and PS (U+2029) (its scanner's `IS_BREAK`; CRLF counts once).
/// Whatever the break, the quoted line and its caret are the line libyaml
/// names, not a neighbour or an empty line.
@Suite("Line breaks")
struct LineBreakTests {
  static let breaks: [(name: String, text: String)] = [
    ("LF", "\n"), ("CRLF", "\r\n"), ("CR", "\r"), ("NEL", "\u{85}"), ("LS", "\u{2028}"), ("PS", "\u{2029}"),
  ]

  private let plain = DiagnosticRenderer(style: .plain)

  @Test("A syntax error after each kind of break quotes its own line, the caret under the column", arguments: breaks)
  func syntaxError(_ lineBreak: (name: String, text: String)) throws {
    let text = ["a: 1", "b: 2", "c: é: x", "d: 4", ""].joined(separator: lineBreak.text)
    let found = try #require(diagnostic(text))
    #expect(
      plain.render(found) == """
        test.yaml:3:5: error: mapping values are not allowed in this context
           3 | c: é: x
             |     ^
        """, "\(lineBreak.name)")
  }

  @Test("Mixed CRLF, CR and LF breaks: every line is found and quoted")
  func mixedBreaks() throws {
    let file = SourceFile(path: "m.yaml", text: "one\r\ntwo\rthree\nfour\u{85}five\u{2028}six\u{2029}seven\r\n")
    #expect((1...8).map { file.line($0) } == ["one", "two", "three", "four", "five", "six", "seven", ""])
    #expect(file.line(9) == nil)
    let found = try #require(diagnostic("a: 1\r\nb: 2\rc: 3\nd: [1,\r\n  é, ]]\r"))
    #expect(
      plain.render(found) == """
        test.yaml:5:7: error: while parsing a block mapping that starts at line 1, column 1: did not find expected key
           5 |   é, ]]
             |       ^
        """)
  }

  @Test("A lone CR at the end of the file does not add a line that is not there, nor swallow one")
  func trailingBreaks() {
    #expect(SourceFile(path: "a", text: "x\ry").lineCount == 2)
    #expect(SourceFile(path: "a", text: "x\r\n").lineCount == 2)
    #expect(SourceFile(path: "a", text: "x\u{2029}").line(1) == "x")
    // A lead byte that is not a break (é is C3 A9; — is E2 80 94) splits nothing.
    #expect(SourceFile(path: "a", text: "é—\u{C2}x").lineCount == 1)
  }

  @Test("A scalar after an anchor and a break starts on the line libyaml counts", arguments: breaks)
  func anchoredScalar(_ lineBreak: (name: String, text: String)) throws {
    let node = try root("a: 1\(lineBreak.text)b: &x # note\(lineBreak.text)  é\(lineBreak.text)")
    #expect(position(node["b"]) == "3:3", "\(lineBreak.name)")
  }

  @Test("Invalid UTF-8 after each kind of break is located on its line", arguments: breaks)
  func invalidUTF8(_ lineBreak: (name: String, text: String)) throws {
    let bytes = Array("a: 1\(lineBreak.text)b: é".utf8) + [0xFF] + Array("\(lineBreak.text)".utf8)
    let found = try #require(diagnostic(bytes: bytes))
    #expect(found.location.description == "test.yaml:2:5", "\(lineBreak.name)")
    #expect(found.sourceLine == "b: é\u{FFFD}", "\(lineBreak.name)")
  }
  @Test("Breaks inside quoted and block scalars and comments count as libyaml counts them", arguments: breaks)
  func breaksInsideScalars(_ lineBreak: (name: String, text: String)) throws {
    let b = lineBreak.text
    let text = "a: \"x\(b)  y\"\(b)# note\(b)c: |\(b)  one\(b)  two\(b)d: 'p\(b)  q'\(b)e: é: x\(b)"
    let found = try #require(diagnostic(text))
    #expect(found.location.description == "test.yaml:9:5", "\(lineBreak.name)")
    #expect(found.sourceLine == "e: é: x", "\(lineBreak.name)")
  }
}
