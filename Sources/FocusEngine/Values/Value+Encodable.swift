/// A value as JSON: `null`, booleans, numbers (integers exact), strings,
/// arrays, objects (in insertion order; an encoder that sorts keys sorts
/// them), and a binding (F25) as the string that names it, `"$var.path"`.
///
///     try JSONEncoder().encode(Value.map(["row": "r1", "done": false]))   // {"row":"r1","done":false}
extension Value: Encodable {
  /// Encodes the value as the JSON described above.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .bool(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .number(.integer(let value)):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .number(.real(let value)):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .string(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .list(let elements):
      var container = encoder.unkeyedContainer()
      for element in elements { try container.encode(element) }
    case .map(let entries):
      var container = encoder.container(keyedBy: TraceCodingKey.self)
      for (key, value) in entries { try container.encode(value, forKey: TraceCodingKey(stringValue: key)) }
    case .binding(let reference):
      var container = encoder.singleValueContainer()
      try container.encode(reference.description)
    }
  }
}
