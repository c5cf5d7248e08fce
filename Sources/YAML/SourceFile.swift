#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The text of one scenario file, kept so that diagnostics and failures can
/// quote the line they point at.
///
///     let file = SourceFile(path: "a.yaml", text: "a: [1, 2\n")
///     file.line(1)   // "a: [1, 2"
public final class SourceFile: Sendable {
  /// The path as the user named it (used verbatim in messages).
  public let path: String
  /// The raw bytes of the file.
  public let bytes: [UInt8]
  /// Byte offset of the start of each line (index 0 is line 1).
  let lineStarts: [Int]

  /// A file named `path` with its bytes.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    self.lineStarts = Self.lineStarts(of: bytes)
  }

  /// Where each line starts, with lines ended as libyaml ends them: YAML 1.1
  /// (which libyaml reads) breaks a line at LF, CR, CRLF, NEL (U+0085), LS
  /// (U+2028) and PS (U+2029) — its scanner's `IS_BREAK` and `SKIP_LINE`,
  /// CRLF counting once — so the line a mark names is the line quoted.
  static func lineStarts(of bytes: [UInt8]) -> [Int] {
    bytes.withUnsafeBufferPointer { buffer in
      var starts = [0]
      guard let base = buffer.baseAddress else { return starts }
      starts.reserveCapacity(buffer.count / 32 + 1)
      let count = buffer.count
      // Every file read is indexed, so a file with only LF breaks (no CR,
      // and none of the lead bytes 0xC2, 0xE2 of NEL, LS, PS) is split with
      // `memchr`: a loop over every byte was 0.6 % of `validate`.
      if memchr(base, 0x0D, count) == nil, memchr(base, 0xC2, count) == nil, memchr(base, 0xE2, count) == nil {
        let end = base + count
        var cursor = base
        while cursor < end, let found = memchr(cursor, 0x0A, end - cursor) {
          let newline = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self))
          starts.append(newline - base + 1)
          cursor = newline + 1
        }
        return starts
      }
      var index = 0
      while index < count {
        let width = breakWidth(buffer, at: index)
        if width > 0 {
          index += width
          starts.append(index)
        } else {
          index += 1
        }
      }
      return starts
    }
  }

  /// The length in bytes of the line break at `index` (CRLF is one break
  /// of 2), or 0 when none starts there.
  @inline(__always)
  static func breakWidth<Bytes: RandomAccessCollection>(_ bytes: Bytes, at index: Int) -> Int
  where Bytes.Element == UInt8, Bytes.Index == Int {
    let end = bytes.endIndex
    switch bytes[index] {
    case 0x0A: return 1
    case 0x0D: return index + 1 < end && bytes[index + 1] == 0x0A ? 2 : 1
    case 0xC2: return index + 1 < end && bytes[index + 1] == 0x85 ? 2 : 0
    case 0xE2:
      return index + 2 < end && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9) ? 3 : 0
    default: return 0
    }
  }

  /// The length of the line break that ends just before `end` (0 when none).
  private func breakWidth(endingAt end: Int, from start: Int) -> Int {
    guard end > start else { return 0 }
    switch bytes[end - 1] {
    case 0x0A: return end - 1 > start && bytes[end - 2] == 0x0D ? 2 : 1
    case 0x0D: return 1
    case 0x85: return end - 2 >= start && bytes[end - 2] == 0xC2 ? 2 : 0
    case 0xA8, 0xA9: return end - 3 >= start && bytes[end - 3] == 0xE2 && bytes[end - 2] == 0x80 ? 3 : 0
    default: return 0
    }
  }

  public convenience init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// Number of lines (a final line without a newline counts).
  public var lineCount: Int { lineStarts.count }

  /// The text of a 1-based line without its line break (any break libyaml
  /// reads: LF, CRLF, CR, NEL, LS, PS); `nil` when the line does not exist.
  /// Invalid UTF-8 is repaired.
  public func line(_ number: Int) -> String? {
    guard number >= 1, number <= lineStarts.count else { return nil }
    let start = lineStarts[number - 1]
    guard number < lineStarts.count else { return String(decoding: bytes[start...], as: UTF8.self) }
    let next = lineStarts[number]
    let end = next - breakWidth(endingAt: next, from: start)
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The 1-based line that holds byte `offset` (a break belongs to the line it ends).
  func lineNumber(atByteOffset offset: Int) -> Int {
    // The last line start at or before `offset`, by binary search.
    var low = 0
    var high = lineStarts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle }
    }
    return low + 1
  }

  /// The location of a mark in this file.
  public func location(_ mark: Mark) -> SourceLocation {
    SourceLocation(file: path, mark: mark)
  }
}
