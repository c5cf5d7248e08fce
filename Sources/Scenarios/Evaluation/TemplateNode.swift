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
  /// `destination:` of a NavigationStack or NavigationLink (F42).
  let destination: TemplateNode?
  /// Per presentation (F35), in `template.presentations` order: the
  /// sheet's view, or an alert's or dialog's action Buttons.
  let presentationViews: [TemplateNode?]
  let presentationActions: [[TemplateNode]]
  /// The templates of nodes the builder adds that the file does not write:
  /// a pushed screen's wrapper (NavigationStack, F42), an alert's column
  /// and its implicit OK Button (F36), the tvOS tab bar and its items
  /// (TabView, F45), a searchable container's search field (F57). Owned here because instances hold templates unowned.
  let synthetic: [ViewKind: TemplateNode]

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
    destination = template.destination.map(TemplateNode.init)
    presentationViews = template.presentations.map { $0.view.map(TemplateNode.init) }
    presentationActions = template.presentations.map { $0.actions.map(TemplateNode.init) }
    var synthetic: [ViewKind: TemplateNode] = [:]
    if template.kind == .NavigationStack || !template.presentations.isEmpty || template.kind == .TabView {
      synthetic[.VStack] = TemplateNode(NodeTemplate(kind: .VStack, mark: template.mark))
      synthetic[.HStack] = TemplateNode(NodeTemplate(kind: .HStack, mark: template.mark))
      synthetic[.Button] = TemplateNode(NodeTemplate(kind: .Button, mark: template.mark))
    }
    // F57: the search field a `searchable` container places first.
    if let searchable = template.searchable {
      var field = NodeTemplate(kind: .TextField, mark: searchable.mark)
      field.text = searchable.text
      synthetic[.TextField] = TemplateNode(field)
    }
    self.synthetic = synthetic
    component = template.customName ?? template.kind.rawValue
    childSiblingIndices = Self.siblingIndices(of: children)
  }

  /// Each child's 1-based index among the earlier siblings of its component.
  /// A few children are compared with those before them, which costs less
  /// than hashing each name twice (issue 20); a long list is counted in a
  /// dictionary, so 100,000 rows stay linear.
  private static func siblingIndices(of children: [TemplateNode]) -> [Int] {
    if children.count <= 16 {
      return children.indices.map { index in
        let component = children[index].component
        var earlier = 0
        for sibling in children[..<index] where sibling.component == component { earlier += 1 }
        return earlier + 1
      }
    }
    var counts: [String: Int] = [:]
    return children.map { child in
      counts[child.component, default: 0] += 1
      return counts[child.component] ?? 1
    }
  }
}

extension TemplateNode {
  /// Whether this node or any below it (rows, destinations, presented views) presents something (F35).
  var presents: Bool {
    if !template.presentations.isEmpty { return true }
    if children.contains(where: \.presents) { return true }
    if row?.presents == true || destination?.presents == true { return true }
    return presentationViews.contains { $0?.presents == true } || presentationActions.contains { $0.contains(where: \.presents) }
  }
}
