import Testing

@testable import YAML

/// Issue 20 reads integers and floats on bytes instead of `Character`s.
/// The old reading is kept here as the reference: on every short text over
/// the characters that matter (digits, signs, prefixes, dots, exponents,
/// underscores, a letter, a non-ASCII letter and a combining mark) and on
/// the edges of `Int`, the two resolve alike, quirks included.
@Suite("Numbers read on bytes")
struct NumberReadingTests {
  @Test("every text of up to 4 characters over the number alphabet resolves as the Character reading did")
  func shortTextsAgree() {
    let alphabet = ["0", "1", "7", "8", "x", "b", "-", "+", ".", "e", "E", "F", "_", "é", "\u{301}"]
    var texts = [""]
    var frontier = [""]
    for _ in 1...4 {
      frontier = frontier.flatMap { prefix in alphabet.map { prefix + $0 } }
      texts += frontier
    }
    var disagreements: [String] = []
    for text in texts where !same(Node.resolvePlain(text), CharacterReading.resolve(text)) {
      disagreements.append(text)
      if disagreements.count > 20 { break }
    }
    #expect(disagreements == [], "\(disagreements.map { "\($0.debugDescription): \(Node.resolvePlain($0)) vs \(CharacterReading.resolve($0))" })")
  }

  @Test(
    "the edges of Int and the sign quirks of 0x and 0b resolve as the Character reading did",
    arguments: [
      "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
      "0x7FFFFFFFFFFFFFFF", "0x8000000000000000", "-0x8000000000000000", "-0x-8000000000000000", "0x-8000000000000000",
      "0x-1", "-0x-1", "0x+1", "-0x+1", "0b-101", "-0b", "-0x", "0x_1", "1_000_000", "-01000000000000000000000",
      "077777777777777777777", "0777777777777777777777", "1e308", "1e309", "-1.5e-3", "+.5", "1.", "0b2", "0xg",
      "٣", "１２", "1\u{301}", "0x1\u{301}",
    ])
  func edgesAgree(text: String) {
    #expect(same(Node.resolvePlain(text), CharacterReading.resolve(text)), "\(Node.resolvePlain(text)) vs \(CharacterReading.resolve(text))")
  }

  @Test("a plain scalar node resolves as resolvePlain reads its text, through the byte path for integers too")
  func nodesAgreeWithResolvePlain() {
    let alphabet = ["0", "1", "9", "-", "+", "_", ".", "x", "é"]
    var texts = [""]
    var frontier = [""]
    for _ in 1...4 {
      frontier = frontier.flatMap { prefix in alphabet.map { prefix + $0 } }
      texts += frontier
    }
    texts += [
      "999999999999999999", "-999999999999999999", "1000000000000000000", "123456789012345678", "-0", "00", "-00",
      "9223372036854775807", "-9223372036854775808", "12345678901234567890", "0b101", "-0b11", "0x1F", "-0x-8000000000000000",
      "07", "08", "0o7", "1e3",
    ]
    let mark = Mark(line: 1, column: 1, offset: 0)
    var disagreements: [String] = []
    for text in texts {
      let node = Node(content: .scalar(Scalar(text: text, style: .plain)), start: mark, end: mark)
      guard let resolved = node.resolved, same(resolved, Node.resolvePlain(text)) else {
        disagreements.append(text)
        continue
      }
    }
    #expect(disagreements == [], "\(disagreements.prefix(20).map { "\($0.debugDescription): \(String(describing: Node(content: .scalar(Scalar(text: $0, style: .plain)), start: mark, end: mark).resolved)) vs \(Node.resolvePlain($0))" })")
    // The byte reading `resolved` takes reads the integers as the text reading does.
    for (text, value) in [("-0", 0), ("42", 42), ("-999999999999999999", -999_999_999_999_999_999), ("012", 10), ("+5", 5), ("0x-1", -1)] {
      #expect(Array(text.utf8).withUnsafeBufferPointer { Node.parseInt($0) } == value)
    }
    for text in ["1_000", "12345678901234567890", "", "-", "1.5"] {
      #expect(Array(text.utf8).withUnsafeBufferPointer { Node.parseInt($0) } == nil, "\(text)")
    }
  }

  /// Equal, with NaN equal to NaN.
  private func same(_ a: ResolvedScalar, _ b: ResolvedScalar) -> Bool {
    if case .double(let x) = a, case .double(let y) = b, x.isNaN, y.isNaN { return true }
    return a == b
  }
}

/// The `Character`-based reading of numbers that `Node.resolvePlain` used
/// before issue 20, verbatim, as the reference.
private enum CharacterReading {
  static func resolve(_ text: String) -> ResolvedScalar {
    if ["", "~", "null", "Null", "NULL"].contains(text) { return .null }
    if ["true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON"].contains(text) { return .bool(true) }
    if ["false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF"].contains(text) { return .bool(false) }
    guard let first = text.utf8.first,
      first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
        || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9"))
    else { return .string(text) }
    let cleaned = text.contains("_") ? String(text.filter { $0 != "_" }) : text
    if let int = parseInt(cleaned) { return .int(int) }
    switch cleaned {
    case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .double(.infinity)
    case "-.inf", "-.Inf", "-.INF": return .double(-.infinity)
    case ".nan", ".NaN", ".NAN": return .double(.nan)
    default: break
    }
    if isDecimalFloat(cleaned), let double = Double(cleaned) { return .double(double) }
    return .string(text)
  }

  static func parseInt(_ text: String) -> Int? {
    var body = Substring(text)
    var negative = false
    if body.hasPrefix("-") { negative = true; body = body.dropFirst() } else if body.hasPrefix("+") { body = body.dropFirst() }
    guard !body.isEmpty else { return nil }
    let digits: Substring
    let radix: Int
    if body.hasPrefix("0x") { (digits, radix) = (body.dropFirst(2), 16) }
    else if body.hasPrefix("0b") { (digits, radix) = (body.dropFirst(2), 2) }
    else if body.count > 1, body.hasPrefix("0"), body.allSatisfy({ $0.isASCII && $0.isNumber }) { (digits, radix) = (body.dropFirst(), 8) }
    else if body.allSatisfy({ $0.isASCII && $0.isNumber }) { (digits, radix) = (body, 10) }
    else { return nil }
    guard let value = Int(digits, radix: radix) else {
      return negative ? Int("-" + digits, radix: radix) : nil
    }
    guard negative else { return value }
    let (negated, overflow) = (0 as Int).subtractingReportingOverflow(value)
    return overflow ? nil : negated
  }

  static func isDecimalFloat(_ text: String) -> Bool {
    var sawDigit = false
    var sawDot = false
    var sawExponent = false
    var previous: Character = " "
    for (index, character) in text.enumerated() {
      switch character {
      case "0"..."9": sawDigit = true
      case ".": if sawDot || sawExponent { return false }; sawDot = true
      case "e", "E": if sawExponent || !sawDigit { return false }; sawExponent = true
      case "+", "-": if !(index == 0 || previous == "e" || previous == "E") { return false }
      default: return false
      }
      previous = character
    }
    return sawDigit && (sawDot || sawExponent)
  }
}
