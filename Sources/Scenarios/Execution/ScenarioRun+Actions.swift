import FocusEngine
import OrderedCollections
import YAML

/// Running action lists inside the current transaction (SCENARIO-FORMAT "Actions").
extension ScenarioRun {
  /// Runs `actions` in order; `let` locals live for the rest of the list
  /// and the lists nested in it.
  func perform(_ actions: [Action], in scope: Scope) throws(RuntimeError) {
    var scope = scope
    for action in actions {
      try perform(action, in: &scope)
    }
  }

  private func perform(_ action: Action, in scope: inout Scope) throws(RuntimeError) {
    switch action.kind {
    case .set(let assignments):
      try assign(assignments, in: scope)
    case .let(let bindings):
      for binding in bindings { scope.locals[binding.name] = try evaluate(binding.value, in: scope) }
    case .append(let target, let valueExpression):
      let value = try evaluate(valueExpression, in: scope)
      try modifyList(target, in: scope, at: action.mark) { list throws(RuntimeError) in list.append(value) }
    case .insert(let target, let position, let valueExpression):
      let value = try evaluate(valueExpression, in: scope)
      try insert(value, into: target, position: position, in: scope, at: action.mark)
    case .removeID(let target, let idExpression):
      let id = try evaluate(idExpression, in: scope)
      try modifyList(target, in: scope, at: action.mark) { list throws(RuntimeError) in
        guard let index = list.firstIndex(where: { element in ScenarioRun.matches(element, id: id) }) else {
          throw RuntimeError("remove: no element with id \(id.displayText) in \(target)", at: idExpression.mark)
        }
        list.remove(at: index)
      }
    case .removeWhere(let target, let condition):
      try modifyList(target, in: scope, at: action.mark) { list throws(RuntimeError) in
        var kept: [Value] = []
        for (index, element) in list.enumerated() {
          var elementScope = scope
          elementScope.row = Scope.Row(item: element, index: index, itemBinding: nil)
          if try !test(condition, in: elementScope) { kept.append(element) }
        }
        list = kept
      }
    case .if(let condition, let then, let otherwise):
      try perform(test(condition, in: scope) ? then : otherwise, in: scope)
    case .setFocusedBinding(let entries):
      for entry in entries { try setFocusedBinding(entry.key, entry.value, in: scope, at: action.mark) }
    case .resetFocus(let name):
      // F27: resetFocus is part of the transaction and counts as a newer request (F14).
      queuedRequest = nil
      engine.resetFocus(name)
    case .dismiss:
      try dismiss(in: scope, at: action.mark)
    case .task(let actions):
      queueTask(actions, in: scope, at: action.mark)
    case .after(let seconds, let actions):
      schedule(actions, after: seconds, in: scope, at: action.mark)
    case .scroll(let target):
      try scroll(target, in: scope)
    }
  }

  /// `set:` — state applies at once; FocusState queues a request (F15, F30).
  func assign(_ assignments: [Action.Assignment], in scope: Scope) throws(RuntimeError) {
    for assignment in assignments {
      let value = try evaluate(assignment.value, in: scope)
      if isFocusStateVariable(assignment.variable) {
        let kind = engine.declaration(of: assignment.variable)?.kind
        if kind == .bool, value.boolValue == nil {
          throw RuntimeError("$\(assignment.variable) is a Bool FocusState; it cannot hold \(value.displayText) (F8)", at: assignment.value.mark)
        }
        queueRequest(assignment.variable, value)
      } else {
        let binding = BindingReference(variable: assignment.variable, path: assignment.path.map { .key($0) })
        try state.write(value, to: binding, at: assignment.mark)
      }
    }
  }

  /// F25: writes through the binding published for `key` in the key scene.
  /// F15: a FocusState write waits for the end of the transaction; the last one wins (F14).
  private func queueRequest(_ variable: String, _ value: Value) {
    let request = FocusRequest(variable: variable, value: value)
    // F61: iOS 15 drops a set made in onAppear: no move, not pending, no request (F14, F17).
    if transaction.descendsFromAppear && engine.quirks.dropsOnAppearFocusSets {
      record(.quirk("quirk F61 (\(engine.version)): set \(request) made in onAppear (or a task or timer it started, this instant) is dropped"))
      return
    }
    queuedRequest = request
    record(.requestQueued(request))
  }

  private func setFocusedBinding(_ key: String, _ expression: Expression, in scope: Scope, at mark: Mark) throws(RuntimeError) {
    let published = engine.focusedValue(key)
    switch published {
    case .null:
      record(.focusedBindingIgnored(key: key))
    case .binding(let binding) where binding.path.isEmpty && isFocusStateVariable(binding.variable):
      // F25 (spec 1.1): a published FocusState variable is a FocusState.Binding;
      // writing it is a programmatic set, queued like `set:` (F11–F15).
      let value = try evaluate(expression, in: scope)
      if engine.declaration(of: binding.variable)?.kind == .bool, value.boolValue == nil {
        throw RuntimeError("$\(binding.variable) is a Bool FocusState; it cannot hold \(value.displayText) (F8)", at: expression.mark)
      }
      record(.focusedBindingWritten(key: key, binding: binding, value: value))
      queueRequest(binding.variable, value)
    case .binding(let binding):
      let value = try evaluate(expression, in: scope)
      try state.write(value, to: binding, at: mark)
      record(.focusedBindingWritten(key: key, binding: binding, value: value))
    default:
      throw RuntimeError("setFocusedBinding: focused value '\(key)' is \(published.displayText), not a binding (F25)", at: mark)
    }
  }

  private func insert(_ value: Value, into target: Reference, position: Action.InsertPosition, in scope: Scope, at mark: Mark) throws(RuntimeError) {
    switch position {
    case .at(let indexExpression):
      let indexValue = try evaluate(indexExpression, in: scope)
      guard let number = indexValue.numberValue, number == number.rounded(), number >= 0 else {
        throw RuntimeError("insert at: needs a whole number, got \(indexValue.displayText)", at: indexExpression.mark)
      }
      try modifyList(target, in: scope, at: mark) { list throws(RuntimeError) in
        // Compared as a Double first: `Int(_:)` traps on `.inf` or 1e300.
        guard number <= Double(list.count) else {
          throw RuntimeError(
            "insert at: \(Value.format(number: number)) is out of range (the list has \(list.count) elements)",
            at: indexExpression.mark)
        }
        list.insert(value, at: Int(number))
      }
    case .after(let idExpression), .before(let idExpression):
      let id = try evaluate(idExpression, in: scope)
      var isAfter = false
      if case .after = position { isAfter = true }
      try modifyList(target, in: scope, at: mark) { list throws(RuntimeError) in
        guard let index = list.firstIndex(where: { ScenarioRun.matches($0, id: id) }) else {
          throw RuntimeError("insert: no element with id \(id.displayText) in \(target)", at: idExpression.mark)
        }
        list.insert(value, at: isAfter ? index + 1 : index)
      }
    }
  }

  /// An element matches an id when its `id` field (or itself, for scalars) equals it.
  static func matches(_ element: Value, id: Value) -> Bool {
    StateStore.elementID(element, idKey: "id") == id
  }

  private func modifyList(
    _ target: Reference, in scope: Scope, at mark: Mark, _ change: (inout [Value]) throws(RuntimeError) -> Void
  ) throws(RuntimeError) {
    guard let binding = expressions.binding(for: target, in: scope) else {
      throw RuntimeError("\(target) is not a state variable that can be changed", at: target.mark)
    }
    let current = state.read(binding) ?? .null
    guard case .list(var list) = current else {
      throw RuntimeError("\(target) is \(current.typeDescription), not a list", at: target.mark)
    }
    try change(&list)
    try state.write(.list(list), to: binding, at: mark)
  }
}
