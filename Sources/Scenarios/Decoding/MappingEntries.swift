import YAML

/// The pairs of a mapping whose keys are scalars, in file order, read in
/// place: an entry is the mapping's pairs (a view of the node store) and an index, so listing a
/// mapping's entries allocates nothing and copies no node. Decoding visits
/// every mapping of a file this way, so copying each key and value into a
/// new array of tuples was a large part of its cost.
///
///     for entry in entries { print(entry.name, entry.value.start) }
struct MappingEntries: RandomAccessCollection {
  let pairs: Node.Pairs
  /// The indices into `pairs` of the entries, when some pairs are left out
  /// (a non-scalar key, an unknown key); `nil` when every pair is an entry.
  private let kept: [Int]?

  init(pairs: Node.Pairs, kept: [Int]? = nil) {
    self.pairs = pairs
    self.kept = kept
  }

  var startIndex: Int { 0 }
  var endIndex: Int { kept?.count ?? pairs.count }

  subscript(position: Int) -> MappingEntry {
    MappingEntry(pairs: pairs, index: pairIndex(at: position))
  }

  /// The index into `pairs` of the entry at `position`.
  func pairIndex(at position: Int) -> Int { kept?[position] ?? position }

  /// The entries for which `isIncluded` holds; the others are left out.
  /// Allocates only when something is left out.
  func keeping(_ isIncluded: (MappingEntry) -> Bool) -> MappingEntries {
    var kept: [Int]?
    for position in indices {
      let index = pairIndex(at: position)
      if isIncluded(MappingEntry(pairs: pairs, index: index)) {
        kept?.append(index)
      } else if kept == nil {
        kept = (0..<position).map(pairIndex(at:))
      }
    }
    guard let kept else { return self }
    return MappingEntries(pairs: pairs, kept: kept)
  }

  /// The first entry named `name`, as an index into `pairs`.
  func firstPairIndex(named name: String) -> Int? {
    for position in indices {
      let index = pairIndex(at: position)
      if pairs.key(at: index).hasScalarText(name) { return index }
    }
    return nil
  }
}

/// One pair of a mapping whose key is a scalar: the key's text, the key and the value.
struct MappingEntry {
  let pairs: Node.Pairs
  let index: Int

  /// The key's text.
  var name: String {
    if let scalar = pairs.key(at: index).scalar { return scalar.text }
    return ""  // not reached: `MappingEntries` holds scalar keys only
  }

  // Handles into the file's node store: making one costs a retain.
  var key: Node { pairs.key(at: index) }
  var value: Node { pairs.value(at: index) }
}
