/// Default focus (F26), scopes (F27) and focus loss (F16).
extension FocusEngine {
  /// F26: the scene's default — (a) the first `defaultFocus` in tree order
  /// that finds a bound node with a focusable target inside it, (b) the first
  /// focusable node with `prefersDefaultFocus`, (c) the platform rule
  /// (macOS: first text input in sequential order; tvOS, watchOS: first in
  /// sequential order; iOS, iPadOS, visionOS: none).
  public func sceneDefault(_ sceneIndex: Int, platformRule: Bool = true) -> (index: Int, rule: String)? {
    let tree = scenes[sceneIndex].tree
    workDone &+= tree.nodes.count
    for index in tree.nodes.indices {
      guard let preference = tree.nodes[index].defaultFocus else { continue }
      let subtree = tree.subtree(of: index)
      for candidate in candidates(for: preference.binding, in: tree) where subtree.contains(candidate) {
        if let target = focusTarget(of: candidate, in: tree) { return (target, "F26a defaultFocus on \(tree.nodes[index].id)") }
      }
      // Only the first defaultFocus in tree order counts for (a).
      break
    }
    if let index = tree.nodes.indices.first(where: { tree.isFocusable[$0] && tree.nodes[$0].prefersDefaultFocus != nil }) {
      return (index, "F26b prefersDefaultFocus")
    }
    guard platformRule else { return nil }
    switch platform {
    case .macOS:
      if let index = tree.sequentialOrder.first(where: { tree.nodes[$0].kind.isTextInput }) {
        return (index, "F26c macOS first text input")
      }
    case .tvOS, .watchOS:
      if let index = tree.sequentialOrder.first { return (index, "F26c \(platform) first focusable") }
    case .iOS, .iPadOS, .visionOS:
      break
    }
    return nil
  }

  /// F26: when the scenes appear, each focuses its default;
  /// `settings.initialFocus: none` turns off the platform rule here only.
  public func appear() {
    for index in scenes.indices {
      guard let (target, rule) = sceneDefault(index, platformRule: settings.initialFocus == .automatic) else {
        note("\(scenes.count > 1 ? "[\(scenes[index].id)] " : "")appears with nothing focused (F26: no default\(settings.initialFocus == .none ? ", initialFocus: none" : ""))")
        continue
      }
      setFocus(scenes[index].tree.nodes[target].id, inScene: index, rule: "\(rule), scene appears")
    }
  }

  /// F27: the default of the region named `scope`: its preferring node, else
  /// its first node in sequential order. `nil` when no region has that name
  /// or it holds nothing focusable.
  public func scopeDefault(_ scope: String) -> Int? {
    let tree = keyScene.tree
    guard let region = tree.nodes.indices.first(where: { tree.nodes[$0].focusScope == scope }) else { return nil }
    let subtree = tree.subtree(of: region)
    if let preferring = subtree.first(where: { tree.nodes[$0].prefersDefaultFocus == scope && tree.isFocusable[$0] }) {
      return preferring
    }
    return tree.sequentialOrder.first { subtree.contains($0) }
  }

  /// F27: `resetFocus: scope` moves focus to the region's default.
  public func resetFocus(_ scope: String) {
    dropPendingRequest(because: "resetFocus is a newer request")
    guard let target = scopeDefault(scope) else {
      note("resetFocus \(scope): no focusable default in that scope (F27)")
      return
    }
    setFocus(keyScene.tree.nodes[target].id, inScene: keySceneIndex, rule: "F27 resetFocus \(scope)")
  }

  /// F16: a focused node that is no longer present and focusable loses
  /// focus — to none, or on tvOS and watchOS to the scene's default.
  /// Returns whether any scene's focus changed.
  @discardableResult
  public func applyLosses() -> Bool {
    var changed = false
    for index in scenes.indices {
      guard let id = scenes[index].focusedID else { continue }
      let tree = scenes[index].tree
      if let node = tree.index(of: id), tree.isFocusable[node] { continue }
      let why = tree.index(of: id) == nil ? "is no longer present" : "is no longer focusable"
      if platform.isRemoteDriven, let (target, rule) = sceneDefault(index) {
        setFocus(tree.nodes[target].id, inScene: index, rule: "F16 \(id) \(why); \(platform) moves to the scene's default (\(rule))")
      } else {
        setFocus(nil, inScene: index, rule: "F16 \(id) \(why)")
      }
      changed = true
    }
    return changed
  }
}
