/// Applies byte-range replacements to a file's original bytes and keeps
/// every other byte as it was: comments, key order, quoting, blank lines and
/// line endings (record mode's "keeps every byte").
///
///     var editor = InPlaceEditor(bytes: Array("a: 1 # one\r\nb: {}\r\n".utf8))
///     try editor.add(TextEdit(replacing: 14..<17, with: "\n  c: 2"))   // " {}"
///     String(decoding: editor.apply(), as: UTF8.self)
///     // "a: 1 # one\r\nb:\r\n  c: 2\r\n"  — the inserted line break is CRLF too
///
/// A file with lone CR line ends gets CR; a file that mixes them, the
/// ending of its first line break (`LineBreaks.detect`).
///
/// Edits refer to offsets of the original text, are checked as they are
/// added (inside the text, not splitting a UTF-8 character, not overlapping
/// another edit) and are applied together, in offset order, whatever order
/// they were added in.
public struct InPlaceEditor: Sendable {
  /// The line break a file uses.
  ///
  ///     InPlaceEditor(bytes: Array("a: 1\r\nb: 2\r\n".utf8)).lineEnding   // .crlf
  public enum LineEnding: String, Sendable, Hashable {
    /// A line feed (Unix, and files with no line break).
    case lf = "\n"
    /// A carriage return and a line feed (Windows).
    case crlf = "\r\n"
    /// A lone carriage return (classic Mac OS files), which libyaml reads as a line break.
    case cr = "\r"
  }

  /// Why an edit was refused.
  ///
  ///     try editor.add(TextEdit(replacing: 8..<10, with: "{}"))
  ///     try editor.add(TextEdit(replacing: 9..<12, with: "x"))
  ///     // throws EditError.overlapping: "edits overlap: …"
  public enum EditError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The range reaches outside the text.
    case outOfBounds(TextEdit, count: Int)
    /// A bound of the range falls inside a multi-byte UTF-8 character.
    case splitsCharacter(TextEdit, offset: Int)
    /// Two edits touch the same bytes, or insert at the same place, so their
    /// result would depend on the order they were made in.
    case overlapping(TextEdit, TextEdit)

    /// What was refused and why, for `record`'s message.
    public var description: String {
      switch self {
      case .outOfBounds(let edit, let count):
        return "edit \(edit) reaches outside the text (\(count) bytes)"
      case .splitsCharacter(let edit, let offset):
        return "edit \(edit) splits the UTF-8 character at byte \(offset)"
      case .overlapping(let first, let second):
        return "edits overlap: \(first) and \(second)"
      }
    }
  }

  /// The text as read; never changed.
  public let original: [UInt8]
  /// The edits added so far, in offset order.
  public private(set) var edits: [TextEdit] = []
  /// The file's line ending: that of its first line break (LF when it has
  /// none; `LineBreaks.detect`).
  public let lineEnding: LineEnding

  /// An editor over `bytes`, with no edits yet.
  public init(bytes: [UInt8]) {
    self.original = bytes
    self.lineEnding = LineBreaks.detect(bytes)
  }

  /// An editor over the bytes of `file`, with no edits yet.
  public init(file: SourceFile) {
    self.init(bytes: file.bytes)
  }

  /// Whether no edit was added: `apply()` would return the original bytes.
  public var isEmpty: Bool { edits.isEmpty }

  /// Adds `edit` after checking it against the text and the other edits.
  public mutating func add(_ edit: TextEdit) throws(EditError) {
    let range = edit.range
    guard range.lowerBound >= 0, range.upperBound <= original.count else {
      throw .outOfBounds(edit, count: original.count)
    }
    for offset in [range.lowerBound, range.upperBound] where offset < original.count && original[offset] & 0xC0 == 0x80 {
      throw .splitsCharacter(edit, offset: offset)
    }
    // Edits mostly come in file order: one after the last needs no search.
    let index = edits.last.map { Self.sortsBefore(edit, $0) } == true
      ? edits.firstIndex { Self.sortsBefore(edit, $0) } ?? edits.endIndex : edits.endIndex
    if index > edits.startIndex, Self.conflict(edits[index - 1], edit) { throw .overlapping(edits[index - 1], edit) }
    if index < edits.endIndex, Self.conflict(edit, edits[index]) { throw .overlapping(edit, edits[index]) }
    edits.insert(edit, at: index)
  }

  /// Adds every edit of `edits`, stopping at the first refused one.
  public mutating func add(contentsOf edits: some Sequence<TextEdit>) throws(EditError) {
    for edit in edits { try add(edit) }
  }

  /// The original bytes with every edit applied; each `\n` of a replacement
  /// written as the file's line ending.
  public func apply() -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(original.count + edits.reduce(0) { $0 + $1.replacement.utf8.count + 8 })
    var position = 0
    for edit in edits {
      result.append(contentsOf: original[position..<edit.range.lowerBound])
      append(edit.replacement, to: &result)
      position = edit.range.upperBound
    }
    result.append(contentsOf: original[position...])
    return result
  }

  // MARK: - Helpers

  /// A `\n` (or a `\r\n` already in the text) becomes the file's line ending.
  private func append(_ text: String, to result: inout [UInt8]) {
    let newline = UInt8(ascii: "\n")
    let carriageReturn = UInt8(ascii: "\r")
    var previous: UInt8 = 0
    for byte in text.utf8 {
      defer { previous = byte }
      guard byte == newline else {
        result.append(byte)
        continue
      }
      switch lineEnding {
      case .lf: result.append(newline)
      case .crlf:
        if previous != carriageReturn { result.append(carriageReturn) }
        result.append(newline)
      case .cr:
        if previous != carriageReturn { result.append(carriageReturn) }
      }
    }
  }

  /// Offset order; at one offset an insertion comes before a replacement.
  private static func sortsBefore(_ lhs: TextEdit, _ rhs: TextEdit) -> Bool {
    lhs.range.lowerBound != rhs.range.lowerBound
      ? lhs.range.lowerBound < rhs.range.lowerBound : lhs.range.upperBound < rhs.range.upperBound
  }

  /// Whether `first` (which sorts before `second`) and `second` cannot both apply.
  private static func conflict(_ first: TextEdit, _ second: TextEdit) -> Bool {
    if second.range.lowerBound < first.range.upperBound { return true }
    // Two edits starting at one offset, one of them an insertion: which text comes first is ambiguous.
    return first.range.lowerBound == second.range.lowerBound && (first.isInsertion || second.isInsertion)
  }
}
