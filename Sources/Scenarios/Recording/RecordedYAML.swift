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

  /// `"…"` with every unprintable character escaped (`Value.yamlDoubleQuoted`),
  /// so what is written reads back the same and shows what it holds.
  static func quoted(_ text: String) -> String { Value.yamlDoubleQuoted(text) }

  private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool { Value.isUnprintableInYAML(scalar) }
}
