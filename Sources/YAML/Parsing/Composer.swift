/// Builds `Node`s from libyaml events.
///
/// It keeps an explicit stack of open collections instead of recursing, so
/// 100,000 nested `[` end in a `.tooDeep` diagnostic rather than a stack
/// overflow. The same limit holds through aliases: an alias to a deep node
/// placed deep in the tree nests its copy below it, and everything that
/// walks the tree later (decoding, values, reports) recurses on that depth,
/// so the depth is counted as if every alias were written out. It also enforces what libyaml leaves to the loader: anchors and
/// aliases (with a cap on how many nodes aliases may add), merge keys,
/// duplicate and non-scalar keys.
struct Composer: ~Copyable {
  let file: SourceFile
  let limits: YAMLReader.Limits

  /// An anchored node, how many nodes an alias to it adds, and how many
  /// levels of collections it holds (its own included, aliases expanded).
  private struct Anchored {
    var node: Node
    var nodeCount: Int
    var height: Int
    /// UTF-8 bytes of the scalars in it, aliases expanded.
    var textBytes: Int
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
    /// Nodes in this subtree, itself included, aliases expanded.
    var nodeCount = 1
    /// Levels of collections below this one, aliases expanded (0: none).
    var heightBelow = 0
    /// UTF-8 bytes of the scalars in this subtree, aliases expanded.
    var textBytes = 0
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
  private var expandedTextBytes = 0
  private var stack: [Frame] = []
  private var pending = NodeStack()
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
      let event = try events.next()
      let start = event.start
      let end = event.end
      switch event.kind {
      case .streamStart:
        continue
      case .streamEnd:
        return documents
      case .documentStart:
        documentStart = event.flag ? nil : start
        anchors.removeAll(keepingCapacity: true)
        stack.removeAll(keepingCapacity: true)
        pending.removeAll()
        root = nil
      case .documentEnd:
        let root = self.root.take() ?? Node(content: .scalar(Scalar(text: "", style: .plain)), start: start, end: start)
        documents.append(YAMLDocument(root: root, start: documentStart ?? root.start, end: event.flag ? root.end : end))
      case .scalar:
        // Appended to `pending` at once and checked there (see `placeLast`).
        pending.append(
          Node(content: .scalar(Scalar(text: events.scalarText(), style: event.style)), start: start, end: end, tag: events.tag()))
        let textBytes = pending.last.scalar?.text.utf8.count ?? 0
        if let anchor = events.anchor() {
          anchors[anchor] = Anchored(node: pending.last, nodeCount: 1, height: 0, textBytes: textBytes)
        }
        try placeLast(nodeCount: 1, height: 0, textBytes: textBytes)
      case .alias:
        try addAlias(events.anchor() ?? "", start: start, end: end)
      case .sequenceStart:
        try open(isMapping: false, start: start, anchor: events.anchor(), tag: events.tag(), isFlow: event.flag)
      case .mappingStart:
        try open(isMapping: true, start: start, anchor: events.anchor(), tag: events.tag(), isFlow: event.flag)
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
        firstPending: pending.count))
  }

  private mutating func close(end: Mark) throws(Diagnostic) {
    guard var frame = stack.popLast() else { return }
    finish(&frame, end: end)
    let height = frame.heightBelow + 1
    if let anchor = frame.anchor {
      anchors[anchor] = Anchored(node: pending.last, nodeCount: frame.nodeCount, height: height, textBytes: frame.textBytes)
    }
    try placeLast(nodeCount: frame.nodeCount, height: height, textBytes: frame.textBytes)
  }

  /// Appends to `pending` the node of a collection whose end event has
  /// come: its children are moved out of `pending`, and its tag out of the
  /// frame (`take()`, so that it is not retained for the node and released
  /// with the frame).
  private mutating func finish(_ frame: inout Frame, end: Mark) {
    guard frame.isMapping else {
      let items = pending.moveItems(from: frame.firstPending)
      pending.append(Node(content: .sequence(items), start: frame.start, end: end, tag: frame.tag.take(), isFlow: frame.isFlow))
      return
    }
    var pairs = pending.movePairs(from: frame.firstPending)
    if let merge = frame.merge.take() { applyMerge(merge, to: &pairs) }
    pending.append(Node(content: .mapping(pairs), start: frame.start, end: end, tag: frame.tag.take(), isFlow: frame.isFlow))
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
    // Nodes alone do not bound the work: 100,000 copies of a 2 KB string are
    // 200 MB for the decoder to read, from a file of a few KB.
    expandedTextBytes += anchored.textBytes
    guard expandedTextBytes <= limits.maxAliasExpansionBytes else {
      throw Diagnostic(
        .aliasExpansion,
        "aliases expand to more than \(limits.maxAliasExpansionBytes) bytes of text (at '*\(name)'); "
          + "the file looks like an alias bomb",
        at: start, in: file, length: end.column - start.column)
    }
    // The copy's collections sit below the ones open here: a deep alias
    // placed deep would make every later walk of the tree recurse past the
    // limit that `open` keeps for written-out nesting.
    guard stack.count + anchored.height <= limits.maxDepth else {
      throw Diagnostic(
        .tooDeep,
        "lists and mappings are nested more than \(limits.maxDepth) levels deep through aliases (at '*\(name)', "
          + "\(stack.count + anchored.height) levels)",
        at: start, in: file, length: end.column - start.column)
    }
    var node = anchored.node
    node.start = start
    node.end = end
    pending.append(node)
    try placeLast(nodeCount: anchored.nodeCount, height: anchored.height, textBytes: anchored.textBytes)
  }

  // MARK: - Adding nodes

  /// Places the node just appended to `pending` (a finished node): it stays
  /// there as a child of the open collection, or moves out to be the root
  /// or a merge value, or, as a merge key `<<`, into the mapping's `Merge`.
  ///
  /// Nodes are checked where they wait rather than passed to the checks:
  /// each node passed on by value was copied and destroyed once more.
  private mutating func placeLast(nodeCount: Int, height: Int, textBytes: Int) throws(Diagnostic) {
    guard let top = stack.indices.last else {
      root = pending.removeLast()
      return
    }
    stack[top].nodeCount += nodeCount
    stack[top].textBytes += textBytes
    if height > stack[top].heightBelow { stack[top].heightBelow = height }
    guard stack[top].isMapping else { return }
    if stack[top].awaitsMergeValue {
      stack[top].awaitsMergeValue = false
      let value = pending.removeLast()
      try checkMergeValue(value)
      stack[top].merge?.value = value
      return
    }
    if (pending.count - 1 - stack[top].firstPending) % 2 == 0 {
      try acceptLastKey(in: top)
    }
  }

  /// Checks the key just appended to `pending`. A merge key `<<` is taken
  /// out again: it is not kept as a pair.
  private mutating func acceptLastKey(in top: Int) throws(Diagnostic) {
    guard case .scalar(let scalar) = pending.last.content else {
      throw Diagnostic(
        .complexKey, "mapping keys must be scalars, not \(pending.last.kindDescription)", at: pending.last, in: file)
    }
    let text = scalar.text
    let index = pending.count - 1
    // The length first: every key is checked, and only an ASCII `<<` equals `<<`.
    if scalar.style == .plain, text.utf8.count == 2, text == "<<",
      pending.last.tag == nil || pending.last.tag == "tag:yaml.org,2002:merge"
    {
      if let first = stack[top].merge?.key { throw duplicate(pending.last, text: text, firstLine: first.start.line) }
      let pairIndex = (index - stack[top].firstPending) / 2
      stack[top].merge = Merge(key: pending.removeLast(), pairIndex: pairIndex, value: nil)
      stack[top].awaitsMergeValue = true
      return
    }
    if let firstLine = firstLine(of: text, in: top, before: index) {
      throw duplicate(pending.last, text: text, firstLine: firstLine)
    }
    if stack[top].keyLines != nil { stack[top].keyLines?[text] = pending.last.start.line }
  }

  /// The line where `text` was first used as a key of the mapping at `top`,
  /// among its keys before `end` in `pending`.
  ///
  /// The keys are read where they wait in `pending` (every other node from
  /// the mapping's first): a separate list of key texts cost an append, a
  /// retain and a release per key.
  private mutating func firstLine(of text: String, in top: Int, before end: Int) -> Int? {
    let first = stack[top].firstPending
    if stack[top].keyLines == nil {
      guard (end - first) / 2 >= Self.keyIndexThreshold else { return pending.lineOfKey(text, from: first, before: end) }
      var lines: [String: Int] = [:]
      pending.forEachKey(from: first, before: end) { key, line in
        if lines[key] == nil { lines[key] = line }
        return true
      }
      stack[top].keyLines = lines
    }
    return stack[top].keyLines?[text]
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
