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

  mutating func append(_ node: consuming Node) {
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
  mutating func moveItems(from first: Int) -> [Node] {
    let first = min(max(0, first), count)
    let moved = count - first
    let source = base + first
    count = first
    return [Node](unsafeUninitializedCapacity: moved) { buffer, initialized in
      if let destination = buffer.baseAddress { destination.moveInitialize(from: source, count: moved) }
      initialized = moved
    }
  }

  /// Moves the nodes from `first` on into a new array of pairs (keys and
  /// values alternate).
  mutating func movePairs(from first: Int) -> [Node.Pair] {
    let first = min(max(0, first), count)
    let moved = count - first
    let pairCount = moved / 2
    let source = base + first
    // A key without a value cannot come from libyaml; drop it if it ever does.
    if moved % 2 == 1 { (source + moved - 1).deinitialize(count: 1) }
    count = first
    return [Node.Pair](unsafeUninitializedCapacity: pairCount) { buffer, initialized in
      guard let destination = buffer.baseAddress else { return }
      for index in 0..<pairCount {
        (destination + index).initialize(
          to: Node.Pair(key: (source + 2 * index).move(), value: (source + 2 * index + 1).move()))
      }
      initialized = pairCount
    }
  }
}
