import Testing

@testable import Scenarios

/// `NameTable` finds a key exactly as `[String].firstIndex(of:)` would,
/// though it compares bytes.
@Suite("Key tables")
struct DecodingKeyTableTests {
  static let names = [
    "id", "label", "focused", "focusedValue", "focusedSceneValue", "prefersDefaultFocus", "a", "", "Kind",
    "focusedValue", "focusedVa", "focusedX",
  ]
  static let texts: [String] =
    names + [
      "b", "i", "idx", "focusedValues", "focusedSceneValu", "focusedSceneValuf", "\u{212A}ind", "kind", "Kind\u{301}",
      "lab\u{0065}\u{0301}l", "é", "label ", " label", "focused\u{0}", String(repeating: "x", count: 300),
    ]

  @Test("index(of:) is firstIndex(of:)", arguments: texts)
  func index(text: String) {
    let table = NameTable(Self.names)
    #expect(table.index(of: text) == Self.names.firstIndex(of: text))
    #expect(table.contains(text) == Self.names.contains(text))
  }

  @Test("Every format table finds each of its names, the first of equal ones")
  func formatTables() {
    for names in [DecodingContext.properties, DecodingContext.topLevelKeys, DecodingContext.stepNames, DecodingContext.expectationKeys] {
      let table = NameTable(names)
      for name in names { #expect(table.index(of: name) == names.firstIndex(of: name)) }
      #expect(table.index(of: "notAKey") == nil)
    }
  }
}
