/// Each `ValueShape` as the members of a JSON Schema object.
extension SchemaGenerator {
  static func shapeMembers(_ shape: ValueShape) -> [JSONMember] {
    switch shape {
    case .definition(let name): return [JSONMember("$ref", .string("#/definitions/\(name)"))]
    case .string: return [type("string")]
    case .boolean: return [type("boolean")]
    case .number: return [type("number")]
    case .nonNegativeNumber: return [type("number"), JSONMember("minimum", .integer(0))]
    case .nonNegativeInteger: return [type("integer"), JSONMember("minimum", .integer(0))]
    case .anyValue: return []
    case .scalar(let pattern):
      var members = [JSONMember("type", .strings(["string", "number", "boolean"]))]
      if let pattern { members.append(JSONMember("pattern", .string(pattern))) }
      return members
    case .pattern(let pattern): return [type("string"), JSONMember("pattern", .string(pattern))]
    case .words(let words): return [type("string"), JSONMember("enum", .strings(words))]
    case .constants(let values): return [JSONMember("enum", .array(values))]
    case .list(let item, let minItems):
      var members = [type("array"), JSONMember("items", schema(of: item))]
      if let minItems { members.append(JSONMember("minItems", .integer(minItems))) }
      return members
    case .tuple(let items):
      return [
        type("array"), JSONMember("items", .array(items.map(schema(of:)))),
        JSONMember("minItems", .integer(items.count)), JSONMember("maxItems", .integer(items.count)),
      ]
    case .mapping(let keys, let values):
      var members = [type("object")]
      if let keys { members.append(JSONMember("propertyNames", .object([JSONMember("pattern", .string(keys))]))) }
      members.append(JSONMember("additionalProperties", schema(of: values)))
      return members
    case .record(let record): return recordMembers(record)
    case .oneKeyMapping(let keys):
      return [
        type("object"), properties(keys), JSONMember("additionalProperties", .bool(false)),
        JSONMember("minProperties", .integer(1)), JSONMember("maxProperties", .integer(1)),
      ]
    case .plainMapping(let values, let reserved):
      let operation = JSONValue.object([
        JSONMember("minProperties", .integer(1)), JSONMember("maxProperties", .integer(1)),
        JSONMember("propertyNames", .object([JSONMember("enum", .strings(reserved))])),
      ])
      return [type("object"), JSONMember("additionalProperties", schema(of: values)), JSONMember("not", operation)]
    case .anyOf(let shapes): return [JSONMember("anyOf", .array(shapes.map(schema(of:))))]
    case .nullable(.scalar(let pattern)):
      var members = [JSONMember("type", .strings(["string", "number", "boolean", "null"]))]
      if let pattern { members.append(JSONMember("pattern", .string(pattern))) }
      return members
    case .nullable(let shape): return [JSONMember("anyOf", .array([.object([type("null")]), schema(of: shape)]))]
    }
  }

  private static func recordMembers(_ record: FormatRecord) -> [JSONMember] {
    var members = [type("object"), properties(record.keys)]
    if let variableKeys = record.variableKeys {
      members.append(JSONMember("patternProperties", .object([JSONMember(variableKeys.name, described(variableKeys))])))
    }
    members.append(JSONMember("additionalProperties", .bool(false)))
    let required = record.keys.filter(\.isRequired).names
    if !required.isEmpty { members.append(JSONMember("required", .strings(required))) }
    if let minKeys = record.minKeys { members.append(JSONMember("minProperties", .integer(minKeys))) }
    if !record.exactlyOneOf.isEmpty {
      let choices = record.exactlyOneOf.map { JSONValue.object([JSONMember("required", .strings([$0]))]) }
      members.append(JSONMember("oneOf", .array(choices)))
    }
    if !record.dependencies.isEmpty {
      let dependencies = record.dependencies.map { JSONMember($0.key, .strings($0.needs)) }
      members.append(JSONMember("dependencies", .object(dependencies)))
    }
    return members
  }

  private static func properties(_ keys: [FormatKey]) -> JSONMember {
    JSONMember("properties", .object(keys.map { JSONMember($0.name, described($0)) }))
  }

  private static func type(_ name: String) -> JSONMember { JSONMember("type", .string(name)) }
}
