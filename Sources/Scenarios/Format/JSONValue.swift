/// A JSON value whose objects keep their members in the order written, so a
/// generated document is the same byte for byte on every run.
///
///     let value = JSONValue.object([JSONMember("type", .string("object"))])
///     value.rendered()   // "{\n  \"type\": \"object\"\n}\n"
enum JSONValue: Sendable, Equatable {
  case string(String)
  case integer(Int)
  case bool(Bool)
  case null
  case array([JSONValue])
  case object([JSONMember])
}

/// One `"name": value` member of a JSON object.
struct JSONMember: Sendable, Equatable {
  var name: String
  var value: JSONValue

  init(_ name: String, _ value: JSONValue) {
    self.name = name
    self.value = value
  }
}

extension JSONValue {
  /// An array of strings.
  static func strings(_ items: [String]) -> JSONValue { .array(items.map(JSONValue.string)) }

  /// `{ "$ref": "#/definitions/name" }`.
  static func ref(_ definition: String) -> JSONValue { .object([JSONMember("$ref", .string("#/definitions/\(definition)"))]) }
}
