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
    guard !isBare(key) else { return key }
    return key.split(separator: ".", maxSplits: 1).first.map(String.init) ?? key
  }

  /// Whether `key` names the variable itself, with no path into it. Most
  /// keys do: with no "." byte there is no "." character, and the check is
  /// cheaper than splitting on characters (`contains(".")` on a `String`
  /// is Foundation's string search: 1 % of a corpus run, issue 20).
  static func isBare(_ key: String) -> Bool { !key.utf8.contains(UInt8(ascii: ".")) }

  /// The components after the root.
  static func components(of key: String) -> [Substring] {
    Array(key.split(separator: ".", omittingEmptySubsequences: false).dropFirst())
  }

  /// The value at `key`'s components inside `root`; `nil` when a component
  /// names no element or field. Each step is `StateStore.step`, the one
  /// that bindings take: an index into a list, a key into a mapping.
  static func read(_ key: String, in root: Value) -> Value? {
    var value = root
    for component in components(of: key) {
      let step: BindingReference.Component =
        if case .list = value, let index = Int(component) { .index(index) } else { .key(String(component)) }
      guard let next = StateStore.step(value, step) else { return nil }
      value = next
    }
    return value
  }
}
