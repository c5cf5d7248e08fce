import Testing
import YAML

@Suite("LineBreaks: lines and columns as libyaml counts them, for editing")
struct LineBreaksTests {
  @Test("The first LF, CRLF or lone CR decides a file's line ending; LF without any")
  func detect() {
    #expect(LineBreaks.detect(Array("a\nb\r\n".utf8)) == .lf)
    #expect(LineBreaks.detect(Array("a\r\nb\n".utf8)) == .crlf)
    #expect(LineBreaks.detect(Array("a\rb\n".utf8)) == .cr)
    #expect(LineBreaks.detect(Array("a\u{2028}b".utf8)) == .lf)
    #expect(LineBreaks.detect(Array("a".utf8)) == .lf)
  }

  @Test("Columns count from the previous line break of any kind, in characters")
  func columns() {
    let bytes = Array("a:\r  b\n  é c\u{85}   d\u{2028}e".utf8)
    func offset(of character: Character) -> Int {
      Array(String(decoding: bytes, as: UTF8.self).unicodeScalars).prefix { Character($0) != character }
        .reduce(0) { $0 + String($1).utf8.count }
    }
    #expect(LineBreaks.column(of: offset(of: "b"), in: bytes) == 2)
    #expect(LineBreaks.column(of: offset(of: "c"), in: bytes) == 4)
    #expect(LineBreaks.column(of: offset(of: "d"), in: bytes) == 3)
    #expect(LineBreaks.column(of: offset(of: "e"), in: bytes) == 0)
    #expect(LineBreaks.count(in: bytes[...]) == 4)
    #expect(LineBreaks.count(in: Array("a\r\n\r\n\n\r".utf8)[...]) == 4)
    #expect(LineBreaks.lineEnd(from: 0, in: bytes) == 2)
  }

  @Test("In a lone-CR file an inserted line break is a CR")
  func insertsCarriageReturns() throws {
    var editor = InPlaceEditor(bytes: Array("a: 1\rb: {}\r".utf8))
    #expect(editor.lineEnding == .cr)
    try editor.add(TextEdit(replacing: 7..<10, with: "\n  c: 2\r\n  d: 3"))
    #expect(editor.apply() == Array("a: 1\rb:\r  c: 2\r  d: 3\r".utf8))
  }
}
