/// Builds `Node`s from libyaml events.
///
/// It keeps an explicit stack of open collections instead of recursing, so
/// 100,000 nested `[` end in a `.tooDeep` diagnostic rather than a stack
/// overflow. It also enforces what libyaml leaves to the loader: anchors and
/// aliases (with a cap on how many nodes aliases may add), merge keys,
/// duplicate and non-scalar keys.
struct Composer: ~Copyable {
  let file: SourceFile
  let limits: YAMLReader.Limits

  /// An anchored node and how many nodes an alias to it adds.
  private struct Anchored {
    var node: Node
    var nodeCount: Int
  }

  /// A collection whose end event has not arrived yet. Its finished children
  /// wait on the shared `pending` stack (keys and values alternating for a
  /// mapping) so each collection allocates its array once, at its exact size.
  private struct Frame {
    var isMapping: Bool
    var start: Mark
    var tag: String?
    var isFlow: Bool
    var anchor: String?
    /// Where this collection's children start in `pending`.
    var firstPending: Int
    /// Where this mapping's key texts start in `keyTexts`.
    var firstKey: Int
    /// Nodes in this subtree, itself included, aliases expanded.
    var nodeCount = 1
    /// Set between a `<<` key and its value.
    var awaitsMergeValue = false
    var merge: Merge?
    /// Key text → line of its first occurrence, built once the mapping gets
    /// big enough that a linear scan would cost more than hashing.
    var keyLines: [String: Int]?
  }

  /// A mapping's `<<` key: where the merged pairs go and what to merge.
  ///
  /// A class, so that a `Frame` holds one reference for this rare case
  /// instead of two nodes inline: frames are pushed and popped for every
  /// collection, and their size was a good part of that cost.
  private final class Merge {
    let key: Node
    let pairIndex: Int
    var value: Node?

    init(key: Node, pairIndex: Int, value: Node?) {
      self.key = key
      self.pairIndex = pairIndex
      self.value = value
    }
  }

  private var anchors: [String: Anchored] = [:]
  private var expandedNodes = 0
  private var stack: [Frame] = []
  private var pending = NodeStack()
  private var keyTexts: [String] = []
  private var root: Node?

  /// A mapping switches from a linear scan to a dictionary for its duplicate check at this size.
  private static let keyIndexThreshold = 12

  init(file: SourceFile, limits: YAMLReader.Limits) {
    self.file = file
    self.limits = limits
  }

  /// Reads every document of the stream.
  mutating func compose(_ events: inout EventParser) throws(Diagnostic) -> [YAMLDocument] {
    var documents: [YAMLDocument] = []
    var documentStart: Mark?
    while true {
      // Taken apart by moving, so the scalar text is not retained and released again.
      let (kind, start, end) = try events.next().parts()
      switch consume kind {
      case .streamStart:
        continue
      case .streamEnd:
        return documents
      case .documentStart(let isImplicit):
        documentStart = isImplicit ? nil : start
        anchors.removeAll(keepingCapacity: true)
        stack.removeAll(keepingCapacity: true)
        pending.removeAll()
        keyTexts.removeAll(keepingCapacity: true)
        root = nil
      case .documentEnd(let isImplicit):
        let root = self.root ?? Node(content: .scalar(Scalar(text: "", style: .plain)), start: start, end: start)
        documents.append(YAMLDocument(root: root, start: documentStart ?? root.start, end: isImplicit ? root.end : end))
        self.root = nil
      case .scalar(let scalar, let anchor, let tag):
        // Built in the call rather than bound to a `let`, which the
        // compiler copied into `add` and destroyed.
        if let anchor { anchors[anchor] = Anchored(node: Node(content: .scalar(scalar), start: start, end: end, tag: tag), nodeCount: 1) }
        try add(Node(content: .scalar(scalar), start: start, end: end, tag: tag), nodeCount: 1)
      case .alias(let name):
        try addAlias(name, start: start, end: end)
      case .sequenceStart(let anchor, let tag, let isFlow):
        try open(isMapping: false, start: start, anchor: anchor, tag: tag, isFlow: isFlow)
      case .mappingStart(let anchor, let tag, let isFlow):
        try open(isMapping: true, start: start, anchor: anchor, tag: tag, isFlow: isFlow)
      case .sequenceEnd, .mappingEnd:
        try close(end: end)
      }
    }
  }

  // MARK: - Collections

  /// Whether the innermost open collection is a mapping waiting for a key.
  private var expectsKey: Bool {
    guard let top = stack.indices.last, stack[top].isMapping, !stack[top].awaitsMergeValue else { return false }
    return (pending.count - stack[top].firstPending) % 2 == 0
  }

  private mutating func open(isMapping: Bool, start: Mark, anchor: String?, tag: String?, isFlow: Bool)
    throws(Diagnostic)
  {
    if expectsKey {
      throw Diagnostic(
        .complexKey, "mapping keys must be scalars, not \(isMapping ? "a mapping" : "a list")", at: start,
        in: file, hint: "use a plain string as the key")
    }
    guard stack.count < limits.maxDepth else {
      throw Diagnostic(
        .tooDeep, "lists and mappings are nested more than \(limits.maxDepth) levels deep", at: start, in: file)
    }
    stack.append(
      Frame(
        isMapping: isMapping, start: start, tag: tag, isFlow: isFlow, anchor: anchor,
        firstPending: pending.count, firstKey: keyTexts.count))
  }

  private mutating func close(end: Mark) throws(Diagnostic) {
    guard let frame = stack.popLast() else { return }
    let content: Node.Content
    if frame.isMapping {
      var pairs = pending.movePairs(from: frame.firstPending)
      if let merge = frame.merge { applyMerge(merge, to: &pairs) }
      content = .mapping(pairs)
      while keyTexts.count > frame.firstKey { keyTexts.removeLast() }
    } else {
      content = .sequence(pending.moveItems(from: frame.firstPending))
    }
    // As for scalars, the node is built in the call to `add`.
    if let anchor = frame.anchor {
      anchors[anchor] = Anchored(
        node: Node(content: content, start: frame.start, end: end, tag: frame.tag, isFlow: frame.isFlow),
        nodeCount: frame.nodeCount)
    }
    try add(Node(content: content, start: frame.start, end: end, tag: frame.tag, isFlow: frame.isFlow), nodeCount: frame.nodeCount)
  }

  // MARK: - Aliases

  private mutating func addAlias(_ name: String, start: Mark, end: Mark) throws(Diagnostic) {
    guard let anchored = anchors[name] else {
      if stack.contains(where: { $0.anchor == name }) {
        throw Diagnostic(
          .unknownAnchor, "alias '*\(name)' refers to a node that contains it; recursive aliases are not supported",
          at: start, in: file, length: end.column - start.column)
      }
      throw Diagnostic(
        .unknownAnchor, "unknown alias '*\(name)'", at: start, in: file,
        hint: "define '&\(name)' on an earlier node of the same document",
        length: end.column - start.column)
    }
    expandedNodes += anchored.nodeCount
    guard expandedNodes <= limits.maxAliasExpansion else {
      throw Diagnostic(
        .aliasExpansion,
        "aliases expand to more than \(limits.maxAliasExpansion) nodes (at '*\(name)'); the file looks like an alias bomb",
        at: start, in: file, length: end.column - start.column)
    }
    var node = anchored.node
    node.start = start
    node.end = end
    try add(node, nodeCount: anchored.nodeCount)
  }

  // MARK: - Adding nodes

  /// Puts a finished node into the open collection (or makes it the root).
  ///
  /// `__owned` rather than `consuming`: a `consuming` parameter of a
  /// copyable type is checked for implicit copies, and to do so the
  /// compiler copied every node into it and destroyed the original.
  private mutating func add(_ node: __owned Node, nodeCount: Int) throws(Diagnostic) {
    guard let top = stack.indices.last else {
      root = node
      return
    }
    stack[top].nodeCount += nodeCount
    if stack[top].isMapping {
      if stack[top].awaitsMergeValue {
        stack[top].awaitsMergeValue = false
        try checkMergeValue(node)
        stack[top].merge?.value = node
        return
      }
      if (pending.count - stack[top].firstPending) % 2 == 0 {
        guard try acceptKey(node, in: top) else { return }
      }
    }
    pending.append(node)
  }

  /// Checks a key; `false` for a merge key `<<`, which is not kept as a pair.
  private mutating func acceptKey(_ key: Node, in top: Int) throws(Diagnostic) -> Bool {
    guard case .scalar(let scalar) = key.content else {
      throw Diagnostic(.complexKey, "mapping keys must be scalars, not \(key.kindDescription)", at: key, in: file)
    }
    let text = scalar.text
    // The length first: every key is checked, and only an ASCII `<<` equals `<<`.
    if scalar.style == .plain, text.utf8.count == 2, text == "<<", key.tag == nil || key.tag == "tag:yaml.org,2002:merge" {
      if let first = stack[top].merge?.key { throw duplicate(key, text: text, firstLine: first.start.line) }
      let pairIndex = (pending.count - stack[top].firstPending) / 2
      stack[top].merge = Merge(key: key, pairIndex: pairIndex, value: nil)
      stack[top].awaitsMergeValue = true
      return false
    }
    if let firstLine = firstLine(of: text, in: top) {
      throw duplicate(key, text: text, firstLine: firstLine)
    }
    keyTexts.append(text)
    if stack[top].keyLines != nil { stack[top].keyLines?[text] = key.start.line }
    return true
  }

  /// The line where `text` was first used as a key of the mapping at `top`.
  private mutating func firstLine(of text: String, in top: Int) -> Int? {
    let firstKey = stack[top].firstKey
    if stack[top].keyLines == nil {
      let count = keyTexts.count - firstKey
      if count < Self.keyIndexThreshold {
        guard let index = keyTexts[firstKey...].firstIndex(of: text) else { return nil }
        return keyLine(at: index - firstKey, in: top)
      }
      var lines: [String: Int] = [:]
      for index in 0..<count where lines[keyTexts[firstKey + index]] == nil {
        lines[keyTexts[firstKey + index]] = keyLine(at: index, in: top)
      }
      stack[top].keyLines = lines
    }
    return stack[top].keyLines?[text]
  }

  /// The line of the `index`th kept key of the mapping at `top`.
  private func keyLine(at index: Int, in top: Int) -> Int {
    pending.startLine(at: stack[top].firstPending + 2 * index)
  }

  private func duplicate(_ key: Node, text: String, firstLine: Int) -> Diagnostic {
    Diagnostic(.duplicateKey, "duplicate key '\(text)' (first defined on line \(firstLine))", at: key, in: file)
  }

  // MARK: - Merge keys

  private func checkMergeValue(_ value: Node) throws(Diagnostic) {
    switch value.content {
    case .mapping: return
    case .sequence(let items):
      for item in items where item.mapping == nil {
        throw Diagnostic(
          .wrongType, "a merge key '<<' list must hold only mappings, not \(item.kindDescription)", at: item, in: file)
      }
    case .scalar:
      throw Diagnostic(
        .wrongType, "a merge key '<<' needs a mapping or a list of mappings, not \(value.kindDescription)",
        at: value, in: file)
    }
  }

  /// Inserts the merged pairs where `<<` stood. Explicit keys win over merged
  /// ones, and earlier mappings of a `<<` list win over later ones.
  private func applyMerge(_ merge: Merge, to pairs: inout [Node.Pair]) {
    guard let value = merge.value else { return }
    let sources = value.sequence ?? [value]
    var seen = Set(pairs.compactMap { $0.key.scalar?.text })
    var merged: [Node.Pair] = []
    for source in sources {
      for pair in source.mapping ?? [] {
        guard let text = pair.key.scalar?.text, seen.insert(text).inserted else { continue }
        merged.append(pair)
      }
    }
    pairs.insert(contentsOf: merged, at: min(merge.pairIndex, pairs.count))
  }
}
