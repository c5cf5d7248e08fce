/// Sequential (F18) and directional (F20–F22) navigation in the key scene.
extension FocusEngine {
  /// F18: Tab moves to the next focusable node in sequential order,
  /// Shift-Tab to the previous, wrapping; with nothing focused Tab goes to
  /// the first and Shift-Tab to the last. F26: a `userInitiated`
  /// defaultFocus redirects a move that enters its subtree from outside.
  public func tab(forward: Bool) {
    let tree = keyScene.tree
    let order = tree.sequentialOrder
    let name = forward ? "Tab" : "Shift-Tab"
    guard !order.isEmpty else {
      note("\(name): no focusable node in the scene; nothing happens (F18)")
      return
    }
    let next: Int
    if let focused = keyScene.focusedIndex, let position = tree.sequentialPosition[focused] {
      next = order[(position + (forward ? 1 : order.count - 1)) % order.count]
    } else {
      next = forward ? order[0] : order[order.count - 1]
    }
    let (target, redirect) = redirected(next, in: tree)
    userMovedFocus(to: tree.nodes[target].id, inScene: keySceneIndex, rule: "F18 \(name)\(redirect)")
  }

  /// F26 `priority: userInitiated`: entering the subtree from outside lands on its default target.
  func redirected(_ next: Int, in tree: ViewTree) -> (Int, String) {
    // Tab runs this at every step: look for a userInitiated preference on
    // the chain before building the chain outermost first.
    let hasPreference = tree.ancestry(from: next).contains { tree.nodes[$0].defaultFocus?.priority == .userInitiated }
    guard hasPreference else { return (next, "") }
    let focused = keyScene.focusedIndex
    for ancestor in tree.chain(from: next).reversed() {
      guard let preference = tree.nodes[ancestor].defaultFocus, preference.priority == .userInitiated else { continue }
      if let focused, tree.isAncestor(ancestor, ofOrSelf: focused) { continue }
      let subtree = tree.subtree(of: ancestor)
      for candidate in candidates(for: preference.binding, in: tree) where subtree.contains(candidate) {
        if let target = focusTarget(of: candidate, in: tree) {
          return (target, target == next ? "" : "; redirected by userInitiated defaultFocus on \(tree.nodes[ancestor].id) (F26)")
        }
      }
    }
    return (next, "")
  }

  /// Whether directional moves exist here (F20).
  public var supportsDirectionalNavigation: Bool {
    switch platform {
    case .tvOS, .watchOS: return true
    case .macOS, .iPadOS: return settings.directionalNavigation
    case .iOS, .visionOS: return false
    }
  }

  /// F20–F22: a directional move in the key scene. The caller checks
  /// `supportsDirectionalNavigation` first.
  public func move(_ direction: Direction) {
    let tree = keyScene.tree
    guard let focused = keyScene.focusedIndex else {
      // F22: with nothing focused, a move focuses the scene's default.
      if let (target, rule) = sceneDefault(keySceneIndex) {
        userMovedFocus(to: tree.nodes[target].id, inScene: keySceneIndex, rule: "F22 move \(direction) with nothing focused → \(rule)")
      } else {
        note("move \(direction): nothing focused and the scene has no default; nothing happens (F22)")
      }
      return
    }
    let search = DirectionalSearch(tree: tree, from: focused, direction: direction)
    workDone &+= tree.nodes.count  // the beam search looks at every node
    let outcome = search.run()
    note("move \(direction) from \(tree.nodes[focused].id) \(tree.frames[focused]): \(outcome.log.isEmpty ? "no candidates" : "candidates in the beam") (F20)")
    for line in outcome.log { note("  " + line) }
    guard let winner = outcome.winner else {
      note("move \(direction): no candidate in the beam; focus stays on \(tree.nodes[focused].id) (F20, no wrap)")
      return
    }
    let (target, redirect) = redirected(winner.target, in: tree)
    userMovedFocus(to: tree.nodes[target].id, inScene: keySceneIndex, rule: "\(winner.rule) move \(direction): \(winner.reason)\(redirect)")
  }
}
