import BasicContainers

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
    var node: Int32
    var nodeCount: Int
    var height: Int
    /// UTF-8 bytes of the scalars in it, aliases expanded.
    var textBytes: Int
  }

  /// A collection whose end event has not arrived yet. Its finished children
  /// wait on the shared `pending` stack (keys and values alternating for a
  /// mapping) until they move, as one range, into the arena's links.
  ///
  /// Plain values only, so that pushing and popping one copies bytes: the
  /// rare anchor and key table of a frame live beside the stack, in
  /// `openAnchors` and `keyLineTables`.
  private struct Frame {
    var isMapping: Bool
    var start: Mark
    /// Index into the arena's tags, or -1.
    var tag: Int32
    var isFlow: Bool
    /// Whether the collection has an anchor, the last of `openAnchors`
    /// while it is open (frames close innermost first).
    var hasAnchor: Bool
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
    /// Whether the mapping got big enough that a linear scan for duplicate
    /// keys would cost more than hashing: its key table is then the last of
    /// `keyLineTables`.
    var hasKeyLines = false
  }

  /// A mapping's `<<` key: where the merged pairs go and what to merge.
  private struct Merge {
    let key: Int32
    let pairIndex: Int
    var value: Int32?
  }

  /// One document's root and marks, made into a `YAMLDocument` once the
  /// stream's store is complete.
  private struct Composed {
    var root: Int32
    var start: Mark
    var end: Mark
  }

  private var arena: NodeArena
  private var anchors: [String: Anchored] = [:]
  private var expandedNodes = 0
  private var expandedTextBytes = 0
  private var stack = UniqueArray<Frame>(minimumCapacity: 16)
  /// The anchors of the open collections that have one, outermost first.
  private var openAnchors: [String] = []
  /// Key text → line of its first occurrence, for each open mapping with
  /// `hasKeyLines`, outermost first.
  private var keyLineTables: [[String: Int]] = []
  /// Finished nodes (indices into the arena) waiting for their collection to end.
  private var pending = UniqueArray<Int32>(minimumCapacity: 64)
  private var root: Int32?

  /// A mapping switches from a linear scan to a dictionary for its duplicate check at this size.
  private static let keyIndexThreshold = 12

  init(file: SourceFile, limits: YAMLReader.Limits) {
    self.file = file
    self.limits = limits
    // Scalar text is about the file's bytes at most (aliases share theirs), and
    // a node takes a few bytes of the file at least: reserving once saves
    // the copies of growing each buffer step by step.
    let size = file.bytes.count
    arena = NodeArena(records: size / 8, links: size / 8, textBytes: size)
  }

  /// Reads every document of the stream.
  consuming func compose(_ events: inout EventParser) throws(Diagnostic) -> [YAMLDocument] {
    var documents: [Composed] = []
    var documentStart: Mark?
    while true {
      let event = try events.next()
      let start = event.start
      let end = event.end
      switch event.kind {
      case .streamStart:
        continue
      case .streamEnd:
        let store = NodeStore(arena)
        return documents.map { YAMLDocument(root: Node(store: store, index: $0.root), start: $0.start, end: $0.end) }
      case .documentStart:
        documentStart = event.flag ? nil : start
        anchors.removeAll(keepingCapacity: true)
        stack.removeAll(keepingCapacity: true)
        openAnchors.removeAll(keepingCapacity: true)
        keyLineTables.removeAll(keepingCapacity: true)
        pending.removeAll(keepingCapacity: true)
        root = nil
      case .documentEnd:
        let root =
          self.root.take() ?? arena.appendScalar(UnsafeBufferPointer(start: nil, count: 0), style: .plain, start: start, end: start, tag: -1)
        let record = arena.records[Int(root)]
        documents.append(Composed(root: root, start: documentStart ?? record.start, end: event.flag ? record.end : end))
      case .scalar:
        let tag = arena.tagIndex(events.tag())
        let node = events.withScalarBytes { arena.appendScalar($0, style: event.style, start: start, end: end, tag: tag) }
        pending.append(node)
        let textBytes = Int(arena.records[Int(node)].count)
        if let anchor = events.anchor() {
          anchors[anchor] = Anchored(node: node, nodeCount: 1, height: 0, textBytes: textBytes)
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
    guard !stack.isEmpty else { return false }
    let top = stack[stack.count - 1]
    guard top.isMapping, !top.awaitsMergeValue else { return false }
    return (pending.count - top.firstPending) % 2 == 0
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
    if let anchor { openAnchors.append(anchor) }
    stack.append(
      Frame(
        isMapping: isMapping, start: start, tag: arena.tagIndex(tag), isFlow: isFlow, hasAnchor: anchor != nil,
        firstPending: pending.count))
  }

  private mutating func close(end: Mark) throws(Diagnostic) {
    guard var frame = stack.popLast() else { return }
    if frame.hasKeyLines { keyLineTables.removeLast() }
    let node = finish(&frame, end: end)
    pending.append(node)
    let height = frame.heightBelow + 1
    if frame.hasAnchor {
      anchors[openAnchors.removeLast()] = Anchored(
        node: node, nodeCount: frame.nodeCount, height: height, textBytes: frame.textBytes)
    }
    try placeLast(nodeCount: frame.nodeCount, height: height, textBytes: frame.textBytes)
  }

  /// Appends to the arena the node of a collection whose end event has
  /// come, its children moved out of `pending`; returns its index.
  private mutating func finish(_ frame: inout Frame, end: Mark) -> Int32 {
    let first = min(frame.firstPending, pending.count)
    var count = pending.count - first
    // A key without a value cannot come from libyaml; drop it if it ever does.
    if frame.isMapping, count % 2 == 1 { count -= 1 }
    let node: Int32
    if frame.isMapping, let merge = frame.merge.take() {
      let merged = pending.span.withUnsafeBufferPointer { applyMerge(merge, to: $0[first..<first + count]) }
      node = merged.withUnsafeBufferPointer { children in
        arena.appendCollection(
          isMapping: true, children: children, start: frame.start, end: end, tag: frame.tag, isFlow: frame.isFlow)
      }
    } else {
      node = arena.appendCollection(
        isMapping: frame.isMapping, children: pending, first..<first + count, start: frame.start, end: end,
        tag: frame.tag, isFlow: frame.isFlow)
    }
    pending.removeSubrange(first..<pending.count)
    return node
  }

  // MARK: - Aliases

  private mutating func addAlias(_ name: String, start: Mark, end: Mark) throws(Diagnostic) {
    guard let anchored = anchors[name] else {
      if openAnchors.contains(name) {
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
    pending.append(arena.appendCopy(of: anchored.node, start: start, end: end))
    try placeLast(nodeCount: anchored.nodeCount, height: anchored.height, textBytes: anchored.textBytes)
  }

  // MARK: - Adding nodes

  /// Places the node just appended to `pending` (a finished node): it stays
  /// there as a child of the open collection, or moves out to be the root
  /// or a merge value, or, as a merge key `<<`, into the mapping's `Merge`.
  private mutating func placeLast(nodeCount: Int, height: Int, textBytes: Int) throws(Diagnostic) {
    guard !stack.isEmpty else {
      root = pending.removeLast()
      return
    }
    let top = stack.count - 1
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

  private func diagnostic(_ code: Diagnostic.Code, _ message: String, at node: Int32) -> Diagnostic {
    let record = arena.records[Int(node)]
    return Diagnostic(code, message, from: record.start, to: record.end, in: file)
  }

  /// Checks the key just appended to `pending`. A merge key `<<` is taken
  /// out again: it is not kept as a pair.
  private mutating func acceptLastKey(in top: Int) throws(Diagnostic) {
    let key = pending[pending.count - 1]
    let record = arena.records[Int(key)]
    guard record.kind == .scalar else {
      throw diagnostic(.complexKey, "mapping keys must be scalars, not \(arena.kindDescription(of: key))", at: key)
    }
    let index = pending.count - 1
    // The length first: every key is checked, and only an ASCII `<<` equals `<<`.
    if record.style == .plain, record.count == 2,
      arena.withText(of: key, { $0[0] == UInt8(ascii: "<") && $0[1] == UInt8(ascii: "<") }),
      record.tag < 0 || arena.tags[Int(record.tag)] == "tag:yaml.org,2002:merge"
    {
      if let first = stack[top].merge?.key {
        throw duplicate(key, firstLine: arena.records[Int(first)].start.line)
      }
      let pairIndex = (index - stack[top].firstPending) / 2
      stack[top].merge = Merge(key: pending.removeLast(), pairIndex: pairIndex, value: nil)
      stack[top].awaitsMergeValue = true
      return
    }
    if let firstLine = firstLine(of: key, in: top, before: index) {
      throw duplicate(key, firstLine: firstLine)
    }
    if stack[top].hasKeyLines { keyLineTables[keyLineTables.count - 1][arena.string(of: key)] = record.start.line }
  }

  /// The line where the text of `key` was first used as a key of the
  /// mapping at `top`, among its keys before `end` in `pending`.
  ///
  /// The keys are compared where they wait, on their bytes in the arena
  /// (as `String`s only when not ASCII); big mappings switch to a dictionary.
  private mutating func firstLine(of key: Int32, in top: Int, before end: Int) -> Int? {
    let first = stack[top].firstPending
    if !stack[top].hasKeyLines {
      guard (end - first) / 2 >= Self.keyIndexThreshold else {
        var index = max(0, first)
        while index < min(end, pending.count) {
          let other = pending[index]
          if arena.records[Int(other)].kind == .scalar, arena.textsEqual(other, key) {
            return arena.records[Int(other)].start.line
          }
          index += 2
        }
        return nil
      }
      var lines: [String: Int] = [:]
      var index = max(0, first)
      while index < min(end, pending.count) {
        let other = pending[index]
        if arena.records[Int(other)].kind == .scalar {
          let text = arena.string(of: other)
          if lines[text] == nil { lines[text] = arena.records[Int(other)].start.line }
        }
        index += 2
      }
      keyLineTables.append(lines)
      stack[top].hasKeyLines = true
    }
    return keyLineTables[keyLineTables.count - 1][arena.string(of: key)]
  }

  private func duplicate(_ key: Int32, firstLine: Int) -> Diagnostic {
    diagnostic(.duplicateKey, "duplicate key '\(arena.string(of: key))' (first defined on line \(firstLine))", at: key)
  }

  // MARK: - Merge keys

  private func checkMergeValue(_ value: Int32) throws(Diagnostic) {
    let record = arena.records[Int(value)]
    switch record.kind {
    case .mapping: return
    case .sequence:
      for link in record.contents {
        let item = arena.links[link]
        guard arena.records[Int(item)].kind != .mapping else { continue }
        throw diagnostic(
          .wrongType, "a merge key '<<' list must hold only mappings, not \(arena.kindDescription(of: item))", at: item)
      }
    case .scalar:
      throw diagnostic(
        .wrongType, "a merge key '<<' needs a mapping or a list of mappings, not \(arena.kindDescription(of: value))",
        at: value)
    }
  }

  /// The links of a mapping whose own links are `links`, with the merged
  /// pairs inserted where `<<` stood. Explicit keys win over merged ones,
  /// and earlier mappings of a `<<` list win over later ones.
  private func applyMerge(_ merge: Merge, to links: Slice<UnsafeBufferPointer<Int32>>) -> [Int32] {
    var pairs = Array(links)
    guard let value = merge.value else { return pairs }
    let record = arena.records[Int(value)]
    let sources =
      record.kind == .sequence ? record.contents.map { arena.links[$0] } : [value]
    var seen: Set<String> = []
    var index = 0
    while index + 1 < pairs.count {
      if arena.records[Int(pairs[index])].kind == .scalar { seen.insert(arena.string(of: pairs[index])) }
      index += 2
    }
    var merged: [Int32] = []
    for source in sources {
      let mapping = arena.records[Int(source)]
      guard mapping.kind == .mapping else { continue }
      var link = mapping.contents.lowerBound
      while link + 1 < mapping.contents.upperBound {
        let key = arena.links[link]
        if arena.records[Int(key)].kind == .scalar, seen.insert(arena.string(of: key)).inserted {
          merged.append(key)
          merged.append(arena.links[link + 1])
        }
        link += 2
      }
    }
    pairs.insert(contentsOf: merged, at: min(merge.pairIndex * 2, pairs.count))
    return pairs
  }
}
