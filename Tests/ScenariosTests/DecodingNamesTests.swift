import Testing
import YAML

@testable import Scenarios

/// The byte-level checks of `Names` agree with the character-level rules
/// the format is written in, including for text that is not ASCII.
@Suite("Decoding names by bytes")
struct DecodingNamesTests {
  static let texts: [String] = [
    "", "$", "$$", "${", "$a", "$$a", "${a}", "$a.b", "a", "a.b", "a..b", ".a", "a.", "_a1", "1a", "a-b",
    "$\u{301}", "$\u{301}a", "$$\u{301}", "${\u{301}", "$a\u{301}", "é", "a.é", "a.\u{301}b", "a\u{301}.b",
    "$\r\n", "\r\n", "a\u{0}", "ａ", "$é.b", "row-${item.id}", "x$", "$$5",
  ]

  @Test("isReference is hasPrefix(\"$\") but not \"$$\" or \"${\"", arguments: texts)
  func reference(text: String) {
    #expect(Names.isReference(text) == (text.hasPrefix("$") && !text.hasPrefix("$$") && !text.hasPrefix("${")))
  }

  @Test("variablePath splits like the prose rule", arguments: texts)
  func variablePath(text: String) {
    let components = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    let valid = components.allSatisfy { component in
      guard let first = component.first, first.isASCII, first.isLetter || first == "_" else { return false }
      return component.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
    let path = Names.variablePath(text)
    #expect((path != nil) == valid)
    if let path {
      #expect([path.root] + path.rest == components)
    }
  }

  @Test("containsDollar finds a '$' byte", arguments: texts)
  func dollar(text: String) {
    #expect(Names.containsDollar(text) == text.unicodeScalars.contains("$"))
  }

  @Test("Mapping entries keep file order and leave out what is filtered")
  func entries() throws {
    let stream = try YAMLReader.read(path: "t.yaml", text: "a: 1\nb: 2\nc: 3\nd: 4\n")
    let pairs = try #require(stream.documents.first?.root.mapping)
    let all = MappingEntries(pairs: pairs)
    #expect(all.map(\.name) == ["a", "b", "c", "d"])
    let kept = all.keeping { $0.name != "b" && $0.name != "d" }
    #expect(kept.map(\.name) == ["a", "c"])
    #expect(kept.map { $0.value.scalar?.text } == ["1", "3"])
    #expect(kept.firstPairIndex(named: "c") == 2)
    #expect(kept.firstPairIndex(named: "b") == nil)
    #expect(all.keeping { _ in true }.count == 4)
  }
}
