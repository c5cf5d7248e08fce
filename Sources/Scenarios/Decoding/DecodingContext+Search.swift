import FocusEngine
import YAML

/// Text input and search (spec 1.1, F56, F57): a TextField's `axis:`,
/// `searchable:`, `searchFocused:` and `onSearchSubmit:`.
///
///     List: { searchable: { text: $q, id: search }, searchFocused: $searching, onSearchSubmit: { set: { searched: true } }, children: [] }
///     TextField: { id: msg, text: $m, axis: vertical }
extension DecodingContext {
  private static let searchableTable = KeyTable<SearchableKey>()

  /// Reads one of the text-input and search properties into `template`
  /// (the kind checks of `FormatDefinition` already passed).
  func searchProperty(_ field: Field<NodePropertyKey>, into template: inout NodeTemplate) {
    let entry = field.entry
    switch field.key {
    case .axis:
      // `TextField(_:text:axis:)`: SecureField and TextEditor have no axis.
      guard template.kind == .TextField else {
        error(.unknownKey, "'axis:' is only for TextField, not \(template.kind.rawValue)", at: entry.key)
        return
      }
      template.isVerticalAxis = choice(entry.value, TextFieldAxis.self, what: "axis") == .vertical
    case .searchable: template.searchable = searchable(entry.value, at: entry.key)
    case .searchFocused: template.searchFocused = searchFocused(entry.value)
    case .onSearchSubmit: template.onSearchSubmit = actions(entry.value)
    default: return
    }
  }

  /// `searchable: { text: $q, id: name }` (F57); `id:` defaults to `<node id>.search`.
  private func searchable(_ body: Node, at key: Node) -> SearchableSpec? {
    guard
      let fields = fields(
        body, allowed: Self.searchableTable, expected: "searchable properties { text: $q, id: name }",
        unknown: { "unknown key '\($0)' of searchable" })
    else { return nil }
    guard let textNode = required(fields, .text, in: "searchable", at: key),
      let text = referenceOnly(textNode, what: "a text binding")
    else { return nil }
    var id: Expression?
    if let idNode = fields[.id] {
      id = nodeID(idNode)
      if id == nil { return nil }
    }
    return SearchableSpec(text: text, id: id, mark: key.start)
  }

  /// `searchFocused: $flag` or `{ $var: v }`: one binding, read as `focused:` is (F8–F10).
  private func searchFocused(_ node: Node) -> FocusBindingSpec? {
    if node.sequence != nil || (node.mapping?.count ?? 1) != 1 {
      wrongType("one binding, $flag or { $var: value }", node)
      return nil
    }
    return focusBindings(node).first
  }

  /// F57: `searchFocused:` binds the field of the nearest `searchable` on its
  /// node or an ancestor; with none, the file is invalid. A presented view's
  /// root has no ancestors (F36). A NavigationLink's destination is checked
  /// against the link's ancestors; the run checks the stack's.
  func checkSearchFocused(in template: NodeTemplate, underSearchable: Bool = false) {
    let found = underSearchable || template.searchable != nil
    if !found, let binding = template.searchFocused {
      error(
        .invalidValue, "'searchFocused:' needs a 'searchable:' on this node or an ancestor (F57)",
        at: SourceSpan(start: binding.mark, end: binding.mark), hint: "add searchable: { text: $query } to a container around it")
    }
    for child in template.children { checkSearchFocused(in: child, underSearchable: found) }
    if let row = template.forEach?.row { checkSearchFocused(in: row, underSearchable: found) }
    if let destination = template.destination { checkSearchFocused(in: destination, underSearchable: found) }
    for presentation in template.presentations {
      if let view = presentation.view { checkSearchFocused(in: view) }
      for action in presentation.actions { checkSearchFocused(in: action) }
    }
  }
}
