/// The two name shapes of SCENARIO-FORMAT, checked character by character.
enum Names {
  /// Variables, focused-value keys, `let` locals, path components:
  /// `[A-Za-z_][A-Za-z0-9_]*` (no dots: a dot starts a path).
  static func isVariable(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, isLetter(first) || first == "_" else { return false }
    return text.unicodeScalars.allSatisfy { isLetter($0) || isDigit($0) || $0 == "_" }
  }

  /// Ids and scene ids: `[A-Za-z0-9_][A-Za-z0-9_.-]*`.
  static func isID(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, isLetter(first) || isDigit(first) || first == "_" else { return false }
    return text.unicodeScalars.allSatisfy { isLetter($0) || isDigit($0) || $0 == "_" || $0 == "." || $0 == "-" }
  }

  /// The characters an id template's literal parts may contain (`row-` of `"row-${item.id}"`).
  static func isIDFragment(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { isLetter($0) || isDigit($0) || $0 == "_" || $0 == "." || $0 == "-" }
  }

  /// Roots with a meaning of their own; a variable may not take them.
  static let reserved = ["focusedValues", "newID"]

  static let variableRule = "names start with a letter or '_' and contain only letters, digits and '_'"
  static let idRule = "ids start with a letter, digit or '_' and contain only letters, digits, '_', '.' and '-'"

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }
  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
