/// Where a binding points: a variable and a path into it. Paths step into
/// mapping keys and into list elements by their identity, the way a ForEach
/// row's `$item.title` stays attached to its element even when the list is
/// reordered (F25).
///
///     BindingReference(variable: "reminders", path: [.element(id: "r1", idKey: "id"), .key("title")])
///     // prints as $reminders[id=r1].title
public struct BindingReference: Sendable, Hashable, CustomStringConvertible {
  /// One step of a binding's path: a mapping `key`, a list `element` found by
  /// its identity (the value of `idKey`, or the element itself when `nil`), or a
  /// list position `index`.
  ///
  ///     // $rows[id=r1].title
  ///     [.element(id: "r1", idKey: "id"), .key("title")]
  public enum Component: Sendable, Hashable {
    /// A mapping key: `.title`.
    case key(String)
    /// A list element found by identity: `[id=r1]`, or `[self=…]` for the element itself.
    case element(id: Value, idKey: String?)
    /// A list position: `[2]`.
    case index(Int)
  }

  /// The state variable the binding starts from, without `$`.
  public var variable: String
  /// The steps from the variable to the bound location; empty for `$var` itself.
  public var path: [Component]
  /// Where an `.element` component's element stood when the binding was
  /// made (path position → list index). Only a hint that makes reads O(1)
  /// while the list is unchanged; it takes no part in equality.
  public var indexHints: [Int: Int] = [:]

  /// A binding to `variable`, stepping along `path`.
  public init(variable: String, path: [Component] = []) {
    self.variable = variable
    self.path = path
  }

  /// Equal when variable and path are; ``indexHints`` take no part.
  public static func == (lhs: BindingReference, rhs: BindingReference) -> Bool {
    lhs.variable == rhs.variable && lhs.path == rhs.path
  }

  /// Hashes variable and path, as `==` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(variable)
    hasher.combine(path)
  }

  /// `$variable.key[id=value][2]`, the way scenario files write bindings.
  public var description: String {
    var text = "$" + variable
    for component in path {
      switch component {
      case .key(let key): text += "." + key
      case .element(let id, let idKey): text += "[\(idKey ?? "self")=\(id.displayText)]"
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }
}
