import Testing

@testable import YAML

@Suite("Edge cases")
struct EdgeCaseTests {
  @Test("Error positions after non-ASCII text and CRLF stay right")
  func errorPositions() throws {
    let unicode = try #require(diagnostic("é: [1, 2"))
    #expect(unicode.location.description == "test.yaml:1:9")
    let crlf = try #require(diagnostic("a: 1\r\nb: *x\r\n"))
    #expect(crlf.code == .unknownAnchor)
    #expect(crlf.location.description == "test.yaml:2:4")
    #expect(crlf.sourceLine == "b: *x")
  }

  @Test("Invalid UTF-8 on a line with a byte order mark does not count the mark")
  func invalidAfterBOM() throws {
    let error = try #require(diagnostic(bytes: [0xEF, 0xBB, 0xBF] + Array("ab".utf8) + [0xFE]))
    #expect(error.code == .invalidUTF8)
    #expect(error.location.description == "test.yaml:1:3")
  }

  @Test("Valid UTF-8 control characters are a clean syntax error")
  func controlCharacters() throws {
    let error = try #require(diagnostic(bytes: [0x01, 0x02, 0x03, 0x1B]))
    #expect(error.code == .syntax)
    #expect(error.location.description == "test.yaml:1:1")
  }

  @Test("Merged keys do not count as duplicates, in small and big mappings")
  func mergeAndDuplicates() throws {
    var text = "base: &b {k3: merged, extra: 1}\nbig:\n  <<: *b\n"
    for index in 0..<15 { text += "  k\(index): \(index)\n" }
    let big = try #require(try root(text)["big"]?.mapping)
    #expect(big.count == 16)
    #expect(big.first { $0.key.scalar?.text == "k3" }?.value.scalar?.text == "3")
    #expect(big.first?.key.scalar?.text == "extra")

    let twice = try #require(diagnostic("a: &a {x: 1}\nb:\n  <<: *a\n  <<: *a\n"))
    #expect(twice.code == .duplicateKey)
    #expect(twice.location.description == "test.yaml:4:3")
  }

  @Test("A merge inside nested collections keeps the surrounding structure")
  func nestedMerge() throws {
    let root = try root("d: &d {color: red}\nitems:\n  - name: one\n    <<: *d\n  - name: two\n")
    let items = try #require(root["items"]?.sequence)
    #expect(items.count == 2)
    #expect(items[0].mapping?.map { $0.key.scalar?.text } == ["name", "color"])
    #expect(items[1]["name"]?.scalar?.text == "two")
  }

  @Test("An alias to a scalar works as a key")
  func aliasKey() throws {
    let root = try root("a: &k name\n*k : value\n")
    #expect(root["name"]?.scalar?.text == "value")
  }

  @Test("Text can be read as if from a path")
  func readText() throws {
    let stream = try YAMLReader.read(path: "inline.yaml", text: "a: [1, 2]\n")
    #expect(stream.file.path == "inline.yaml")
    #expect(position(stream.documents[0].root["a"]) == "1:4")
  }

  @Test("Many documents and deep but legal flow nesting compose")
  func manyDocuments() throws {
    let text = String(repeating: "---\n- [[[x]]]\n", count: 500)
    let stream = try parse(text)
    #expect(stream.documents.count == 500)
    #expect(stream.documents[499].start.line == 999)
    let nested = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
    #expect(diagnostic(nested) == nil)
    #expect(diagnostic("[" + nested + "]")?.code == .tooDeep)
  }

  @Test("The bare event count baseline sees every event")
  func eventBaseline() {
    // stream start, document start, mapping start, 2 scalars, mapping end, document end, stream end
    #expect(EventParser.countEvents(in: Array("a: 1\n".utf8)) == 8)
  }
}
