/// The nodes carrying each focus binding, in tree order (F11's candidates
/// in O(1)), without an array per binding.
///
/// Most bindings are on one node: a ForEach of 100,000 rows bound with
/// `focused: { $field: $item }` has 100,000 bindings of one node each, and
/// an array for each was an allocation per node at every full build, and
/// another free when the tree went. So the first node is kept in the
/// table itself, and only the second and later nodes of a binding go to a
/// list of their own.
struct NodesByBinding: Sendable {
  /// Each binding's first node in tree order.
  private var first: [FocusBinding: Int]
  /// The nodes after the first, for the bindings written on several nodes.
  private var rest: [FocusBinding: [Int]] = [:]

  init(minimumCapacity: Int) {
    first = Dictionary(minimumCapacity: minimumCapacity)
  }

  /// Adds node `index`, which comes after every node added so far.
  mutating func append(_ index: Int, boundBy binding: FocusBinding) {
    // One lookup, which inserts `index` for a new binding.
    if first.value(for: binding, insertingIfMissing: index) != index {
      rest[binding, default: []].append(index)
    }
  }

  /// The nodes with `binding`, in tree order; empty when none has it.
  func nodes(boundBy binding: FocusBinding) -> [Int] {
    guard let index = first[binding] else { return [] }
    if rest.isEmpty { return [index] }
    return [index] + (rest[binding] ?? [])
  }
}
