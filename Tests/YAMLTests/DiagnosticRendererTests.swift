import Testing

@testable import YAML

@Suite("Diagnostic renderer")
struct DiagnosticRendererTests {
  let plain = DiagnosticRenderer(style: .plain)

  private func unknownKey(hint: String? = "did you mean 'focusState'?") -> Diagnostic {
    Diagnostic(
      code: .unknownKey, location: SourceLocation(file: "signin.yaml", line: 14, column: 5),
      message: "unknown key 'focusStat'", hint: hint,
      sourceLine: "    focusStat: { focusedField: username }", length: 9)
  }

  @Test("A diagnostic renders as header, source line, caret line and hint")
  func fullRender() {
    #expect(
      plain.render(unknownKey()) == """
        signin.yaml:14:5: error: unknown key 'focusStat'
           14 |     focusStat: { focusedField: username }
              |     ^~~~~~~~~
           hint: did you mean 'focusState'?
        """)
  }

  @Test("Without a hint or source line those lines are left out")
  func optionalParts() {
    var diagnostic = unknownKey(hint: nil)
    #expect(
      plain.render(diagnostic) == """
        signin.yaml:14:5: error: unknown key 'focusStat'
           14 |     focusStat: { focusedField: username }
              |     ^~~~~~~~~
        """)
    diagnostic.sourceLine = nil
    diagnostic.severity = .warning
    #expect(plain.render(diagnostic) == "signin.yaml:14:5: warning: unknown key 'focusStat'")
  }

  @Test("The gutter widens with the line number")
  func gutterWidth() {
    #expect(plain.excerpt(line: 7, column: 1, sourceLine: "tab") == "   7 | tab\n     | ^")
    #expect(plain.excerpt(line: 12345, column: 2, sourceLine: "ab") == "   12345 | ab\n         |  ^")
  }

  @Test("The excerpt is the numbered source line and the caret line")
  func excerpt() {
    #expect(
      plain.excerpt(line: 3, column: 11, sourceLine: "  - type: kim", length: 3) == """
           3 |   - type: kim
             |           ^~~
        """)
    #expect(plain.excerpt(line: 3, column: 1, sourceLine: nil) == "")
  }

  @Test("Tabs before the caret are copied so the caret lines up")
  func tabs() {
    #expect(plain.excerpt(line: 2, column: 3, sourceLine: "\t\tx: 1") == "   2 | \t\tx: 1\n     | \t\t^")
  }

  @Test("The caret counts Unicode scalars, not bytes")
  func unicodeColumns() {
    #expect(plain.excerpt(line: 1, column: 5, sourceLine: "é😀: x", length: 1) == "   1 | é😀: x\n     |     ^")
  }

  @Test("The underline stops at the end of the line and a caret may sit just past it")
  func underlineClamped() {
    #expect(plain.excerpt(line: 1, column: 3, sourceLine: "abcd", length: 10) == "   1 | abcd\n     |   ^~")
    #expect(plain.excerpt(line: 1, column: 9, sourceLine: "a: [1, 2") == "   1 | a: [1, 2\n     |         ^")
  }

  @Test("Control characters are drawn as visible symbols")
  func controlCharacters() {
    #expect(
      plain.excerpt(line: 1, column: 4, sourceLine: "a\u{1B}[31m\u{0}\u{7F}") == "   1 | a␛[31m␀␡\n     |    ^")
  }

  @Test("Long lines are cut around the caret")
  func longLines() {
    let line = String(repeating: "a", count: 150) + "X" + String(repeating: "b", count: 150)
    let text = plain.excerpt(line: 1, column: 151, sourceLine: line, length: 2)
    let parts = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(parts.count == 2)
    let expectedSource = "   1 | …" + String(repeating: "a", count: 80) + "X" + String(repeating: "b", count: 119) + "…"
    #expect(parts[0] == expectedSource)
    #expect(parts[1] == "     | " + String(repeating: " ", count: 81) + "^~")

    let start = plain.excerpt(line: 1, column: 2, sourceLine: String(repeating: "c", count: 300))
    #expect(start == "   1 | " + String(repeating: "c", count: 200) + "…\n     |  ^")
  }

  @Test("Color style colors the severity, caret and hint")
  func colors() {
    let color = DiagnosticRenderer(style: .color)
    #expect(
      color.render(unknownKey()) == """
        \u{1B}[1msignin.yaml:14:5: \u{1B}[31merror:\u{1B}[39m unknown key 'focusStat'\u{1B}[0m
           14 |     focusStat: { focusedField: username }
              |     \u{1B}[32m^~~~~~~~~\u{1B}[0m
           \u{1B}[1mhint:\u{1B}[0m did you mean 'focusState'?
        """)
    var note = unknownKey(hint: nil)
    note.severity = .note
    note.sourceLine = nil
    #expect(color.render(note) == "\u{1B}[1msignin.yaml:14:5: \u{1B}[36mnote:\u{1B}[39m unknown key 'focusStat'\u{1B}[0m")
  }

  @Test("A parse error renders with the file's own line")
  func renderParseError() throws {
    let error = try #require(diagnostic("steps:\n  - tab\n  - tab\n  - tab\nsteps: []\n"))
    #expect(
      plain.render(error) == """
        test.yaml:5:1: error: duplicate key 'steps' (first defined on line 1)
           5 | steps: []
             | ^~~~~
        """)
  }

  @Test("A byte order mark does not shift the caret")
  func byteOrderMark() {
    #expect(plain.excerpt(line: 1, column: 1, sourceLine: "\u{FEFF}a: b") == "   1 | a: b\n     | ^")
  }
}
