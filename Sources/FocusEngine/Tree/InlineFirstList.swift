/// A list that keeps its first element inline and the rest in an array.
///
/// Nearly every node has no `focused:` binding or exactly one, and no
/// `focusedValue:` entry or one. Held as arrays, each of those was an
/// allocation per node at every evaluation, a free when the tree went, and
/// one more cache miss per node in every walk of a large tree (a
/// 100,000-row ForEach made 200,000 such arrays, `perf`,
/// docs/benchmarks.md). With the first element inline, a list of one
/// allocates nothing; the array holds the second element on.
struct InlineFirstList<Element>: RandomAccessCollection {
  private var first: Element?
  private var rest: [Element] = []

  init() {}

  init(_ elements: [Element]) {
    first = elements.first
    if elements.count > 1 { rest = Array(elements.dropFirst()) }
  }

  var startIndex: Int { 0 }
  var endIndex: Int { first == nil ? 0 : 1 + rest.count }
  var isEmpty: Bool { first == nil }

  subscript(position: Int) -> Element {
    if position == 0, let first { return first }
    return rest[position - 1]
  }

  /// Adds `element` at the end.
  mutating func append(_ element: Element) {
    if first == nil { first = element } else { rest.append(element) }
  }

  /// The elements as an array, for the public API (which allocates).
  var array: [Element] {
    guard let first else { return [] }
    var elements: [Element] = []
    elements.reserveCapacity(1 + rest.count)
    elements.append(first)
    elements.append(contentsOf: rest)
    return elements
  }
}

extension InlineFirstList: Sendable where Element: Sendable {}

extension InlineFirstList: Equatable where Element: Equatable {
  static func == (a: Self, b: Self) -> Bool { a.first == b.first && a.rest == b.rest }
}
