/// A YAML node composed from libyaml events, with the marks where it starts
/// and ends so any later error can point into the file.
///
///     let doc = try YAMLReader.read(path: "a.yaml", text: "a: [1, 2]\n").documents[0]
///     doc.root["a"]?.start    // 1:4
public struct Node: Sendable {
  public enum Content: Sendable {
    case scalar(Scalar)
    case sequence([Node])
    case mapping([Pair])
  }

  /// One entry of a mapping, in file order.
  public struct Pair: Sendable {
    public var key: Node
    public var value: Node
    public init(key: Node, value: Node) {
      self.key = key
      self.value = value
    }
  }

  // Stored properties are laid out in this order: `isFlow` sits in the
  // padding after `content` (17 bytes), which makes a node 64 bytes rather
  // than 72 (with 12-byte marks), and a pair 128 rather than 144.
  // Composing and decoding move nodes around a great deal.
  public var content: Content
  /// Set when flow style (`[…]`, `{…}`) was used for a collection.
  public var isFlow: Bool
  /// Where the node starts (the first character of its text, after any tag or anchor).
  public var start: Mark
  /// Where the node ends (one past its last character, as libyaml reports).
  public var end: Mark
  /// The explicit tag, if any (`!!str`, `!custom`), as written after resolution of handles.
  public var tag: String?

  public init(content: Content, start: Mark, end: Mark, tag: String? = nil, isFlow: Bool = false) {
    self.content = content
    self.start = start
    self.end = end
    self.tag = tag
    self.isFlow = isFlow
  }
}

/// A scalar's text and how it was written.
public struct Scalar: Sendable, Hashable {
  public enum Style: Sendable, Hashable {
    case plain, singleQuoted, doubleQuoted, literal, folded
  }
  public var text: String
  public var style: Style
  public init(text: String, style: Style) {
    self.text = text
    self.style = style
  }
}

/// What a scalar means under YAML 1.1's resolution rules (see `Node.resolved`).
public enum ResolvedScalar: Sendable, Hashable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
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
