/// Escaping for the HTML report: text and double-quoted attribute values
/// that an HTML5 parser reads without error recovery.
///
///     HTMLEscaping.text("a < b & \"c\"")       // "a &lt; b &amp; &quot;c&quot;"
///     HTMLEscaping.attribute("x\ny")           // "x&#10;y"
///     HTMLEscaping.text("bell\u{07}")          // "bell\u{FFFD}"
///
/// Everything that comes from a scenario file (names, ids, values,
/// messages) goes through here. Characters HTML5 reports as parse errors
/// (controls other than tab and line feed, carriage returns, C1 controls,
/// noncharacters) become U+FFFD, so no file can make the page malformed.
enum HTMLEscaping {
  /// For a double-quoted attribute value.
  static func attribute(_ value: String) -> String { grammar.escape(value, inAttribute: true) }

  /// For element content.
  static func text(_ value: String) -> String { grammar.escape(value, inAttribute: false) }

  /// What HTML5 takes literally: no controls but tab and line feed (a
  /// carriage return would be normalized away), no C1 controls, no noncharacters.
  static let grammar = MarkupEscaper(apostrophe: "&#39;", carriageReturn: nil) { scalar in
    let value = scalar.value
    switch value {
    case 0x09, 0x0A: return true
    case 0x00...0x1F, 0x7F...0x9F: return false
    case 0xFDD0...0xFDEF: return false
    default: return value & 0xFFFE != 0xFFFE
    }
  }
}
