import YAML

/// `append`, `insert` and `remove`: their targets must be `$references`.
extension DecodingContext {
  private static let appendTable = KeyTable(FormatDefinition.appendKeys.names)
  private static let insertTable = KeyTable(FormatDefinition.insertKeys.names)
  private static let removeTable = KeyTable(FormatDefinition.removeKeys.names)

  func append(_ node: Node) -> Action.Kind? {
    guard let fields = fields(node, allowed: Self.appendTable, expected: "{ to: $list, value: expr }") else { return nil }
    let target = required(fields, "to", in: "'append'", at: node).flatMap { referenceOnly($0, what: "a list") }
    let value = required(fields, "value", in: "'append'", at: node).flatMap(expression)
    guard let target, let value else { return nil }
    return .append(to: target, value: value)
  }

  func insert(_ node: Node) -> Action.Kind? {
    guard let fields = fields(node, allowed: Self.insertTable, expected: "{ into: $list, after: id, value: expr }") else { return nil }
    let target = required(fields, "into", in: "'insert'", at: node).flatMap { referenceOnly($0, what: "a list") }
    let value = required(fields, "value", in: "'insert'", at: node).flatMap(expression)
    let given = fields.entries.filter { FormatDefinition.insertPlaces.contains($0.name) }
    guard given.count == 1, let place = given.first else {
      if given.count > 1, let second = given.dropFirst().first {
        let names = given.map { "'\($0.name)'" }.joined(separator: " and ")
        error(.invalidValue, "'insert' takes exactly one of 'after', 'before' and 'at', found \(names)", at: second.key)
      } else {
        error(.missingKey, "'insert' needs one of 'after:', 'before:' or 'at:'", at: node.start)
      }
      return nil
    }
    guard let where_ = expression(place.value), let target, let value else { return nil }
    let position: Action.InsertPosition =
      switch place.name {
      case "after": .after(where_)
      case "before": .before(where_)
      default: .at(where_)
      }
    return .insert(into: target, position: position, value: value)
  }

  func remove(_ node: Node) -> Action.Kind? {
    guard let fields = fields(node, allowed: Self.removeTable, expected: "{ from: $list, id: expr }") else { return nil }
    let target = required(fields, "from", in: "'remove'", at: node).flatMap { referenceOnly($0, what: "a list") }
    switch (fields["id"], fields["where"]) {
    case (let id?, nil):
      guard let id = expression(id), let target else { return nil }
      return .removeID(from: target, id: id)
    case (nil, let test?):
      removeWhereDepth += 1
      defer { removeWhereDepth -= 1 }
      guard let condition = condition(test), let target else { return nil }
      return .removeWhere(from: target, condition: condition)
    case (_?, _?):
      error(.invalidValue, "'remove' takes 'id' or 'where', not both", at: fields.key("where")?.start ?? node.start)
      return nil
    case (nil, nil):
      error(.missingKey, "'remove' needs 'id:' or 'where:'", at: node.start)
      return nil
    }
  }
}
