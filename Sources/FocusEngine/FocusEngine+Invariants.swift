/// Invariants checked after every step in tests and debug runs.
extension FocusEngine {
  /// Violations of the engine's invariants, empty when all hold:
  /// - the key scene index is in range (F29);
  /// - at most one present node per scene carries the focused id (F7);
  /// - each scene's focused node is present and focusable (F4, F16);
  /// - the key scene's focus chain, as `chain(from:)` and `isAncestor`
  ///   report it, is the parent walk of the tree (F7, F32);
  /// - every FocusState variable reads what F9/F10 give when recomputed
  ///   here from the tree, independently of `value(of:)`.
  public func invariantViolations() -> [String] {
    var problems: [String] = []
    if keySceneIndex < 0 || keySceneIndex >= scenes.count {
      problems.append("key scene index out of range")
      return problems
    }
    for scene in scenes {
      guard let id = scene.focusedID else { continue }
      let holders = scene.tree.nodes.indices.filter { scene.tree.nodes[$0].id == id }
      if holders.count > 1 { problems.append("scene \(scene.id): \(holders.count) present nodes have the focused id \(id) (F7)") }
      guard let index = scene.tree.index(of: id) else {
        problems.append("scene \(scene.id): focused node \(id) is not present")
        continue
      }
      if !scene.tree.canKeepFocus(index) { problems.append("scene \(scene.id): focused node \(id) is not focusable") }
    }
    problems += focusChainViolations()
    problems += focusStateViolations()
    return problems
  }

  /// The parent walk from the focused node, compared with the tree's own answers.
  private func focusChainViolations() -> [String] {
    let tree = keyScene.tree
    guard let focused = keyScene.focusedIndex else { return [] }
    var walk: [Int] = []
    var current: Int? = focused
    while let index = current, walk.count <= tree.count {
      walk.append(index)
      current = tree.parent[index]
    }
    var problems: [String] = []
    if walk.count > tree.count { problems.append("the parents of \(tree.nodes[focused].id) form a cycle") }
    if walk != tree.chain(from: focused) { problems.append("chain(from: \(tree.nodes[focused].id)) differs from the parent walk") }
    for index in walk where !tree.isAncestor(index, ofOrSelf: focused) {
      problems.append("\(tree.nodes[index].id) is on the focus chain but isAncestor says it does not contain focus")
    }
    if walk.last != 0 { problems.append("the focus chain of \(tree.nodes[focused].id) does not reach the root") }
    return problems
  }

  /// F9 (Bool: true when a node on the focus chain has a plain binding) and
  /// F10 (Optional: the innermost bound value on the chain, first listed
  /// binding first), recomputed from the nodes and compared with `value(of:)`.
  private func focusStateViolations() -> [String] {
    let tree = keyScene.tree
    var problems: [String] = []
    for name in variables.keys.sorted() {
      guard let declaration = variables[name] else { continue }
      var expected = declaration.emptyValue
      var current = keyScene.focusedIndex
      search: while let index = current {
        for binding in tree.nodes[index].storage.bindings where binding.variable == name {
          if declaration.kind == .bool, binding.value == nil {
            expected = .bool(true)
            break search
          }
          if declaration.kind == .optional, let value = binding.value {
            expected = value
            break search
          }
        }
        current = tree.parent[index]
      }
      let actual = value(of: name)
      if actual != expected {
        problems.append("$\(name) reads \(actual.displayText) but F9/F10 give \(expected.displayText)")
      }
    }
    return problems
  }
}
