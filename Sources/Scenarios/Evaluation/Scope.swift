import FocusEngine

/// What `$name` can see besides state: `let` locals, the ForEach row's
/// `$item`/`$index`, and `$oldValue`/`$newValue` in onChange handlers.
struct Scope: Sendable {
  struct Row: Sendable {
    var item: Value
    var index: Int
    /// Where `$item` lives, so `$item.title` can be a binding (F25).
    var itemBinding: BindingReference?
  }

  var locals: [String: Value] = [:]
  var row: Row?
  var oldValue: Value?
  var newValue: Value?
  /// The node whose action or handler runs (`dismiss` acts for it, F41);
  /// `nil` for a step's `run:`, commands and their tasks.
  var actor: Actor?

  /// A node by its scene and id: ids are unique per scene only (F29).
  struct Actor: Sendable, Hashable {
    var sceneIndex: Int
    var id: String
  }

  static let empty = Scope()

  /// Nothing but state is visible (outside rows and handlers).
  var isEmpty: Bool { locals.isEmpty && row == nil && oldValue == nil && newValue == nil }
}
