/// The replacement fast path. The executor rebuilds every scene's tree at
/// each commit (F30 step 1), but most commits change only what nodes publish
/// (a typed character republishes `focusedValue: {current: $name}`) or
/// nothing at all. Such a tree has the same focusability (F3–F5), layout
/// (F2), Tab order (F19) and binding index (F9–F11) as the installed one,
/// so its nodes are installed and every index is kept.
extension ViewTree {
  /// What `installInPlace(_:)` or `checkReplacements(_:)` found.
  enum InPlaceInstall: Equatable {
    /// Same structure: the nodes are now `root`'s (children emptied).
    /// `sceneValueKeysChanged` says whether any node's `focusedSceneValues`
    /// keys differ from before, which is all F24's warning depends on;
    /// `focusabilityChanged`, whether a node's `disabled` changed, so that
    /// focusability and the Tab order are recomputed (`checkReplacements`
    /// only: `installInPlace` refuses such a change).
    case installed(sceneValueKeysChanged: Bool, focusabilityChanged: Bool = false)
    /// The structure differs: the tree must be rebuilt in full. A prefix
    /// of the nodes may already have been installed; the caller discards
    /// this tree.
    case structureChanged
  }

  /// Compares `root` with the installed nodes in one pre-order walk,
  /// stopping at the first structural difference (see
  /// `ViewNode.haveSameStructure`, and the children counts, which with
  /// pre-order make indices line up), and installs each new node as it goes.
  mutating func installInPlace(_ root: ViewNode) -> InPlaceInstall {
    let childIndices = childIndices
    var visited = 0
    var sceneValueKeysChanged = false
    let matches = nodes.withUnsafeMutableBufferPointer { installed in
      PreorderWalk.visit(root) { new, index, _ in
        guard index < installed.count, let first = installed.baseAddress else { return false }
        let old = first + index
        guard new.pointee.children.count == childIndices[index].count else { return false }
        // A node the executor reused is the installed one itself.
        if ViewNode.haveSameProperties(old, new) {
          visited += 1
          return true
        }
        guard ViewNode.haveSameStructure(old, new) else { return false }
        if !sceneValueKeysChanged {
          sceneValueKeysChanged = !ViewNode.haveSameSceneValueKeys(old, new)
        }
        // The new node itself, without its children as installed nodes are:
        // equal structure may differ in what `==` ignores (see
        // `haveSameStructure`), and a full build would store the new node.
        old.pointee = new.pointee
        old.pointee.children = []
        visited += 1
        return true
      }
    }
    guard matches, visited == nodes.count else { return .structureChanged }
    return .installed(sceneValueKeysChanged: sceneValueKeysChanged)
  }

  /// Whether single nodes, each given without children, may be installed
  /// at their indices: every one has the structure of the node it
  /// replaces, `disabled` aside. Installs nothing; `installNodes` then
  /// installs what this accepted. Checking first lets the engine keep the
  /// tree before a change of focusability (F16 a) only when there is one.
  ///
  /// For a caller that knows which nodes a build would evaluate anew and
  /// that the rest of the tree would be the installed nodes themselves:
  /// the installed result is then the tree a full build would make of that
  /// build, without building or walking it. A button whose `disabled:`
  /// reads a focused value flips at the first focus of most forms; a full
  /// build for it was 3 % of a corpus run (docs/benchmarks.md).
  func checkReplacements(_ replacements: [(index: Int, node: ViewNode)]) -> InPlaceInstall {
    var sceneValueKeysChanged = false
    var focusabilityChanged = false
    for (index, node) in replacements {
      guard nodes.indices.contains(index), node.children.isEmpty else { return .structureChanged }
      let (sameStructure, sameDisabled, sameSceneValueKeys) = withUnsafePointer(to: nodes[index]) { old in
        withUnsafePointer(to: node) { new in
          (ViewNode.haveSameStructureBesidesDisabled(old, new), old.pointee.isDisabled == new.pointee.isDisabled,
           ViewNode.haveSameSceneValueKeys(old, new))
        }
      }
      guard sameStructure else { return .structureChanged }
      if !sameDisabled { focusabilityChanged = true }
      if !sameSceneValueKeys { sceneValueKeysChanged = true }
    }
    return .installed(sceneValueKeysChanged: sceneValueKeysChanged, focusabilityChanged: focusabilityChanged)
  }

  /// Installs the nodes `checkReplacements` accepted. When it found a
  /// `disabled` changed (`focusabilityChanged`), inherited disability,
  /// focusability and the Tab order are recomputed for `platform` and
  /// `settings` (F4, F5, F19); everything else is kept.
  mutating func installNodes(
    _ replacements: [(index: Int, node: ViewNode)], focusabilityChanged: Bool, platform: Platform, settings: FocusSettings
  ) {
    for (index, node) in replacements { nodes[index] = node }
    if focusabilityChanged { refocus(platform: platform, settings: settings) }
  }
}
