/// One scene (window, F29): its current tree and its focused node.
public struct SceneState: Sendable {
  public var id: String
  public var tree: ViewTree
  /// The focused node's id; at most one per scene (F7).
  public var focusedID: String?

  public init(id: String, tree: ViewTree, focusedID: String? = nil) {
    self.id = id
    self.tree = tree
    self.focusedID = focusedID
  }

  /// The focused node's index in the current tree, if it is present.
  public var focusedIndex: Int? { focusedID.flatMap { tree.index(of: $0) } }
}
