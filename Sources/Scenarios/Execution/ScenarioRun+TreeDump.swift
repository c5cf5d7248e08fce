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
