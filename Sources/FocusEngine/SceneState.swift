/// One scene (window, F29): its current tree and its focused node.
///
///     engine.scenes[0].id           // "main"
///     engine.keyScene.focusedID     // "username"
public struct SceneState: Sendable {
  /// The scene's name, as `scene:` of a step writes it.
  public var id: String
  /// The scene's current view tree; replacing it keeps the focused id and
  /// looks its index up again.
  public var tree: ViewTree {
    didSet { focusedIndex = Self.index(of: focusedID, in: tree) }
  }
  /// The focused node's id; at most one per scene (F7).
  public var focusedID: String? {
    didSet { focusedIndex = Self.index(of: focusedID, in: tree) }
  }
  /// The focused node's index in the current tree, if it is present. Kept
  /// with the id and the tree rather than looked up at each read: focus is
  /// read many times per step (F9, F10, F23, F32), and hashing the id each
  /// time showed in profiles.
  public private(set) var focusedIndex: Int?
  /// The tree a commit replaced while this scene held focus, kept until
  /// `applyLosses` on tvOS and watchOS only: F16 (a) needs the old order of
  /// the lost node's ForEach rows. `nil` when the tree was installed in
  /// place (its rows are then the current ones).
  var treeBeforeLosses: ViewTree?
  /// What its layers, covered screens and tabs remember (F38, F43, F45).
  var memory = FocusMemory()

  /// A scene with a tree and, optionally, the node that holds focus.
  public init(id: String, tree: ViewTree, focusedID: String? = nil) {
    self.id = id
    self.tree = tree
    self.focusedID = focusedID
    focusedIndex = Self.index(of: focusedID, in: tree)
  }

  private static func index(of id: String?, in tree: ViewTree) -> Int? {
    id.flatMap { tree.index(of: $0) }
  }
}
