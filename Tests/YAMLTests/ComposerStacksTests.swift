import Testing

@testable import YAML

/// The composer's stack of open collections: plain frames, with a frame's
/// anchor and big key table kept beside the stack in the order the
/// collections opened (issue 20).
@Suite("The composer's stacks")
struct ComposerStacksTests {
  @Test("A big mapping inside a big mapping: each finds its own duplicate keys, the outer after the inner closed")
  func nestedKeyTables() throws {
    // 13 keys each: both mappings switch to a key table (12 pairs or more).
    let inner = (0..<13).map { "    i\($0): \($0)" }.joined(separator: "\n")
    let outerHead = (0..<13).map { "k\($0): \($0)" }.joined(separator: "\n")
    let valid = outerHead + "\nnested:\n  deep:\n" + inner + "\nk13: after\n"
    #expect(diagnostic(valid) == nil)
    // An inner key reused by the outer mapping is no duplicate there.
    #expect(diagnostic(valid + "i3: outer\n") == nil)

    let outerDuplicate = try #require(diagnostic(valid + "k2: again\n"))
    #expect(outerDuplicate.code == .duplicateKey)
    #expect(outerDuplicate.message == "duplicate key 'k2' (first defined on line 3)")
    #expect(outerDuplicate.location.line == 30)

    let innerDuplicate = try #require(diagnostic(outerHead + "\nnested:\n  deep:\n" + inner + "\n    i12: again\n"))
    #expect(innerDuplicate.code == .duplicateKey)
    #expect(innerDuplicate.message == "duplicate key 'i12' (first defined on line 28)")
  }

  @Test("Anchors of nested collections name the right nodes, and a collection still open cannot be aliased")
  func nestedAnchors() throws {
    let root = try root("outer: &o\n  mid: &m [1, &s two]\n  copy: *m\nlater: *o\nword: *s\n")
    #expect(root["outer"]?["copy"]?.sequence?.map { $0.scalar?.text } == ["1", "two"])
    #expect(root["later"]?["mid"]?.sequence?.count == 2)
    #expect(root["later"]?["copy"]?.sequence?.count == 2)
    #expect(root["word"]?.scalar?.text == "two")

    // `*o` inside `o`, after `&m` closed: the open anchor is still `o`'s.
    let error = try #require(diagnostic("outer: &o\n  mid: &m [1]\n  self: *o\n"))
    #expect(error.code == .unknownAnchor)
    #expect(error.message.contains("contains it"))
  }
}
