import FocusEngine

/// Lazy containers (F53–F55): `viewport:` and `scroll:`.
extension FormatDefinition {
  /// The kinds that take `viewport:` (F53).
  static let lazyContainerKinds: [ViewKind] = [.LazyVStack, .LazyHStack, .List]

  /// The keys of `scroll: { in: id, to: n }`.
  static let scrollKeys = FormatKey.group(ScrollKey.self) { key in
    switch key {
    case .in:
      FormatKey(key, "The id of a present LazyVStack, LazyHStack or List with viewport:.", .definition("expression"), required: true)
    case .to:
      FormatKey(
        key, "The 0-based row to scroll to, a whole number; clamped to [0, rows − viewport] (F55).", .definition("expression"),
        required: true)
    }
  }

  /// The shape of `scroll:` as a step and as an action.
  static let scrollShape = ValueShape.record(FormatRecord(scrollKeys))
}
