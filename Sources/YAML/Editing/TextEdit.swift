/// One replacement of a byte range of a file's original text, for
/// `InPlaceEditor`.
///
///     // "expect: {}" → "expect: { focused: a }"
///     let edit = TextEdit(replacing: 8..<10, with: "{ focused: a }")
///     let insertion = TextEdit.insert("# recorded\n", at: 0)
///
/// Offsets are 0-based byte offsets into the original UTF-8 bytes (what
/// `Mark.offset` holds), so edits are computed against the file as read, not
/// against the result of earlier edits. In `replacement`, a `\n` stands for a
/// line break: the editor writes the file's own line ending there.
public struct TextEdit: Sendable, Hashable, CustomStringConvertible {
  /// The original bytes to replace; empty for an insertion.
  public var range: Range<Int>
  /// What goes in their place.
  public var replacement: String

  /// Replaces the original bytes in `range` with `replacement`.
  public init(replacing range: Range<Int>, with replacement: String) {
    self.range = range
    self.replacement = replacement
  }

  /// Inserts `text` before the byte at `offset`.
  public static func insert(_ text: String, at offset: Int) -> TextEdit {
    TextEdit(replacing: offset..<offset, with: text)
  }

  /// Whether the edit inserts without replacing anything.
  public var isInsertion: Bool { range.isEmpty }

  /// `bytes 8..<10 → "{ focused: a }"`.
  public var description: String {
    "bytes \(range.lowerBound)..<\(range.upperBound) → \(replacement.debugDescription)"
  }
}
