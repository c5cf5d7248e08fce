extension SourceFile {
  /// Whether the file starts with a UTF-8 byte order mark, which libyaml
  /// skips without counting it in columns or character indices.
  var hasByteOrderMark: Bool {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
  }

  /// The mark of a byte offset, counted as libyaml counts: lines split at
  /// every break it reads (see `lineStarts(of:)`), columns in Unicode
  /// scalars, the BOM not counted.
  func mark(atByteOffset offset: Int) -> Mark {
    let offset = min(max(0, offset), bytes.count)
    let line = lineNumber(atByteOffset: offset)
    let lineStart = lineStarts[line - 1]
    var column = 1
    for index in lineStart..<offset where bytes[index] & 0xC0 != 0x80 {
      column += 1
    }
    if line == 1, hasByteOrderMark, offset >= 3 { column -= 1 }
    return Mark(line: line, column: column, offset: offset)
  }
}
