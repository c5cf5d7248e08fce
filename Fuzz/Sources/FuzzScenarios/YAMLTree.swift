import FocusScenarios

/// A mutable YAML tree for the structure-aware mutator. Nodes are objects so
/// that one node can sit in several places: the emitter writes the first
/// place with an anchor (`&aN`) and every other one as an alias (`*aN`).
/// Sharing is how the mutator makes inputs whose expanded size or depth is
/// far beyond their text (the classes byte mutation never reached, issue 13).
/// The tree must stay acyclic: mutations only ever put existing nodes under
/// new nodes, never a node under one of its own descendants.
final class YNode {
  enum Content {
    /// `plain` keeps YAML 1.1's typing: `1` is a number, `"1"` a string.
    case scalar(String, plain: Bool)
    case sequence([YNode])
    case mapping([(key: YNode, value: YNode)])
  }

  var content: Content

  init(_ content: Content) { self.content = content }

  static func plain(_ text: String) -> YNode { YNode(.scalar(text, plain: true)) }
  static func quoted(_ text: String) -> YNode { YNode(.scalar(text, plain: false)) }
  static func seq(_ items: [YNode]) -> YNode { YNode(.sequence(items)) }
  static func map(_ pairs: [(String, YNode)]) -> YNode {
    YNode(.mapping(pairs.map { (key: YNode.plain($0.0), value: $0.1) }))
  }

  var scalarText: String? {
    if case .scalar(let text, _) = content { return text }
    return nil
  }

  var pairs: [(key: YNode, value: YNode)]? {
    if case .mapping(let pairs) = content { return pairs }
    return nil
  }

  var items: [YNode]? {
    if case .sequence(let items) = content { return items }
    return nil
  }

  /// The value of the first pair whose key is the scalar `key`.
  subscript(key: String) -> YNode? {
    pairs?.first { $0.key.scalarText == key }?.value
  }

  /// Replaces the value of `key`, or appends the pair (a mapping only).
  func set(_ key: String, _ value: YNode) {
    guard var pairs else { return }
    if let index = pairs.firstIndex(where: { $0.key.scalarText == key }) {
      pairs[index].value = value
    } else {
      pairs.append((key: .plain(key), value: value))
    }
    content = .mapping(pairs)
  }
}

/// Reads bytes into `YNode` documents with the project's own reader, and
/// turns aliases back into shared nodes.
enum YAMLTreeReader {
  /// The reader expands aliases into copies that keep the anchored node's
  /// marks, so two nodes with the same span and kind are the same text: the
  /// copy becomes the same object again, and the walk never descends into a
  /// copy (work stays linear in the text, not in the expansion).
  private struct Span: Hashable {
    var start: Int
    var end: Int
    var kind: Int
  }

  static func read(_ bytes: [UInt8]) -> [YNode]? {
    guard !bytes.isEmpty,
      let stream = try? YAMLReader.read(file: SourceFile(path: "mutate.yaml", bytes: bytes)),
      !stream.documents.isEmpty
    else { return nil }
    return stream.documents.map { document in
      var seen: [Span: YNode] = [:]
      return convert(document.root, &seen)
    }
  }

  // Recursion is bounded by the reader's nesting limit (256): a copy made by
  // an alias is met again only after its anchored original, and stops here.
  private static func convert(_ node: Node, _ seen: inout [Span: YNode]) -> YNode {
    let kind: Int
    switch node.content {
    case .scalar: kind = 0
    case .sequence: kind = 1
    case .mapping: kind = 2
    }
    let span = Span(start: node.start.offset, end: node.end.offset, kind: kind)
    if let known = seen[span] { return known }
    let result: YNode
    switch node.content {
    case .scalar(let scalar):
      result = YNode(.scalar(scalar.text, plain: scalar.style == .plain))
    case .sequence(let items):
      result = YNode(.sequence(items.map { convert($0, &seen) }))
    case .mapping(let pairs):
      result = YNode(.mapping(pairs.map { (key: convert($0.key, &seen), value: convert($0.value, &seen)) }))
    }
    seen[span] = result
    return result
  }
}

/// Writes `YNode` documents as YAML text: flow style throughout, or a block
/// mapping at the top with flow values. Shared nodes get an anchor where
/// first written and an alias everywhere after.
struct YAMLTreeWriter {
  private var output: [UInt8] = []
  private let limit: Int
  private var references: [ObjectIdentifier: Int] = [:]
  private var anchors: [ObjectIdentifier: Int] = [:]
  /// Set when the text passed `limit`: the caller discards it.
  private(set) var overflowed = false

  private init(limit: Int) { self.limit = limit }

  /// The text, or nil when it would be longer than `limit` bytes.
  static func write(_ documents: [YNode], blockTop: Bool, limit: Int) -> [UInt8]? {
    var writer = YAMLTreeWriter(limit: limit)
    for (index, document) in documents.enumerated() {
      if index > 0 { writer.put("---\n") }
      // Anchors do not cross documents: count and name them per document.
      writer.references = [:]
      writer.anchors = [:]
      writer.count(document)
      if blockTop, let pairs = document.pairs, !pairs.isEmpty, writer.references[ObjectIdentifier(document)] == 1 {
        for pair in pairs {
          writer.emit(pair.key)
          writer.put(": ")
          writer.emit(pair.value)
          writer.put("\n")
        }
      } else {
        writer.emit(document)
        writer.put("\n")
      }
      if writer.overflowed { return nil }
    }
    return writer.overflowed ? nil : writer.output
  }

  private mutating func count(_ node: YNode) {
    let id = ObjectIdentifier(node)
    references[id, default: 0] += 1
    guard references[id] == 1 else { return }
    switch node.content {
    case .scalar: break
    case .sequence(let items): for item in items { count(item) }
    case .mapping(let pairs):
      for pair in pairs {
        count(pair.key)
        count(pair.value)
      }
    }
  }

  private mutating func put(_ text: String) {
    guard !overflowed else { return }
    output.append(contentsOf: text.utf8)
    if output.count > limit { overflowed = true }
  }

  private mutating func emit(_ node: YNode) {
    guard !overflowed else { return }
    let id = ObjectIdentifier(node)
    if (references[id] ?? 0) > 1 {
      if let anchor = anchors[id] {
        // The space keeps a following `:` or `,` out of the alias name.
        put("*a\(anchor) ")
        return
      }
      let anchor = anchors.count
      anchors[id] = anchor
      put("&a\(anchor) ")
    }
    switch node.content {
    case .scalar(let text, let plain):
      put(Self.scalarText(text, plain: plain))
    case .sequence(let items):
      put("[")
      for (index, item) in items.enumerated() {
        // No space after a comma: text is what -max_len counts.
        if index > 0 { put(",") }
        emit(item)
      }
      put("]")
    case .mapping(let pairs):
      put("{")
      for (index, pair) in pairs.enumerated() {
        if index > 0 { put(",") }
        emit(pair.key)
        put(": ")
        emit(pair.value)
      }
      put("}")
    }
  }

  /// A plain scalar stays plain when it reads back the same in flow context;
  /// anything else is double-quoted (a plain scalar that cannot stay plain
  /// becomes a string, which is still a valid mutation).
  static func scalarText(_ text: String, plain: Bool) -> String {
    if plain {
      if text.isEmpty { return "null" }
      if isSafePlain(text) { return text }
    }
    // The project's own writer: what reads back the same.
    return Value.yamlDoubleQuoted(text)
  }

  private static func isSafePlain(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
    if first == " " || last == " " || last == ":" { return false }
    if ":,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) { return false }
    // `-` and `?` start a plain scalar only when a non-space follows (`-1`).
    if first == "-" || first == "?" {
      let scalars = Array(text.unicodeScalars)
      if scalars.count < 2 || scalars[1] == " " { return false }
    }
    if text.contains(": ") || text.contains(" #") { return false }
    for scalar in text.unicodeScalars {
      if ",[]{}".unicodeScalars.contains(scalar) { return false }
      if scalar.value < 0x20 || scalar.value >= 0x7F { return false }
    }
    return true
  }
}
