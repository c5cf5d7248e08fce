import FocusEngine
import YAML

/// A value read at run time: a literal, a `$reference`, an interpolated
/// string, or an operation (SCENARIO-FORMAT "Values and expressions").
///
///     // `"row-${item.id}"` decodes to
///     Expression(.interpolation([.text("row-"), .reference(Reference(root: "item", path: ["id"], mark: m))]), at: m)
package struct Expression: Sendable {
  package indirect enum Kind: Sendable {
    /// A scalar, or a list or mapping containing no expressions.
    case literal(Value)
    /// `$name`, `$name.a.b`, `$item`, `$focusedValues.key`, `$newID`…
    case reference(Reference)
    /// A string with `${path}` parts.
    case interpolation([InterpolationPart])
    /// A list whose items are expressions (`[$a, 1]`).
    case list([Expression])
    /// A mapping whose values are expressions (`{ id: $nid, title: "" }`), in file order.
    case map([(key: String, value: Expression)])
    case add(Expression, Expression)
    case multiply(Expression, Expression)
    case concat(Expression, Expression)
    case count(Expression)
    /// `{ first: list }`, `{ last: list }`: that element, `null` for an
    /// empty list; a non-list fails the scenario (`not-a-list`, F58).
    case first(Expression)
    case last(Expression)
  }

  package enum InterpolationPart: Sendable {
    case text(String)
    case reference(Reference)
  }

  package var kind: Kind
  /// Where the expression starts in the file.
  package var mark: Mark

  package init(_ kind: Kind, at mark: Mark) {
    self.kind = kind
    self.mark = mark
  }
}

/// `$root.path.components`. The root is resolved at run time, innermost
/// scope first: a `let` local, then `item`/`index` of the enclosing ForEach
/// row, `oldValue`/`newValue` in onChange, then state and FocusState
/// variables; `focusedValues` and `newID` are reserved roots.
package struct Reference: Sendable, Hashable, CustomStringConvertible {
  package var root: String
  package var path: [String]
  package var mark: Mark

  package init(root: String, path: [String] = [], mark: Mark) {
    self.root = root
    self.path = path
    self.mark = mark
  }

  package static func == (lhs: Reference, rhs: Reference) -> Bool { lhs.root == rhs.root && lhs.path == rhs.path }
  package func hash(into hasher: inout Hasher) {
    hasher.combine(root)
    hasher.combine(path)
  }

  /// As written, without the `$`: `item.id`.
  package var dottedPath: String { ([root] + path).joined(separator: ".") }
  package var description: String { "$" + dottedPath }
}

/// A condition (SCENARIO-FORMAT "Conditions").
package struct Condition: Sendable {
  package indirect enum Kind: Sendable {
    case constant(Bool)
    /// `$flag`: the expression must evaluate to a boolean.
    case value(Expression)
    case not(Condition)
    case all([Condition])
    case any([Condition])
    case isEmpty(Expression)
    case isNil(Expression)
    case equals(Expression, Expression)
  }

  package var kind: Kind
  package var mark: Mark

  package init(_ kind: Kind, at mark: Mark) {
    self.kind = kind
    self.mark = mark
  }
}
