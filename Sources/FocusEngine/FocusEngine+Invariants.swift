/// Invariants checked after every step in tests and debug runs.
extension FocusEngine {
  /// Violations of the engine's invariants, empty when all hold: each
  /// scene's focused node is present and focusable (F7, F16).
  public func invariantViolations() -> [String] {
    var problems: [String] = []
    for scene in scenes {
      guard let id = scene.focusedID else { continue }
      guard let index = scene.tree.index(of: id) else {
        problems.append("scene \(scene.id): focused node \(id) is not present")
        continue
      }
      if !scene.tree.isFocusable[index] { problems.append("scene \(scene.id): focused node \(id) is not focusable") }
    }
    if keySceneIndex < 0 || keySceneIndex >= scenes.count { problems.append("key scene index out of range") }
    return problems
  }
}
