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
  private let lineStarts: [Int]

  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    // Every file read is indexed, so the line breaks are found with
    // `memchr`: a loop over every byte was 0.6 % of `validate`.
    self.lineStarts = bytes.withUnsafeBufferPointer { buffer in
      var starts = [0]
      guard let base = buffer.baseAddress else { return starts }
      starts.reserveCapacity(buffer.count / 32 + 1)
      let end = base + buffer.count
      var cursor = base
      while cursor < end, let found = memchr(cursor, Int32(UInt8(ascii: "\n")), end - cursor) {
        let newline = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self))
        starts.append(newline - base + 1)
        cursor = newline + 1
      }
      return starts
    }
  }

  public convenience init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// Number of lines (a final line without a newline counts).
  public var lineCount: Int { lineStarts.count }

  /// The text of a 1-based line without its line break (`\n` or `\r\n`);
  /// `nil` when the line does not exist. Invalid UTF-8 is repaired.
  public func line(_ number: Int) -> String? {
    guard number >= 1, number <= lineStarts.count else { return nil }
    let start = lineStarts[number - 1]
    var end = number < lineStarts.count ? lineStarts[number] - 1 : bytes.count
    if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    guard end >= start else { return "" }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The location of a mark in this file.
  public func location(_ mark: Mark) -> SourceLocation {
    SourceLocation(file: path, mark: mark)
  }
}
