import YAML

/// Action lists (SCENARIO-FORMAT "Actions"). A single mapping or bare word
/// (`action: dismiss`) is a list of one; null is an empty list. Each list opens a frame of `let` locals that
/// later actions of the list, and lists nested in them, can read.
extension DecodingContext {
  static let actionNames = FormatDefinition.actions.names + FormatDefinition.bareActions.names
  private static let actionTable = KeyTable<ActionName>()
  private static let bareActionTable = KeyTable<BareActionName>()
  private static let ifActionTable = KeyTable<IfActionKey>()

  func actions(_ node: Node) -> [Action]? {
    switch node.shape {
    case .sequence(let items):
      return withLocalFrame { each(items, action) }
    case .mapping:
      // A list of one, without building the list.
      return withLocalFrame { action(node).map { [$0] } }
    case .scalar:
      let resolved = node.resolved
      if resolved == .null { return [] }
      if case .string(let word)? = resolved { return bareAction(word, node).map { [$0] } }
      wrongType("a list of actions", node)
      return nil
    }
  }

  private func action(_ node: Node) -> Action? {
    if case .string(let word)? = node.resolved { return bareAction(word, node) }
    guard let entries = pairs(node, expected: "an action (a mapping such as { set: … })") else { return nil }
    if entries.firstPairIndex(named: ActionName.if.rawValue) != nil { return ifAction(node) }
    guard entries.count == 1, let only = entries.first else {
      let names = entries.map(\.name).joined(separator: ", ")
      error(.wrongType, "an action is a mapping with one key, found \(entries.count) keys (\(names))", at: node,
            hint: "write each action as its own list item")
      return nil
    }
    let body = only.value
    if Self.bareActionTable.contains(only.name) {
      guard body.resolved == .null else {
        error(.invalidValue, "'\(only.name)' takes no value", at: body, hint: "write it as a bare word: - \(only.name)")
        return nil
      }
      return bareAction(only.name, only.key)
    }
    guard let name = Self.actionTable.key(ofScalar: only.key) else {
      error(.unknownAction, "unknown action '\(only.name)'", at: only.key, hint: KeySuggester.hint(for: only.name, among: Self.actionNames))
      return nil
    }
    let kind: Action.Kind?
    switch name {
    case .set: kind = assignments(body).map { .set($0) }
    case .let: kind = letBindings(body).map { .let($0) }
    case .append: kind = append(body)
    case .insert: kind = insert(body)
    case .remove: kind = remove(body)
    case .if: return ifAction(node)  // not reached: found above, whatever the other keys
    case .setFocusedBinding:
      kind = keyedExpressions(body, what: "focused-value key").map { .setFocusedBinding($0) }
      // Its keys are reads for F23's unpublished-key warning (spec 1.1, *Readings settled*).
      for entry in body.mapping ?? .empty {
        if let key = entry.key.scalar?.text { focusedValueReads.append((key, SourceSpan(entry.key))) }
      }
    case .resetFocus:
      // F27
      kind = string(body, expected: "a focus scope name").flatMap { variableName($0, at: body, what: "focus scope name") }
        .map { .resetFocus($0) }
    case .task: kind = actions(body).map { .task($0) }
    case .after: kind = afterAction(body)
    case .scroll: kind = scrollTarget(body).map { .scroll($0) }
    }
    guard let kind else { return nil }
    return Action(kind, at: node.start)
  }

  /// `dismiss` (F41), written as a word or with a null value.
  private func bareAction(_ word: String, _ node: Node) -> Action? {
    guard let name = Self.bareActionTable.key(of: word) else {
      error(.unknownAction, "unknown action '\(word)'", at: node, hint: KeySuggester.hint(for: word, among: Self.actionNames))
      return nil
    }
    switch name {
    case .dismiss: return Action(.dismiss, at: node.start)
    }
  }

  private func ifAction(_ node: Node) -> Action? {
    guard let fields = fields(node, allowed: Self.ifActionTable, expected: "an if action"), let test = fields[.if] else { return nil }
    var condition: Condition?
    var then: [Action]?
    var otherwise: [Action]? = []
    for key in Self.ifActionTable.keys {
      switch key {
      case .if: condition = self.condition(test)
      case .then: then = required(fields, .then, in: "'if'", at: node).flatMap(actions)
      case .else: otherwise = fields[.else].map(actions) ?? []
      }
    }
    guard let condition, let then, let otherwise else { return nil }
    return Action(.if(condition, then: then, else: otherwise), at: node.start)
  }

  /// `{ var: expr, var.a.b: expr }`, for the `set` action and step. Targets are
  /// bare names of declared variables; a FocusState variable is set as a whole.
  func assignments(_ node: Node) -> [Action.Assignment]? {
    guard let entries = pairs(node, expected: "a mapping of variable: value") else { return nil }
    var result: [Action.Assignment] = []
    var failed = false
    for entry in entries {
      let value = expression(entry.value)
      guard let target = assignmentTarget(entry.name, at: entry.key), let value else {
        failed = true
        continue
      }
      result.append(Action.Assignment(variable: target.variable, path: target.path, value: value, mark: entry.key.start))
    }
    return failed ? nil : result
  }

  private func assignmentTarget(_ name: String, at key: Node) -> (variable: String, path: [String])? {
    if name.hasPrefix("$") {
      error(.invalidName, "invalid set target '\(name)'", at: key, hint: "write the variable name without '$'")
      return nil
    }
    guard let (variable, rest) = Names.variablePath(name) else {
      error(.invalidName, "invalid set target '\(name)': \(Names.variableRule), separated by '.'", at: key)
      return nil
    }
    if focusStateKind(variable) != nil {
      guard rest.isEmpty else {
        error(.invalidValue, "FocusState variable '\(variable)' has no fields; set it as a whole", at: key)
        return nil
      }
    } else if !isState(variable) {
      if variablesIncomplete { return nil }
      error(.undefinedVariable, "undefined variable '\(variable)'", at: key, hint: hint(for: variable, among: allVariables))
      return nil
    }
    return (variable, rest)
  }

  private func letBindings(_ node: Node) -> [(name: String, value: Expression)]? {
    guard let entries = pairs(node, expected: "a mapping of name: value") else { return nil }
    var result: [(name: String, value: Expression)] = []
    var failed = false
    for entry in entries {
      let value = expression(entry.value)
      guard let name = variableName(entry.name, at: entry.key, what: "local name"), let value else {
        failed = true
        continue
      }
      declareLocal(name)
      result.append((name, value))
    }
    return failed ? nil : result
  }

  /// `{ key: expr }` for `setFocusedBinding`, `focusedValue`, `focusedSceneValue`.
  func keyedExpressions(_ node: Node, what: String) -> [(key: String, value: Expression)]? {
    guard let entries = pairs(node, expected: "a mapping of \(what): value") else { return nil }
    var result: [(key: String, value: Expression)] = []
    var failed = false
    for entry in entries {
      let value = expression(entry.value)
      guard let key = variableName(entry.name, at: entry.key, what: what), let value else {
        failed = true
        continue
      }
      result.append((key, value))
    }
    return failed ? nil : result
  }
}
