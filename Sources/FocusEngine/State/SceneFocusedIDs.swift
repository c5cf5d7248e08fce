/// Each scene's focused id, in scene order (`FocusEngine.focusedIDs`).
///
/// A commit takes it twice a round (F30): to tell whether focus settled,
/// and whether the trees, which may read focus, must be built again. An
/// array made an allocation each time; held in the engine's
/// `InlineFirstList`, an app of one scene allocates nothing.
///
/// A type of its own rather than the list itself: `InlineFirstList` is
/// generic, and `Scenarios` called it unspecialised across the module
/// boundary (8 % more instructions, docs/benchmarks.md). These members
/// are concrete, compiled here where the list is specialised.
package struct SceneFocusedIDs: Equatable, Sendable {
  private var ids = InlineFirstList<String?>()

  /// No scenes.
  package init() {}

  /// The number of scenes.
  package var count: Int { ids.count }

  /// Adds the next scene's focused id.
  package mutating func append(_ id: String?) { ids.append(id) }

  /// The focused id of scene `index`.
  package subscript(index: Int) -> String? { ids[index] }
}
