import FocusEngine

/// `trace --tree`: the view tree with markers for the focused node (●), the
/// rest of the focus chain (○), disabled nodes, absent nodes (✕) and each
/// focusable node's place in the Tab order — in the spirit of
/// UIFocusDebugger and Flutter's debugDescribeFocusTree.
extension ScenarioRun {
  func treeDump() -> [String] {
    var lines: [String] = []
    for (sceneIndex, scene) in engine.scenes.enumerated() {
      let isKey = sceneIndex == engine.keySceneIndex
      if engine.scenes.count > 1 { lines.append("scene \(scene.id)\(isKey ? " (key)" : "")") }
      let tree = scene.tree
      guard tree.count > 0 else { continue }
      let chain = Set(scene.focusedIndex.map { tree.chain(from: $0) } ?? [])
      func describe(_ index: Int) -> String {
        let node = tree.node(index)
        var parts = [node.kind.rawValue == node.id ? node.id : "\(node.kind.rawValue) \(node.id)"]
        if index == scene.focusedIndex {
          parts.append("● focused")
        } else if chain.contains(index) {
          parts.append("○ contains focus")
        }
        if let position = tree.sequentialPosition[index] { parts.append("tab \(position + 1)") }
        if tree.isDisabled[index] { parts.append("disabled") }
        if node.isFocusSection { parts.append("focusSection") }
        if !node.bindings.isEmpty { parts.append(node.bindings.map(\.description).joined(separator: ", ")) }
        parts.append(tree.frames[index].description)
        return parts.joined(separator: "  ")
      }
      func visit(_ index: Int, prefix: String, isLast: Bool, isRoot: Bool) {
        lines.append(isRoot ? describe(index) : prefix + (isLast ? "└─ " : "├─ ") + describe(index))
        let childPrefix = isRoot ? "" : prefix + (isLast ? "   " : "│  ")
        let children = tree.children(of: index)
        let missing = scenes.absent[sceneIndex][tree.node(index).id] ?? []
        for (offset, child) in children.enumerated() {
          visit(child, prefix: childPrefix, isLast: offset == children.count - 1 && missing.isEmpty, isRoot: false)
        }
        for (offset, label) in missing.enumerated() {
          lines.append(childPrefix + (offset == missing.count - 1 ? "└─ " : "├─ ") + "✕ \(label)  absent (if: false)")
        }
      }
      visit(0, prefix: "", isLast: true, isRoot: true)
    }
    return lines
  }
}
