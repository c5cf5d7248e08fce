/// Escaping for the XML 1.0 that JUnit consumers parse.
///
///     XMLEscaping.attribute("a < \"b\"\n")   // "a &lt; &quot;b&quot;&#10;"
///     XMLEscaping.text("x\u{1B}[31m")        // "x\u{FFFD}[31m"
///
/// Characters XML 1.0 cannot carry at all (most C0 controls, U+FFFE, U+FFFF)
/// become U+FFFD, so a stray control character in a scenario name or
/// message can never make the whole report unparseable.
public enum XMLEscaping {
  /// For a double-quoted attribute value. Line breaks and tabs become
  /// character references, because parsers normalize literal ones to spaces.
  public static func attribute(_ value: String) -> String {
    escape(value, inAttribute: true)
  }

  /// For element content.
  public static func text(_ value: String) -> String {
    escape(value, inAttribute: false)
  }

  private static func escape(_ value: String, inAttribute: Bool) -> String {
    var out = ""
    out.reserveCapacity(value.utf8.count)
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\n": out += inAttribute ? "&#10;" : "\n"
      case "\r": out += "&#13;"
      case "\t": out += inAttribute ? "&#9;" : "\t"
      default:
        out.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
      }
    }
    return out
  }

  /// XML 1.0 `Char`: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
    default: return false
    }
  }
}
