import FocusEngine

/// The ids of one ForEach's rows met so far, to find two rows with one id.
///
/// A `Set<Value>` hashes every id, and for 100,000 rows that was the
/// largest single cost of building their tree (`perf`, docs/benchmarks.md).
/// Most ForEach data are lists of small non-negative integers (`[0, 1, 2, …]`)
/// or of mappings keyed by such numbers, so those ids are marked in a bit
/// per possible value, sized from the row count; any other id — a string,
/// a fraction, a number out of that range — goes to the set. Equal values
/// always land in the same place (an integral number has one `Int` whichever
/// way it was written, `1` or `1.0`), so the answer is the set's.
struct RowIDSet {
  /// Bit `n` is set when the number `n` was met; numbers below `bits.count * 64` only.
  private var bits: [UInt64]
  private var others: Set<Value> = []

  /// Room for the ids of `rowCount` rows.
  init(rowCount: Int) {
    // Up to four times the row count: enough for ids that skip a few.
    bits = Array(repeating: 0, count: (rowCount * 4 + 63) / 64)
  }

  /// Adds `id`; `false` when it was already there.
  mutating func insert(_ id: Value) -> Bool {
    if case .number(let number) = id, let n = Self.integer(number), n >= 0, n < bits.count * 64 {
      let (word, bit) = n.quotientAndRemainder(dividingBy: 64)
      let mask = UInt64(1) << UInt64(bit)
      if bits[word] & mask != 0 { return false }
      bits[word] |= mask
      return true
    }
    return others.insert(id).inserted
  }

  /// The integer a number is, when it is one (`Value.Number`'s equality).
  private static func integer(_ number: Value.Number) -> Int? {
    switch number {
    case .integer(let value): return value
    case .real(let value): return Int(exactly: value)
    }
  }
}
