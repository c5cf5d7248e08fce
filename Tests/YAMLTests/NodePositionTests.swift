import Testing

@testable import YAML

@Suite("Node positions")
struct NodePositionTests {
  @Test("Block mapping keys and scalar values carry 1-based marks")
  func blockMapping() throws {
    let root = try root("name: Kim\nage: 42\n")
    let pairs = try #require(root.mapping)
    #expect(pairs.count == 2)
    #expect(span(pairs[0].key) == "1:1-1:5")
    #expect(span(pairs[0].value) == "1:7-1:10")
    #expect(span(pairs[1].key) == "2:1-2:4")
    #expect(span(pairs[1].value) == "2:6-2:8")
    #expect(pairs[1].value.start.offset == 15)
    #expect(position(root) == "1:1")
    #expect(root.isFlow == false)
  }

  @Test("Flow collections start at their bracket and end after it")
  func flowCollections() throws {
    let root = try root("a: [1, 22, {b: c}]\n")
    let list = try #require(root["a"])
    #expect(list.isFlow)
    #expect(span(list) == "1:4-1:19")
    let items = try #require(list.sequence)
    #expect(items.map { position($0) } == ["1:5", "1:8", "1:12"])
    #expect(items[2].isFlow)
    #expect(span(items[2]["b"]) == "1:16-1:17")
  }

  @Test("Block sequences nested in mappings point at their first dash")
  func blockSequence() throws {
    let root = try root("steps:\n  - tab\n  - click: ok\n")
    let steps = try #require(root["steps"])
    #expect(position(steps) == "2:3")
    let items = try #require(steps.sequence)
    #expect(position(items[0]) == "2:5")
    #expect(position(items[1]) == "3:5")
    #expect(position(items[1]["click"]) == "3:12")
  }

  @Test("Multi-line scalars span from their indicator to the end")
  func multiLineScalars() throws {
    let root = try root("text: |\n  one\n  two\nnext: 1\n")
    let text = try #require(root["text"])
    #expect(text.scalar == Scalar(text: "one\ntwo\n", style: .literal))
    #expect(position(text) == "1:7")
    #expect(position(root["next"]) == "4:7")
  }

  @Test("CRLF line endings give the same lines and columns as LF")
  func crlf() throws {
    let root = try root("a: 1\r\nb:\r\n  - x\r\n  - yz\r\n")
    #expect(position(root["a"]) == "1:4")
    #expect(position(root["b"]) == "3:3")
    let items = try #require(root["b"]?.sequence)
    #expect(span(items[1]) == "4:5-4:7")
    #expect(items[1].start.offset == 21)
    #expect(items[1].scalar?.text == "yz")
  }

  @Test("Columns count Unicode scalars and offsets count bytes")
  func unicodeColumns() throws {
    let root = try root("é: ü\nx: [ø, y]\n")
    let pairs = try #require(root.mapping)
    #expect(span(pairs[0].value) == "1:4-1:5")
    #expect(pairs[0].value.start.offset == 4)
    let items = try #require(root["x"]?.sequence)
    #expect(position(items[1]) == "2:8")
    #expect(items[1].start.offset == 15)
  }

  @Test("A byte order mark is skipped and not counted")
  func byteOrderMark() throws {
    let stream = try parse(bytes: [0xEF, 0xBB, 0xBF] + Array("a: b\n".utf8))
    let value = try #require(stream.documents.first?.root["a"])
    #expect(position(value) == "1:4")
    #expect(value.start.offset == 6)
  }

  @Test("Anchors and tags are not part of a node's start")
  func propertiesSkipped() throws {
    let root = try root("a: &x foo\nb: !!str 12\nc: &m\n  k: v\nd: &s [1]\ne: !!str\nf: 1\n")
    #expect(position(root["a"]) == "1:7")
    #expect(position(root["b"]) == "2:10")
    #expect(position(root["c"]) == "4:3")
    #expect(position(root["d"]) == "5:7")
    #expect(root["e"]?.scalar?.text == "")
  }

  @Test("Several documents keep their own start marks")
  func documents() throws {
    let stream = try parse("a: 1\n---\nb: 2\n--- \nc: 3\n...\n")
    #expect(stream.documents.count == 3)
    #expect(stream.documents.map { "\($0.start)" } == ["1:1", "2:1", "4:1"])
    #expect(position(stream.documents[1].root) == "3:1")
    #expect(stream.documents[2].root["c"]?.scalar?.text == "3")
  }

  @Test("An implicit document starts at its first node, after comments")
  func implicitDocumentStart() throws {
    let stream = try parse("# comment\n\nkey: value\n")
    #expect(stream.documents.map { "\($0.start)" } == ["3:1"])
  }

  @Test("An empty stream has no documents; an empty document has an empty root")
  func emptyStreams() throws {
    #expect(try parse("").documents.isEmpty)
    #expect(try parse("# only a comment\n").documents.isEmpty)
    let stream = try parse("---\n")
    #expect(stream.documents.count == 1)
    #expect(stream.documents[0].root.resolved == .null)
  }

  @Test("Scalar styles are recorded")
  func scalarStyles() throws {
    let root = try root("p: plain\ns: 'single'\nd: \"dou\\tble\"\nl: |\n  lit\nf: >\n  fo\n  ld\n")
    #expect(root["p"]?.scalar == Scalar(text: "plain", style: .plain))
    #expect(root["s"]?.scalar == Scalar(text: "single", style: .singleQuoted))
    #expect(root["d"]?.scalar == Scalar(text: "dou\tble", style: .doubleQuoted))
    #expect(root["l"]?.scalar == Scalar(text: "lit\n", style: .literal))
    #expect(root["f"]?.scalar == Scalar(text: "fo ld\n", style: .folded))
  }

  @Test("Explicit tags are stored in full")
  func tags() throws {
    let root = try root("a: !!str 1\nb: !custom x\nc: !!map {k: v}\n")
    #expect(root["a"]?.tag == "tag:yaml.org,2002:str")
    #expect(root["b"]?.tag == "!custom")
    #expect(root["c"]?.tag == "tag:yaml.org,2002:map")
    #expect(root["c"]?.isFlow == true)
  }
}
