import FocusEngine
import YAML

/// `ForEach: { data: $list, idKey: id, row: Node, if: condition }`.
/// `$item` and `$index` are defined inside `row` only.
extension DecodingContext {
  func forEach(_ body: Node, template: NodeTemplate, at key: Node) -> NodeTemplate? {
    var template = template
    guard let fields = fields(body, allowed: Self.forEachTable, expected: "ForEach properties (data, idKey, row)",
                              unknown: { "unknown property '\($0)' of ForEach; it takes data, idKey, row and if" })
    else {
      treeIncomplete = true
      return nil
    }
    var data: Reference?
    var idKey = "id"
    for name in Self.forEachTable.keys {
      switch name {
      case .data: data = required(fields, .data, in: "ForEach", at: key).flatMap { referenceOnly($0, what: "a list variable") }
      case .idKey:
        if let node = fields[.idKey], let text = string(node, expected: "a field name") {
          idKey = variableName(text, at: node, what: "idKey") ?? idKey
        }
      case .row: break  // read last, below: $item and $index are defined inside it only
      case .if: if let test = fields[.if] { template.condition = condition(test) }
      }
    }
    guard let rowNode = required(fields, .row, in: "ForEach", at: key) else {
      treeIncomplete = true
      return nil
    }
    rowDepth += 1
    tabSlot = childTabSlot  // a ForEach in a TabView builds Tabs (F45)
    let row = node(rowNode)
    tabSlot = false
    rowDepth -= 1
    guard let data, let row else { return nil }
    template.forEach = ForEachSpec(data: data, idKey: idKey, row: row)
    return template
  }

  /// `onChange: { $var: actions }` (F30); `$oldValue`/`$newValue` are defined in the handler.
  func onChange(_ node: Node) -> [(variable: String, actions: [Action], mark: Mark)] {
    guard let entries = pairs(node, expected: "a mapping of $variable: actions") else { return [] }
    var result: [(variable: String, actions: [Action], mark: Mark)] = []
    for entry in entries {
      let variable = boundVariable(entry.name, at: entry.key, allowState: true)
      onChangeDepth += 1
      let handler = actions(entry.value)
      onChangeDepth -= 1
      if let variable, let handler { result.append((variable, handler, entry.key.start)) }
    }
    return result
  }

  /// The `$name` key of `focused:`, `defaultFocus:` and `onChange:`. Only
  /// FocusState variables unless `allowState` (F8).
  func boundVariable(_ key: String, at node: Node, allowState: Bool) -> String? {
    guard key.hasPrefix("$"), let name = Optional(String(key.dropFirst())), Names.isVariable(name) else {
      error(.invalidName, "expected a variable written as '$name', found '\(key)'", at: node)
      return nil
    }
    if focusStateKind(name) != nil || (allowState && isState(name)) { return name }
    if isState(name) {
      // F8
      error(.invalidFocusBinding, "'\(name)' is a state variable; focus bindings need a FocusState variable (F8)", at: node,
            hint: "declare it under 'focusState:'")
      return nil
    }
    if variablesIncomplete { return nil }
    error(.undefinedVariable, "undefined variable '$\(name)'", at: node,
          hint: hint(for: name, among: allowState ? allVariables : focusStateNames))
    return nil
  }
}
