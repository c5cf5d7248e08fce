/// Where a binding points: a variable and a path into it. Paths step into
/// mapping keys and into list elements by their identity, the way a ForEach
/// row's `$item.title` stays attached to its element even when the list is
/// reordered (F25).
///
///     BindingReference(variable: "reminders", path: [.element(id: "r1", idKey: "id"), .key("title")])
///     // prints as $reminders[id=r1].title
public struct BindingReference: Sendable, Hashable, CustomStringConvertible {
  public enum Component: Sendable, Hashable {
    case key(String)
    case element(id: Value, idKey: String?)
    case index(Int)
  }

  public var variable: String
  public var path: [Component]
  /// Where an `.element` component's element stood when the binding was
  /// made (path position → list index). Only a hint that makes reads O(1)
  /// while the list is unchanged; it takes no part in equality.
  public var indexHints: [Int: Int] = [:]

  public init(variable: String, path: [Component] = []) {
    self.variable = variable
    self.path = path
  }

  public static func == (lhs: BindingReference, rhs: BindingReference) -> Bool {
    lhs.variable == rhs.variable && lhs.path == rhs.path
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(variable)
    hasher.combine(path)
  }

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
