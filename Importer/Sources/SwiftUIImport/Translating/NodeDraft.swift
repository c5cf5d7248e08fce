import FocusScenarios

/// A node being imported: its kind, properties in the order SwiftUI code
/// gave them, children, the TODOs about it, and what the id rules read.
package struct NodeDraft {
  package var kind: String
  package var properties: [YAMLValue.Entry] = []
  package var children: [YAMLValue.Entry]?
  package var comments: [String] = []
  package var facts: IDRules.Facts

  package init(kind: String) {
    self.kind = kind
    facts = IDRules.Facts(kind: kind)
  }

  package mutating func set(_ key: String, _ value: YAMLValue, comments: [String] = []) {
    if let index = properties.firstIndex(where: { $0.key == key }) {
      properties[index] = YAMLValue.Entry(comments: comments, key: key, value: value)
    } else {
      properties.append(YAMLValue.Entry(comments: comments, key: key, value: value))
    }
  }

  package subscript(key: String) -> YAMLValue? { properties.first { $0.key == key }?.value }

  /// Adds a `focused:` binding; a second one turns the property into a list.
  package mutating func addFocused(_ binding: YAMLValue) {
    switch self["focused"] {
    case nil: set("focused", binding)
    case .list(let entries)?: set("focused", .list(entries + [YAMLValue.Entry(value: binding)]))
    case let first?: set("focused", .items([first, binding]))
    }
  }

  /// Adds `condition` to the node's `if:` (both must hold).
  package mutating func addCondition(_ condition: YAMLValue) {
    if let existing = self["if"] {
      set("if", .single("all", .items([condition, existing])))
    } else {
      set("if", condition)
    }
  }

  /// The node as a list entry: `Kind: body`, with its id first. A node with
  /// only children has a list body; one with nothing, an empty mapping.
  package func entry(id: String?) -> YAMLValue.Entry {
    var body = properties
    if let id { body.insert(YAMLValue.Entry(key: "id", value: .scalar(id)), at: 0) }
    let value: YAMLValue
    if body.isEmpty, let children {
      value = .list(children)
    } else {
      if let children { body.append(YAMLValue.Entry(key: "children", value: .list(children))) }
      value = .map(body)
    }
    return YAMLValue.Entry(comments: comments, value: .single(kind, value))
  }
}
