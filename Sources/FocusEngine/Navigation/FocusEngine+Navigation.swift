/// Sequential (F18) and directional (F20–F22) navigation in the key scene.
extension FocusEngine {
  /// F18: Tab moves to the next focusable node in sequential order,
  /// Shift-Tab to the previous, wrapping; with nothing focused Tab goes to
  /// the first and Shift-Tab to the last. F26: a `userInitiated`
  /// defaultFocus redirects a move that enters its subtree from outside.
  ///
  ///     engine.tab(forward: true)    // Tab
  ///     engine.tab(forward: false)   // Shift-Tab
  public func tab(forward: Bool) {
    let tree = keyScene.tree
    let order = tree.sequentialOrder
    guard !order.isEmpty else {
      record(.tabWithoutFocusableNode(forward: forward))
      return
    }
    let next: Int
    // F53: a macOS List row after the first is out of the order; its List stands in.
    if let focused = keyScene.focusedIndex,
      let position = tree.sequentialPosition(of: focused) ?? listPosition(of: focused, forward: forward, in: tree) {
      next = order[(position + (forward ? 1 : order.count - 1)) % order.count]
    } else {
      next = forward ? order[0] : order[order.count - 1]
    }
    if platform == .macOS { noteListTabOrder(from: keyScene.focusedIndex, to: next, in: tree) }
    let (target, redirect) = redirected(next, in: tree)
    userMovedFocus(to: tree.nodes[target].id, inScene: keySceneIndex, reason: .tab(forward: forward, redirect: redirect))
  }

  /// F26 `priority: userInitiated`: entering the subtree from outside lands on its default target.
  func redirected(_ next: Int, in tree: ViewTree) -> (Int, FocusRedirect?) {
    // Tab runs this at every step: look for a userInitiated preference on
    // the chain before building the chain outermost first.
    let hasPreference = tree.ancestry(from: next).contains { tree.nodes[$0].defaultFocus?.priority == .userInitiated }
    guard hasPreference else { return (next, nil) }
    let focused = keyScene.focusedIndex
    for ancestor in tree.chain(from: next).reversed() {
      guard let preference = tree.nodes[ancestor].defaultFocus, preference.priority == .userInitiated else { continue }
      if let focused, tree.isAncestor(ancestor, ofOrSelf: focused) { continue }
      let subtree = tree.subtree(of: ancestor)
      for candidate in candidates(for: preference.binding, in: tree) where subtree.contains(candidate) {
        if let target = focusTarget(of: candidate, in: tree) {
          return (target, target == next ? nil : FocusRedirect(container: tree.nodes[ancestor].id, intended: tree.nodes[next].id))
        }
      }
    }
    return (next, nil)
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
  ///
  ///     if engine.supportsDirectionalNavigation { engine.move(.down) }
  public func move(_ direction: Direction) {
    let tree = keyScene.tree
    guard let focused = keyScene.focusedIndex else {
      // F22: with nothing focused, a move focuses the scene's default.
      if let (target, choice) = defaultFocusChoice(keySceneIndex) {
        userMovedFocus(to: tree.nodes[target].id, inScene: keySceneIndex, reason: .moveWithNothingFocused(direction, defaultFocus: choice))
      } else {
        record(.moveWithoutFocusOrDefault(direction))
      }
      return
    }
    // F45: on tvOS a move down from the tab bar into the content lands on
    // the selected tab's remembered node when it is focusable.
    if direction == .down, case .tabBarItem(let tabView, _)? = tree.nodes[focused].role,
      let tab = tree.structure.tabs[tabView], let remembered = keyScene.memory.tabs[tabView]?[tab],
      let index = tree.index(of: remembered), tree.isFocusable[index] {
      userMovedFocus(to: remembered, inScene: keySceneIndex, reason: .described("F45 move down from the tab bar: \(tab) remembers \(remembered)"))
      return
    }
    let search = DirectionalSearch(tree: tree, from: focused, direction: direction, listsCandidates: isTracing)
    workDone &+= tree.nodes.count  // the beam search looks at every node
    let outcome = search.run()
    record(.directionalSearch(outcome.trace))
    guard let found = outcome.target, let winner = outcome.trace.winner else { return }
    let (target, redirect) = redirected(found, in: tree)
    userMovedFocus(to: tree.nodes[target].id, inScene: keySceneIndex, reason: .move(direction, winner: winner, redirect: redirect))
  }
}
