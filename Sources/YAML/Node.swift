/// A YAML node composed from libyaml events, with the marks where it starts
/// and ends so any later error can point into the file.
///
///     let doc = try YAMLReader.read(path: "a.yaml", text: "a: [1, 2]\n").documents[0]
///     doc.root["a"]?.start    // 1:4
///
/// A node is a handle: the file's nodes sit in one store, and a `Node` is
/// that store and an index. Copying one costs a retain, and a scalar's
/// text becomes a `String` only when ``scalar`` or ``content`` is read;
/// ``hasScalarText(_:)`` and ``withScalarBytes(_:)`` read it in place.
public struct Node: Sendable {
  /// A scalar, a sequence of nodes, or a mapping's pairs in file order.
  ///
  ///     switch node.content {
  ///     case .scalar(let scalar): print(scalar.text)
  ///     case .sequence(let items): print(items.count, "items")
  ///     case .mapping(let pairs): print(pairs.count, "pairs")
  ///     }
  public enum Content: Sendable {
    /// A scalar: text and how it was written.
    case scalar(Scalar)
    /// A sequence's items, in file order.
    case sequence(Items)
    /// A mapping's key-value pairs, in file order.
    case mapping(Pairs)
  }

  /// One entry of a mapping, in file order.
  ///
  ///     if case .mapping(let pairs) = doc.root.content { pairs.first?.key.start }   // 1:1
  public struct Pair: Sendable {
    /// The key node, a scalar in every file the reader accepts.
    public var key: Node
    /// The value node.
    public var value: Node
    /// A pair of `key` and `value`.
    public init(key: Node, value: Node) {
      self.key = key
      self.value = value
    }
  }

  /// A sequence's items, read in place from the store.
  ///
  ///     for item in doc.root["a"]?.sequence ?? .empty { print(item.start) }
  public struct Items: RandomAccessCollection, Sendable {
    @usableFromInline let store: NodeStore?
    @usableFromInline let first: Int
    /// The number of items.
    public let count: Int
    /// No items.
    public static let empty = Items(store: nil, first: 0, count: 0)
    @usableFromInline
    init(store: NodeStore?, first: Int, count: Int) {
      self.store = store
      self.first = first
      self.count = count
    }
    /// 0.
    @inlinable public var startIndex: Int { 0 }
    /// The number of items.
    @inlinable public var endIndex: Int { count }
    /// The item at `position`.
    @inlinable public subscript(position: Int) -> Node {
      precondition(position >= 0 && position < count, "Node.Items index out of range")
      // `store` is set whenever there are items.
      return Node(store: store.unsafelyUnwrapped, index: store.unsafelyUnwrapped.links[first + position])
    }
  }

  /// A mapping's pairs, read in place from the store: its links, keys and
  /// values alternating, as `Items` of twice the count.
  public struct Pairs: RandomAccessCollection, Sendable {
    @usableFromInline let links: Items
    /// No pairs.
    public static let empty = Pairs(links: .empty)
    @usableFromInline
    init(links: Items) { self.links = links }
    @usableFromInline
    init(store: NodeStore?, first: Int, count: Int) {
      links = Items(store: store, first: first, count: 2 * count)
    }
    /// The number of pairs.
    @inlinable public var count: Int { links.count / 2 }
    /// 0.
    @inlinable public var startIndex: Int { 0 }
    /// The number of pairs.
    @inlinable public var endIndex: Int { count }
    /// The pair at `position`.
    @inlinable public subscript(position: Int) -> Pair {
      Pair(key: key(at: position), value: value(at: position))
    }
    /// The key of the pair at `position`, without making the pair.
    @inlinable public func key(at position: Int) -> Node {
      precondition(position >= 0 && position < count, "Node.Pairs index out of range")
      return links[2 * position]
    }
    /// The value of the pair at `position`, without making the pair.
    @inlinable public func value(at position: Int) -> Node {
      precondition(position >= 0 && position < count, "Node.Pairs index out of range")
      return links[2 * position + 1]
    }
  }

  @usableFromInline let store: NodeStore
  @usableFromInline let index: Int32

  @usableFromInline
  init(store: NodeStore, index: Int32) {
    self.store = store
    self.index = index
  }

  @inlinable
  var record: NodeStore.Record { store.records[Int(index)] }

  /// The node's scalar, items or pairs: its ``shape`` with the scalar's text.
  public var content: Content {
    switch shape {
    case .scalar:
      let record = self.record
      return .scalar(Scalar(text: scalarString(record), style: record.style))
    case .sequence(let items): return .sequence(items)
    case .mapping(let pairs): return .mapping(pairs)
    }
  }

  /// What the node is, its items or pairs, without a scalar's text.
  public enum Shape: Sendable {
    /// A scalar: its text is read with `scalar`, `resolved` or `withScalarBytes`.
    case scalar
    /// A sequence's items, in file order.
    case sequence(Items)
    /// A mapping's key-value pairs, in file order.
    case mapping(Pairs)
  }

  /// The node's kind, with its items or pairs: ``content`` without making
  /// a scalar's `String`. A decoder switching on the kind before it reads a
  /// scalar made the text twice, once here and once resolving it (issue 20).
  @inlinable public var shape: Shape {
    let record = self.record
    switch record.kind {
    case .scalar: return .scalar
    case .sequence: return .sequence(Items(store: store, first: Int(record.first), count: Int(record.count)))
    case .mapping: return .mapping(Pairs(store: store, first: Int(record.first), count: Int(record.count) / 2))
    }
  }

  /// Set when flow style (`[…]`, `{…}`) was used for a collection.
  @inlinable public var isFlow: Bool { record.isFlow }
  /// Where the node starts (the first character of its text, after any tag or anchor).
  @inlinable public var start: Mark { record.start }
  /// Where the node ends (one past its last character, as libyaml reports).
  @inlinable public var end: Mark { record.end }
  /// The explicit tag, if any (`!!str`, `!custom`), as written after resolution of handles.
  public var tag: String? {
    let tag = record.tag
    return tag < 0 ? nil : store.tags[Int(tag)]
  }

  private func scalarString(_ record: NodeStore.Record) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: store.text[record.contents]), as: UTF8.self)
  }

  /// A node with its content, its marks, and its tag and flow style as
  /// written. It gets a store of its own, into which the nodes of `content`
  /// are copied: for building small trees (tests, edited copies), not for reading.
  public init(content: Content, start: Mark, end: Mark, tag: String? = nil, isFlow: Bool = false) {
    var arena = NodeArena()
    let tagIndex = arena.tagIndex(tag)
    let index: Int32
    switch content {
    case .scalar(let scalar):
      var text = scalar.text
      index = text.withUTF8 { arena.appendScalar($0, style: scalar.style, start: start, end: end, tag: tagIndex) }
    case .sequence(let items):
      let children = items.map { arena.appendTree($0) }
      index = arena.appendCollection(
        isMapping: false, children: children, start: start, end: end, tag: tagIndex, isFlow: isFlow)
    case .mapping(let pairs):
      var children: [Int32] = []
      for pair in pairs {
        children.append(arena.appendTree(pair.key))
        children.append(arena.appendTree(pair.value))
      }
      index = arena.appendCollection(
        isMapping: true, children: children, start: start, end: end, tag: tagIndex, isFlow: isFlow)
    }
    self.init(store: NodeStore(arena), index: index)
  }

  /// A sequence of `items` (copied into a store of its own, as ``init(content:start:end:tag:isFlow:)``).
  public init(sequence items: [Node], start: Mark, end: Mark, tag: String? = nil, isFlow: Bool = false) {
    var arena = NodeArena()
    let tagIndex = arena.tagIndex(tag)
    let children = items.map { arena.appendTree($0) }
    let index = arena.appendCollection(
      isMapping: false, children: children, start: start, end: end, tag: tagIndex, isFlow: isFlow)
    self.init(store: NodeStore(arena), index: index)
  }

  /// A mapping of `pairs` (copied into a store of its own, as ``init(content:start:end:tag:isFlow:)``).
  public init(mapping pairs: [Pair], start: Mark, end: Mark, tag: String? = nil, isFlow: Bool = false) {
    var arena = NodeArena()
    let tagIndex = arena.tagIndex(tag)
    var children: [Int32] = []
    for pair in pairs {
      children.append(arena.appendTree(pair.key))
      children.append(arena.appendTree(pair.value))
    }
    let index = arena.appendCollection(
      isMapping: true, children: children, start: start, end: end, tag: tagIndex, isFlow: isFlow)
    self.init(store: NodeStore(arena), index: index)
  }
}

extension NodeArena {
  /// Copies `node` and everything below it into this arena; returns its index.
  mutating func appendTree(_ node: Node) -> Int32 {
    let record = node.record
    let tag = tagIndex(node.tag)
    switch record.kind {
    case .scalar:
      return withExtendedLifetime(node.store) {
        appendScalar(
          UnsafeBufferPointer(rebasing: node.store.text[record.contents]),
          style: record.style, start: record.start, end: record.end, tag: tag)
      }
    case .sequence, .mapping:
      let children = node.store.links[record.contents].map {
        appendTree(Node(store: node.store, index: $0))
      }
      return appendCollection(
        isMapping: record.kind == .mapping, children: children, start: record.start, end: record.end, tag: tag,
        isFlow: record.isFlow)
    }
  }
}

/// A scalar's text and how it was written.
///
///     // name: 'Sign In'
///     if case .scalar(let scalar) = doc.root["name"]?.content { (scalar.text, scalar.style) }   // ("Sign In", .singleQuoted)
public struct Scalar: Sendable, Hashable {
  /// How a scalar was written: plain, `'single'`, `"double"`, `|` literal or `>` folded.
  ///
  ///     Scalar(text: "yes", style: .doubleQuoted)   // stays a string: only plain scalars resolve
  public enum Style: Sendable, Hashable {
    /// Plain `a`, `'single'`, `"double"`, `|` literal, `>` folded.
    case plain, singleQuoted, doubleQuoted, literal, folded
  }
  /// The scalar's text after unescaping and folding.
  public var text: String
  /// How it was written; only plain scalars are resolved (``Node/resolved``).
  public var style: Style
  /// A scalar of `text` written in `style`.
  public init(text: String, style: Style) {
    self.text = text
    self.style = style
  }
}

/// What a scalar means under YAML 1.1's resolution rules (see `Node.resolved`).
///
///     // a: yes, b: 'yes', c: 1.5, d: ~
///     doc.root["a"]?.resolved   // .bool(true)
///     doc.root["b"]?.resolved   // .string("yes")
///     doc.root["c"]?.resolved   // .double(1.5)
///     doc.root["d"]?.resolved   // .null
public enum ResolvedScalar: Sendable, Hashable {
  /// `~`, `null`, or nothing.
  case null
  /// `true`, `false`, `yes`, `no`, `on`, `off` in any of their three cases.
  case bool(Bool)
  /// An integer that fits in `Int`.
  case int(Int)
  /// A number with a fraction or exponent, or `.inf`, `.nan`.
  case double(Double)
  /// Anything else, and every quoted or block scalar.
  case string(String)
}

extension Node {
  /// The scalar, if this node is one.
  public var scalar: Scalar? {
    let record = self.record
    guard record.kind == .scalar else { return nil }
    return Scalar(text: scalarString(record), style: record.style)
  }

  /// The items, if this node is a sequence.
  @inlinable public var sequence: Items? {
    let record = self.record
    guard record.kind == .sequence else { return nil }
    return Items(store: store, first: Int(record.first), count: Int(record.count))
  }

  /// The pairs, if this node is a mapping.
  @inlinable public var mapping: Pairs? {
    let record = self.record
    guard record.kind == .mapping else { return nil }
    return Pairs(store: store, first: Int(record.first), count: Int(record.count) / 2)
  }

  /// Whether the node is a scalar (checked without making its text).
  @inlinable public var isScalar: Bool { record.kind == .scalar }

  /// The scalar's style, if this node is one (read without making its text).
  @inlinable public var scalarStyle: Scalar.Style? {
    let record = self.record
    return record.kind == .scalar ? record.style : nil
  }

  /// Calls `body` with the scalar's text as UTF-8 bytes, in place; `nil` for a collection.
  ///
  ///     node.withScalarBytes { $0.count }   // the text's length in bytes
  @inlinable
  public func withScalarBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R? {
    let record = self.record
    guard record.kind == .scalar else { return nil }
    return try withExtendedLifetime(store) {
      try body(UnsafeBufferPointer(rebasing: store.text[record.contents]))
    }
  }

  /// Whether the node is a scalar whose text equals `text` as `String`s
  /// compare (canonical equivalence), compared on bytes where that is exact:
  /// when both are ASCII, or the bytes are equal.
  ///
  ///     doc.root["a"]?.hasScalarText("1")
  @inlinable
  public func hasScalarText(_ text: String) -> Bool {
    var text = text
    let isASCII = record.isASCII
    let result = text.withUTF8 { wanted in
      withScalarBytes { bytes -> Bool? in
        if bytes.count == wanted.count, bytes.elementsEqual(wanted) { return true }
        if isASCII && NodeArena.isASCII(wanted) { return false }
        return nil
      }
    }
    switch result {
    case .none: return false
    case .some(.some(let equal)): return equal
    case .some(.none): return scalar?.text == text
    }
  }

  /// The value of the first pair whose key is the plain scalar `key`.
  public subscript(key: String) -> Node? {
    guard let pairs = mapping else { return nil }
    for position in pairs.indices where pairs.key(at: position).hasScalarText(key) { return pairs.value(at: position) }
    return nil
  }

  /// A short word for the node's kind, for messages: "a string", "a list", "a mapping"…
  public var kindDescription: String {
    switch record.kind {
    case .sequence: return "a list"
    case .mapping: return "a mapping"
    case .scalar:
      switch resolved {
      case .null: return "null"
      case .bool: return "a boolean"
      case .int, .double: return "a number"
      case .string, .none: return "a string"
      }
    }
  }
}
