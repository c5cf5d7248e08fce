import FocusEngine
import YAML

/// Navigation and tabs (spec 1.1, F42, F45): `path: $list` and
/// `destination:` of a NavigationStack, a NavigationLink's `destination:`,
/// a TabView's `selection:`, and the state variables they, and the triggers
/// of presentations, must name.
///
///     NavigationStack: { id: nav, path: $path, destination: { Text: "${item}" }, children: [] }
extension DecodingContext {
  /// A binding that must be a whole state variable, `$name`: `isPresented:`,
  /// `item:`, `path:`, `selection:` (dismissal, a pop and a tab switch write it).
  func stateVariable(_ node: Node, for key: String) -> Reference? {
    guard let reference = referenceOnly(node, what: "a state variable") else { return nil }
    let root = reference.root
    guard reference.path.isEmpty else {
      error(.invalidValue, "'\(key):' takes a state variable, $name, not a path into one", at: node)
      return nil
    }
    if isState(root) { return reference }
    if focusStateKind(root) != nil {
      error(.invalidValue, "'\(root)' is a FocusState variable; '\(key):' needs a state variable", at: node, hint: "declare it under 'state:'")
    } else if ReferenceRoot(rawValue: root) != nil, localCounts[root] == nil {
      // `$item` of a row, say, where scoping let it through.
      error(.invalidValue, "'\(key):' needs a state variable, not '$\(root)'", at: node)
    }
    // Otherwise undefined: `checkScope` reported it.
    return nil
  }

  /// `path: $list` on a NavigationStack: a state variable declared with a list (F42).
  func listStateVariable(_ node: Node) -> Reference? {
    guard let reference = stateVariable(node, for: NodePropertyKey.path.rawValue) else { return nil }
    guard let initial = stateInitialValues[reference.root] else { return nil }
    if case .list = initial { return reference }
    error(.invalidValue, "'path:' needs a list state variable; '\(reference.root)' starts as \(initial.displayText)", at: node,
          hint: "declare it with [] or a list of path elements")
    return nil
  }

  /// `destination:`: a NavigationLink's screen, or a NavigationStack's screen
  /// template, in which `$item` is the path element (F42).
  func destination(_ node: Node, of kind: ViewKind) -> NodeTemplate? {
    guard kind == .NavigationStack else { return self.node(node) }
    destinationDepth += 1
    defer { destinationDepth -= 1 }
    return self.node(node)
  }
}
