/// Each scene's focused id, in scene order (`FocusEngine.focusedIDs`).
///
/// A commit takes it twice a round (F30): to tell whether focus settled,
/// and whether the trees, which may read focus, must be built again. An
/// array made an allocation each time; the first scene's id is held
/// inline, so an app of one scene allocates nothing.
package struct SceneFocusedIDs: Equatable, Sendable {
  private var first: String?
  private var rest: [String?] = []
  /// The number of scenes.
  package private(set) var count = 0

  /// No scenes.
  package init() {}

  /// Adds the next scene's focused id.
  package mutating func append(_ id: String?) {
    if count == 0 { first = id } else { rest.append(id) }
    count += 1
  }

  /// The focused id of scene `index`.
  package subscript(index: Int) -> String? {
    precondition(index >= 0 && index < count, "SceneFocusedIDs index out of range")
    return index == 0 ? first : rest[index - 1]
  }
}
