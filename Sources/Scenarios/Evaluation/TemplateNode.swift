import FocusEngine

/// A view template in a tree of references, built once per run, for the
/// tree builder (F30 step 1 evaluates the templates at every commit).
///
/// A `NodeTemplate` is two dozen fields: passed or stored by value, every
/// field is retained and released again. Through this class the builder and
/// every `NodeInstance` hold one reference, and each position of the
/// template tree keeps what an evaluation there that read nothing produced.
final class TemplateNode {
  let template: NodeTemplate
  let children: [TemplateNode]
  /// The row template of a ForEach.
  let row: TemplateNode?
  /// The name a node without an id takes in its path: its custom name or its kind.
  let component: String
  /// Each child's place among its same-component siblings, from 1 (`Kind[n]`).
  let childSiblingIndices: [Int]
  /// The last cacheable evaluation at this position (see `TreeBuilder`).
  var cache: Cache?

  /// What an evaluation that read nothing produced, valid only where the
  /// node was named the same way (its parent's path and its sibling index).
  struct Cache {
    enum Result {
      /// Nothing in the subtree read anything.
      case subtree(InvariantSubtree)
      /// The node itself read nothing; its descendants did. `node` has no children.
      case node(ViewNode, NodeInstance)
    }
    var parentPath: String?
    var siblingIndex: Int
    var result: Result
  }

  init(_ template: NodeTemplate) {
    self.template = template
    children = template.children.map(TemplateNode.init)
    row = template.forEach.map { TemplateNode($0.row) }
    component = template.customName ?? template.kind.rawValue
    var counts: [String: Int] = [:]
    childSiblingIndices = children.map { child in
      counts[child.component, default: 0] += 1
      return counts[child.component] ?? 1
    }
  }
}
