/// The keys of `searchable:` (F57).
enum SearchableKey: String, FormatKeyName {
  case text, id
}

/// `axis:` of a TextField (F56).
enum TextFieldAxis: String, CaseIterable {
  case horizontal, vertical
}
