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

  /// `__owned`, not `consuming`: a `consuming` parameter of a copyable type
  /// is checked for implicit copies, and to do so the compiler copied it.
  mutating func append(_ node: __owned Node) {
    reserveOne()
    (base + count).initialize(to: node)
    count += 1
  }

  private mutating func reserveOne() {
    guard count == capacity else { return }
    let bigger = UnsafeMutablePointer<Node>.allocate(capacity: capacity * 2)
    bigger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = bigger
    capacity *= 2
  }

  /// The last node, lent in place. There must be one.
  var last: Node {
    _read { yield base[count - 1] }
  }

  /// Moves the last node out. There must be one.
  mutating func removeLast() -> Node {
    count -= 1
    return (base + count).move()
  }

  /// The line of the first mapping key from `first` to `end` (keys and
  /// values alternate) whose text is `text`.
  func lineOfKey(_ text: String, from first: Int, before end: Int) -> Int? {
    var line: Int?
    forEachKey(from: first, before: end) { key, keyLine in
      guard key == text else { return true }
      line = keyLine
      return false
    }
    return line
  }

  /// Calls `body` with the text and line of each mapping key from `first`
  /// to `end`, in order, until it returns `false`.
  func forEachKey(from first: Int, before end: Int, _ body: (String, Int) -> Bool) {
    var index = max(0, first)
    while index < min(end, count) {
      if case .scalar(let scalar) = base[index].content, !body(scalar.text, base[index].start.line) { return }
      index += 2
    }
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
