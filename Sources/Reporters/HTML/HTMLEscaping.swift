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
  static func attribute(_ value: String) -> String { escape(value, inAttribute: true) }

  /// For element content.
  static func text(_ value: String) -> String { escape(value, inAttribute: false) }

  private static func escape(_ value: String, inAttribute: Bool) -> String {
    guard value.unicodeScalars.contains(where: { needsWork($0) }) else { return value }
    var out = ""
    out.reserveCapacity(value.utf8.count + 16)
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\n": out += inAttribute ? "&#10;" : "\n"
      case "\t": out += inAttribute ? "&#9;" : "\t"
      default: out.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
      }
    }
    return out
  }

  private static func needsWork(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "&", "<", ">", "\"", "'", "\n", "\t": return true
    default: return !isAllowed(scalar)
    }
  }

  /// What HTML5 takes literally: no controls but tab and line feed (a
  /// carriage return would be normalized away), no C1 controls, no noncharacters.
  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    switch value {
    case 0x09, 0x0A: return true
    case 0x00...0x1F, 0x7F...0x9F: return false
    case 0xFDD0...0xFDEF: return false
    default: return value & 0xFFFE != 0xFFFE
    }
  }
}
