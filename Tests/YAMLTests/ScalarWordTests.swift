import Testing

@testable import YAML

/// `Node.resolvePlain` finds the null and boolean words by their bytes; it
/// must agree with comparing whole strings, as YAML 1.1 resolution is written.
@Suite("Scalar words by bytes")
struct ScalarWordTests {
  /// The words, near misses, and texts that only look like words once
  /// Unicode is taken into account (combining marks, other scripts, NUL).
  static let texts: [String] = {
    let words = Array(Node.nullWords) + Array(Node.trueWords) + Array(Node.falseWords)
    var texts = words
    for word in words {
      texts += [word + "\u{301}", "\u{301}" + word, word + "x", String(word.dropLast()), " " + word, word.uppercased()]
    }
    return texts + ["\u{0}", "\u{0}\u{0}", "tru\u{0}", "\u{212A}", "nul\u{2113}", "ye\u{73}", "Ｙes", "é", "ǹo", "~\u{301}"]
  }()

  @Test("Agrees with string comparison", arguments: texts)
  func agreesWithStrings(text: String) {
    let expected: ResolvedScalar
    if Node.nullWords.contains(text) {
      expected = .null
    } else if Node.trueWords.contains(text) {
      expected = .bool(true)
    } else if Node.falseWords.contains(text) {
      expected = .bool(false)
    } else {
      // Not a word: whatever the number rules make of it.
      #expect(Node.resolvePlain(text) != .null || text.isEmpty)
      if case .bool = Node.resolvePlain(text) { Issue.record("'\(text)' resolved to a boolean") }
      return
    }
    #expect(Node.resolvePlain(text) == expected)
  }
}
