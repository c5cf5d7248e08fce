import Testing
import YAML

@Suite("InPlaceEditor: byte-range edits that keep every other byte")
struct InPlaceEditorTests {
  private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  /// The byte range of the first occurrence of `needle` in `haystack`.
  private func range(of needle: String, in haystack: String) -> Range<Int>? {
    let bytes = Array(haystack.utf8)
    let pattern = Array(needle.utf8)
    guard pattern.count <= bytes.count else { return nil }
    for start in 0...(bytes.count - pattern.count) where Array(bytes[start..<start + pattern.count]) == pattern {
      return start..<start + pattern.count
    }
    return nil
  }

  @Test("With no edits the original bytes come back unchanged")
  func noEdits() {
    let original = "a: 1 # one\n\n# two\nb: [x, 'y']\n"
    let editor = InPlaceEditor(bytes: Array(original.utf8))
    #expect(editor.isEmpty)
    #expect(editor.apply() == Array(original.utf8))
  }

  @Test("Edits apply at their original offsets whatever order they are added in")
  func orderIndependent() throws {
    let original = "a: 1   # keep\nb: 2\nc: 3\n"
    var editor = InPlaceEditor(bytes: Array(original.utf8))
    try editor.add(TextEdit(replacing: try #require(range(of: "3", in: original)), with: "three"))
    try editor.add(TextEdit(replacing: try #require(range(of: "1", in: original)), with: "\"one\""))
    try editor.add(.insert("# top\n", at: 0))
    #expect(text(editor.apply()) == "# top\na: \"one\"   # keep\nb: 2\nc: three\n")
    #expect(editor.edits.map(\.range.lowerBound) == [0, 3, 22])
  }

  @Test("Overlapping edits are refused")
  func overlapping() throws {
    var editor = InPlaceEditor(bytes: Array("abcdefgh".utf8))
    try editor.add(TextEdit(replacing: 2..<5, with: "X"))
    #expect(throws: InPlaceEditor.EditError.self) { try editor.add(TextEdit(replacing: 4..<6, with: "Y")) }
    #expect(throws: InPlaceEditor.EditError.self) { try editor.add(TextEdit(replacing: 0..<3, with: "Y")) }
    #expect(throws: InPlaceEditor.EditError.self) { try editor.add(TextEdit(replacing: 1..<7, with: "Y")) }
    #expect(throws: InPlaceEditor.EditError.self) { try editor.add(.insert("Y", at: 3)) }
    // Two insertions at one place, or one at the start of a replacement, have no defined order.
    #expect(throws: InPlaceEditor.EditError.self) { try editor.add(.insert("Y", at: 2)) }
    // Touching is fine: an insertion right after a replacement, a replacement right before it.
    try editor.add(.insert("Z", at: 5))
    try editor.add(TextEdit(replacing: 0..<2, with: "_"))
    #expect(text(editor.apply()) == "_XZfgh")
  }

  @Test("Edits outside the text or inside a UTF-8 character are refused")
  func bounds() {
    var editor = InPlaceEditor(bytes: Array("a: é\n".utf8))
    #expect(throws: InPlaceEditor.EditError.self) { try editor.add(TextEdit(replacing: 3..<9, with: "x")) }
    #expect(throws: InPlaceEditor.EditError.self) { try editor.add(TextEdit(replacing: 4..<5, with: "x")) }
    #expect(editor.isEmpty)
  }

  @Test("A file with CRLF line endings gets CRLF in inserted multi-line text")
  func crlf() throws {
    let original = "a: 1\r\nb: {}\r\n"
    var editor = InPlaceEditor(bytes: Array(original.utf8))
    #expect(editor.lineEnding == .crlf)
    try editor.add(TextEdit(replacing: try #require(range(of: " {}", in: original)), with: "\n  c: 2\n  d: 3"))
    #expect(text(editor.apply()) == "a: 1\r\nb:\r\n  c: 2\r\n  d: 3\r\n")
  }

  @Test("A file with LF line endings, or none at all, gets LF")
  func lf() throws {
    #expect(InPlaceEditor(bytes: Array("a: 1\nb: 2\r\n".utf8)).lineEnding == .lf)
    var editor = InPlaceEditor(bytes: Array("a: {}".utf8))
    #expect(editor.lineEnding == .lf)
    try editor.add(TextEdit(replacing: 2..<5, with: "\n  b: 1"))
    #expect(text(editor.apply()) == "a:\n  b: 1")
  }

  @Test("Text already holding CRLF is not doubled")
  func existingCRLF() throws {
    var editor = InPlaceEditor(bytes: Array("x\r\n".utf8))
    try editor.add(.insert("y\r\nz\n", at: 3))
    #expect(text(editor.apply()) == "x\r\ny\r\nz\r\n")
  }
}
