/// Writes the JSON Schema (draft-07) of the scenario format from
/// `FormatDefinition`, for editors (`# yaml-language-server: $schema=…`)
/// and CI checks.
///
///     let schema = SchemaGenerator.schema()
///     schema.hasPrefix("{\n  \"$schema\": \"http://json-schema.org/draft-07/schema#\"")   // true
///
/// The output is deterministic: members in a fixed order, definitions
/// sorted by name, two-space indentation and a trailing newline. The schema
/// accepts every file the decoder accepts and rejects the unknown keys the
/// decoder rejects; checks that need the whole document (undefined
/// variables, duplicate ids) are left to `focus-scenarios validate`.
public enum SchemaGenerator {
  /// The `$schema` of the generated document.
  public static let metaSchema = "http://json-schema.org/draft-07/schema#"

  /// The schema as an indented JSON document ending in a newline.
  public static func schema() -> String {
    document().rendered()
  }

  static func document() -> JSONValue {
    var members = [
      JSONMember("$schema", .string(metaSchema)),
      JSONMember("title", .string("focus-scenarios scenario file, format version \(FormatDefinition.version)")),
      JSONMember(
        "description",
        .string("A YAML file of focus scenarios; each document (---) is one scenario. See SCENARIO-FORMAT.md.")),
    ]
    members += shapeMembers(FormatDefinition.document)
    let definitions = FormatDefinition.sharedShapes.sorted { $0.name < $1.name }
    members.append(JSONMember("definitions", .object(definitions.map { JSONMember($0.name, described($0)) })))
    return .object(members)
  }

  /// A key's shape with its summary as `description` (none when the summary
  /// is empty). A reference is wrapped in `allOf`, since draft-07 ignores
  /// the siblings of `$ref`.
  static func described(_ key: FormatKey) -> JSONValue {
    guard !key.summary.isEmpty else { return .object(shapeMembers(key.shape)) }
    let description = JSONMember("description", .string(key.summary))
    if case .definition(let name) = key.shape {
      return .object([description, JSONMember("allOf", .array([.ref(name)]))])
    }
    return .object([description] + shapeMembers(key.shape))
  }

  static func schema(of shape: ValueShape) -> JSONValue { .object(shapeMembers(shape)) }
}
