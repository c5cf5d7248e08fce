/// A YAML node composed from libyaml events, with the marks where it starts
/// and ends so any later error can point into the file.
///
///     let doc = try YAMLReader.read(path: "a.yaml", text: "a: [1, 2]\n").documents[0]
///     doc.root["a"]?.start    // 1:4
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
    case sequence([Node])
    /// A mapping's key-value pairs, in file order.
    case mapping([Pair])
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

  // Stored properties are laid out in this order: `isFlow` sits in the
  // padding after `content` (17 bytes), which makes a node 64 bytes rather
  // than 72 (with 12-byte marks), and a pair 128 rather than 144.
  // Composing and decoding move nodes around a great deal.
  /// The node's scalar, items or pairs.
  public var content: Content
  /// Set when flow style (`[…]`, `{…}`) was used for a collection.
  public var isFlow: Bool
  /// Where the node starts (the first character of its text, after any tag or anchor).
  public var start: Mark
  /// Where the node ends (one past its last character, as libyaml reports).
  public var end: Mark
  /// The explicit tag, if any (`!!str`, `!custom`), as written after resolution of handles.
  public var tag: String?

  /// A node with its content, its marks, and its tag and flow style as written.
  public init(content: Content, start: Mark, end: Mark, tag: String? = nil, isFlow: Bool = false) {
    self.content = content
    self.start = start
    self.end = end
    self.tag = tag
    self.isFlow = isFlow
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
    if case .scalar(let scalar) = content { return scalar }
    return nil
  }

  /// The items, if this node is a sequence.
  public var sequence: [Node]? {
    if case .sequence(let items) = content { return items }
    return nil
  }

  /// The pairs, if this node is a mapping.
  public var mapping: [Pair]? {
    if case .mapping(let pairs) = content { return pairs }
    return nil
  }

  /// The value of the first pair whose key is the plain scalar `key`.
  public subscript(key: String) -> Node? {
    mapping?.first { $0.key.scalar?.text == key }?.value
  }

  /// A short word for the node's kind, for messages: "a string", "a list", "a mapping"…
  public var kindDescription: String {
    switch content {
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
