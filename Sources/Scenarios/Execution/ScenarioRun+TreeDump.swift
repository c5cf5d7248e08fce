import FocusEngine

/// `trace --tree`: the view tree with markers for the focused node (●), the
/// rest of the focus chain (○), disabled nodes, absent nodes (✕) and each
/// focusable node's place in the Tab order — in the spirit of
/// UIFocusDebugger and Flutter's debugDescribeFocusTree. Drawn from the
/// engine's ``FocusSnapshot`` and the run's `absent` nodes, which only the
/// executor knows (F1: a node whose `if:` is false is not in the tree).
extension ScenarioRun {
  func treeDump() -> [String] {
    let snapshot = engine.snapshot()
    var lines: [String] = []
    for (sceneIndex, scene) in snapshot.scenes.enumerated() {
      if snapshot.scenes.count > 1 { lines.append("scene \(scene.id)\(scene.isKey ? " (key)" : "")") }
      guard !scene.nodes.isEmpty else { continue }
      lines += TreeDrawing(scene: scene, absent: scenes.absent[sceneIndex]).lines()
    }
    return lines
  }
}

/// One scene's tree as `trace --tree` draws it.
private struct TreeDrawing {
  let scene: FocusSnapshot.Scene
  /// Nodes whose `if:` is false, by parent id.
  let absent: [String: [String]]

  func lines() -> [String] {
    let chain = Set(scene.focusChain)
    let children = scene.childIndices
    var lines: [String] = []
    func describe(_ index: Int) -> String {
      let node = scene.nodes[index]
      var parts = [node.kind.rawValue == node.id ? node.id : "\(node.kind.rawValue) \(node.id)"]
      if index == scene.focusedIndex {
        parts.append("● focused")
      } else if chain.contains(index) {
        parts.append("○ contains focus")
      }
      if let position = node.tabPosition { parts.append("tab \(position)") }
      if node.isDisabled { parts.append("disabled") }
      if node.isFocusSection { parts.append("focusSection") }
      if !node.bindings.isEmpty { parts.append(node.bindings.map(\.description).joined(separator: ", ")) }
      parts.append(node.frame.description)
      return parts.joined(separator: "  ")
    }
    func visit(_ index: Int, prefix: String, isLast: Bool, isRoot: Bool) {
      lines.append(isRoot ? describe(index) : prefix + (isLast ? "└─ " : "├─ ") + describe(index))
      let childPrefix = isRoot ? "" : prefix + (isLast ? "   " : "│  ")
      let missing = absent[scene.nodes[index].id] ?? []
      for (offset, child) in children[index].enumerated() {
        visit(child, prefix: childPrefix, isLast: offset == children[index].count - 1 && missing.isEmpty, isRoot: false)
      }
      for (offset, label) in missing.enumerated() {
        lines.append(childPrefix + (offset == missing.count - 1 ? "└─ " : "├─ ") + "✕ \(label)  absent (if: false)")
      }
    }
    visit(0, prefix: "", isLast: true, isRoot: true)
    return lines
  }
}
