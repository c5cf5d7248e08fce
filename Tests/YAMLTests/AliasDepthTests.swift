import Testing

@testable import YAML

/// The nesting limit counts through aliases (issue 13): an alias places a
/// copy of its anchor's node, and everything that walks the tree later
/// recurses through that copy as deep as if it were written out.
@Suite("Nesting through aliases")
struct AliasDepthTests {
  /// `a: &a [[…x…]]` nested `levels` deep, then `b: [[… *a …]]` nested `outer` deep.
  func document(levels: Int, outer: Int) -> String {
    let anchor = String(repeating: "[", count: levels) + "x" + String(repeating: "]", count: levels)
    let alias = String(repeating: "[", count: outer) + "*a" + String(repeating: "]", count: outer)
    return "a: &a \(anchor)\nb: \(alias)\n"
  }

  @Test("an alias placed deep that would nest past the limit is an error at the alias")
  func pastTheLimit() throws {
    let limits = YAMLReader.Limits(maxDepth: 20)
    // The root mapping is 1 level, `b`'s lists 10 more, the copy 10: 21 > 20.
    let error = try #require(diagnostic(document(levels: 10, outer: 10), limits: limits))
    #expect(error.code == .tooDeep)
    #expect(error.location.description == "test.yaml:2:14")
    #expect(error.message == "lists and mappings are nested more than 20 levels deep through aliases (at '*a', 21 levels)")
  }

  @Test("exactly at the limit is read")
  func atTheLimit() throws {
    let limits = YAMLReader.Limits(maxDepth: 20)
    #expect(diagnostic(document(levels: 10, outer: 9), limits: limits) == nil)
  }

  @Test("depth through aliases of aliases adds up")
  func chained() throws {
    let limits = YAMLReader.Limits(maxDepth: 20)
    // a: 5 levels; c holds *a 5 deep (10); d holds *c 5 deep (16 with the root): read.
    let five = String(repeating: "[", count: 5)
    let close = String(repeating: "]", count: 5)
    let text = "a: &a \(five)x\(close)\nc: &c \(five)*a\(close)\nd: \(five)*c\(close)\n"
    #expect(diagnostic(text, limits: limits) == nil)
    // *c (10 levels) inside ten lists under the root: 21.
    let deeper = text + "e: [\(five)[[[[*c]]]]\(close)]\n"
    #expect(diagnostic(deeper, limits: limits)?.code == .tooDeep)
  }

  @Test("an anchor inside a merge key counts its height too")
  func mergedMapping() throws {
    let limits = YAMLReader.Limits(maxDepth: 6)
    let text = "base: &m {k: [[[[x]]]]}\nuse:\n  inner:\n    <<: *m\n"
    #expect(diagnostic(text, limits: limits)?.code == .tooDeep)
  }
}

/// Aliases add at most `maxAliasExpansionBytes` of scalar text (issue 13:
/// a 2 KB string copied 100,000 times is 200 MB for the decoder to read).
@Suite("Text added by aliases")
struct AliasTextTests {
  @Test("copies of a long string past the text budget are an alias bomb, at the alias")
  func pastTheBudget() throws {
    let limits = YAMLReader.Limits(maxAliasExpansionBytes: 1_000)
    let long = String(repeating: "x", count: 300)
    // Three copies add 900 bytes; the fourth passes 1,000.
    let text = "a: &s \(long)\nb: [*s, *s, *s, *s]\n"
    let error = try #require(diagnostic(text, limits: limits))
    #expect(error.code == .aliasExpansion)
    #expect(error.location.description == "test.yaml:2:17")
    #expect(error.message == "aliases expand to more than 1000 bytes of text (at '*s'); the file looks like an alias bomb")
    #expect(diagnostic("a: &s \(long)\nb: [*s, *s, *s]\n", limits: limits) == nil)
  }

  @Test("the text of a collection's scalars counts, through aliases of aliases")
  func nested() throws {
    let limits = YAMLReader.Limits(maxAliasExpansionBytes: 1_000)
    let text = "a: &s \(String(repeating: "y", count: 100))\nl: &l [*s, *s]\nm: [*l, *l, *l, *l]\n"
    // *s twice: 200; then each *l adds 200: the fourth reaches 1,000, not past it.
    #expect(diagnostic(text, limits: limits) == nil)
    #expect(diagnostic(text + "n: *l\n", limits: limits)?.code == .aliasExpansion)
  }
}
