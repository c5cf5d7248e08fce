import Testing

@testable import YAML

@Suite("Composing nodes")
struct ComposerTests {
  // MARK: Anchors, aliases, merge keys

  @Test("An alias is a copy of the anchored node at the alias's position")
  func aliases() throws {
    let root = try root("base: &b\n  x: 1\n  y: [2, 3]\ncopy: *b\nword: &w hi\nagain: *w\n")
    let copy = try #require(root["copy"])
    #expect(span(copy) == "4:7-4:9")
    #expect(copy["x"]?.scalar?.text == "1")
    #expect(copy["y"]?.sequence?.count == 2)
    #expect(position(copy["x"]) == "2:6")
    #expect(root["again"]?.scalar?.text == "hi")
  }

  @Test("A later anchor with the same name replaces the earlier one")
  func anchorRedefinition() throws {
    let root = try root("a: &x 1\nb: *x\nc: &x 2\nd: *x\n")
    #expect(root["b"]?.scalar?.text == "1")
    #expect(root["d"]?.scalar?.text == "2")
  }

  @Test("Anchors do not carry over into the next document")
  func anchorsPerDocument() throws {
    let error = try #require(diagnostic("a: &x 1\n---\nb: *x\n"))
    #expect(error.code == .unknownAnchor)
    #expect(error.location.description == "test.yaml:3:4")
  }

  @Test("An unknown alias is an error at the alias")
  func unknownAlias() throws {
    let error = try #require(diagnostic("a: 1\nb: *nothing\n"))
    #expect(error.code == .unknownAnchor)
    #expect(error.location.description == "test.yaml:2:4")
    #expect(error.message == "unknown alias '*nothing'")
    #expect(error.length == 8)
    #expect(error.sourceLine == "b: *nothing")
  }

  @Test("An alias to the node that contains it is an error, not a cycle")
  func recursiveAlias() throws {
    let error = try #require(diagnostic("a: &x [1, *x]\n"))
    #expect(error.code == .unknownAnchor)
    #expect(error.message.contains("contains it"))
  }

  @Test("A merge key brings in the anchored mapping; explicit keys win")
  func mergeKey() throws {
    let root = try root("base: &b\n  x: 1\n  y: 2\nitem:\n  <<: *b\n  y: 3\n  z: 4\n")
    let item = try #require(root["item"]?.mapping)
    #expect(item.map { $0.key.scalar?.text } == ["x", "y", "z"])
    #expect(item.map { $0.value.scalar?.text } == ["1", "3", "4"])
  }

  @Test("A merge list merges in order, earlier mappings winning")
  func mergeList() throws {
    let root = try root("a: &a {x: 1, y: 1}\nb: &b {y: 2, z: 2}\nc:\n  w: 0\n  <<: [*a, *b]\n  z: 9\n")
    let c = try #require(root["c"]?.mapping)
    #expect(c.map { $0.key.scalar?.text } == ["w", "x", "y", "z"])
    #expect(c.map { $0.value.scalar?.text } == ["0", "1", "1", "9"])
  }

  @Test("A merge key with a scalar value is an error")
  func mergeScalar() throws {
    let error = try #require(diagnostic("a: &a 1\nb:\n  <<: *a\n"))
    #expect(error.code == .wrongType)
    #expect(error.location.description == "test.yaml:3:7")
  }

  @Test("A quoted '<<' is an ordinary key")
  func quotedMergeKey() throws {
    let root = try root("'<<': 1\n")
    #expect(root["<<"]?.scalar?.text == "1")
  }

  @Test("An alias bomb hits the expansion limit in milliseconds")
  func aliasBomb() throws {
    var text = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
    let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
    for (previous, name) in zip(names, names.dropFirst()) {
      let refs = Array(repeating: "*\(previous)", count: 9).joined(separator: ", ")
      text += "\(name): &\(name) [\(refs)]\n"
    }
    let clock = ContinuousClock()
    var error: Diagnostic?
    let elapsed = clock.measure { error = diagnostic(text) }
    let found = try #require(error)
    #expect(found.code == .aliasExpansion)
    #expect(found.location.line == 6)
    #expect(elapsed < .seconds(1))
  }

  @Test("The alias expansion limit is configurable and counts every copied node")
  func aliasLimit() throws {
    let text = "a: &a [1, 2, 3]\nb: *a\nc: *a\n"
    #expect(diagnostic(text, limits: YAMLReader.Limits(maxAliasExpansion: 8)) == nil)
    let error = try #require(diagnostic(text, limits: YAMLReader.Limits(maxAliasExpansion: 7)))
    #expect(error.code == .aliasExpansion)
    #expect(error.location.description == "test.yaml:3:4")
  }

  // MARK: Keys

  @Test("Duplicate keys are an error at the second key")
  func duplicateKeys() throws {
    let error = try #require(diagnostic("name: a\nother: b\nname: c\n"))
    #expect(error.code == .duplicateKey)
    #expect(error.location.description == "test.yaml:3:1")
    #expect(error.message == "duplicate key 'name' (first defined on line 1)")
    #expect(error.length == 4)
  }

  @Test("Duplicate keys are found in flow mappings and big mappings")
  func duplicateKeysElsewhere() throws {
    let flow = try #require(diagnostic("a: {x: 1, y: 2, x: 3}\n"))
    #expect(flow.code == .duplicateKey)
    #expect(flow.location.description == "test.yaml:1:17")

    var big = (0..<40).map { "k\($0): \($0)" }.joined(separator: "\n")
    big += "\nk7: again\n"
    let error = try #require(diagnostic(big))
    #expect(error.code == .duplicateKey)
    #expect(error.location.line == 41)
    #expect(error.message.contains("line 8"))
  }

  @Test("The same key in different mappings is fine")
  func sameKeyInSiblings() throws {
    #expect(diagnostic("- id: a\n- id: b\n") == nil)
  }

  @Test("A list or mapping as a key is an error")
  func complexKey() throws {
    let error = try #require(diagnostic("? [a, b]\n: value\n"))
    #expect(error.code == .complexKey)
    #expect(error.location.description == "test.yaml:1:3")
    let flow = try #require(diagnostic("{[a]: 1}\n"))
    #expect(flow.code == .complexKey)
    let alias = try #require(diagnostic("a: &l [1]\nb: {*l : 2}\n"))
    #expect(alias.code == .complexKey)
    #expect(alias.location.description == "test.yaml:2:5")
  }

  // MARK: Depth

  @Test("Nesting deeper than the limit is an error at the offending node")
  func depthLimit() throws {
    #expect(diagnostic("a: [[[1]]]\n", limits: YAMLReader.Limits(maxDepth: 4)) == nil)
    let error = try #require(diagnostic("a: [[[1]]]\n", limits: YAMLReader.Limits(maxDepth: 3)))
    #expect(error.code == .tooDeep)
    #expect(error.location.description == "test.yaml:1:6")
  }

  @Test("100,000 nested brackets give a clean error quickly")
  func deepBrackets() throws {
    let text = String(repeating: "[", count: 100_000)
    let clock = ContinuousClock()
    var error: Diagnostic?
    let elapsed = clock.measure { error = diagnostic(text) }
    let found = try #require(error)
    #expect(found.code == .tooDeep)
    #expect(found.location.column == 257)
    #expect(elapsed < .seconds(2))
  }

  @Test("Deep block nesting within the limit composes")
  func deepBlockNesting() throws {
    var text = ""
    for level in 0..<200 { text += String(repeating: " ", count: level) + "k:\n" }
    text += String(repeating: " ", count: 200) + "leaf\n"
    var node = try root(text)
    for _ in 0..<200 { node = try #require(node["k"]) }
    #expect(node.scalar?.text == "leaf")
  }
}
