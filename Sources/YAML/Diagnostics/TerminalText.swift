/// Text from a file made safe to print on a terminal: every character that
/// could move the cursor, recolor or retitle the terminal, start a new line,
/// or reorder the line around it is written as a visible escape.
///
///     TerminalText.escaped("a\u{1B}]0;owned\u{07}b")   // "a\\e]0;owned\\u{07}b"
///     TerminalText.escaped("x\u{202E}yz")               // "x\\u{202E}yz"
///
/// Escaped: C0 controls but the tab (`\n`, `\r`, `\e`, others `\u{0B}`),
/// DEL (`\u{7F}`), C1 controls U+0080–U+009F (`\u{9B}` is a CSI on some
/// terminals), the line and paragraph separators U+2028, U+2029, and the
/// bidi embeddings, overrides and isolates U+202A–U+202E, U+2066–U+2069,
/// which can make a line read as something it is not. A backslash stays as
/// it is: a name with `\e` typed into it reads the same as an escaped ESC,
/// which is harmless, and escaping it would change every regex in a message.
public enum TerminalText {
  /// `text` with unsafe characters escaped; `text` itself when it has none.
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      if needsEscape(scalar) {
        out += escape(scalar)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Whether `scalar` is one `escaped(_:)` rewrites.
  @inline(__always)
  public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09: return false
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// The visible form of one unsafe character: `\n`, `\r`, `\e`, or `\u{XX}`.
  public static func escape(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\u{1B}": return "\\e"
    default:
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
    }
  }
}

extension TerminalText {
  /// Characters (Unicode scalars) of one message a report prints whole:
  /// messages quote keys and values from the file, which aliases can make
  /// as large as the file allows many times over (docs/reliability.md).
  public static let messageBudget = 2_000

  /// Characters of one trace line a report prints whole: a line may quote
  /// a path and two values of `Value.reportBudget` each.
  public static let traceLineBudget = 4_000

  /// `text` whole when it has at most `budget` characters, else its first
  /// `budget` characters, `…` and the size of the whole in UTF-8 bytes:
  ///
  ///     TerminalText.shortened("abcdef", budget: 3)   // "abc… (6 bytes, elided)"
  ///
  /// A text that is already what this makes of a longer one is returned as
  /// it is (shortening twice changes nothing), so a text read back from a
  /// JSON report (`merge-reports`) prints as the run printed it.
  public static func shortened(_ text: String, budget: Int = messageBudget) -> String {
    // A text of at most `budget` bytes has at most `budget` characters.
    guard text.utf8.count > budget else { return text }
    if let head = elisionHead(of: text, budget: budget), head.unicodeScalars.count == budget { return text }
    var characters = 0
    var index = text.unicodeScalars.startIndex
    while index != text.unicodeScalars.endIndex, characters < budget {
      text.unicodeScalars.formIndex(after: &index)
      characters += 1
    }
    guard index != text.unicodeScalars.endIndex else { return text }
    return String(text.unicodeScalars[..<index]) + "… (" + grouped(text.utf8.count) + " bytes, elided)"
  }

  /// The text before `… (N bytes, elided)` (or ` (N bytes, elided)`) when
  /// `text` ends with that note and N is over `budget`: the shape of an
  /// elided text (`shortened`'s; `Value.elided` has its own). `nil` otherwise.
  ///
  ///     TerminalText.elisionHead(of: "abc… (6 bytes, elided)", budget: 3)   // "abc"
  public static func elisionHead(of text: String, budget: Int) -> Substring? {
    let note = " bytes, elided)"
    guard text.hasSuffix(note) else { return nil }
    let beforeNote = text.dropLast(note.count)
    let digits = beforeNote.reversed().prefix { $0.isASCII && ($0.isNumber || $0 == ",") }
    guard !digits.isEmpty, let size = Int(String(digits.reversed()).filter { $0 != "," }), size > budget else { return nil }
    let beforeSize = beforeNote.dropLast(digits.count)
    guard beforeSize.hasSuffix(" (") else { return nil }
    let body = beforeSize.dropLast(2)
    return body.hasSuffix("…") ? body.dropLast() : body
  }

  /// `1048576` → `1,048,576`, the same in every locale.
  static func grouped(_ number: Int) -> String {
    let digits = String(number)
    var out = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { out += "," }
      out.append(digit)
    }
    return out
  }
}
