/// Maps libyaml's mark indices (Unicode scalars counted after any BOM) to
/// byte offsets. Only multi-byte characters are recorded, so a file with a
/// few accents or arrows costs a few entries; marks arrive almost in order,
/// so a cursor makes each lookup a comparison or two.
struct OffsetTable {
  /// A multi-byte character: its index, and the extra bytes (beyond one per
  /// character) up to and including it.
  private struct Entry {
    var character: Int
    var extraBytes: Int
  }

  let bomLength: Int
  private var entries: [Entry] = []
  private var extraBytes = 0
  /// Number of entries before the last looked-up index.
  private var cursor = 0
  /// The range of indices `cursor` is right for, and its extra bytes: most
  /// lookups fall in it and cost two comparisons.
  private var low = Int.min
  private var high = Int.max
  private var extraAtCursor = 0

  init(bomLength: Int) {
    self.bomLength = bomLength
  }

  mutating func addCharacter(atByte offset: Int, length: Int) {
    let character = offset - bomLength - extraBytes
    extraBytes += length - 1
    entries.append(Entry(character: character, extraBytes: extraBytes))
    if entries.count == 1 { high = character }
  }

  /// The byte offset of the character at `index`.
  mutating func byteOffset(ofCharacter index: Int) -> Int {
    if index > low, index <= high { return bomLength + index + extraAtCursor }
    while cursor < entries.count, entries[cursor].character < index { cursor += 1 }
    while cursor > 0, entries[cursor - 1].character >= index { cursor -= 1 }
    // Entries before `cursor` start below `index`; the one at `cursor` does not.
    low = cursor > 0 ? entries[cursor - 1].character : Int.min
    high = cursor < entries.count ? entries[cursor].character : Int.max
    extraAtCursor = cursor > 0 ? entries[cursor - 1].extraBytes : 0
    return bomLength + index + extraAtCursor
  }
}
