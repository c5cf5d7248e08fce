import BasicContainers

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The nodes of one file in contiguous storage: a `Node` is this store and
/// an index into it.
///
/// Composing used to allocate an array per collection and a `String` per
/// scalar, and every copy of a `Node` retained its content and tag (about
/// 52 reference-count operations per YAML event, issue 20). Here a file's
/// nodes are fixed-size records in one array, a collection's children are
/// a range of `links`, and a scalar's text is a range of `text` (its bytes
/// after unescaping and folding), made into a `String` only when asked.
/// The store never changes once composed, so handles share it freely
/// across threads (hence `@unchecked Sendable`: its buffers are written
/// once, in `init`, and freed in `deinit`). They are buffers rather than
/// arrays so that reading a record retains nothing: an array field of a
/// class is retained and released around each read, which cost more than
/// the read itself.
@usableFromInline
final class NodeStore: @unchecked Sendable {
  /// One node: its kind, marks, and where its text or children are.
  @usableFromInline
  struct Record: Sendable {
    @usableFromInline var start: Mark
    @usableFromInline var end: Mark
    /// A scalar: offset of its text in `text`. A collection: index of its
    /// first child in `links` (a mapping's keys and values alternate).
    @usableFromInline var first: Int32
    /// A scalar: byte count of its text. A collection: number of links.
    @usableFromInline var count: Int32
    /// Index into `tags`, or -1 without an explicit tag.
    @usableFromInline var tag: Int32
    @usableFromInline var kind: Kind
    @usableFromInline var style: Scalar.Style
    @usableFromInline var isFlow: Bool
    /// A scalar whose text is all ASCII: two such texts are equal as
    /// `String`s exactly when their bytes are (it fills the record's padding).
    @usableFromInline var isASCII: Bool

    /// Where its text (a scalar: byte offsets in `text`) or its children
    /// (a collection: indices in `links`) are.
    @inlinable var contents: Range<Int> { Int(first)..<Int(first + count) }
  }

  @usableFromInline
  enum Kind: UInt8, Sendable {
    case scalar, sequence, mapping
  }

  @usableFromInline let records: UnsafeBufferPointer<Record>
  @usableFromInline let links: UnsafeBufferPointer<Int32>
  @usableFromInline let text: UnsafeBufferPointer<UInt8>
  @usableFromInline let tags: [String]

  init(_ arena: borrowing NodeArena) {
    records = Self.copy(arena.records)
    links = Self.copy(arena.links)
    text = Self.copy(arena.text)
    tags = arena.tags
  }

  deinit {
    records.deallocate()
    links.deallocate()
    text.deallocate()
  }

  private static func copy<Element>(_ array: borrowing UniqueArray<Element>) -> UnsafeBufferPointer<Element> {
    let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(1, array.count))
    let count = array.span.withUnsafeBufferPointer { buffer.initialize(fromContentsOf: $0) }
    return UnsafeBufferPointer(rebasing: buffer[..<count])
  }
}

/// A `NodeStore` while it is being composed: the composer appends records
/// and links, then freezes it into a store.
///
/// Its buffers are swift-collections' noncopyable `UniqueArray`s: unlike an
/// `Array`, which checks that its buffer is not shared before every change
/// (`isUniquelyReferenced`) and appends bytes through the generic
/// `append(contentsOf:)`, they cannot be shared and copy with `memcpy`;
/// on the composer's path that saved 2.3 % of a run's instructions (issue 20).
@usableFromInline
struct NodeArena: ~Copyable {
  var records: UniqueArray<NodeStore.Record>
  var links: UniqueArray<Int32>
  var text: UniqueArray<UInt8>
  var tags: [String] = []

  /// An empty arena with room for `records` nodes, `links` children and
  /// `textBytes` bytes of scalar text before it grows.
  init(records: Int = 16, links: Int = 16, textBytes: Int = 64) {
    self.records = UniqueArray(minimumCapacity: records)
    self.links = UniqueArray(minimumCapacity: links)
    self.text = UniqueArray(minimumCapacity: textBytes)
  }

  /// Appends a scalar whose text is `bytes`; returns its index.
  mutating func appendScalar(
    _ bytes: UnsafeBufferPointer<UInt8>, style: Scalar.Style, start: Mark, end: Mark, tag: Int32
  ) -> Int32 {
    let offset = Int32(text.count)
    text.append(copying: bytes)
    records.append(
      NodeStore.Record(
        start: start, end: end, first: offset, count: Int32(bytes.count), tag: tag, kind: .scalar, style: style,
        isFlow: false, isASCII: Self.isASCII(bytes)))
    return Int32(records.count - 1)
  }

  /// Appends a collection whose children are `children` (keys and values
  /// alternating for a mapping); returns its index.
  mutating func appendCollection(
    isMapping: Bool, children: UnsafeBufferPointer<Int32>, start: Mark, end: Mark, tag: Int32, isFlow: Bool
  ) -> Int32 {
    let first = Int32(links.count)
    links.append(copying: children)
    records.append(
      NodeStore.Record(
        start: start, end: end, first: first, count: Int32(children.count), tag: tag,
        kind: isMapping ? .mapping : .sequence, style: .plain, isFlow: isFlow, isASCII: false))
    return Int32(records.count - 1)
  }

  /// Appends a collection whose children are `children[range]`; returns its index.
  mutating func appendCollection(
    isMapping: Bool, children: borrowing UniqueArray<Int32>, _ range: Range<Int>, start: Mark, end: Mark, tag: Int32,
    isFlow: Bool
  ) -> Int32 {
    children.span.withUnsafeBufferPointer {
      appendCollection(
        isMapping: isMapping, children: UnsafeBufferPointer(rebasing: $0[range]), start: start, end: end, tag: tag,
        isFlow: isFlow)
    }
  }

  /// Appends a collection whose children are `children`; returns its index.
  mutating func appendCollection(
    isMapping: Bool, children: [Int32], start: Mark, end: Mark, tag: Int32, isFlow: Bool
  ) -> Int32 {
    children.withUnsafeBufferPointer {
      appendCollection(isMapping: isMapping, children: $0, start: start, end: end, tag: tag, isFlow: isFlow)
    }
  }

  /// Appends a copy of node `index` placed at `start`…`end` (an alias): it
  /// shares the original's text and children, so an alias costs one record
  /// however large the node it names.
  mutating func appendCopy(of index: Int32, start: Mark, end: Mark) -> Int32 {
    var record = records[Int(index)]
    record.start = start
    record.end = end
    records.append(record)
    return Int32(records.count - 1)
  }

  /// The index of `tag` in `tags` (appended), or -1 for none.
  mutating func tagIndex(_ tag: String?) -> Int32 {
    guard let tag else { return -1 }
    tags.append(tag)
    return Int32(tags.count - 1)
  }

  func tag(of index: Int32) -> String? {
    let tag = records[Int(index)].tag
    return tag < 0 ? nil : tags[Int(tag)]
  }

  /// The text of scalar `index`, lent as bytes.
  func withText<R>(of index: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    let record = records[Int(index)]
    return text.span.withUnsafeBufferPointer { all in
      body(UnsafeBufferPointer(rebasing: all[record.contents]))
    }
  }

  /// The text of scalar `index` as a `String`.
  func string(of index: Int32) -> String {
    withText(of: index) { String(decoding: $0, as: UTF8.self) }
  }

  /// Whether scalars `a` and `b` have equal text as `String`s compare it:
  /// equal bytes, or (only when either is not ASCII) canonically equivalent.
  func textsEqual(_ a: Int32, _ b: Int32) -> Bool {
    let ra = records[Int(a)]
    let rb = records[Int(b)]
    if ra.count == rb.count {
      let equal = text.span.withUnsafeBufferPointer { all in
        ra.count == 0 || memcmp(all.baseAddress! + Int(ra.first), all.baseAddress! + Int(rb.first), Int(ra.count)) == 0
      }
      if equal { return true }
    }
    if ra.isASCII && rb.isASCII { return false }
    return string(of: a) == string(of: b)
  }

  @inlinable
  static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in bytes where byte >= 0x80 { return false }
    return true
  }

  /// A node of the nodes appended so far, for messages before the store is frozen.
  func kindDescription(of index: Int32) -> String {
    switch records[Int(index)].kind {
    case .sequence: return "a list"
    case .mapping: return "a mapping"
    case .scalar:
      // Rare (error messages only): a one-node store is enough to resolve it.
      var single = NodeArena()
      let record = records[Int(index)]
      let copy = withText(of: index) {
        single.appendScalar($0, style: record.style, start: record.start, end: record.end, tag: single.tagIndex(tag(of: index)))
      }
      return Node(store: NodeStore(single), index: copy).kindDescription
    }
  }
}
