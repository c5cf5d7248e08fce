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
    grammar.escape(value, inAttribute: true)
  }

  /// For element content.
  public static func text(_ value: String) -> String {
    grammar.escape(value, inAttribute: false)
  }

  /// XML 1.0: `&apos;`, carriage returns kept as `&#13;`, and `Char`:
  /// #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
  static let grammar = MarkupEscaper(apostrophe: "&apos;", carriageReturn: "&#13;") { scalar in
    switch scalar.value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
    default: return false
    }
  }
}
