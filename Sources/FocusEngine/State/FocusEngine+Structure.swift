/// What focus does when layers come up or go down (F38, F39), screens are
/// pushed or popped (F43, F44) and tabs switch (F45): decided when a commit
/// installs a tree whose structure differs from the last one, right after
/// the evaluation and before F16 losses; restorations wait for the instant
/// to settle (F40).
extension FocusEngine {
  /// Compares the structure of the tree just installed in scene
  /// `sceneIndex` with `oldTree`'s and applies F38, F39, F43, F44 and F45.
  func applyStructureChanges(from oldTree: ViewTree, inScene sceneIndex: Int) {
    let old = oldTree.structure
    let new = scenes[sceneIndex].tree.structure
    guard old != new else { return }
    applyLayerChanges(from: old, to: new, oldTree: oldTree, inScene: sceneIndex)
    applyStackChanges(from: old, to: new, oldTree: oldTree, inScene: sceneIndex)
    applyTabChanges(from: old, to: new, oldTree: oldTree, inScene: sceneIndex)
  }

  /// Whether the node focused in `oldTree` lay inside node `index`'s subtree there.
  private func focusWasInside(_ index: Int, of oldTree: ViewTree, inScene sceneIndex: Int) -> Bool {
    guard let id = scenes[sceneIndex].focusedID, let focused = oldTree.index(of: id) else { return false }
    return oldTree.isAncestor(index, ofOrSelf: focused)
  }

  // MARK: Layers (F38, F39)

  private func applyLayerChanges(from old: SceneStructure, to new: SceneStructure, oldTree: ViewTree, inScene sceneIndex: Int) {
    var prefix = 0
    while prefix < old.layers.count, prefix < new.layers.count,
      old.layers[prefix].id == new.layers[prefix].id, old.layers[prefix].serial == new.layers[prefix].serial {
      prefix += 1
    }
    let removed = old.layers[prefix...]
    let added = new.layers[prefix...]
    // F35: an `item` change takes the layer down and up anew under the
    // same id: it restores nothing and the new layer keeps the old memory.
    let replaced = removed.first.map { layer in added.first?.id == layer.id } ?? false
    var carried: String?? = nil
    if let lowest = removed.first {
      let focusWasInRemoved = removed.contains { focusWasInside($0.index, of: oldTree, inScene: sceneIndex) }
      for layer in removed {
        note("\(layer.kind.rawValue) \(layer.id) goes down (F39)")
      }
      if focusWasInRemoved {
        setFocus(nil, inScene: sceneIndex, reason: .described("F39 \(lowest.id) dismissed; focus in it is not an F16 loss"))
      }
      let remembered = scenes[sceneIndex].memory.layers[lowest.id] ?? nil
      if replaced {
        carried = .some(remembered)
      } else {
        restorations.append(FocusRestoration(sceneIndex: sceneIndex, cause: .dismissal(layer: lowest.id), target: remembered))
      }
      for layer in removed { scenes[sceneIndex].memory.layers[layer.id] = nil }
    }
    guard !added.isEmpty else { return }
    for (offset, layer) in added.enumerated() {
      // Several in one commit: the lowest remembers the focused node; the
      // ones above it came up over a layer that had not taken focus yet.
      let remembered: String? = offset == 0 ? (carried ?? scenes[sceneIndex].focusedID) : nil
      scenes[sceneIndex].memory.layers[layer.id] = .some(remembered)
      note("\(layer.kind.rawValue) \(layer.id) comes up; it remembers \(remembered ?? "no focus") (F38)")
    }
    // F38: focus moves to the active layer's default — F26 (a), (b) inside
    // it, else on tvOS and watchOS its first node in sequential order — and
    // a pending request stays pending.
    let top = new.layers[new.layers.count - 1]
    let layerNodes = scenes[sceneIndex].tree.subtree(of: top.index)
    // F63 (a): iOS and iPadOS 18 ignore the layer's defaultFocus (F26 a).
    let ignoresDefaultFocus = quirks.layersIgnoreDefaultFocus
    let chosen = defaultFocusChoice(sceneIndex, within: layerNodes, platformRule: .layer, ignoringDefaultFocus: ignoresDefaultFocus)
    if ignoresDefaultFocus, let ideal = defaultFocusChoice(sceneIndex, within: layerNodes, platformRule: .layer), ideal.index != chosen?.index {
      note("quirk F63 (a) (\(version)): \(top.id)'s \(ideal.choice.text) is ignored")
    }
    if let (target, choice) = chosen {
      setFocus(scenes[sceneIndex].tree.nodes[target].id, inScene: sceneIndex, reason: .described("F38 \(top.id) comes up: \(choice.text)"))
    } else {
      setFocus(nil, inScene: sceneIndex, reason: .described("F38 \(top.id) comes up with no default"))
    }
  }

  // MARK: Screens (F43, F44)

  private func applyStackChanges(from old: SceneStructure, to new: SceneStructure, oldTree: ViewTree, inScene sceneIndex: Int) {
    for stack in old.stacks.keys where new.stacks[stack] == nil {
      scenes[sceneIndex].memory.screens[stack] = nil
    }
    // Stacks in tree order, so restorations queue in a fixed order (F33).
    for stack in new.stackOrder {
      guard let before = old.stacks[stack], let after = new.stacks[stack], before != after else { continue }
      defer {
        // Only covered screens remember (the root screen is "").
        let covered = after.isEmpty ? [] : Set([""] + after.dropLast())
        scenes[sceneIndex].memory.screens[stack] = scenes[sceneIndex].memory.screens[stack]?.filter { covered.contains($0.key) }
      }
      // F42: screens inserted or removed below the visible one change no focus.
      if let top = after.last, top == before.last { continue }
      let prefix = zip(before, after).prefix { $0 == $1 }.count
      if before.count > prefix, let oldScreens = old.stackNodes[stack]?.screens {
        let focusWasInPopped = oldScreens[prefix...].contains { focusWasInside($0, of: oldTree, inScene: sceneIndex) }
        note("\(stack): \(before.count - prefix) screen(s) popped (F44)")
        if focusWasInPopped {
          setFocus(nil, inScene: sceneIndex, reason: .described("F44 pop of \(stack); focus in a popped screen is not an F16 loss"))
        }
      }
      if after.count > prefix {
        // The lowest covered screen remembers — unless it was covered
        // already and remembers from then (F43).
        let coveredKey = prefix == 0 ? "" : after[prefix - 1]
        push(onto: stack, covering: coveredKey, wasVisible: prefix == before.count, count: after.count - prefix, new: new, inScene: sceneIndex)
      } else {
        let visibleKey = after.last ?? ""
        let remembered = scenes[sceneIndex].memory.screens[stack]?[visibleKey] ?? nil
        restorations.append(FocusRestoration(sceneIndex: sceneIndex, cause: .pop(stack: stack), target: remembered))
      }
    }
  }

  /// F43: the covered screen `coveredKey` remembers the focused node (when
  /// it was the visible one until now);
  /// on tvOS, watchOS and macOS focus moves to the new top screen's default
  /// (F26 inside it, (c) included); on iOS, iPadOS and visionOS only by
  /// F26 (a), (b), else the focused node stays focused though covered.
  private func push(
    onto stack: String, covering coveredKey: String, wasVisible: Bool, count: Int, new: SceneStructure, inScene sceneIndex: Int
  ) {
    if wasVisible {
      let remembered = scenes[sceneIndex].focusedID
      scenes[sceneIndex].memory.screens[stack, default: [:]][coveredKey] = .some(remembered)
      note("\(stack): \(count) screen(s) pushed; the covered screen remembers \(remembered ?? "no focus") (F43)")
    } else {
      note("\(stack): \(count) screen(s) pushed over a screen covered before; it keeps what it remembered (F43)")
    }
    guard let top = new.stackNodes[stack]?.screens.last else { return }
    let tree = scenes[sceneIndex].tree
    let screenNodes = tree.subtree(of: top)
    switch platform {
    case .tvOS, .watchOS, .macOS:
      let choice = defaultFocusChoice(sceneIndex, within: screenNodes, platformRule: .scene)
      setFocus(
        choice.map { tree.nodes[$0.index].id }, inScene: sceneIndex,
        reason: .described("F43 push onto \(stack): \(choice?.choice.text ?? "no default in the new screen")"))
    case .iOS, .iPadOS, .visionOS:
      if let (target, choice) = defaultFocusChoice(sceneIndex, within: screenNodes, platformRule: .none) {
        setFocus(tree.nodes[target].id, inScene: sceneIndex, reason: .described("F43 push onto \(stack): \(choice.text)"))
      } else if let focused = scenes[sceneIndex].focusedID {
        note("\(focused) stays focused though covered: no defaultFocus in the new screen on \(platform) (F43)")
      }
    }
  }

  // MARK: Tabs (F45)

  private func applyTabChanges(from old: SceneStructure, to new: SceneStructure, oldTree: ViewTree, inScene sceneIndex: Int) {
    for tabView in old.tabViews where !new.tabViews.contains(tabView) {
      scenes[sceneIndex].memory.tabs[tabView] = nil
    }
    for tabView in new.tabViewOrder {
      guard let before = old.tabs[tabView], let after = new.tabs[tabView], before != after else { continue }
      guard let oldContent = old.tabContentNodes[tabView], focusWasInside(oldContent, of: oldTree, inScene: sceneIndex) else {
        note("\(tabView) switches from \(before) to \(after); focus was not in \(before) (F45)")
        continue
      }
      setFocus(nil, inScene: sceneIndex, reason: .described("F45 \(tabView) switches from \(before) to \(after); not an F16 loss"))
      let remembered = scenes[sceneIndex].memory.tabs[tabView]?[after]
      restorations.append(FocusRestoration(sceneIndex: sceneIndex, cause: .tabSwitch(tabView: tabView, tab: after), target: remembered))
    }
  }

  /// F45: a tab remembers the last node focused in it.
  func rememberTabFocus(_ id: String, inScene sceneIndex: Int) {
    let tree = scenes[sceneIndex].tree
    guard !tree.structure.tabs.isEmpty, let index = tree.index(of: id) else { return }
    for ancestor in tree.ancestry(from: index) {
      if case .tab(let tabView, let key)? = tree.nodes[ancestor].role {
        scenes[sceneIndex].memory.tabs[tabView, default: [:]][key] = id
      }
    }
  }

  // MARK: Restoration (F40, F44, F45)

  /// Takes the first queued restoration, in the order of its cause.
  public func takeRestoration() -> FocusRestoration? {
    restorations.isEmpty ? nil : restorations.removeFirst()
  }

  /// F40 (F44, F45 as F40): focus moves to the remembered node if it is
  /// focusable in the active layer, overriding any focus set meanwhile; a
  /// remembered node that is gone gives, on tvOS and watchOS, F16 (b) when
  /// nothing is focused; F45 falls back to the new tab's default as after
  /// a push (F43). A pending request stays pending (F14): the caller's
  /// commit may retry it.
  public func restore(_ restoration: FocusRestoration) {
    let sceneIndex = restoration.sceneIndex
    guard scenes.indices.contains(sceneIndex) else { return }
    let tree = scenes[sceneIndex].tree
    let rule = restoration.cause.rule
    if let target = restoration.target, let index = tree.index(of: target), tree.isFocusable[index] {
      setFocus(target, inScene: sceneIndex, reason: .described("\(rule) restore \(restoration.cause.text)"))
      return
    }
    if case .tabSwitch(let tabView, _) = restoration.cause, let content = tree.structure.tabContentNodes[tabView] {
      let platformRule: PlatformDefaultRule = platform.isRemoteDriven || platform == .macOS ? .scene : .none
      if let (target, choice) = defaultFocusChoice(sceneIndex, within: tree.subtree(of: content), platformRule: platformRule) {
        setFocus(tree.nodes[target].id, inScene: sceneIndex, reason: .described("F45 \(restoration.cause.text), as after a push (F43): \(choice.text)"))
      } else {
        note("\(restoration.cause.text): nothing remembered or focusable; no default in the tab (F45, F43)")
      }
      return
    }
    guard let target = restoration.target else {
      note("\(restoration.cause.text): nothing was remembered; nothing happens (\(rule))")
      return
    }
    if platform.isRemoteDriven, scenes[sceneIndex].focusedID == nil, let (index, choice) = defaultFocusChoice(sceneIndex) {
      setFocus(tree.nodes[index].id, inScene: sceneIndex, reason: .described("\(rule) \(target) is gone \(restoration.cause.text); F16 (b) \(choice.text)"))
    } else {
      note("\(restoration.cause.text): \(target) is gone; nothing happens (\(rule))")
    }
  }
}
