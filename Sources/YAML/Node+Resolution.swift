/// YAML 1.1 scalar resolution, as PyYAML and libyaml-based loaders apply it:
/// only plain scalars are resolved; quoted and block scalars are strings.
/// Booleans are `true/false/yes/no/on/off` in lower, Capitalised or UPPER
/// case (single letters `y`/`n` stay strings, as in PyYAML); null is `~`,
/// `null`/`Null`/`NULL` or empty. An explicit `!!str` tag keeps a string.
extension Node {
  /// What a plain scalar means (`true`, `null`, `42`, a string); `nil` for a collection.
  public var resolved: ResolvedScalar? {
    let record = self.record
    guard record.kind == .scalar else { return nil }
    if let tag {
      switch tag {
      // `!` is the non-specific tag: "not resolved", so a string.
      case "tag:yaml.org,2002:str", "!": return .string(scalar?.text ?? "")
      case "tag:yaml.org,2002:null": return .null
      default: break
      }
    }
    guard record.style == .plain else { return .string(scalar?.text ?? "") }
    // Words and texts that cannot be numbers are told apart on the bytes in
    // the store, as `resolvePlain` would tell them; only what may be a word
    // beyond ASCII or a number goes through it.
    let quick = withScalarBytes { bytes -> ResolvedScalar?? in
      // A number without `_` is read here as `resolvePlain` would read it
      // (no word starts like a number, and `_` is all it removes first),
      // without making a `String`: a list of 100,000 row numbers made one
      // each (issue 20).
      let startsLikeNumber = Node.startsLikeNumber(bytes)
      if startsLikeNumber, !bytes.contains(UInt8(ascii: "_")), let int = Node.parseInt(bytes) {
        return .some(.int(int))
      }
      guard bytes.count <= 5 || !startsLikeNumber else { return .none }
      if bytes.count <= 5 {
        guard NodeArena.isASCII(bytes) else { return .none }
        if let word = Node.packedWord(Node.pack(bytes)) { return .some(word) }
        if startsLikeNumber { return .none }
      }
      return .some(nil)
    }
    switch quick {
    case .some(.some(.some(let word))): return word
    case .some(.some(.none)): return .string(scalar?.text ?? "")
    default: return Node.resolvePlain(scalar?.text ?? "")
    }
  }

  /// A text's length (top byte) and its bytes from the low end, for up to 5 ASCII bytes, as `word(_:)` packs it.
  private static func pack(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var packed = UInt64(bytes.count) << 56
    var shift: UInt64 = 0
    for byte in bytes {
      packed |= UInt64(byte) << shift
      shift += 8
    }
    return packed
  }

  private static func startsLikeNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = bytes.first else { return false }
    return first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
      || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9"))
  }

  static let nullWords: Set<String> = ["", "~", "null", "Null", "NULL"]
  static let trueWords: Set<String> = ["true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON"]
  static let falseWords: Set<String> = ["false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF"]

  /// Resolves the text of a plain scalar.
  public static func resolvePlain(_ text: String) -> ResolvedScalar {
    if let word = word(text) { return word }
    if startsLikeNumber(text) {
      let cleaned = text.contains("_") ? String(text.filter { $0 != "_" }) : text
      if let int = parseInt(cleaned) { return .int(int) }
      switch cleaned {
      case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .double(.infinity)
      case "-.inf", "-.Inf", "-.INF": return .double(-.infinity)
      case ".nan", ".NaN", ".NAN": return .double(.nan)
      default: break
      }
      if isDecimalFloat(cleaned), let double = Double(cleaned) { return .double(double) }
    }
    return .string(text)
  }

  /// Whether the first byte is a digit, a sign or a dot: only such texts can be numbers.
  private static func startsLikeNumber(_ text: String) -> Bool {
    guard let first = text.utf8.first else { return false }
    return first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
      || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9"))
  }

  /// `.null` or `.bool` for the words above, `nil` for any other text.
  ///
  /// Every scalar is resolved, often several times, so the words are found
  /// by their bytes rather than by hashing. That is exact: the words are
  /// ASCII, and no other text is canonically equivalent to one (the only
  /// non-ASCII characters that normalise to ASCII are K, ; and `), so a
  /// word is at most 5 bytes, and an ASCII text equals a word when its bytes do.
  private static func word(_ text: String) -> ResolvedScalar? {
    let utf8 = text.utf8
    guard utf8.count <= 5 else { return nil }
    var packed = UInt64(utf8.count) << 56
    var shift: UInt64 = 0
    for byte in utf8 {
      guard byte < 0x80 else { return slowWord(text) }
      packed |= UInt64(byte) << shift
      shift += 8
    }
    return packedWord(packed)
  }

  /// The words compared as strings, for short texts that are not ASCII.
  private static func slowWord(_ text: String) -> ResolvedScalar? {
    if nullWords.contains(text) { return .null }
    if trueWords.contains(text) { return .bool(true) }
    if falseWords.contains(text) { return .bool(false) }
    return nil
  }

  /// The words packed as `word(_:)` packs a text (bytes from the low end,
  /// the count in the top byte), and what each means. A `switch` on
  /// constants, which compiles to a few comparisons: a linear search of a
  /// static table (behind a `swift_once`) was most of `resolved`'s cost
  /// (0.8 % of `validate`). `ScalarWordTests` checks every spelling.
  private static func packedWord(_ packed: UInt64) -> ResolvedScalar? {
    switch packed {
    // "", "~", "null", "Null", "NULL"
    case 0x0000_0000_0000_0000, 0x0100_0000_0000_007E, 0x0400_0000_6C6C_756E, 0x0400_0000_6C6C_754E, 0x0400_0000_4C4C_554E:
      return .null
    // "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON"
    case 0x0400_0000_6575_7274, 0x0400_0000_6575_7254, 0x0400_0000_4555_5254, 0x0300_0000_0073_6579, 0x0300_0000_0073_6559,
      0x0300_0000_0053_4559, 0x0200_0000_0000_6E6F, 0x0200_0000_0000_6E4F, 0x0200_0000_0000_4E4F:
      return .bool(true)
    // "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF"
    case 0x0500_0065_736C_6166, 0x0500_0065_736C_6146, 0x0500_0045_534C_4146, 0x0200_0000_0000_6F6E, 0x0200_0000_0000_6F4E,
      0x0200_0000_0000_4F4E, 0x0300_0000_0066_666F, 0x0300_0000_0066_664F, 0x0300_0000_0046_464F:
      return .bool(false)
    default:
      return nil
    }
  }

  /// A YAML 1.1 integer (`42`, `-7`, `0x1F`, `0b101`, `017` octal) or `nil`,
  /// read on the text's bytes: a scenario holds many numbers, and reading
  /// them as `Character`s cost about 8,700 instructions each (issue 20).
  /// `ScalarResolutionTests` holds it to the `Character`-based reading it
  /// replaced, quirks included: after `0x`/`0b` the digits may carry one
  /// sign of their own (`0x-1` is -1), as `Int(_:radix:)` allows.
  private static func parseInt(_ text: String) -> Int? {
    var text = text
    return text.withUTF8 { parseInt($0) }
  }

  /// `parseInt` on a text's UTF-8 bytes, as they sit in a node store.
  static func parseInt(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var start = 0
    var negative = false
    if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
      negative = first == UInt8(ascii: "-")
      start = 1
    }
    let body = UnsafeBufferPointer(rebasing: bytes[start...])
    guard !body.isEmpty else { return nil }
    let digits: UnsafeBufferPointer<UInt8>
    let radix: Int
    if body.count >= 2, body[0] == UInt8(ascii: "0"), body[1] == UInt8(ascii: "x") {
      (digits, radix) = (UnsafeBufferPointer(rebasing: body[2...]), 16)
    } else if body.count >= 2, body[0] == UInt8(ascii: "0"), body[1] == UInt8(ascii: "b") {
      (digits, radix) = (UnsafeBufferPointer(rebasing: body[2...]), 2)
    } else if body.allSatisfy(isDecimalDigit) {
      (digits, radix) = body.count > 1 && body[0] == UInt8(ascii: "0") ? (UnsafeBufferPointer(rebasing: body[1...]), 8) : (body, 10)
    } else {
      return nil
    }
    guard let value = integer(digits, radix: radix, negative: false) else {
      // Int.min's magnitude is one more than Int.max, so it only reads with
      // its sign: `-9223372036854775808` is an integer, not a string. (A
      // second sign, `-0x-1`, does not read this way.)
      guard negative, let first = digits.first, first != UInt8(ascii: "-"), first != UInt8(ascii: "+") else { return nil }
      return integer(digits, radix: radix, negative: true)
    }
    guard negative else { return value }
    // The digits' own sign can make `value` Int.min (`-0x-8000000000000000`),
    // whose negation would trap.
    let (negated, overflow) = (0 as Int).subtractingReportingOverflow(value)
    return overflow ? nil : negated
  }

  private static func isDecimalDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  /// `Int(_:radix:)` on bytes: an optional sign, then at least one digit of
  /// `radix` (letters in either case), `nil` past `Int`'s range. With
  /// `negative`, the digits are read as the magnitude of a negative number,
  /// so Int.min reads.
  private static func integer(_ bytes: UnsafeBufferPointer<UInt8>, radix: Int, negative: Bool) -> Int? {
    var index = 0
    var isNegative = negative
    if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
      isNegative = first == UInt8(ascii: "-")
      index = 1
    }
    guard index < bytes.count else { return nil }
    var value = 0
    while index < bytes.count {
      let byte = bytes[index]
      let digit: Int
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(byte &- UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "z"): digit = Int(byte &- UInt8(ascii: "a")) + 10
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): digit = Int(byte &- UInt8(ascii: "A")) + 10
      default: return nil
      }
      guard digit < radix else { return nil }
      let (shifted, overflow1) = value.multipliedReportingOverflow(by: radix)
      let (next, overflow2) = isNegative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
      guard !overflow1, !overflow2 else { return nil }
      value = next
      index += 1
    }
    return value
  }

  private static func isDecimalFloat(_ text: String) -> Bool {
    // [-+]?([0-9][0-9]*)?\.[0-9]*([eE][-+][0-9]+)? and plain exponents like 1e3,
    // on bytes: any byte outside these ASCII characters makes it no float.
    var sawDigit = false
    var sawDot = false
    var sawExponent = false
    var previous: UInt8 = UInt8(ascii: " ")
    for (index, byte) in text.utf8.enumerated() {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): sawDigit = true
      case UInt8(ascii: "."): if sawDot || sawExponent { return false }; sawDot = true
      case UInt8(ascii: "e"), UInt8(ascii: "E"): if sawExponent || !sawDigit { return false }; sawExponent = true
      case UInt8(ascii: "+"), UInt8(ascii: "-"):
        if !(index == 0 || previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E")) { return false }
      default: return false
      }
      previous = byte
    }
    return sawDigit && (sawDot || sawExponent)
  }
}
