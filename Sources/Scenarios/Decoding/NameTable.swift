import YAML

/// A fixed list of ASCII key names (the keys of one kind of mapping),
/// looked up by their UTF-8 bytes.
///
///     let table = NameTable(["id", "label"])
///     table.index(of: "label")   // 1
///
/// Decoding checks every key of every mapping against such a list. With
/// `[String].contains`, each name that did not match cost a call of
/// `_stringCompareWithSmolCheck` (1.5 % of `validate` on corpus-3000, most
/// of it checking node properties against the ~25 allowed names). Here a
/// text's length and first 7 bytes, packed in an integer, pick a slot of a
/// small hash table; a scan of the packed names instead was still 0.7 %.
///
/// Exact: every name is ASCII, and an ASCII text equals a name when its
/// bytes do. A text with a non-ASCII byte that matches no name by bytes
/// could still be canonically equivalent to one (the Kelvin sign is a K), so
/// it is compared as a `String`.
struct NameTable: Sendable {
  /// The names, in order: for suggestions and messages.
  let names: [String]
  /// Per name: its length and first 7 bytes, packed as `pack` packs a text.
  private let heads: [UInt64]
  /// Per name: its bytes after the first 7, in `tails` (empty for short names).
  private let tailRanges: [Range<Int>]
  private let tails: [UInt8]
  /// Open addressing with linear probing: each slot holds a name's index + 1,
  /// or 0 when empty. At most a quarter full. A name equal to an earlier
  /// one is left out, so the first of equal names is found.
  private let slots: [Int32]

  init(_ names: [String]) {
    precondition(names.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }, "key names are ASCII")
    self.names = names
    var heads: [UInt64] = []
    var tailRanges: [Range<Int>] = []
    var tails: [UInt8] = []
    for name in names {
      let bytes = Array(name.utf8)
      heads.append(bytes.withUnsafeBufferPointer(Self.pack))
      let start = tails.count
      tails += bytes.dropFirst(7)
      tailRanges.append(start..<tails.count)
    }
    self.heads = heads
    self.tailRanges = tailRanges
    self.tails = tails
    var size = 8
    while size < names.count * 4 { size *= 2 }
    var slots = [Int32](repeating: 0, count: size)
    for (index, name) in names.enumerated() where !names[..<index].contains(name) {
      var slot = Self.slot(of: heads[index], mask: size - 1)
      while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
      slots[slot] = Int32(index + 1)
    }
    self.slots = slots
  }

  /// The position of the first name equal to `text`.
  func index(of text: String) -> Int? {
    let found = text.utf8.withContiguousStorageIfAvailable(index(ofBytes:))
    switch found {
    case .some(.some(let index)) where index >= 0: return index
    case .some(.some): return names.firstIndex(of: text)  // non-ASCII: compare as strings
    case .some(.none): return nil
    case .none: return names.firstIndex(of: text)
    }
  }

  func contains(_ text: String) -> Bool { index(of: text) != nil }

  /// The position of the first name equal to the text of the scalar `node`,
  /// read on its bytes in the node's store without making a `String`.
  func index(ofScalar node: Node) -> Int? {
    // A closure rather than `index(ofBytes:)` itself: the partially applied
    // method copied the table (four arrays retained) into a context per call.
    switch node.withScalarBytes({ bytes in index(ofBytes: bytes) }) {
    case .some(.some(let index)) where index >= 0: return index
    case .some(.some): return node.scalar.flatMap { names.firstIndex(of: $0.text) }  // non-ASCII: compare as strings
    case .some(.none), .none: return nil
    }
  }

  /// The index of the name with these bytes; `nil` when none matches and the
  /// bytes are ASCII, -1 when none matches and some byte is not ASCII.
  private func index(ofBytes bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let head = Self.pack(bytes)
    let mask = slots.count - 1
    var slot = Self.slot(of: head, mask: mask)
    while slots[slot] != 0 {
      let index = Int(slots[slot]) - 1
      if heads[index] == head {
        let range = tailRanges[index]
        if range.isEmpty || tails[range].elementsEqual(bytes.dropFirst(7)) { return index }
      }
      slot = (slot + 1) & mask
    }
    return bytes.allSatisfy { $0 < 0x80 } ? nil : -1
  }

  /// A slot for a packed text (Fibonacci hashing: the high bits of a product).
  private static func slot(of head: UInt64, mask: Int) -> Int {
    Int(truncatingIfNeeded: (head &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
  }

  /// The length (top byte, capped at 255) and the first 7 bytes, from the low end.
  private static func pack(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var packed = UInt64(min(bytes.count, 255)) << 56
    var shift: UInt64 = 0
    for byte in bytes.prefix(7) {
      packed |= UInt64(byte) << shift
      shift += 8
    }
    return packed
  }
}
