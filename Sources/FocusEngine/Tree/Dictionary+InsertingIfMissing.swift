extension Dictionary {
  /// The value stored for `key`, after storing `value` there when the key
  /// was missing — in one lookup.
  ///
  /// A lookup followed by an insertion hashes the key twice, and the large
  /// tables a 100,000-row ForEach fills (its ids, the binding index) spent
  /// a tenth of the build on the second hash (`perf`, docs/benchmarks.md).
  /// Passing `&self[key, default: value]` to a function that only reads it
  /// makes the `default:` subscript's modify accessor find the key once,
  /// inserting the default when it is not there.
  ///
  ///     var first: [String: Int] = [:]
  ///     first.value(for: "save", insertingIfMissing: 3)   // 3, inserted
  ///     first.value(for: "save", insertingIfMissing: 7)   // 3, unchanged
  @inlinable
  package mutating func value(for key: Key, insertingIfMissing value: Value) -> Value {
    Self.reading(&self[key, default: value])
  }

  @inlinable
  package static func reading(_ value: inout Value) -> Value { value }
}
