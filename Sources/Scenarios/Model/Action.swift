import FocusEngine
import YAML

/// One action of an action list (SCENARIO-FORMAT "Actions"). A list runs as
/// one transaction (F30).
package struct Action: Sendable {
  package indirect enum Kind: Sendable {
    /// `set: { var: expr, var.a.b: expr }` — state or FocusState (F11, F13, F15).
    case set([Assignment])
    /// `let: { name: expr }` — locals for the rest of the list.
    case `let`([(name: String, value: Expression)])
    /// `append: { to: $list, value: expr }`.
    case append(to: Reference, value: Expression)
    /// `insert: { into: $list, after:|before:|at: …, value: expr }`.
    case insert(into: Reference, position: InsertPosition, value: Expression)
    /// `remove: { from: $list, id: expr }`.
    case removeID(from: Reference, id: Expression)
    /// `remove: { from: $list, where: condition }` with `$item` bound.
    case removeWhere(from: Reference, condition: Condition)
    /// `if: c, then: actions, else: actions`.
    case `if`(Condition, then: [Action], else: [Action])
    /// `setFocusedBinding: { key: expr }` (F25).
    case setFocusedBinding([(key: String, value: Expression)])
    /// `resetFocus: scopeName` (F27).
    case resetFocus(String)
    /// `dismiss`: the innermost presentation or pushed screen holding the
    /// node whose action runs (F41).
    case dismiss
    /// `task: actions`: queued to run after the current transaction, as a
    /// transaction of its own (`Task {}`, F47).
    case task([Action])
    /// `after: { seconds: S, do: actions }`: scheduled at now + S
    /// (`DispatchQueue.main.asyncAfter`, F47).
    case after(seconds: Double, actions: [Action])
    /// `scroll: { in: id, to: n }` (F55).
    case scroll(ScrollTarget)
  }

  package enum InsertPosition: Sendable {
    case after(Expression)
    case before(Expression)
    case at(Expression)
  }

  /// One `target: value` of a `set`.
  package struct Assignment: Sendable {
    /// The variable written (first component of `var.a.b`).
    package var variable: String
    /// Further path components (`a`, `b`).
    package var path: [String]
    package var value: Expression
    package var mark: Mark
    package init(variable: String, path: [String] = [], value: Expression, mark: Mark) {
      self.variable = variable
      self.path = path
      self.value = value
      self.mark = mark
    }
  }

  package var kind: Kind
  package var mark: Mark

  package init(_ kind: Kind, at mark: Mark) {
    self.kind = kind
    self.mark = mark
  }
}
