import FocusEngine
import YAML

/// Reading the simple shapes: strings, booleans, names, mappings with known keys.
extension DecodingContext {
  /// The pairs of a mapping whose keys are all keys of the group `Key`, in file order.
  struct Fields<Key: FormatKeyName> {
    var entries: MappingEntries
    let table: KeyTable<Key>
    subscript(key: Key) -> Node? { entries.firstPairIndex(named: key.rawValue).map { entries.pairs.value(at: $0) } }
    func key(_ key: Key) -> Node? { entries.firstPairIndex(named: key.rawValue).map { entries.pairs.key(at: $0) } }
    func has(_ key: Key) -> Bool { entries.firstPairIndex(named: key.rawValue) != nil }

    /// Each pair with its key, in file order, for a decoder to switch over.
    var keyed: LazyMapSequence<MappingEntries, Field<Key>> {
      entries.lazy.map { [table] entry in
        // `fields(_:allowed:…)` kept only the keys of the table.
        let index = table.index(ofScalar: entry.key)!
        return Field(index: index, key: table.keys[index], entry: entry)
      }
    }
  }

  /// One pair of `Fields`: its key, the key's position in `Key.allCases`, and the pair.
  struct Field<Key: FormatKeyName> {
    let index: Int
    let key: Key
    let entry: MappingEntry
    var value: Node {
      _read { yield entry.value }
    }
  }

  /// The pairs of a mapping whose keys must be scalars. Reports a wrong type
  /// (with `expected`) when `node` is no mapping. `expected` is only built
  /// then: `keyedExpressions` interpolated its message for every mapping it
  /// read (`_StringGuts.append`, a sixth of its cost).
  func pairs(_ node: Node, expected: @autoclosure () -> String) -> MappingEntries? {
    guard case .mapping(let mapping) = node.shape else {
      wrongType(expected(), node)
      return nil
    }
    let entries = MappingEntries(pairs: mapping)
    // Keys are scalars unless a caller built the nodes itself: check that
    // first, without making an entry for each pair. By index: `contains(where:)`
    // copied each pair (two nodes, four retains and releases) out of the array.
    guard mapping.indices.contains(where: { !mapping.key(at: $0).isScalar }) else { return entries }
    return entries.keeping { entry in
      if entry.pairs[entry.index].key.isScalar { return true }
      wrongType("a key name", entry.key)
      return false
    }
  }

  /// A mapping whose keys must be among `allowed`; every other key is an
  /// `unknown-key` error with a suggestion, and is left out.
  func fields<Key>(
    _ node: Node, allowed: KeyTable<Key>, expected: String, unknown: (String) -> String = { "unknown key '\($0)'" }
  ) -> Fields<Key>? {
    guard let entries = pairs(node, expected: expected) else { return nil }
    return Fields(
      entries: entries.keeping { entry in
        if allowed.index(ofScalar: entry.key) != nil { return true }
        let name = entry.name
        error(.unknownKey, unknown(name), at: entry.key, hint: KeySuggester.hint(for: name, among: allowed.names.names))
        return false
      },
      table: allowed)
  }

  /// A required key: reports `missing-key` at `mark` when absent.
  func required<Key>(_ fields: Fields<Key>, _ key: Key, in what: String, at node: Node) -> Node? {
    if let value = fields[key] { return value }
    error(.missingKey, "\(what) needs '\(key.rawValue):'", at: node.start)
    return nil
  }

  /// A string scalar (plain, quoted or block); numbers and booleans are not strings.
  func string(_ node: Node, expected: String = "a string") -> String? {
    if case .string(let text)? = node.resolved { return text }
    wrongType(expected, node)
    return nil
  }

  /// Any scalar's text except null, for ids written as `1` or `v1.2`.
  func scalarText(_ node: Node, expected: String) -> String? {
    if let scalar = node.scalar, node.resolved != .null { return scalar.text }
    wrongType(expected, node)
    return nil
  }

  func bool(_ node: Node) -> Bool? {
    if case .bool(let value)? = node.resolved { return value }
    wrongType("true or false", node)
    return nil
  }

  /// `submitScope:` — `true`, `false` or `inner` (F28; `inner` is spec 1.1's
  /// `.submitScope().onSubmit{…}`).
  func submitScope(_ node: Node) -> SubmitScope? {
    switch node.resolved {
    case .bool(let value)?: return value ? .aroundOwnHandler : .off
    case .string?:
      guard choice(node, SubmitScopeWord.self, what: "submitScope") != nil else { return nil }
      return .insideOwnHandler
    default:
      wrongType("true, false or inner", node)
      return nil
    }
  }

  /// One of an enumeration's spellings, with a suggestion when misspelt.
  func choice<T: RawRepresentable & CaseIterable>(_ node: Node, _ type: T.Type, what: String) -> T? where T.RawValue == String {
    guard let text = string(node, expected: what) else { return nil }
    if let value = T(rawValue: text) { return value }
    let names = T.allCases.map(\.rawValue)
    error(.invalidValue, "unknown \(what) '\(text)'; expected one of \(names.joined(separator: ", "))", at: node,
          hint: KeySuggester.hint(for: text, among: names))
    return nil
  }

  /// A variable-shaped name (`state:` keys, `let` locals, focused-value keys…).
  func variableName(_ text: String, at node: Node, what: String) -> String? {
    guard Names.isVariable(text) else {
      error(.invalidName, "invalid \(what) '\(text)': \(Names.variableRule)", at: node)
      return nil
    }
    return text
  }

  /// An id-shaped name (node ids, scene ids, command ids).
  func idName(_ node: Node, what: String) -> String? {
    guard let text = scalarText(node, expected: what) else { return nil }
    guard Names.isID(text) else {
      error(.invalidName, "invalid \(what) '\(text)': \(Names.idRule)", at: node)
      return nil
    }
    return text
  }

  /// A list of strings (`tags:`, `warnings:`).
  func strings(_ node: Node, expected: String) -> [String]? {
    guard let items = node.sequence else {
      wrongType(expected, node)
      return nil
    }
    return each(items) { string($0) }
  }
}
