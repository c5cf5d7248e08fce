import FocusEngine
import YAML

/// How `record` writes values: YAML flow style, a string plain only when
/// the project's own reader reads the plain text back as that same string,
/// double-quoted with escapes otherwise.
///
///     RecordedYAML.scalar("email")        // email
///     RecordedYAML.scalar("\u{2028}")     // "\L"
///     RecordedYAML.scalar("yes")          // "yes"
///     RecordedYAML.flow(.list([.string("a: b"), .number(2)]))   // ["a: b", 2]
///
/// Plain is chosen by construction, not by a list of rules alone: the text
/// must pass `Value.yamlScalar`'s conservative rules (so YAML 1.1 and 1.2
/// readers agree on it: no number-, bool- or null-like words, no
/// indicator) *and* a re-read of it — as a flow sequence item, a flow
/// mapping key and value, and a block mapping value — must give one plain
/// scalar that resolves to the same string. Anything else (line and
/// paragraph breaks, NEL, BOM, control characters, `: `, `#`…) is quoted.
enum RecordedYAML {
  /// The deepest value `record` writes: deeper would exceed the reader's
  /// nesting limit (`YAMLReader.Limits.maxDepth`) once inside a scenario.
  static let maxDepth = 200

  /// `text` as a scalar that reads back as `text`.
  static func scalar(_ text: String) -> String {
    isPlainSafe(text) ? text : quoted(text)
  }

  /// `value` in flow style; `nil` when it cannot be written as an expected
  /// value (a binding, or nested over `maxDepth` levels).
  static func flow(_ value: Value) -> String? {
    flow(value, depth: 0)
  }

  private static func flow(_ value: Value, depth: Int) -> String? {
    guard depth <= maxDepth else { return nil }
    switch value {
    case .null, .bool, .number: return value.displayText
    case .string(let text): return scalar(text)
    case .list(let items):
      var parts: [String] = []
      for item in items {
        guard let part = flow(item, depth: depth + 1) else { return nil }
        parts.append(part)
      }
      return "[" + parts.joined(separator: ", ") + "]"
    case .map(let map):
      if map.isEmpty { return "{}" }
      var parts: [String] = []
      for (key, item) in map {
        guard let part = flow(item, depth: depth + 1) else { return nil }
        parts.append("\(scalar(key)): \(part)")
      }
      return "{ " + parts.joined(separator: ", ") + " }"
    case .binding:
      return nil
    }
  }

  /// `[a, "b: c"]`.
  static func list(_ items: [String]) -> String {
    "[" + items.map(scalar).joined(separator: ", ") + "]"
  }

  // MARK: - Plain or quoted

  /// Whether `text` can be written plain.
  static func isPlainSafe(_ text: String) -> Bool {
    guard Value.yamlScalar(text) == text else { return false }
    // Ids and words (`email`, `name-2`, `a/b.c`): an ASCII letter, then
    // letters, digits, `_`, `-`, `.`, `/`. No such text holds an indicator,
    // a blank or a break, and the rules above have refused the reserved
    // words, so the re-read would only agree; it is skipped for them.
    if isWord(text) { return true }
    // A character `quoted` would escape is never written raw, even where
    // libyaml would read it back (a BOM inside a text): it is invisible.
    guard !text.unicodeScalars.contains(where: isEscaped) else { return false }
    return readsBackPlain(text)
  }

  private static func isWord(_ text: String) -> Bool {
    var bytes = text.utf8.makeIterator()
    guard let first = bytes.next(), isLetter(first) else { return false }
    while let byte = bytes.next() {
      guard isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/")
      else { return false }
    }
    return true
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  /// Reads `- [T]`, `- {T: T}` and `- k: T` with the project's reader and
  /// checks each `T` is one plain scalar resolving to the string `text`.
  static func readsBackPlain(_ text: String) -> Bool {
    let probe = "- [\(text)]\n- {\(text): \(text)}\n- k: \(text)\n"
    guard let stream = try? YAMLReader.read(file: SourceFile(path: "probe", text: probe)),
      stream.documents.count == 1, let items = stream.documents[0].root.sequence, items.count == 3,
      let inList = items[0].sequence, inList.count == 1,
      let inMap = items[1].mapping, inMap.count == 1,
      let inBlock = items[2].mapping, inBlock.count == 1, inBlock[0].key.scalar?.text == "k"
    else { return false }
    return [inList[0], inMap[0].key, inMap[0].value, inBlock[0].value].allSatisfy { node in
      node.scalar?.style == .plain && node.tag == nil && node.scalar?.text == text && node.resolved == .string(text)
    }
  }

  /// `"…"` with every character that is not plainly printable escaped: C0
  /// and C1 controls, DEL, NEL (`\N`), LS (`\L`), PS (`\P`), the BOM and
  /// the non-characters U+FFFE/U+FFFF, and the invisible bidirectional
  /// controls, so what is written reads back the same and shows what it holds.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x22: out += "\\\""
      case 0x5C: out += "\\\\"
      case 0x00: out += "\\0"
      case 0x07: out += "\\a"
      case 0x08: out += "\\b"
      case 0x09: out += "\\t"
      case 0x0A: out += "\\n"
      case 0x0B: out += "\\v"
      case 0x0C: out += "\\f"
      case 0x0D: out += "\\r"
      case 0x1B: out += "\\e"
      case 0x85: out += "\\N"
      case 0x2028: out += "\\L"
      case 0x2029: out += "\\P"
      default:
        if needsEscape(scalar) { out += hexEscape(scalar.value) } else { out.unicodeScalars.append(scalar) }
      }
    }
    return out + "\""
  }

  private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029 || needsEscape(scalar)
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F: return true
    // BOM and non-characters: libyaml refuses them raw.
    case 0xFEFF, 0xFFFE, 0xFFFF: return true
    // Bidirectional controls: invisible, and they reorder the line around them.
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  private static func hexEscape(_ value: UInt32) -> String {
    let (prefix, width) = value <= 0xFF ? ("\\x", 2) : value <= 0xFFFF ? ("\\u", 4) : ("\\U", 8)
    let digits = String(value, radix: 16, uppercase: true)
    return prefix + String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
