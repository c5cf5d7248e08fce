/// Default focus (F26), scopes (F27) and focus loss (F16).
extension FocusEngine {
  /// F26: the scene's default — (a) the first `defaultFocus` in tree order
  /// that finds a bound node with a focusable target inside it, (b) the first
  /// focusable node with `prefersDefaultFocus`, (c) the platform rule
  /// (macOS: first text input in sequential order; tvOS, watchOS: first in
  /// sequential order; iOS, iPadOS, visionOS: none). `rule` is the
  /// choice's text, such as "F26a defaultFocus on form".
  public func sceneDefault(_ sceneIndex: Int, platformRule: Bool = true) -> (index: Int, rule: String)? {
    defaultFocusChoice(sceneIndex, platformRule: platformRule).map { ($0.index, $0.choice.text) }
  }

  /// ``sceneDefault(_:platformRule:)`` with the part of F26 that chose as data.
  ///
  ///     engine.defaultFocusChoice(0)?.choice   // .defaultFocus(on: "form")
  public func defaultFocusChoice(_ sceneIndex: Int, platformRule: Bool = true) -> (index: Int, choice: DefaultFocusChoice)? {
    // F37, F38: while a layer is up, the default is the layer's, whose
    // platform rule applies on tvOS and watchOS only.
    let isLayerUp = scenes[sceneIndex].tree.structure.activeLayer != nil
    return defaultFocusChoice(sceneIndex, within: nil, platformRule: !platformRule ? .none : isLayerUp ? .layer : .scene)
  }

  /// Which part of F26 (c) a default search may use.
  enum PlatformDefaultRule {
    /// None: F26 (a), (b) only.
    case none
    /// F26 (c) as it is: macOS first text input, tvOS and watchOS first in sequential order.
    case scene
    /// F38: a layer's default: tvOS and watchOS first in sequential order, else none.
    case layer
  }

  /// F26 among the nodes of `within` (a subtree's indices; `nil`: the whole
  /// tree), counting only the active layer's nodes on visible screens (F37, F42).
  func defaultFocusChoice(
    _ sceneIndex: Int, within: Range<Int>?, platformRule: PlatformDefaultRule, ignoringDefaultFocus: Bool = false
  ) -> (index: Int, choice: DefaultFocusChoice)? {
    let tree = scenes[sceneIndex].tree
    let range = within ?? tree.nodes.indices
    workDone &+= range.count
    for index in range where !ignoringDefaultFocus && tree.region(of: index) == .active {
      guard let preference = tree.nodes[index].defaultFocus else { continue }
      let subtree = tree.subtree(of: index)
      for candidate in candidates(for: preference.binding, in: tree) where subtree.contains(candidate) {
        if let target = focusTarget(of: candidate, in: tree) { return (target, .defaultFocus(on: tree.nodes[index].id)) }
      }
      // Only the first defaultFocus in tree order counts for (a).
      break
    }
    if let index = range.first(where: { tree.isFocusable[$0] && tree.nodes[$0].prefersDefaultFocus != nil && !ignoresPreference(of: $0, in: tree) }) {
      return (index, .prefersDefaultFocus)
    }
    switch (platformRule, platform) {
    case (.none, _), (.layer, .macOS), (.layer, .iOS), (.layer, .iPadOS), (.layer, .visionOS):
      return nil
    case (.scene, .macOS):
      if let index = tree.sequentialOrder.first(where: { range.contains($0) && tree.nodes[$0].kind.isTextInput }) {
        return (index, .firstTextInput)
      }
    case (_, .tvOS), (_, .watchOS):
      if let index = tree.sequentialOrder.first(where: { range.contains($0) }) { return (index, .firstFocusable(platform)) }
    case (.scene, .iOS), (.scene, .iPadOS), (.scene, .visionOS):
      break
    }
    return nil
  }

  /// F64, tvOS (FB9103840): `prefersDefaultFocus` on a node with a
  /// ScrollView ancestor in its layer is ignored by F26 (b) and F27; a later
  /// preferring node can still win. Named in the trace once per node.
  func ignoresPreference(of index: Int, in tree: ViewTree) -> Bool {
    guard quirks.ignoresPrefersDefaultFocusInScrollViews else { return false }
    for ancestor in tree.ancestry(from: index).dropFirst() {
      if case .layer? = tree.nodes[ancestor].role { return false }
      if tree.nodes[ancestor].kind == .ScrollView {
        if notedIgnoredPreferences.insert(tree.nodes[index].id).inserted {
          note("quirk F64 (\(version)): prefersDefaultFocus on \(tree.nodes[index].id) inside ScrollView \(tree.nodes[ancestor].id) is ignored")
        }
        return true
      }
    }
    return false
  }

  /// F26: when the scenes appear, each focuses its default;
  /// `settings.initialFocus: none` turns off the platform rule here only.
  ///
  ///     engine.appear()
  ///     engine.focusedID   // macOS: "username", the first text input (F26c); iOS: nil
  public func appear() {
    for index in scenes.indices {
      guard let (target, choice) = defaultFocusChoice(index, platformRule: settings.initialFocus == .automatic) else {
        record(.appearsUnfocused(scene: scenes[index].id, namesScene: scenes.count > 1, initialFocusNone: settings.initialFocus == .none))
        continue
      }
      setFocus(scenes[index].tree.nodes[target].id, inScene: index, reason: .sceneAppears(choice))
    }
  }

  /// F27: the default of the region named `scope`: its preferring node, else
  /// its first node in sequential order. `nil` when no region has that name
  /// or it holds nothing focusable.
  public func scopeDefault(_ scope: String) -> Int? {
    let tree = keyScene.tree
    guard let region = scopeRegion(scope, in: tree) else { return nil }
    let subtree = tree.subtree(of: region)
    if let preferring = subtree.first(where: {
      tree.nodes[$0].prefersDefaultFocus == scope && tree.isFocusable[$0] && !ignoresPreference(of: $0, in: tree)
    }) {
      return preferring
    }
    return tree.sequentialOrder.first { subtree.contains($0) }
  }

  /// F27: `resetFocus: scope` moves focus to the region's default, but only
  /// when the focused node is inside the region (spec 1.1; Apple,
  /// ResetFocusAction: it "reevaluates default focus when the
  /// currently-focused item is within the provided namespace"). Either way
  /// it is a newer request and drops a pending one (F14).
  ///
  ///     engine.resetFocus("login")   // focus inside login goes to its .prefersDefaultFocus(in: login) node
  public func resetFocus(_ scope: String) {
    dropPendingRequest(because: .resetFocus)
    guard let target = scopeDefault(scope) else {
      record(.resetFocusWithoutDefault(scope: scope))
      return
    }
    let scene = keyScene
    let region = scopeRegion(scope, in: scene.tree)
    guard let focused = scene.focusedIndex, let region, scene.tree.subtree(of: region).contains(focused) else {
      record(.resetFocusIgnored(scope: scope, focused: scene.focusedID))
      return
    }
    setFocus(scene.tree.nodes[target].id, inScene: keySceneIndex, reason: .resetFocus(scope: scope))
  }

  /// F27: the region named `scope` — the first node carrying it.
  private func scopeRegion(_ scope: String, in tree: ViewTree) -> Int? {
    tree.nodes.indices.first { tree.nodes[$0].focusScope == scope && tree.region(of: $0) == .active }
  }

  /// F16: a focused node that is no longer present and focusable loses
  /// focus — to none, or on tvOS and watchOS to (a) the nearest surviving
  /// row of its ForEach, else (b) the scene's default.
  /// Returns whether any scene's focus changed.
  @discardableResult
  public func applyLosses() -> Bool {
    var changed = false
    for index in scenes.indices {
      let keptBefore = takeTreeBeforeLosses(inScene: index)
      guard let id = scenes[index].focusedID else { continue }
      // Read in place: most commits keep focus, and a copy of the tree
      // retained each of its arrays (issue 20).
      if let node = scenes[index].tree.index(of: id), scenes[index].tree.canKeepFocus(node) { continue }
      let tree = scenes[index].tree
      let before = keptBefore ?? tree
      let cause: FocusLossCause = tree.index(of: id) == nil ? .notPresent : .notFocusable
      if platform.isRemoteDriven, let neighbour = ForEachRowNeighbour(lost: id, before: before, after: tree).nearest(targetOf: { self.focusTarget(of: $0, in: tree) }) {
        setFocus(
          tree.nodes[neighbour.target].id, inScene: index,
          reason: .lossToSurvivingRow(id: id, cause: cause, row: tree.nodes[neighbour.row].id, forEach: tree.nodes[neighbour.forEach].id, after: neighbour.isAfter, platform: platform))
      } else if platform.isRemoteDriven, let (target, choice) = defaultFocusChoice(index) {
        setFocus(tree.nodes[target].id, inScene: index, reason: .loss(id: id, cause: cause, movedToDefault: choice, platform: platform))
      } else {
        setFocus(nil, inScene: index, reason: .loss(id: id, cause: cause, movedToDefault: nil, platform: platform))
      }
      changed = true
    }
    return changed
  }
}
