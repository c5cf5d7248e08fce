import FocusScenarios

/// The scenario the importer writes, as a tree that keeps comments where
/// they belong: a `# TODO(…)` sits above the entry it is about, or alone in
/// the list or mapping where an untranslated view or action would have been.
///
///     let node: YAMLValue = .map([.init(key: "TextField", value: .map([.init(key: "id", value: .scalar("username"))]))])
///
/// Scalars hold YAML text as written: `YAMLValue.string(_:)` quotes a string
/// where YAML would read it otherwise; `.scalar("$username")` is an expression.
package indirect enum YAMLValue: Sendable, Hashable {
  case scalar(String)
  case list([Entry])
  case map([Entry])

  /// A list item (`key` nil) or a mapping entry, with the comment lines
  /// above it. An entry without a value is only its comments.
  package struct Entry: Sendable, Hashable {
    package var comments: [String]
    package var key: String?
    package var value: YAMLValue?

    package init(comments: [String] = [], key: String? = nil, value: YAMLValue?) {
      self.comments = comments
      self.key = key
      self.value = value
    }

    /// Only comment lines, where an item would have been.
    package static func comments(_ lines: [String]) -> Entry { Entry(comments: lines, value: nil) }
  }

  /// A string literal as a YAML scalar (quoted where needed).
  package static func string(_ text: String) -> YAMLValue { .scalar(Value.yamlScalar(text)) }
  /// `$path`: a reference expression.
  package static func reference(_ path: String) -> YAMLValue { .scalar("$" + path) }
  /// A mapping of entries without comments, in the order given.
  package static func pairs(_ pairs: [(String, YAMLValue)]) -> YAMLValue {
    .map(pairs.map { Entry(key: $0.0, value: $0.1) })
  }
  /// A one-key mapping, the shape of nodes, operators and actions.
  package static func single(_ key: String, _ value: YAMLValue) -> YAMLValue { .pairs([(key, value)]) }
  /// A list of values without comments.
  package static func items(_ values: [YAMLValue]) -> YAMLValue { .list(values.map { Entry(value: $0) }) }

  /// The number of TODO comments in this value.
  package var todoCount: Int {
    switch self {
    case .scalar: return 0
    case .list(let entries), .map(let entries):
      return entries.reduce(0) { count, entry in
        count + entry.comments.filter { $0.hasPrefix("TODO(") }.count + (entry.value?.todoCount ?? 0)
      }
    }
  }

  /// Whether this is a scalar.
  package var isScalar: Bool {
    if case .scalar = self { return true }
    return false
  }

  /// Whether this is a list.
  package var isList: Bool {
    if case .list = self { return true }
    return false
  }

  /// The entries of a mapping or list (empty for a scalar).
  package var entries: [Entry] {
    switch self {
    case .scalar: return []
    case .list(let entries), .map(let entries): return entries
    }
  }

  /// The value under `key` in a mapping.
  package subscript(key: String) -> YAMLValue? {
    entries.first { $0.key == key }?.value
  }
}
