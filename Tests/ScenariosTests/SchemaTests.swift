import Foundation
import Scenarios
import Testing

/// The committed `schema/focus-scenario.schema.json` is what `SchemaGenerator`
/// writes today. After changing `FormatDefinition`, run `scripts/update-schema`
/// (or this test with `UPDATE_SCHEMA=1` in the environment) and commit the file.
struct SchemaTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let schemaFile = packageRoot.appendingPathComponent("schema/focus-scenario.schema.json")

  @Test("The committed schema equals SchemaGenerator's output")
  func committedSchemaIsCurrent() throws {
    let generated = SchemaGenerator.schema()
    if ProcessInfo.processInfo.environment["UPDATE_SCHEMA"] == "1" {
      try Data(generated.utf8).write(to: Self.schemaFile, options: .atomic)
    }
    let committed = try String(contentsOf: Self.schemaFile, encoding: .utf8)
    let firstDifference = zip(committed.split(separator: "\n", omittingEmptySubsequences: false),
                              generated.split(separator: "\n", omittingEmptySubsequences: false))
      .enumerated().first { $0.element.0 != $0.element.1 }
      .map { "line \($0.offset + 1): committed \"\($0.element.0)\", generated \"\($0.element.1)\"" }
    #expect(committed == generated, "schema/focus-scenario.schema.json is stale (\(firstDifference ?? "lengths differ")); run scripts/update-schema")
  }

  @Test("The schema is deterministic, draft-07, and ends with a newline")
  func deterministic() {
    let schema = SchemaGenerator.schema()
    #expect(schema == SchemaGenerator.schema())
    #expect(schema.hasPrefix("{\n  \"$schema\": \"http://json-schema.org/draft-07/schema#\",\n"))
    #expect(schema.hasSuffix("}\n") && !schema.hasSuffix("\n\n"))
  }

  @Test("The schema is JSON that names every definition it refers to")
  func referencesResolve() throws {
    let object = try JSONSerialization.jsonObject(with: Data(SchemaGenerator.schema().utf8))
    let root = try #require(object as? [String: Any])
    let definitions = try #require(root["definitions"] as? [String: Any])
    var references: Set<String> = []
    func collect(_ value: Any) {
      if let map = value as? [String: Any] {
        if let ref = map["$ref"] as? String { references.insert(ref) }
        map.values.forEach(collect)
      } else if let list = value as? [Any] {
        list.forEach(collect)
      }
    }
    collect(root)
    let missing = references.filter { !definitions.keys.contains(String($0.dropFirst("#/definitions/".count))) }
    #expect(missing.isEmpty, "unresolved: \(missing.sorted())")
  }
}
