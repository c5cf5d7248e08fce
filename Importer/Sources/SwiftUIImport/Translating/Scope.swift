import SwiftSyntax

/// What a Swift name means where it is read: a scenario variable, a
/// focused value, or a value (a ForEach item, a `let`, an `if let`, a
/// closure parameter). Nested scopes shadow outer ones, as in Swift.
///
///     let scope = Scope(type: login).with("reminder", .value(.reference("item")))
package struct Scope {
  package enum Symbol {
    /// A `state` or `focusState` variable (its scenario name): read `$name`, written with `set`.
    case variable(String)
    /// `@FocusedValue`/`@FocusedBinding(\.key)`: read `$focusedValues.key`, written with `setFocusedBinding`.
    case focusedValue(String)
    /// A read-only value: `$item`, a `let` local, an unwrapped `if let`.
    case value(YAMLValue)
    /// `list.firstIndex(where: { $0.id == X })`: where `insert(_:at:)` finds X.
    case position(list: YAMLValue, id: YAMLValue)
    /// `@Environment(\.dismiss)`: calling it is the `dismiss` action (F41).
    case dismiss
  }

  /// The struct whose methods calls may inline.
  package var type: StructDeclSyntax
  private var symbols: [String: Symbol] = [:]

  package init(type: StructDeclSyntax) { self.type = type }

  /// This scope with `name` bound to `symbol`.
  package func with(_ name: String, _ symbol: Symbol) -> Scope {
    var copy = self
    copy.symbols[Self.unprojected(name)] = symbol
    return copy
  }

  /// What `name` means (a leading `$`, a binding's projection, is ignored).
  package func lookup(_ name: String) -> Symbol? {
    symbols[Self.unprojected(name)]
  }

  /// `$text` → `text`; `$0`, a closure's anonymous parameter, stays.
  private static func unprojected(_ name: String) -> String {
    guard name.hasPrefix("$"), let next = name.dropFirst().first, !next.isNumber else { return name }
    return String(name.dropFirst())
  }

  /// The names bound, for did-you-mean style reasons.
  package var names: [String] { symbols.keys.sorted() }
}

/// Why a construct was not translated: what it is and the reason, reported
/// as `# TODO(FILE.swift:LINE): what: why` where it belongs.
package struct Untranslated: Error {
  package var node: Syntax
  package var reason: String

  package init(_ node: some SyntaxProtocol, _ reason: String) {
    self.node = Syntax(node)
    self.reason = reason
  }
}
