/// Writes a `YAMLValue` as block YAML, two spaces per level, with each
/// comment on its own line above what it is about. Short mappings and lists
/// of scalars are written in flow style (`{ $focusedField: username }`), as
/// the hand-written scenarios are; anything with a comment stays in block
/// style so the comment keeps its place.
///
///     YAMLWriter().lines(of: .pairs([("focusState", .pairs([("focusedField", .scalar("null"))]))]))
///     // ["focusState:", "  focusedField: null"]
package struct YAMLWriter: Sendable {
  /// Flow style only up to this many characters.
  static let flowLimit = 64

  /// Top-level keys always written in block style (`view:` on its own line).
  static let blockKeys: Set<String> = ["view", "commands", "steps"]

  package init() {}

  /// The lines of a top-level mapping or list.
  package func lines(of value: YAMLValue) -> [String] {
    switch value {
    case .scalar(let text): return [text]
    case .map(let entries): return mapLines(entries, indent: "")
    case .list(let entries): return listLines(entries, indent: "")
    }
  }

  private func mapLines(_ entries: [YAMLValue.Entry], indent: String) -> [String] {
    var lines: [String] = []
    for entry in entries {
      lines += entry.comments.map { indent + "# " + $0 }
      guard let key = entry.key, let value = entry.value else { continue }
      let mayFlow = !(indent.isEmpty && Self.blockKeys.contains(key))
      if let (empty, comments) = onlyComments(value) {
        // Nothing but TODOs: an empty value that still parses, the TODOs under it.
        lines.append(indent + key + ": " + empty)
        lines += comments.map { indent + "  # " + $0 }
      } else if mayFlow, let flow = flow(value) {
        lines.append(indent + key + ": " + flow)
      } else if case .map(let inner) = value {
        lines.append(indent + key + ":")
        lines += mapLines(inner, indent: indent + "  ")
      } else if case .list(let inner) = value {
        lines.append(indent + key + ":")
        lines += listLines(inner, indent: indent + "  ")
      }
    }
    return lines
  }

  private func listLines(_ entries: [YAMLValue.Entry], indent: String) -> [String] {
    var lines: [String] = []
    for entry in entries {
      var comments = entry.comments
      guard var value = entry.value else {
        lines += comments.map { indent + "# " + $0 }
        continue
      }
      // A comment on a mapping's first entry goes above the item's dash.
      if case .map(var inner) = value, let first = inner.first, !first.comments.isEmpty {
        comments += first.comments
        inner[0].comments = []
        value = .map(inner)
      }
      lines += comments.map { indent + "# " + $0 }
      // A mapping item is always `- key: …` (its values may still flow):
      // `- set: { … }` reads better than `- { set: { … } }`.
      if case .map(let inner) = value, !inner.isEmpty {
        var body = mapLines(inner, indent: indent + "  ")
        body[0] = indent + "- " + body[0].dropFirst(indent.count + 2)
        lines += body
      } else if let flow = flow(value) {
        lines.append(indent + "- " + flow)
      } else if case .list(let inner) = value {
        lines.append(indent + "-")
        lines += listLines(inner, indent: indent + "  ")
      }
    }
    return lines
  }

  /// `[]` or `{}` and the comments, for a list or mapping of comments only.
  private func onlyComments(_ value: YAMLValue) -> (String, [String])? {
    switch value {
    case .scalar: return nil
    case .list(let entries), .map(let entries):
      guard !entries.isEmpty, entries.allSatisfy({ $0.value == nil }) else { return nil }
      return (value.isList ? "[]" : "{}", entries.flatMap(\.comments))
    }
  }

  /// The value on one line, or nil when it has comments, nests a
  /// non-scalar deeper than one level, or is too long.
  func flow(_ value: YAMLValue, depth: Int = 0) -> String? {
    switch value {
    case .scalar(let text): return text
    case .map(let entries):
      if entries.isEmpty { return "{}" }
      guard depth < 2, entries.allSatisfy({ $0.comments.isEmpty && $0.key != nil && $0.value != nil }) else { return nil }
      var parts: [String] = []
      for entry in entries {
        guard let key = entry.key, let value = entry.value, let text = flow(value, depth: depth + 1) else { return nil }
        parts.append(key + ": " + text)
      }
      return limited("{ " + parts.joined(separator: ", ") + " }")
    case .list(let entries):
      if entries.isEmpty { return "[]" }
      // Lists of mappings (children, actions) read better one item a line.
      guard entries.allSatisfy({ $0.comments.isEmpty && $0.value.map(\.isScalar) == true }) else { return nil }
      var parts: [String] = []
      for entry in entries {
        guard let value = entry.value, let text = flow(value, depth: depth + 1) else { return nil }
        parts.append(text)
      }
      return limited("[" + parts.joined(separator: ", ") + "]")
    }
  }

  private func limited(_ text: String) -> String? { text.count <= Self.flowLimit ? text : nil }
}
