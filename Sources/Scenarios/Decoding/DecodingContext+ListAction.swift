import YAML

/// `append`, `insert` and `remove`: their targets must be `$references`.
extension DecodingContext {
  private static let appendTable = KeyTable<AppendKey>()
  private static let insertTable = KeyTable<InsertKey>()
  private static let removeTable = KeyTable<RemoveKey>()

  func append(_ node: Node) -> Action.Kind? {
    guard let fields = fields(node, allowed: Self.appendTable, expected: "{ to: $list, value: expr }") else { return nil }
    var target: Reference?
    var value: Expression?
    for key in Self.appendTable.keys {
      switch key {
      case .to: target = required(fields, .to, in: "'append'", at: node).flatMap { referenceOnly($0, what: "a list") }
      case .value: value = required(fields, .value, in: "'append'", at: node).flatMap(expression)
      }
    }
    guard let target, let value else { return nil }
    return .append(to: target, value: value)
  }

  func insert(_ node: Node) -> Action.Kind? {
    guard let fields = fields(node, allowed: Self.insertTable, expected: "{ into: $list, after: id, value: expr }") else { return nil }
    var target: Reference?
    var value: Expression?
    for key in Self.insertTable.keys {
      switch key {
      case .into: target = required(fields, .into, in: "'insert'", at: node).flatMap { referenceOnly($0, what: "a list") }
      case .after, .before, .at: break  // exactly one of them, read below in file order
      case .value: value = required(fields, .value, in: "'insert'", at: node).flatMap(expression)
      }
    }
    let given = Array(fields.keyed.filter { FormatDefinition.insertPlaces.contains($0.key) })
    guard given.count == 1, let place = given.first else {
      if given.count > 1, let second = given.dropFirst().first {
        let names = given.map { "'\($0.key.rawValue)'" }.joined(separator: " and ")
        error(.invalidValue, "'insert' takes exactly one of 'after', 'before' and 'at', found \(names)", at: second.entry.key)
      } else {
        error(.missingKey, "'insert' needs one of 'after:', 'before:' or 'at:'", at: node.start)
      }
      return nil
    }
    guard let where_ = expression(place.value), let target, let value else { return nil }
    let position: Action.InsertPosition
    switch place.key {
    case .after: position = .after(where_)
    case .before: position = .before(where_)
    case .at: position = .at(where_)
    case .into, .value: return nil  // not reached: `given` holds places only
    }
    return .insert(into: target, position: position, value: value)
  }

  func remove(_ node: Node) -> Action.Kind? {
    guard let fields = fields(node, allowed: Self.removeTable, expected: "{ from: $list, id: expr }") else { return nil }
    var target: Reference?
    for key in Self.removeTable.keys {
      switch key {
      case .from: target = required(fields, .from, in: "'remove'", at: node).flatMap { referenceOnly($0, what: "a list") }
      case .id, .where: break  // exactly one of them, read below
      }
    }
    switch (fields[.id], fields[.where]) {
    case (let id?, nil):
      guard let id = expression(id), let target else { return nil }
      return .removeID(from: target, id: id)
    case (nil, let test?):
      removeWhereDepth += 1
      defer { removeWhereDepth -= 1 }
      guard let condition = condition(test), let target else { return nil }
      return .removeWhere(from: target, condition: condition)
    case (_?, _?):
      error(.invalidValue, "'remove' takes 'id' or 'where', not both", at: fields.key(.where)?.start ?? node.start)
      return nil
    case (nil, nil):
      error(.missingKey, "'remove' needs 'id:' or 'where:'", at: node.start)
      return nil
    }
  }
}
