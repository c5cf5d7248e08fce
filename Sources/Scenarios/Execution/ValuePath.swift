import FocusEngine

/// An expectation key that reaches into a value (issue 17): `reminders.1.title`
/// is element 1 (0-based) of `reminders`, then its `title`. A component that
/// is a whole number indexes a list; any other names a mapping's key.
///
///     ValuePath.root(of: "reminders.1.title")   // "reminders"
///     ValuePath.read(["reminders.1.title"], from: state)
enum ValuePath {
  /// The variable or focused-value key the path starts at.
  static func root(of key: String) -> String {
    key.split(separator: ".", maxSplits: 1).first.map(String.init) ?? key
  }

  /// The components after the root.
  static func components(of key: String) -> [Substring] {
    Array(key.split(separator: ".", omittingEmptySubsequences: false).dropFirst())
  }

  /// The value at `key`'s components inside `root`; `nil` when a component
  /// names no element or field.
  static func read(_ key: String, in root: Value) -> Value? {
    var value = root
    for component in components(of: key) {
      switch value {
      case .list(let elements):
        guard let index = Int(component), elements.indices.contains(index) else { return nil }
        value = elements[index]
      case .map:
        guard let field = value.mapValue?[String(component)] else { return nil }
        value = field
      default:
        return nil
      }
    }
    return value
  }
}
