import Testing

@testable import YAML

/// Nodes as handles into one store per file (issue 20): marks, lazy text,
/// aliases that share their node's record data, budgets, and edits made
/// through the marks.
@Suite("The node store")
struct NodeStoreTests {
  /// Every node under `node`, keys before values, depth first.
  private func allNodes(_ node: Node) -> [Node] {
    var result: [Node] = []
    var pending = [node]
    while let next = pending.popLast() {
      result.append(next)
      switch next.content {
      case .scalar: break
      case .sequence(let items): pending.append(contentsOf: items.reversed())
      case .mapping(let pairs):
        for pair in pairs.reversed() {
          pending.append(pair.value)
          pending.append(pair.key)
        }
      }
    }
    return result
  }

  @Test("Every document of a file shares one store, one record per node")
  func oneStorePerFile() throws {
    let stream = try parse("a: [1, 2]\nb: {c: d}\n---\n- x\n- y: z\n")
    #expect(stream.documents.count == 2)
    let store = stream.documents[0].root.store
    #expect(stream.documents[1].root.store === store)
    let nodes = stream.documents.flatMap { allNodes($0.root) }
    #expect(nodes.allSatisfy { $0.store === store })
    #expect(store.records.count == nodes.count)
    // Children are links: two per pair, one per item.
    #expect(store.links.count == 2 * 2 + 2 + 2 * 1 + 2 + 2 * 1)
  }

  @Test("Marks are the reader's: line, column in Unicode scalars, byte offset")
  func marks() throws {
    let text = "name: 'Grüße'\nlist:\n  - &a héllo\n  - *a\n  - {k: v}\nblock: |\n  line\n"
    let root = try root(text)
    let name = try #require(root["name"])
    #expect(name.start == Mark(line: 1, column: 7, offset: 6))
    #expect(name.end == Mark(line: 1, column: 14, offset: 15))
    let items = try #require(root["list"]?.sequence)
    #expect(items[0].start == Mark(line: 3, column: 8, offset: 29))
    #expect(items[1].start == Mark(line: 4, column: 5, offset: 40))
    #expect(items[1].end == Mark(line: 4, column: 7, offset: 42))
    #expect(items[2].isFlow)
    #expect(items[2]["k"]?.start == Mark(line: 5, column: 9, offset: 51))
    let block = try #require(root["block"])
    #expect(block.scalar == Scalar(text: "line\n", style: .literal))
    #expect(block.start.line == 6)
  }

  @Test("A node's shape is its content without the scalar's text: the same kind, items and pairs")
  func shapeMatchesContent() throws {
    let stream = try parse("a: [1, 'two', {b: c}]\nd: |\n  text\ne: &x {f: g}\nh: *x\n")
    let nodes = stream.documents.flatMap { allNodes($0.root) }
    #expect(nodes.count == 18)  // the alias walked as its mapping: f and g twice
    for node in nodes {
      switch (node.shape, node.content) {
      case (.scalar, .scalar): #expect(node.isScalar)
      case (.sequence(let shaped), .sequence(let items)):
        #expect(shaped.map(\.start) == items.map(\.start))
      case (.mapping(let shaped), .mapping(let pairs)):
        #expect(shaped.map(\.key.start) == pairs.map(\.key.start))
        #expect(shaped.map(\.value.start) == pairs.map(\.value.start))
      default: Issue.record("shape and content disagree at \(node.start)")
      }
    }
  }

  @Test("An alias is one more record that shares its node's text and children")
  func aliasesShareStorage() throws {
    let root = try root("base: &b {x: 1, y: [2, 3]}\ncopy: *b\n")
    let store = root.store
    let base = try #require(root["base"])
    let copy = try #require(root["copy"])
    #expect(copy.index != base.index)
    #expect(copy.record.first == base.record.first)
    #expect(copy.record.count == base.record.count)
    #expect(copy.start == Mark(line: 2, column: 7, offset: 33))
    // Children keep the anchored node's marks.
    #expect(copy["x"]?.start == base["x"]?.start)
    // base (4 links) + its list (2) + the root (4); the alias adds none.
    #expect(store.links.count == 10)
  }

  @Test("Scalar text is read in place, unescaped, and compared as String compares")
  func lazyText() throws {
    let root = try root("a: \"x\\ty\"\nb: caf\u{E9}\nc: \u{212A}ey\n")
    let a = try #require(root["a"])
    #expect(a.withScalarBytes { Array($0) } == Array("x\ty".utf8))
    #expect(a.hasScalarText("x\ty"))
    #expect(!a.hasScalarText("x\\ty"))
    // Canonically equivalent texts are equal, as for `String`.
    #expect(root["b"]?.hasScalarText("cafe\u{301}") == true)
    #expect(root["c"]?.hasScalarText("Key") == true)
    #expect(root["b"]?.scalarStyle == .plain)
    #expect(root.withScalarBytes { $0.count } == nil)
    #expect(!root.hasScalarText(""))
  }

  @Test("Duplicate keys are found on bytes and, beyond ASCII, as Strings")
  func duplicateKeys() throws {
    let error = try #require(diagnostic("caf\u{E9}: 1\ncafe\u{301}: 2\n"))
    #expect(error.code == .duplicateKey)
    #expect(error.location.description == "test.yaml:2:1")
    // Over the dictionary's threshold too.
    let many = (0..<20).map { "k\($0): \($0)\n" }.joined() + "k7: again\n"
    let big = try #require(diagnostic(many))
    #expect(big.message == "duplicate key 'k7' (first defined on line 8)")
    #expect(diagnostic("a: 1\nab: 2\nb: 3\n") == nil)
  }

  @Test("Alias budgets count expanded nodes and text though an alias costs one record")
  func budgets() throws {
    let limits = YAMLReader.Limits(maxAliasExpansion: 10, maxAliasExpansionBytes: 1_000)
    let nodes = "a: &a [1, 2, 3, 4]\nb: [*a, *a, *a]\n"
    #expect(diagnostic(nodes, limits: limits)?.code == .aliasExpansion)
    #expect(diagnostic("a: &a [1, 2, 3, 4]\nb: [*a]\n", limits: limits) == nil)
    let long = String(repeating: "x", count: 600)
    let bytes = "a: &a \(long)\nb: [*a, *a]\n"
    let error = try #require(diagnostic(bytes, limits: limits))
    #expect(error.code == .aliasExpansion)
    #expect(error.message.contains("bytes of text"))
  }

  @Test("Merge keys insert the merged pairs where '<<' stood, explicit keys winning")
  func mergeKeys() throws {
    let root = try root("base: &b {x: 1, y: 2}\nm:\n  a: 0\n  <<: *b\n  y: 3\n")
    let pairs = try #require(root["m"]?.mapping)
    #expect(pairs.map { $0.key.scalar?.text } == ["a", "x", "y"])
    #expect(pairs.map { $0.value.scalar?.text } == ["0", "1", "3"])
  }

  @Test("Nodes built from parts get a store of their own, with their content copied")
  func builtNodes() throws {
    let root = try root("a: [1, {b: c}]\nd: !custom e\n")
    let pairs = Array(try #require(root.mapping))
    let mark = Mark(line: 9, column: 9, offset: 99)
    let rebuilt = Node(mapping: pairs, start: mark, end: mark, tag: "!t", isFlow: true)
    #expect(rebuilt.store !== root.store)
    #expect(rebuilt.tag == "!t")
    #expect(rebuilt.isFlow)
    #expect(rebuilt.start == mark)
    #expect(rebuilt["a"]?.sequence?[1]["b"]?.scalar?.text == "c")
    #expect(rebuilt["a"]?.sequence?[1]["b"]?.start == root["a"]?.sequence?[1]["b"]?.start)
    #expect(rebuilt["d"]?.tag == "!custom")
    let items = Node(content: try #require(root["a"]).content, start: mark, end: mark)
    #expect(items.sequence?.count == 2)
    let scalar = Node(content: .scalar(Scalar(text: "Grüße", style: .doubleQuoted)), start: mark, end: mark)
    #expect(scalar.scalar == Scalar(text: "Grüße", style: .doubleQuoted))
  }

  @Test("Edits located by node marks round-trip byte for byte")
  func editingRoundTrip() throws {
    let text = "# keep\nsteps:\n  - tab\n  - expect: { focused: old }   # note\n  - expect:\n      value: 'x'\n"
    let file = SourceFile(path: "test.yaml", text: text)
    let root = try YAMLReader.read(file: file).documents[0].root
    let steps = try #require(root["steps"]?.sequence)
    let first = try #require(steps[1]["expect"]?["focused"])
    let second = try #require(steps[2]["expect"]?["value"])
    var editor = InPlaceEditor(file: file)
    try editor.add(TextEdit(replacing: first.start.offset..<first.end.offset, with: "name"))
    try editor.add(TextEdit(replacing: second.start.offset..<second.end.offset, with: "'y'"))
    let edited = String(decoding: editor.apply(), as: UTF8.self)
    #expect(edited == "# keep\nsteps:\n  - tab\n  - expect: { focused: name }   # note\n  - expect:\n      value: 'y'\n")
    let reread = try parse(edited).documents[0].root
    #expect(reread["steps"]?.sequence?[1]["expect"]?["focused"]?.scalar?.text == "name")
    #expect(reread["steps"]?.sequence?[2]["expect"]?["value"]?.scalar == Scalar(text: "y", style: .singleQuoted))
    // With no edit, the bytes come back unchanged.
    #expect(InPlaceEditor(file: file).apply() == file.bytes)
  }
}
