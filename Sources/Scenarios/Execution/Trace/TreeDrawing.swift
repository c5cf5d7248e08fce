import FocusEngine

/// One scene's tree as `trace --tree` draws it.
struct TreeDrawing {
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
      if let window = node.lazyWindow { parts.append("\(window.description) realized (F53)") }
      if let row = node.lazyRow { parts.append("row \(row)") }
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
