import FocusEngine
import OrderedCollections
import YAML

/// What expressions read besides their scope: the app's state, FocusState
/// and focused values. The run answers; the evaluator sees nothing else of
/// it, so tree evaluation and actions share one reading of `$name`.
protocol ExpressionContext: AnyObject {
  /// A state variable's value; `nil` when there is no such variable.
  func stateValue(_ name: String) -> Value?
  /// A FocusState variable as the app reads it now (F15: the transaction's
  /// snapshot); `nil` when there is no such variable.
  func focusStateValue(_ name: String) -> Value?
  /// What a reader of focused value `key` sees: a published binding is
  /// read through (F25); `null` when nothing publishes it (F23).
  func focusedValue(_ key: String) -> Value
}

/// Evaluating expressions and conditions (SCENARIO-FORMAT "Values and
/// expressions") against a scope and the run's `ExpressionContext`.
///
/// One per run: it counts the references read (`readCount`), which the tree
/// builder uses to tell an evaluation that read nothing (and can be cached)
/// from one that did, and it hands out `$newID`s (F33: new-1, new-2, … per run).
final class ExpressionEvaluator {
  unowned let context: any ExpressionContext
  /// How many `$references` have been read: an evaluation that does not
  /// move it read nothing that can change.
  private(set) var readCount = 0
  /// F33: the number the next `$newID` takes.
  private var nextNewID = 1

  init(context: any ExpressionContext) {
    self.context = context
  }

  func evaluate(_ expression: Expression, in scope: Scope) throws(RuntimeError) -> Value {
    switch expression.kind {
    case .literal(let value):
      return value
    case .reference(let reference):
      return try read(reference, in: scope)
    case .interpolation(let parts):
      var text = ""
      for part in parts {
        switch part {
        case .text(let literal): text += literal
        case .reference(let reference):
          let value = try read(reference, in: scope)
          switch value {
          case .string(let string): text += string
          case .number, .bool: text += value.displayText
          default:
            throw RuntimeError("cannot interpolate ${\(reference.dottedPath)}: it is \(value.typeDescription)", at: reference.mark)
          }
        }
        // Checked as it grows: many `${s}` of a large `s` must not build the whole string first.
        try ValueBudget.checkString(byteCount: text.utf8.count, at: expression.mark)
      }
      // Not measured again: the last check above was of the whole text (a
      // string weighs its bytes), and measuring it once more was a tenth
      // of evaluating a ForEach row's `id: "f${item}"` (callgrind).
      return .string(text)
    case .list(let items):
      var values: [Value] = []
      for item in items { values.append(try evaluate(item, in: scope)) }
      return try limited(.list(values), at: expression.mark)
    case .map(let entries):
      var map = OrderedDictionary<String, Value>()
      for entry in entries { map[entry.key] = try evaluate(entry.value, in: scope) }
      return try limited(.map(map), at: expression.mark)
    case .add(let a, let b):
      let (x, y) = try numbers(a, b, "add", in: scope)
      return .number(x + y)
    case .multiply(let a, let b):
      let (x, y) = try numbers(a, b, "multiply", in: scope)
      return .number(x * y)
    case .concat(let a, let b):
      let x = try evaluate(a, in: scope)
      let y = try evaluate(b, in: scope)
      switch (x, y) {
      case (.string(let s), .string(let t)):
        try ValueBudget.checkString(byteCount: s.utf8.count + t.utf8.count, at: expression.mark)
        return .string(s + t)
      case (.list(let s), .list(let t)): return try limited(.list(s + t), at: expression.mark)
      default:
        throw RuntimeError("concat needs two strings or two lists, got \(x.typeDescription) and \(y.typeDescription)", at: expression.mark)
      }
    case .count(let operand):
      let value = try evaluate(operand, in: scope)
      switch value {
      case .list(let list): return .number(Double(list.count))
      case .string(let string): return .number(Double(string.count))
      case .map(let map): return .number(Double(map.count))
      default: throw RuntimeError("count needs a list or a string, got \(value.typeDescription)", at: expression.mark)
      }
    case .first(let operand), .last(let operand):
      let value = try evaluate(operand, in: scope)
      guard case .list(let list) = value else {
        let name = if case .first = expression.kind { "first" } else { "last" }
        throw RuntimeError("not-a-list: \(name) needs a list, got \(value.typeDescription) (F58)", at: expression.mark)
      }
      if case .first = expression.kind { return list.first ?? .null }
      return list.last ?? .null
    }
  }

  /// `value`, unless it is over `ValueBudget`'s bounds.
  private func limited(_ value: Value, at mark: Mark) throws(RuntimeError) -> Value {
    try ValueBudget.check(value, at: mark)
    return value
  }

  private func numbers(_ a: Expression, _ b: Expression, _ name: String, in scope: Scope) throws(RuntimeError) -> (Double, Double) {
    let x = try evaluate(a, in: scope)
    let y = try evaluate(b, in: scope)
    guard let first = x.numberValue else { throw RuntimeError("\(name) needs numbers, got \(x.typeDescription) (\(x.displayText))", at: a.mark) }
    guard let second = y.numberValue else { throw RuntimeError("\(name) needs numbers, got \(y.typeDescription) (\(y.displayText))", at: b.mark) }
    return (first, second)
  }

  /// `$root.path`: innermost scope first (let, row, onChange), then reserved
  /// roots, then state and FocusState variables.
  /// Counts a read of something that is not an expression — what a
  /// NavigationStack pushed, which tab a TabView keeps (F42, F45) — so
  /// the tree builder does not keep the subtree as invariant.
  func noteStructuralRead() { readCount &+= 1 }

  func read(_ reference: Reference, in scope: Scope) throws(RuntimeError) -> Value {
    readCount &+= 1
    let base: Value
    var path = reference.path[...]
    if let local = scope.locals[reference.root] {
      base = local
    } else if reference.root == "item", let row = scope.row {
      base = row.item
    } else if reference.root == "index", let row = scope.row {
      base = .number(Double(row.index))
    } else if reference.root == "oldValue", let old = scope.oldValue {
      base = old
    } else if reference.root == "newValue", let new = scope.newValue {
      base = new
    } else if reference.root == "newID" {
      defer { nextNewID += 1 }
      base = .string("new-\(nextNewID)")
    } else if reference.root == "focusedValues" {
      guard let key = path.first else {
        throw RuntimeError("$focusedValues needs a key: $focusedValues.name", at: reference.mark)
      }
      path = path.dropFirst()
      base = context.focusedValue(key)
    } else if let value = context.stateValue(reference.root) {
      base = value
    } else if let value = context.focusStateValue(reference.root) {
      base = value
    } else {
      throw RuntimeError("$\(reference.root) is not defined here", at: reference.mark)
    }
    var current = base
    for component in path {
      switch current {
      case .map(let map):
        guard let next = map[component] else {
          throw RuntimeError("$\(reference.dottedPath): the mapping has no key '\(component)'", at: reference.mark)
        }
        current = next
      case .null:
        // Reading through null gives null, as Swift's optional chaining does.
        return .null
      default:
        throw RuntimeError("$\(reference.dottedPath): cannot read '\(component)' of \(current.typeDescription)", at: reference.mark)
      }
    }
    return current
  }

  /// The binding a bare reference stands for (`$var`, `$var.a`, `$item.title`),
  /// or `nil` when it is not a storage location (locals, `$index`, FocusState).
  func binding(for reference: Reference, in scope: Scope) -> BindingReference? {
    if scope.locals[reference.root] != nil { return nil }
    if reference.root == "item", let row = scope.row {
      guard var binding = row.itemBinding else { return nil }
      // `$item` itself is the row's binding as it is: appending nothing
      // still copied its path, shared with the scope (an allocation per
      // ForEach row that publishes `$item`).
      if !reference.path.isEmpty { binding.path += reference.path.map { .key($0) } }
      return binding
    }
    switch reference.root {
    case "index" where scope.row != nil: return nil
    case "oldValue" where scope.oldValue != nil, "newValue" where scope.newValue != nil: return nil
    case "newID", "focusedValues": return nil
    default: break
    }
    guard context.stateValue(reference.root) != nil else { return nil }
    return BindingReference(variable: reference.root, path: reference.path.map { .key($0) })
  }

  func test(_ condition: Condition, in scope: Scope) throws(RuntimeError) -> Bool {
    switch condition.kind {
    case .constant(let value):
      return value
    case .value(let expression):
      let value = try evaluate(expression, in: scope)
      guard let bool = value.boolValue else {
        throw RuntimeError("a condition needs a boolean, got \(value.typeDescription) (\(value.displayText))", at: expression.mark)
      }
      return bool
    case .not(let inner):
      return try !test(inner, in: scope)
    case .all(let conditions):
      for inner in conditions where try !test(inner, in: scope) { return false }
      return true
    case .any(let conditions):
      for inner in conditions where try test(inner, in: scope) { return true }
      return false
    case .isEmpty(let expression):
      let value = try evaluate(expression, in: scope)
      switch value {
      case .string(let string): return string.isEmpty
      case .list(let list): return list.isEmpty
      case .map(let map): return map.isEmpty
      case .null: return true
      default: throw RuntimeError("isEmpty needs a string or a list, got \(value.typeDescription)", at: expression.mark)
      }
    case .isNil(let expression):
      return try evaluate(expression, in: scope) == .null
    case .equals(let a, let b):
      return try evaluate(a, in: scope) == evaluate(b, in: scope)
    }
  }
}

extension Value {
  /// `displayText` elided past `traceLimit` characters, with its size, as
  /// reports elide values (`Value.elided`): a trace line shows a value, not
  /// a megabyte of it (values may weigh up to `ValueBudget.maximumWeight`,
  /// and onChange traces print old and new).
  var traceText: String { Value.elided(displayText, budget: Value.traceLimit) }

  static let traceLimit = 200
}
