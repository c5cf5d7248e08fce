/// The finished children of the collections the composer has open, in file
/// order.
///
/// Manual storage, so that a closing collection moves its children into
/// their final array (a plain memory move) instead of copying each node and
/// then destroying the original: a retain and a release per node, which
/// otherwise dominate composing.
struct NodeStack: ~Copyable {
  private var base: UnsafeMutablePointer<Node>
  private var capacity: Int
  private(set) var count = 0

  init() {
    capacity = 64
    base = .allocate(capacity: capacity)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  /// `__owned`, not `consuming`: see `Composer.add`.
  mutating func append(_ node: __owned Node) {
    if count == capacity {
      let bigger = UnsafeMutablePointer<Node>.allocate(capacity: capacity * 2)
      bigger.moveInitialize(from: base, count: count)
      base.deallocate()
      base = bigger
      capacity *= 2
    }
    (base + count).initialize(to: node)
    count += 1
  }

  /// The line where the node at `index` starts.
  func startLine(at index: Int) -> Int {
    guard index >= 0, index < count else { return 0 }
    return base[index].start.line
  }

  mutating func removeAll() {
    base.deinitialize(count: count)
    count = 0
  }

  /// Moves the nodes from `first` on into a new array, as sequence items.
  ///
  /// `reserveCapacity` + `append` rather than `init(unsafeUninitializedCapacity:)`,
  /// which is not specialized and looks up generic metadata on every call.
  mutating func moveItems(from first: Int) -> [Node] {
    let first = min(max(0, first), count)
    var items: [Node] = []
    items.reserveCapacity(count - first)
    for index in first..<count { items.append((base + index).move()) }
    count = first
    return items
  }

  /// Moves the nodes from `first` on into a new array of pairs (keys and
  /// values alternate).
  mutating func movePairs(from first: Int) -> [Node.Pair] {
    let first = min(max(0, first), count)
    let moved = count - first
    var pairs: [Node.Pair] = []
    pairs.reserveCapacity(moved / 2)
    var index = first
    while index + 1 < count {
      pairs.append(Node.Pair(key: (base + index).move(), value: (base + index + 1).move()))
      index += 2
    }
    // A key without a value cannot come from libyaml; drop it if it ever does.
    if index < count { (base + index).deinitialize(count: 1) }
    count = first
    return pairs
  }
}
