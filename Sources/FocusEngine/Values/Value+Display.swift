/// How values print in reports, traces and recorded expectations: YAML flow
/// style, strings bare unless YAML would read them as something else.
extension Value: CustomStringConvertible {
  /// The value in YAML flow style: see ``displayText``.
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

  /// `text` as a YAML double-quoted scalar that reads back as the same
  /// string: `"`, `\\` and every character that is not plainly printable
  /// escaped — C0 and C1 controls, DEL, NEL (`\N`), LS (`\L`), PS (`\P`),
  /// the BOM, the non-characters U+FFFE/U+FFFF (libyaml refuses them raw)
  /// and the invisible bidirectional controls (they reorder the line around
  /// them). Reports, `record` and the fuzzer's writer all quote through it.
  ///
  ///     Value.yamlDoubleQuoted("a\u{2028}b")   // "\"a\\Lb\""
  public static func yamlDoubleQuoted(_ text: String) -> String {
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
        if needsHexEscape(scalar) { out += hexEscape(scalar.value) } else { out.unicodeScalars.append(scalar) }
      }
    }
    return out + "\""
  }

  static func quoted(_ text: String) -> String { yamlDoubleQuoted(text) }

  /// Whether `yamlDoubleQuoted` escapes `scalar` for being unprintable (not
  /// `"` or `\\`, which only double quotes need escaped): such a character
  /// cannot be written plain.
  package static func isUnprintableInYAML(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x85, 0x2028, 0x2029: return true
    default: return needsHexEscape(scalar)
    }
  }

  private static func needsHexEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0xFEFF, 0xFFFE, 0xFFFF: return true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  private static func hexEscape(_ value: UInt32) -> String {
    let (prefix, width) = value <= 0xFF ? ("\\x", 2) : value <= 0xFFFF ? ("\\u", 4) : ("\\U", 8)
    let digits = String(value, radix: 16, uppercase: true)
    return prefix + String(repeating: "0", count: max(0, width - digits.count)) + digits
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

/// How long values print in reports: whole up to a budget, then cut with
/// their size, so that a value repeated by aliases cannot turn one failed
/// expectation into gigabytes of report (issue 13).
extension Value {
  /// Characters (Unicode scalars) of one value a report prints whole; past
  /// it the value is elided (docs/reliability.md, "Limits on input").
  public static let reportBudget = 1_000

  /// `text` — a value in flow style as `displayText` writes it — whole when
  /// it has at most `budget` characters, else cut, deterministically:
  ///
  ///     Value.elided(String(repeating: "a", count: 5000), budget: 4)
  ///     // "aaaa… (5,000 bytes, elided)"
  ///     Value.elided("[aa, bb, cc, dd]", budget: 9)
  ///     // "[aa, bb, … 2 more] (16 bytes, elided)"
  ///     Value.elided(#"["aaaaaa", "b"]"#, budget: 4)
  ///     // #"["aa…", … 1 more] (15 bytes, elided)"#
  ///
  /// A list or mapping keeps its first elements that fit, then says how many
  /// more there are; a first element too long for the budget is cut itself.
  /// The size is that of the whole printed value, in UTF-8 bytes. One pass,
  /// no recursion, whatever the nesting.
  ///
  /// A text that is already elided (it ends with the size note, its head
  /// within the budget and what a cut adds) is returned as it is: eliding
  /// twice changes nothing, so a value read back from a JSON report
  /// (`merge-reports`) prints as the run printed it.
  public static func elided(_ text: String, budget: Int = reportBudget) -> String {
    // A text of at most `budget` bytes has at most `budget` characters.
    guard text.utf8.count > budget else { return text }
    // The head of an elided value: at most the budget, then `…`, a closing
    // quote, `, … N more` and a closing bracket (fewer than 40 more).
    if let head = elisionHead(of: text, budget: budget), head.unicodeScalars.count <= budget + 40 { return text }
    var text = text
    // One pass over contiguous bytes: values reach megabytes.
    text.makeContiguousUTF8()
    return text.utf8.withContiguousStorageIfAvailable { elided($0, budget: budget) } ?? text
  }

  private static func elided(_ bytes: UnsafeBufferPointer<UInt8>, budget: Int) -> String {
    let size = bytes.count
    let isCollection = bytes.first == UInt8(ascii: "[") || bytes.first == UInt8(ascii: "{")
    let text = { (end: Int) in String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self) }

    var characters = 0
    var depth = 0
    var inQuote = false
    var escaped = false
    var previous: UInt8 = 0
    var beforePrevious: UInt8 = 0
    // Where the budget runs out, and whether that is inside a quoted scalar.
    var cut: Int?
    var cutInQuote = false
    var cutAfterBackslash = false
    // The end of the last whole top-level element within the budget.
    var keptEnd = 0
    var kept = 0
    var elements = 0

    for index in 0..<size {
      let byte = bytes[index]
      if byte & 0xC0 != 0x80 {
        if characters == budget, cut == nil {
          cut = index
          cutInQuote = inQuote
          cutAfterBackslash = escaped
          if !isCollection { break }
        }
        characters += 1
      }
      if inQuote {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inQuote = false
        }
      } else {
        // A quote opens a scalar only where a scalar starts: `displayText`
        // writes no `,`, `:` + space or bracket inside a bare one.
        let atToken = index == 0 || previous == UInt8(ascii: "[")
          || (previous == UInt8(ascii: " ")
            && (beforePrevious == UInt8(ascii: ",") || beforePrevious == UInt8(ascii: ":") || beforePrevious == UInt8(ascii: "{")))
        var elementEnds = false
        switch byte {
        case UInt8(ascii: "\"") where atToken: inQuote = true
        case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
          depth -= 1
          elementEnds = isCollection && depth == 0 && previous != UInt8(ascii: "[") && previous != UInt8(ascii: "{")
        case UInt8(ascii: ",") where depth == 1: elementEnds = true
        default: break
        }
        if elementEnds {
          elements += 1
          if cut == nil {
            kept = elements
            // Before the `,`, or before ` }` / `]` that closes the collection.
            keptEnd = byte == UInt8(ascii: "}") && index > 0 && bytes[index - 1] == UInt8(ascii: " ") ? index - 1 : index
          }
        }
      }
      beforePrevious = previous
      previous = byte
    }
    guard let cut else { return text(size) }

    let sizeNote = " (" + grouped(size) + " bytes, elided)"
    // The text before `cut`, then `…`, closing a quoted scalar left open;
    // half an escape (`\` with its letter cut off) would escape the `…`.
    let head = text(cutAfterBackslash ? cut - 1 : cut) + "…" + (cutInQuote ? "\"" : "")
    guard isCollection else { return head + sizeNote }
    let closing = bytes.first == UInt8(ascii: "[") ? "]" : " }"
    let more = { (count: Int) in count > 0 ? ", … \(grouped(count)) more" : "" }
    if kept > 0 { return text(keptEnd) + more(elements - kept) + closing + sizeNote }
    // The first element alone is over the budget: cut it.
    return head + more(elements - 1) + closing + sizeNote
  }

  /// The text before ` (N bytes, elided)` when `text` ends with that note
  /// and N is over `budget`; `nil` otherwise. (`TerminalText.elisionHead`
  /// is the same for messages; this module does not import YAML.)
  static func elisionHead(of text: String, budget: Int) -> Substring? {
    let note = " bytes, elided)"
    guard text.hasSuffix(note) else { return nil }
    let beforeNote = text.dropLast(note.count)
    let digits = beforeNote.reversed().prefix { $0.isASCII && ($0.isNumber || $0 == ",") }
    guard !digits.isEmpty, let size = Int(String(digits.reversed()).filter { $0 != "," }), size > budget else { return nil }
    let beforeSize = beforeNote.dropLast(digits.count)
    guard beforeSize.hasSuffix(" (") else { return nil }
    return beforeSize.dropLast(2)
  }

  /// `1048576` → `1,048,576`: sizes read at a glance, the same in every locale.
  public static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var out = number < 0 ? "-" : ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { out += "," }
      out.append(digit)
    }
    return out
  }
}

extension String {
  func leftPadded(to width: Int, with pad: Character = "0") -> String {
    count >= width ? self : String(repeating: pad, count: width - count) + self
  }
}
