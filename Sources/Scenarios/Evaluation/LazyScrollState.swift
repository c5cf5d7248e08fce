import FocusEngine

/// The scroll index of each lazy container with `viewport:` (F53–F55):
/// executor state, like `StructureState`, not the app's. Owned by the
/// `SceneEvaluator`; the run changes it through `scroll:` (F55) and the
/// tvOS move that shifts a window (F54).
final class LazyScrollState {
  /// A container in a scene, by its id (F1).
  struct Key: Hashable {
    var sceneIndex: Int
    var id: String
  }

  /// The index set by `scroll:` or a shift, clamped when it was last
  /// evaluated (F53); a container without one starts at 0.
  var indices: [Key: Int] = [:]
  /// What the last build of each container realized.
  var windows: [Key: LazyWindow] = [:]
}
