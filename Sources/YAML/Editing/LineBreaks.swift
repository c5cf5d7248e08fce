/// Line breaks as libyaml counts them — LF, CRLF, lone CR, and NEL (U+0085),
/// LS (U+2028), PS (U+2029) — for editing a file in columns of its own lines.
/// (The diagnostics' line index is separate: `SourceFile`.)
///
///     let bytes = Array("a:\r  b: 1\r".utf8)
///     LineBreaks.column(of: 5, in: bytes)       // 2: the line starts after the lone CR
///     LineBreaks.lineEnd(from: 3, in: bytes)    // 9
///     LineBreaks.count(in: bytes[...])          // 2
public enum LineBreaks {
  /// The length in bytes of the line break starting at `offset` (2 for CRLF
  /// and NEL, 3 for LS and PS), 0 when none starts there.
  public static func length(at offset: Int, in bytes: [UInt8]) -> Int {
    guard offset >= 0, offset < bytes.count else { return 0 }
    switch bytes[offset] {
    case 0x0A: return 1
    case 0x0D: return offset + 1 < bytes.count && bytes[offset + 1] == 0x0A ? 2 : 1
    case 0xC2: return offset + 1 < bytes.count && bytes[offset + 1] == 0x85 ? 2 : 0
    case 0xE2:
      guard offset + 2 < bytes.count, bytes[offset + 1] == 0x80, bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9 else { return 0 }
      return 3
    default: return 0
    }
  }

  /// Whether a line break ends just before `offset`.
  static func endsBreak(before offset: Int, in bytes: [UInt8]) -> Bool {
    guard offset > 0, offset <= bytes.count else { return false }
    let last = bytes[offset - 1]
    if last == 0x0A || last == 0x0D { return true }
    if last == 0x85 { return offset >= 2 && bytes[offset - 2] == 0xC2 }
    if last == 0xA8 || last == 0xA9 { return offset >= 3 && bytes[offset - 3] == 0xE2 && bytes[offset - 2] == 0x80 }
    return false
  }

  /// The offset where the line holding `offset` starts.
  public static func lineStart(before offset: Int, in bytes: [UInt8]) -> Int {
    var start = min(max(0, offset), bytes.count)
    while start > 0, !endsBreak(before: start, in: bytes) { start -= 1 }
    return start
  }

  /// The offset of the first line break at or after `offset` (the end of the text when none).
  public static func lineEnd(from offset: Int, in bytes: [UInt8]) -> Int {
    var end = max(0, offset)
    while end < bytes.count, length(at: end, in: bytes) == 0 { end += 1 }
    return min(end, bytes.count)
  }

  /// The 0-based column of `offset` in its line, in Unicode scalars as
  /// libyaml counts columns (a BOM at the start of the file not counted):
  /// the indentation that puts text under the character at `offset`.
  public static func column(of offset: Int, in bytes: [UInt8]) -> Int {
    let start = lineStart(before: offset, in: bytes)
    var column = 0
    for index in start..<min(offset, bytes.count) where bytes[index] & 0xC0 != 0x80 { column += 1 }
    if start == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF, offset >= 3 { column -= 1 }
    return column
  }

  /// How many line breaks `bytes` holds, a CRLF counted once.
  public static func count(in bytes: ArraySlice<UInt8>) -> Int {
    let array = Array(bytes)
    var count = 0
    var index = 0
    while index < array.count {
      let length = length(at: index, in: array)
      if length > 0 {
        count += 1
        index += length
      } else {
        index += 1
      }
    }
    return count
  }

  /// The line break a file uses for new lines: its first LF, CRLF or lone
  /// CR (LF when it has none). In a file that mixes them the first decides,
  /// so a line added near the top matches its neighbours and the choice
  /// does not depend on the whole file. NEL, LS and PS, YAML 1.1 breaks that
  /// YAML 1.2 reads as ordinary characters, are never written: a file using
  /// only those gets LF.
  public static func detect(_ bytes: [UInt8]) -> InPlaceEditor.LineEnding {
    for (index, byte) in bytes.enumerated() {
      if byte == 0x0A { return .lf }
      if byte == 0x0D { return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? .crlf : .cr }
    }
    return .lf
  }
}
