import FocusEngine
import YAML

/// What the tree builder adds for `searchable` (F57): the search field, a
/// single-line text input placed first in the container, and the
/// `searchFocused` bindings of the container and its descendants, each on
/// the field of its nearest `searchable`.
extension TreeBuilder {
  /// F57: the container's search field, id `searchable.id` or
  /// `<node id>.search`, then its own children. Descendants' `searchFocused`
  /// bindings join the field while the children build.
  mutating func childrenWithSearchField(of source: TemplateNode, scope: Scope, path containerID: String) throws(RuntimeError) -> [ViewNode] {
    guard let searchable = source.template.searchable, let template = source.synthetic[.TextField] else {
      return try ownChildren(of: source, scope: scope, path: containerID)
    }
    // The field's bindings come from other nodes: only a whole build collects them.
    markUnpatchable()
    var fieldID = "\(containerID).search"
    if let expression = searchable.id {
      let value = try evaluator.expressions.evaluate(expression, in: scope)
      switch value {
      case .string(let string): fieldID = string
      case .number, .bool: fieldID = value.displayText
      default: throw RuntimeError("a search field's id must be a string, got \(value.typeDescription)", at: expression.mark)
      }
    }
    var field = try syntheticNode(template, id: fieldID, scope: scope, role: nil)
    field.isSearchField = true
    var own: [FocusBinding] = []
    if let spec = source.template.searchFocused { own.append(try focusBinding(spec, scope: scope)) }
    searchFieldBindings.append(own)
    let children = try ownChildren(of: source, scope: scope, path: containerID)
    field.bindings = searchFieldBindings.removeLast()
    return [field] + children
  }

  /// F57: `searchFocused:` on a node that is not itself `searchable` binds
  /// the field of the nearest searchable ancestor ("the nearest searchable
  /// modifier", Apple). The node is never reused from a cache, so every
  /// build that includes it collects its binding.
  mutating func bindNearestSearchField(_ source: TemplateNode, scope: Scope) throws(RuntimeError) {
    guard let spec = source.template.searchFocused else { return }
    evaluator.expressions.noteStructuralRead()
    markUnpatchable()
    guard !searchFieldBindings.isEmpty else {
      throw RuntimeError("searchFocused: no searchable on this node or an ancestor (F57)", at: spec.mark)
    }
    searchFieldBindings[searchFieldBindings.count - 1].append(try focusBinding(spec, scope: scope))
  }

  /// A `searchFocused:` binding, evaluated as `focused:` is (F9, F10).
  private func focusBinding(_ spec: FocusBindingSpec, scope: Scope) throws(RuntimeError) -> FocusBinding {
    switch spec.form {
    case .bool: return FocusBinding(variable: spec.variable)
    case .equals(let expression): return FocusBinding(variable: spec.variable, value: try evaluator.expressions.evaluate(expression, in: scope))
    }
  }
}
