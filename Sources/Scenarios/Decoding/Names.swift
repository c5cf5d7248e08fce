/// The two name shapes of SCENARIO-FORMAT, and the `$` forms of strings,
/// checked byte by byte: every allowed character is ASCII, so a name's UTF-8
/// bytes are its characters, and any byte of a non-ASCII character fails
/// the check as the character would. Decoding checks every key and string
/// this way, so stepping through characters was a visible cost.
enum Names {
  /// Variables, focused-value keys, `let` locals, path components:
  /// `[A-Za-z_][A-Za-z0-9_]*` (no dots: a dot starts a path).
  static func isVariable(_ text: String) -> Bool {
    guard let first = text.utf8.first, isLetter(first) || first == UInt8(ascii: "_") else { return false }
    return allBytes(of: text) { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") }
  }

  /// Ids and scene ids: `[A-Za-z0-9_][A-Za-z0-9_.-]*`.
  static func isID(_ text: String) -> Bool {
    guard let first = text.utf8.first, isLetter(first) || isDigit(first) || first == UInt8(ascii: "_") else { return false }
    return isIDFragment(text)
  }

  /// The characters an id template's literal parts may contain (`row-` of `"row-${item.id}"`).
  static func isIDFragment(_ text: String) -> Bool {
    allBytes(of: text) {
      isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-")
    }
  }

  /// Whether every UTF-8 byte of `text` passes `test`, read from the
  /// string's own storage when it has one (stepping through `utf8` costs
  /// more than the test).
  private static func allBytes(of text: String, _ test: (UInt8) -> Bool) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(test) } ?? text.utf8.allSatisfy(test)
  }

  /// Whether a string is a `$reference` (`$name…`) rather than a literal
  /// `$$…` or an interpolation `${…}`: `text.hasPrefix("$") &&
  /// !text.hasPrefix("$$") && !text.hasPrefix("${")`, read from the first
  /// bytes. `hasPrefix` compares whole characters, so when a non-ASCII byte
  /// (say a combining accent) could join one of the first characters, the
  /// `hasPrefix` calls decide.
  static func isReference(_ text: String) -> Bool {
    var bytes = text.utf8.makeIterator()
    guard bytes.next() == UInt8(ascii: "$") else {
      // A first character that starts with `$` starts with the byte `$`.
      return false
    }
    let second = bytes.next()
    let third = bytes.next()
    guard (second ?? 0) < 0x80, (third ?? 0) < 0x80 else {
      return text.hasPrefix("$") && !text.hasPrefix("$$") && !text.hasPrefix("${")
    }
    return second != UInt8(ascii: "$") && second != UInt8(ascii: "{")
  }

  /// `String(text.dropFirst())` for a `text` that `isReference`: its first
  /// character is then the one byte `$`, so dropping that byte drops the
  /// character, without the grapheme breaking of `dropFirst()`
  /// (`String.index(_:offsetBy:limitedBy:)`, 0.1 % of `validate`).
  static func afterDollar(_ text: String) -> String {
    String(Substring(text.utf8.dropFirst()))
  }

  /// Whether `text` contains the character `$` anywhere. A byte scan; where
  /// a `$` joins a following combining mark into one character, the callers'
  /// answer does not change (interpolation reads it back as literal text).
  static func containsDollar(_ text: String) -> Bool {
    !allBytes(of: text) { $0 != UInt8(ascii: "$") }
  }

  /// A dotted path `a.b.c` as its root and the components after it; `nil`
  /// unless every component `isVariable` (so an empty one fails).
  ///
  /// It splits on bytes, where the format's prose splits at `"."`
  /// characters: the two differ only where a non-ASCII character follows a
  /// dot, and then a component fails `isVariable` either way. A bare name,
  /// the usual case, builds no array and no new string.
  static func variablePath(_ text: String) -> (root: String, rest: [String])? {
    guard !allBytes(of: text, { $0 != UInt8(ascii: ".") }) else { return isVariable(text) ? (text, []) : nil }
    let components = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
      .map { String(Substring($0)) }
    guard let root = components.first, components.allSatisfy(isVariable) else { return nil }
    return (root, Array(components.dropFirst()))
  }

  /// Roots with a meaning of their own; a variable may not take them.
  static let reserved = ReferenceRoot.allCases.filter(\.isReserved).map(\.rawValue)

  static let variableRule = "names start with a letter or '_' and contain only letters, digits and '_'"
  static let idRule = "ids start with a letter, digit or '_' and contain only letters, digits, '_', '.' and '-'"

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }
  private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
