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
  /// `$oldValue`, `$newValue` and the actor, which only handlers have:
  /// out of line, so the scope every node instance keeps (a ForEach of
  /// 100,000 rows keeps 100,000) has no room for them (DHAT,
  /// docs/benchmarks.md).
  private var handler: HandlerContext?

  var oldValue: Value? {
    get { handler?.oldValue }
    set { setHandlerContext(oldValue: newValue, newValue: self.newValue, actor: actor) }
  }
  var newValue: Value? {
    get { handler?.newValue }
    set { setHandlerContext(oldValue: oldValue, newValue: newValue, actor: actor) }
  }
  /// The node whose action or handler runs (`dismiss` acts for it, F41);
  /// `nil` for a step's `run:`, commands and their tasks.
  var actor: Actor? {
    get { handler?.actor }
    set { setHandlerContext(oldValue: oldValue, newValue: self.newValue, actor: newValue) }
  }

  /// Sets the three handler values at once (one box instead of three).
  mutating func setHandlerContext(oldValue: Value?, newValue: Value?, actor: Actor?) {
    handler = oldValue == nil && newValue == nil && actor == nil
      ? nil : HandlerContext(oldValue: oldValue, newValue: newValue, actor: actor)
  }

  /// A node by its scene and id: ids are unique per scene only (F29).
  struct Actor: Sendable, Hashable {
    var sceneIndex: Int
    var id: String
  }

  /// The handler's values, immutable: a scope that sets one gets a new box.
  private final class HandlerContext: Sendable {
    let oldValue: Value?
    let newValue: Value?
    let actor: Actor?

    init(oldValue: Value?, newValue: Value?, actor: Actor?) {
      self.oldValue = oldValue
      self.newValue = newValue
      self.actor = actor
    }
  }

  static let empty = Scope()

  /// Nothing but state is visible (outside rows and handlers).
  var isEmpty: Bool { locals.isEmpty && row == nil && oldValue == nil && newValue == nil }
}
