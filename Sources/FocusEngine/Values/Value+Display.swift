/// How values print in reports, traces and recorded expectations: YAML flow
/// style, strings bare unless YAML would read them as something else.
extension Value: CustomStringConvertible {
  public var description: String { displayText }

  /// The value as it would be written in a scenario file (flow style).
  public var displayText: String {
    switch self {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .number(let n): return Value.format(number: n)
    case .string(let s): return Value.yamlScalar(s)
    case .list(let items): return "[" + items.map(\.displayText).joined(separator: ", ") + "]"
    case .map(let map):
      if map.isEmpty { return "{}" }
      return "{ " + map.map { "\(Value.yamlScalar($0.key)): \($0.value.displayText)" }.joined(separator: ", ") + " }"
    case .binding(let reference): return reference.description
    }
  }

  /// Integers print without a fraction; others in Swift's shortest form.
  public static func format(number: Double) -> String {
    if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
      return String(Int64(number))
    }
    if number.isNaN { return ".nan" }
    if number.isInfinite { return number < 0 ? "-.inf" : ".inf" }
    return String(number)
  }

  /// `text` as a YAML scalar: bare when YAML 1.1 would read it back as the
  /// same string, double-quoted otherwise.
  public static func yamlScalar(_ text: String) -> String {
    needsQuoting(text) ? quoted(text) : text
  }

  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          out += "\\x" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  static let reservedWords: Set<String> = [
    "null", "Null", "NULL", "~", "true", "True", "TRUE", "false", "False", "FALSE",
    "yes", "Yes", "YES", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF",
    "y", "Y", "n", "N", ".nan", ".NaN", ".NAN", ".inf", ".Inf", ".INF", "-.inf", "-.Inf", "-.INF",
    "+.inf", "<<", "=",
  ]

  static func needsQuoting(_ text: String) -> Bool {
    !isPlainWord(text) && needsQuotingByTheRules(text)
  }

  /// The rules themselves; `isPlainWord` only short-cuts them.
  static func needsQuotingByTheRules(_ text: String) -> Bool {
    if text.isEmpty || reservedWords.contains(text) { return true }
    if Double(text) != nil || Int(text) != nil { return true }
    if let first = text.unicodeScalars.first, "-?:,[]{}#&*!|>'\"%@`$ \t".unicodeScalars.contains(first) {
      // `$` starts an expression in scenario files, so a literal `$…` string must be quoted.
      return true
    }
    if text.hasSuffix(" ") || text.hasSuffix(":") { return true }
    if text.contains(": ") || text.contains(" #") || text.contains("${") { return true }
    for scalar in text.unicodeScalars where scalar.value < 0x20 || scalar.value == 0x7F || ",[]{}".unicodeScalars.contains(scalar) {
      return true
    }
    // Digits-and-separators forms YAML 1.1 resolves as numbers or times (1_000, 0x1F, 1:30).
    if let first = text.unicodeScalars.first, ("0"..."9").contains(first) || first == "+" || first == "." {
      return true
    }
    return false
  }
}

extension Value {
  /// A quick yes for the common case, ids and words like `name-262`, which
  /// every expectation and trace line prints (the general rules below
  /// showed in profiles): an ASCII letter, then letters, digits, `_`, `-`,
  /// `.` or `/`. Such text is never a number — except `inf`, `infinity` and
  /// `nan` in any case, which `Double` reads — has no indicator, separator
  /// or control character, and is a reserved word only when it is at most
  /// five letters long.
  static func isPlainWord(_ text: String) -> Bool {
    var utf8 = text.utf8.makeIterator()
    guard let first = utf8.next(), isASCIILetter(first) else { return false }
    var count = 1
    while let byte = utf8.next() {
      count += 1
      guard isASCIILetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/")
      else { return false }
    }
    if count <= 5, reservedWords.contains(text) { return false }
    if count <= 8, ["inf", "infinity", "nan"].contains(text.lowercased()) { return false }
    return true
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }
}

extension String {
  func leftPadded(to width: Int, with pad: Character = "0") -> String {
    count >= width ? self : String(repeating: pad, count: width - count) + self
  }
}
