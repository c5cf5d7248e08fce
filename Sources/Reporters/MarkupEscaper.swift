/// The escaping loop of the XML and HTML reports, parameterised by what
/// differs between the two grammars: how an apostrophe is written, whether
/// a carriage return survives, and which characters may appear at all.
/// Characters the grammar does not allow become U+FFFD, so nothing a
/// scenario file holds can make a report unparseable.
///
///     XMLEscaping.grammar.escape("a < b", inAttribute: false)   // "a &lt; b"
struct MarkupEscaper: Sendable {
  /// How `'` is written: `&apos;` in XML, `&#39;` in HTML.
  let apostrophe: String
  /// How `\r` is written, or nil when the grammar drops it (HTML normalizes it away).
  let carriageReturn: String?
  /// Whether the grammar takes `scalar` literally.
  let isAllowed: @Sendable (Unicode.Scalar) -> Bool

  /// `value` for a double-quoted attribute (line breaks and tabs as
  /// character references, since parsers turn literal ones into spaces) or
  /// for element content. Text that needs nothing is returned as it is.
  func escape(_ value: String, inAttribute: Bool) -> String {
    guard value.unicodeScalars.contains(where: needsWork) else { return value }
    var out = ""
    out.reserveCapacity(value.utf8.count + 16)
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += apostrophe
      case "\n": out += inAttribute ? "&#10;" : "\n"
      case "\t": out += inAttribute ? "&#9;" : "\t"
      case "\r" where carriageReturn != nil: out += carriageReturn!
      default: out.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
      }
    }
    return out
  }

  private func needsWork(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "&", "<", ">", "\"", "'", "\n", "\t", "\r": return true
    default: return !isAllowed(scalar)
    }
  }
}
