import FocusEngine
import YAML

/// Presentations, navigation and tabs seen from the run (F35–F45, F52): the
/// state writes that dismiss, pop, push and select, and `onDismiss`. Every
/// lookup is per scene: ids are unique per scene only (F29).
extension ScenarioRun {
  // MARK: Inputs and actions

  /// `back` (F52): the engine decides what it cancels, pops or dismisses.
  func goBack(at mark: Mark) throws(RuntimeError) {
    try input(.back, at: mark)
  }

  /// `dismiss` (F41): for a node's action, the innermost presentation or
  /// pushed screen holding the node (from a covered screen: that screen
  /// and those above); for a step's `run:` and commands, the active
  /// layer's presentation, else the top screen of the innermost visible
  /// stack, in the key scene. In the root screen of the root layer it does nothing.
  func dismiss(in scope: Scope, at mark: Mark) throws(RuntimeError) {
    let sceneIndex = scope.actor?.sceneIndex ?? engine.keySceneIndex
    let tree = engine.scenes[sceneIndex].tree
    if let actor = scope.actor?.id, let index = tree.index(of: actor) {
      for ancestor in tree.chain(from: index) {
        switch tree.nodes[ancestor].role {
        case .screen(let stack, let depth, _)?:
          record(.structure("dismiss for \(actor): pops \(stack) to \(depth - 1) screen(s) (F41)"))
          try pop(stack, keeping: depth - 1, inScene: sceneIndex, at: mark)
          return
        case .layer(let id, _, _)?:
          record(.structure("dismiss for \(actor): dismisses \(id) (F41)"))
          try dismissPresentation(id, inScene: sceneIndex, at: mark)
          return
        default:
          continue
        }
      }
      record(.structure("dismiss for \(actor): in the root screen of the root layer; nothing happens (F41)"))
      return
    }
    if let layer = tree.structure.activeLayer {
      record(.structure("dismiss: dismisses the active layer \(layer.id) (F41)"))
      try dismissPresentation(layer.id, inScene: sceneIndex, at: mark)
    } else if let stack = engine.innermostVisibleStackWithScreens(in: tree), let count = tree.structure.stacks[stack]?.count {
      record(.structure("dismiss: pops the top screen of \(stack) (F41)"))
      try pop(stack, keeping: count - 1, inScene: sceneIndex, at: mark)
    } else {
      record(.structure("dismiss: no presentation or pushed screen; nothing happens (F41)"))
    }
  }

  /// The up presentation `layerID` of scene `sceneIndex`.
  private func upLayer(_ layerID: String, inScene sceneIndex: Int) -> StructureState.UpLayer? {
    scenes.structure.scenes[sceneIndex].upLayers.first { $0.request.layerID == layerID }
  }

  /// F39: writes `false`/`null` to the variable of the up presentation
  /// `layerID`; the next commit takes it and the layers above it down.
  func dismissPresentation(_ layerID: String, inScene sceneIndex: Int, at mark: Mark) throws(RuntimeError) {
    guard let layer = upLayer(layerID, inScene: sceneIndex) else { return }
    guard let binding = layer.request.binding else {
      throw RuntimeError("\(layerID): its \(layer.request.kind.rawValue) variable cannot be written", at: mark)
    }
    try state.write(layer.request.item == nil ? .bool(false) : .null, to: binding, at: mark)
  }

  /// F52: an alert's or dialog's `role: cancel` Button runs (in the
  /// presenter's place, F41), then the alert is dismissed.
  func cancelPresentation(_ layerID: String, inScene sceneIndex: Int, at mark: Mark) throws(RuntimeError) {
    let tree = engine.scenes[sceneIndex].tree
    guard let layerIndex = tree.index(of: layerID) else { return }
    let cancel = tree.children(of: layerIndex).lazy
      .compactMap { self.instances[sceneIndex].indices.contains($0) ? self.instances[sceneIndex][$0] : nil }
      .first { $0.template.role == .cancel }
    if let cancel {
      record(.structure("\(layerID) cancelled: its cancel Button \(cancel.id) runs (F52)"))
      try runInPresentersPlace(cancel, alert: layerID, inScene: sceneIndex)
    } else {
      record(.structure("\(layerID) cancelled (F52)"))
    }
    try dismissPresentation(layerID, inScene: sceneIndex, at: mark)
  }

  /// F41: an alert's or dialog's Button runs its action in its presenter's place.
  private func runInPresentersPlace(_ button: NodeInstance, alert layerID: String, inScene sceneIndex: Int) throws(RuntimeError) {
    guard !button.template.action.isEmpty else { return }
    var scope = button.scope
    scope.actor = upLayer(layerID, inScene: sceneIndex).map { Scope.Actor(sceneIndex: sceneIndex, id: $0.request.presenterID) }
    record(.actionRuns(id: button.id))
    try perform(button.template.action, in: scope)
  }

  /// The alert or dialog whose Button `instance` is, if it is one (F39).
  func alertLayer(holding instance: NodeInstance, inScene sceneIndex: Int) -> String? {
    let tree = engine.scenes[sceneIndex].tree
    guard let index = tree.index(of: instance.id), let parent = tree.parent[index],
      case .layer(let id, let kind, _)? = tree.nodes[parent].role, kind.isAlertLike
    else { return nil }
    return id
  }

  /// F39: an alert's or dialog's Button activated: its action runs in the
  /// presenter's place, then the alert is dismissed.
  func activateAlertButton(_ instance: NodeInstance, alert layerID: String, inScene sceneIndex: Int, at mark: Mark) throws(RuntimeError) {
    try runInPresentersPlace(instance, alert: layerID, inScene: sceneIndex)
    record(.structure("\(instance.id) dismisses \(layerID) (F39)"))
    try dismissPresentation(layerID, inScene: sceneIndex, at: mark)
  }

  /// F42, F44: keep the first `count` pushed screens of `stack`: kept
  /// screens go first, then the path is shortened.
  func pop(_ stack: String, keeping count: Int, inScene sceneIndex: Int, at mark: Mark) throws(RuntimeError) {
    guard let facts = scenes.structure.scenes[sceneIndex].stacks[stack] else { return }
    let kept = scenes.structure.scenes[sceneIndex].keptScreens[stack] ?? []
    if count >= facts.pathCount {
      scenes.structure.scenes[sceneIndex].keptScreens[stack] = Array(kept.prefix(count - facts.pathCount))
    } else {
      scenes.structure.scenes[sceneIndex].keptScreens[stack] = []
      if let binding = facts.pathBinding, case .list(let elements)? = state.read(binding) {
        try state.write(.list(Array(elements.prefix(count))), to: binding, at: mark)
      }
    }
    scenes.invalidate()
  }

  /// F42: a NavigationLink pushes onto the nearest enclosing stack: its
  /// `value:` is appended to the stack's path (or kept by a stack without
  /// one); its `destination:` is kept by the stack. A `value:` link needs
  /// the stack's `destination:`.
  func push(from link: NodeInstance, inScene sceneIndex: Int, at mark: Mark) throws(RuntimeError) {
    let tree = engine.scenes[sceneIndex].tree
    guard let index = tree.index(of: link.id),
      let stackIndex = tree.chain(from: index).dropFirst().first(where: { tree.nodes[$0].kind == .NavigationStack })
    else {
      record(.structure("\(link.id): no enclosing NavigationStack; nothing is pushed (F42)"))
      return
    }
    let stack = tree.nodes[stackIndex].id
    guard let facts = scenes.structure.scenes[sceneIndex].stacks[stack] else { return }
    if let destination = link.node.destination {
      let screen = StructureState.KeptScreen(content: .destination(destination, link.scope), serial: scenes.structure.nextSerial())
      scenes.structure.scenes[sceneIndex].keptScreens[stack, default: []].append(screen)
      record(.structure("\(link.id) pushes its destination onto \(stack) (F42)"))
    } else if let expression = link.template.value {
      let value = try evaluate(expression, in: link.scope)
      guard facts.hasDestination else {
        record(.structure("\(link.id): \(stack) has no destination: for a value; nothing is pushed (F42)"))
        return
      }
      if let binding = facts.pathBinding, case .list(var elements)? = state.read(binding) {
        elements.append(value)
        try state.write(.list(elements), to: binding, at: mark)
      } else {
        let screen = StructureState.KeptScreen(content: .value(value), serial: scenes.structure.nextSerial())
        scenes.structure.scenes[sceneIndex].keptScreens[stack, default: []].append(screen)
      }
      record(.structure("\(link.id) pushes \(value.displayText) onto \(stack) (F42)"))
    }
    scenes.invalidate()
  }

  // MARK: Commit

  /// F39: the variables of presentations that went down at this commit's
  /// builds are written; their `onDismiss:` waits for the transaction's
  /// onChange handlers. Returns whether state changed (the commit then goes
  /// another round).
  func writeDismissals(at mark: Mark) throws(RuntimeError) -> Bool {
    var changed = false
    let dismissals = scenes.structure.dismissals
    scenes.structure.dismissals = []
    for dismissal in dismissals {
      if dismissal.writesVariable, let binding = dismissal.request.binding {
        let value: Value = dismissal.request.item == nil ? .bool(false) : .null
        if state.read(binding) != value {
          try state.write(value, to: binding, at: mark)
          changed = true
        }
      }
      transaction.pendingDismissHandlers.append(dismissal)
    }
    return changed
  }

  /// F45: focusing a tvOS tab bar item, by any means, selects its tab.
  /// Returns whether it selected one (the commit then goes another round).
  func selectTabOfFocusedBarItem(at mark: Mark) throws(RuntimeError) -> Bool {
    let sceneIndex = engine.keySceneIndex
    let tree = engine.keyScene.tree
    guard let index = engine.keyScene.focusedIndex, case .tabBarItem(let tabView, let key)? = tree.nodes[index].role,
      tree.structure.tabs[tabView] != key, let facts = scenes.structure.scenes[sceneIndex].tabViews[tabView],
      let value = facts.tabs.first(where: { $0.key == key })?.value
    else { return false }
    record(.structure("\(tree.nodes[index].id) is focused: \(tabView) selects \(key) (F45)"))
    if let binding = facts.selection {
      try state.write(value, to: binding, at: mark)
    } else {
      scenes.structure.scenes[sceneIndex].ownTabSelections[tabView] = value
      scenes.invalidate()
    }
    return true
  }

  /// F39: `onDismiss:` of the presentations that went down, bottom to top,
  /// each its own transaction after the onChange handlers, nested like
  /// them (F30: more than 100 deep is a change-cycle).
  func runDismissHandlers(at mark: Mark) throws(RuntimeError) {
    while !transaction.pendingDismissHandlers.isEmpty {
      let dismissal = transaction.pendingDismissHandlers.removeFirst()
      let request = dismissal.request
      let spec = request.presenter.template.presentations[request.index]
      guard !spec.onDismiss.isEmpty else { continue }
      var scope = request.scope
      scope.actor = Scope.Actor(sceneIndex: dismissal.sceneIndex, id: request.presenterID)
      try nested(at: spec.mark) { () throws(RuntimeError) in
        record(.structure("onDismiss of \(request.layerID) runs (F39)"))
        try transaction(at: spec.mark) { () throws(RuntimeError) in try perform(spec.onDismiss, in: scope) }
      }
    }
  }

  // MARK: Observation

  /// `presented:`: the key scene's up presentations, bottom to top (F35).
  func presentedIDs() -> [String] {
    engine.keyScene.tree.structure.layers.map(\.id)
  }

  /// `screens:`: each present NavigationStack of the key scene and its
  /// pushed screens, in tree order (F42).
  func screenCounts() -> [(stack: String, count: Int)] {
    let structure = engine.keyScene.tree.structure
    return structure.stackOrder.map { ($0, structure.stackNodes[$0]?.screens.count ?? 0) }
  }
}
