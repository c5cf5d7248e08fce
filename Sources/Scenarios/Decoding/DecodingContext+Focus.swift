import FocusEngine
import YAML

/// `focused:`, `defaultFocus:` and `focusable:` (F3, F8–F10, F26).
extension DecodingContext {
  private static let focusableTable = KeyTable<FocusableKey>()
  private static let defaultFocusTable = KeyTable<DefaultFocusKey>()

  /// `focused: $flag`, `focused: { $var: value }` (several pairs allowed), or a list of these.
  func focusBindings(_ node: Node) -> [FocusBindingSpec] {
    switch node.shape {
    case .sequence(let items):
      return items.flatMap { item -> [FocusBindingSpec] in
        if item.sequence != nil {
          wrongType("$flag or { $var: value }", item)
          return []
        }
        return focusBindings(item)
      }
    case .scalar:
      guard case .string(let text)? = node.resolved else {
        wrongType("$flag or { $var: value }", node)
        return []
      }
      guard let name = boundVariable(text, at: node, allowState: false) else { return [] }
      // F8: the Bool form needs a Bool variable.
      if focusStateKind(name) == .some(.optional) {
        error(.invalidFocusBinding, "'focused: $\(name)' needs a Bool FocusState variable, but '\(name)' is Optional (F8)", at: node,
              hint: "use focused: { $\(name): value }")
        return []
      }
      return [FocusBindingSpec(variable: name, form: .bool, mark: node.start)]
    case .mapping:
      guard let entries = pairs(node, expected: "a mapping") else { return [] }
      return entries.compactMap { entry in
        guard let name = boundVariable(entry.name, at: entry.key, allowState: false) else { return nil }
        guard let form = bindingForm(name, entry.value, what: "focused") else { return nil }
        return FocusBindingSpec(variable: name, form: form, mark: entry.key.start)
      }
    }
  }

  /// F8: `{ $flag: true }` on a Bool variable is the Bool form; any other
  /// value for a Bool is invalid. On an Optional the value is an expression (F10).
  private func bindingForm(_ name: String, _ value: Node, what: String) -> FocusBindingSpec.Form? {
    switch focusStateKind(name) {
    case .some(.bool):
      guard case .bool(true)? = value.resolved else {
        error(.invalidFocusBinding, "'\(name)' is a Bool FocusState variable; bind it with '$\(name): true', not \(value.kindDescription) (F8)", at: value,
              hint: "to bind values, declare '\(name): null' (Optional) under 'focusState:'")
        return nil
      }
      return .bool
    default:
      if value.resolved == .null {
        error(.invalidFocusBinding, "a \(what) binding value cannot be null: null means no focus (F10)", at: value)
        return nil
      }
      return expression(value).map { .equals($0) }
    }
  }

  /// `defaultFocus: { $var: value, priority: automatic|userInitiated }` (F26).
  func defaultFocus(_ node: Node) -> DefaultFocusSpec? {
    guard let entries = pairs(node, expected: "{ $var: value, priority: automatic }") else { return nil }
    var priority = DefaultFocusSpec.Priority.automatic
    var bindings: [MappingEntry] = []
    for entry in entries {
      switch Self.defaultFocusTable.key(ofScalar: entry.key) {
      case .priority?: priority = choice(entry.value, DefaultFocusSpec.Priority.self, what: "priority") ?? priority
      case nil: bindings.append(entry)  // `$var: value`, checked below
      }
    }
    guard bindings.count == 1, let binding = bindings.first else {
      error(.invalidValue, "defaultFocus takes exactly one '$var: value', found \(bindings.count)", at: node)
      return nil
    }
    guard let name = boundVariable(binding.name, at: binding.key, allowState: false),
      let form = bindingForm(name, binding.value, what: "defaultFocus")
    else { return nil }
    let value: Expression? =
      switch form {
      case .bool: nil
      case .equals(let expression): expression
      }
    return DefaultFocusSpec(variable: name, value: value, priority: priority, mark: binding.key.start)
  }

  /// `focusable: condition` or `{ enabled: condition, interactions: [activate, edit] }` (F3, F4).
  func focusable(_ node: Node) -> FocusableSpec? {
    guard let mapping = node.mapping,
      mapping.indices.contains(where: { Self.focusableTable.contains(mapping[$0].key.scalar?.text ?? "") })
    else { return condition(node).map { FocusableSpec(enabled: $0) } }
    guard let fields = fields(node, allowed: Self.focusableTable, expected: "focusable") else { return nil }
    var enabled: Condition? = Condition(.constant(true), at: node.start)
    var interactions: [Interaction]?
    for key in Self.focusableTable.keys {
      switch key {
      case .enabled: enabled = fields[.enabled].map(condition) ?? enabled
      case .interactions:
        guard let list = fields[.interactions] else { continue }
        guard let items = list.sequence else {
          wrongType("a list of interactions (activate, edit)", list)
          return nil
        }
        interactions = items.compactMap { choice($0, Interaction.self, what: "interaction") }
      }
    }
    return enabled.map { FocusableSpec(enabled: $0, interactions: interactions) }
  }
}
