import FocusEngine

/// A node kind (`VStack`, `Button`…) with a one-line summary for the schema.
struct NodeKindDefinition: Sendable {
  var kind: ViewKind
  var summary: String

  var name: String { kind.rawValue }
  var category: NodeCategory { NodeCategory(kind) }
}
