/// A small JSON reader (RFC 8259) that keeps, for every value, the bytes it
/// was read from: `merge-reports` copies a scenario's `"trace"` from a shard's
/// report into the merged one as it was written, byte for byte, where
/// re-serializing parsed values (Foundation's `JSONSerialization`) could
/// change how numbers and strings are spelled.
///
///     let document = try JSONDocument(bytes: Array(#"{ "a": [1.50, true] }"#.utf8))
///     document.root["a"]?.range          // the bytes of `[1.50, true]`
///     document.text(of: document.root["a"]!)   // "[1.50, true]"
///
/// Errors carry the byte offset where reading stopped; `JSONReportReader`
/// turns it into `file:line:column` with the line and a caret.
struct JSONDocument {
  /// One value and where it was read from.
  struct Node {
    /// What the value is; numbers are kept as written.
    enum Value {
      case null
      case bool(Bool)
      case number(String)
      case string(String)
      case array([Node])
      /// Members in the order written; a key given twice is an error of the reader.
      case object([(key: String, value: Node)])
    }

    var value: Value
    /// The value's bytes in the document.
    var range: Range<Int>

    /// The member named `key` of an object; `nil` for other values.
    subscript(key: String) -> Node? {
      guard case .object(let members) = value else { return nil }
      return members.first { $0.key == key }?.value
    }

    /// What the value is, in the words of an error message.
    var kindName: String {
      switch value {
      case .null: return "null"
      case .bool: return "a boolean"
      case .number: return "a number"
      case .string: return "a string"
      case .array: return "a list"
      case .object: return "an object"
      }
    }
  }

  /// Why the bytes are not JSON, and where (a byte offset).
  struct SyntaxError: Error {
    var offset: Int
    var message: String
  }

  /// The whole document's bytes.
  let bytes: [UInt8]
  /// The top-level value.
  private(set) var root: Node

  /// Deeper nesting than this is refused rather than risking the stack:
  /// a report nests a trace a few dozen levels deep.
  static let maxDepth = 512

  /// Reads `bytes` as one JSON value, with nothing but whitespace around it.
  init(bytes: [UInt8]) throws(SyntaxError) {
    self.bytes = bytes
    var parser = Parser(bytes: bytes)
    parser.skipWhitespace()
    root = try parser.value(depth: 0)
    parser.skipWhitespace()
    if parser.offset < bytes.count { throw SyntaxError(offset: parser.offset, message: "unexpected text after the JSON value") }
  }

  /// The bytes `node` was read from, as text.
  func text(of node: Node) -> String {
    String(decoding: bytes[node.range], as: UTF8.self)
  }

  private struct Parser {
    let bytes: [UInt8]
    var offset = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    mutating func skipWhitespace() {
      while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
    }

    private func error(_ message: String, at offset: Int? = nil) -> SyntaxError {
      SyntaxError(offset: offset ?? self.offset, message: message)
    }

    private var found: String {
      guard let byte = current else { return "the end of the file" }
      if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
      return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    mutating func value(depth: Int) throws(SyntaxError) -> Node {
      guard depth < JSONDocument.maxDepth else { throw error("values nest deeper than \(JSONDocument.maxDepth) levels") }
      let start = offset
      guard let byte = current else { throw error("expected a value, found the end of the file") }
      let value: Node.Value
      switch byte {
      case UInt8(ascii: "{"): value = try object(depth: depth)
      case UInt8(ascii: "["): value = try array(depth: depth)
      case UInt8(ascii: "\""): value = .string(try string())
      case UInt8(ascii: "t"): try literal("true"); value = .bool(true)
      case UInt8(ascii: "f"): try literal("false"); value = .bool(false)
      case UInt8(ascii: "n"): try literal("null"); value = .null
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try number())
      default: throw error("expected a value, found \(found)")
      }
      return Node(value: value, range: start..<offset)
    }

    private mutating func literal(_ word: String) throws(SyntaxError) {
      for expected in word.utf8 {
        guard current == expected else { throw error("expected '\(word)'") }
        offset += 1
      }
    }

    private mutating func number() throws(SyntaxError) -> String {
      let start = offset
      if current == UInt8(ascii: "-") { offset += 1 }
      func digits(_ parser: inout Parser) -> Int {
        var count = 0
        while let byte = parser.current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
          parser.offset += 1
          count += 1
        }
        return count
      }
      if current == UInt8(ascii: "0") { offset += 1 } else if digits(&self) == 0 { throw error("expected a digit, found \(found)") }
      if current == UInt8(ascii: ".") {
        offset += 1
        guard digits(&self) > 0 else { throw error("expected a digit after '.', found \(found)") }
      }
      if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
        offset += 1
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
        guard digits(&self) > 0 else { throw error("expected a digit in the exponent, found \(found)") }
      }
      return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private mutating func string() throws(SyntaxError) -> String {
      let start = offset
      offset += 1  // the opening quote
      var scalars = String.UnicodeScalarView()
      var runStart = offset
      func flush(_ parser: Parser, upTo end: Int) {
        scalars.append(contentsOf: String(decoding: parser.bytes[runStart..<end], as: UTF8.self).unicodeScalars)
      }
      while true {
        guard let byte = current else { throw error("this string is not closed", at: start) }
        switch byte {
        case UInt8(ascii: "\""):
          flush(self, upTo: offset)
          offset += 1
          return String(scalars)
        case UInt8(ascii: "\\"):
          flush(self, upTo: offset)
          offset += 1
          scalars.append(try escape())
          runStart = offset
        case 0..<0x20:
          throw error("a control character inside a string must be escaped")
        default:
          offset += 1
        }
      }
    }

    private mutating func escape() throws(SyntaxError) -> Unicode.Scalar {
      guard let byte = current else { throw error("expected an escape, found the end of the file") }
      offset += 1
      switch byte {
      case UInt8(ascii: "\""): return "\""
      case UInt8(ascii: "\\"): return "\\"
      case UInt8(ascii: "/"): return "/"
      case UInt8(ascii: "b"): return "\u{08}"
      case UInt8(ascii: "f"): return "\u{0C}"
      case UInt8(ascii: "n"): return "\n"
      case UInt8(ascii: "r"): return "\r"
      case UInt8(ascii: "t"): return "\t"
      case UInt8(ascii: "u"):
        let high = try hex4()
        if (0xD800..<0xDC00).contains(high) {
          // A surrogate pair: `\uD83D\uDE00`.
          guard current == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else {
            throw error("a high surrogate must be followed by a low one")
          }
          offset += 2
          let low = try hex4()
          guard (0xDC00..<0xE000).contains(low) else { throw error("a high surrogate must be followed by a low one") }
          return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
        }
        return Unicode.Scalar(high) ?? "\u{FFFD}"
      default:
        offset -= 1
        throw error("unknown escape '\\\(Character(Unicode.Scalar(byte)))'")
      }
    }

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard let byte = current, let digit = Self.hexDigit(byte) else { throw error("expected four hex digits after '\\u'") }
        value = value * 16 + digit
        offset += 1
      }
      return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
      default: return nil
      }
    }

    private mutating func array(depth: Int) throws(SyntaxError) -> Node.Value {
      offset += 1
      var elements: [Node] = []
      skipWhitespace()
      if current == UInt8(ascii: "]") {
        offset += 1
        return .array(elements)
      }
      while true {
        skipWhitespace()
        elements.append(try value(depth: depth + 1))
        skipWhitespace()
        switch current {
        case UInt8(ascii: ","): offset += 1
        case UInt8(ascii: "]"):
          offset += 1
          return .array(elements)
        default: throw error("expected ',' or ']' in a list, found \(found)")
        }
      }
    }

    private mutating func object(depth: Int) throws(SyntaxError) -> Node.Value {
      offset += 1
      var members: [(key: String, value: Node)] = []
      skipWhitespace()
      if current == UInt8(ascii: "}") {
        offset += 1
        return .object(members)
      }
      while true {
        skipWhitespace()
        guard current == UInt8(ascii: "\"") else { throw error("expected a key in quotes, found \(found)") }
        let keyOffset = offset
        let key = try string()
        if members.contains(where: { $0.key == key }) { throw error("the key '\(key)' is given twice", at: keyOffset) }
        skipWhitespace()
        guard current == UInt8(ascii: ":") else { throw error("expected ':' after a key, found \(found)") }
        offset += 1
        skipWhitespace()
        members.append((key, try value(depth: depth + 1)))
        skipWhitespace()
        switch current {
        case UInt8(ascii: ","): offset += 1
        case UInt8(ascii: "}"):
          offset += 1
          return .object(members)
        default: throw error("expected ',' or '}' in an object, found \(found)")
        }
      }
    }
  }
}
