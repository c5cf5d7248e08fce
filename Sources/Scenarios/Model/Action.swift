import FocusEngine
import YAML

/// One action of an action list (SCENARIO-FORMAT "Actions"). A list runs as
/// one transaction (F30).
public struct Action: Sendable {
  public indirect enum Kind: Sendable {
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
  }

  public enum InsertPosition: Sendable {
    case after(Expression)
    case before(Expression)
    case at(Expression)
  }

  /// One `target: value` of a `set`.
  public struct Assignment: Sendable {
    /// The variable written (first component of `var.a.b`).
    public var variable: String
    /// Further path components (`a`, `b`).
    public var path: [String]
    public var value: Expression
    public var mark: Mark
    public init(variable: String, path: [String] = [], value: Expression, mark: Mark) {
      self.variable = variable
      self.path = path
      self.value = value
      self.mark = mark
    }
  }

  public var kind: Kind
  public var mark: Mark

  public init(_ kind: Kind, at mark: Mark) {
    self.kind = kind
    self.mark = mark
  }
}
