/// Text input and search (spec 1.1, F57): the keys of `searchable:`.
extension FormatDefinition {
  /// The keys of `searchable: { text: $q, id: name }`.
  ///
  ///     FormatDefinition.searchableKeys.names   // ["text", "id"]
  static let searchableKeys = FormatKey.group(SearchableKey.self) { key in
    switch key {
    case .text: FormatKey(key, "The search field's text binding, $var.", .definition("reference"), required: true)
    case .id:
      FormatKey(key, "The search field's id (default <node id>.search); may be a template such as \"search-${item}\".", .scalar(pattern: nil))
    }
  }

  /// The named shapes of search.
  static var searchShapes: [FormatKey] {
    [
      FormatKey(
        named: "searchable", "A search field placed first in the container, a single-line text input: { text: $q, id: name } (F57).",
        .record(FormatRecord(searchableKeys))),
    ]
  }
}
