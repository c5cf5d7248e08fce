import FocusEngine

/// A property of a node's mapping body (`id:`, `focused:`…) and the node
/// kinds that accept it.
///
///     NodeProperty(.isOn, "The Bool binding a Toggle flips, $var.", .definition("reference"), kinds: .only([.toggle], described: "Toggle"))
struct NodeProperty: Sendable {
  /// Which kinds accept a property.
  enum Kinds: Sendable {
    /// Every kind with a property mapping.
    case all
    /// Only these categories; `described` names them in errors ("text inputs (TextField, …)").
    case only([NodeCategory], described: String)
    /// Controls, and any other kind that also has `focusable:` (`action:`, F3).
    case activatable
  }

  /// Which property this is.
  var property: NodePropertyKey
  /// Its name, summary and shape.
  var key: FormatKey
  var kinds: Kinds

  init(_ property: NodePropertyKey, _ summary: String, _ shape: ValueShape, kinds: Kinds = .all) {
    self.property = property
    self.key = FormatKey(property, summary, shape)
    self.kinds = kinds
  }

  var name: String { key.name }

  /// Whether a node of `category` may have this property at all.
  func accepts(_ category: NodeCategory) -> Bool {
    switch kinds {
    case .all, .activatable: return true
    case .only(let categories, _): return categories.contains(category)
    }
  }

  /// Whether, on a node of `category`, this property needs `focusable:` as well.
  func needsFocusable(on category: NodeCategory) -> Bool {
    if case .activatable = kinds { return !category.activates }
    return false
  }
}
