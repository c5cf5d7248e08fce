/// Pretty-printing: two spaces per level, one member or item per line,
/// `[]` and `{}` for empty containers, and a trailing newline, like
/// `json.dumps(value, indent=2, ensure_ascii=False)` followed by `"\n"`.
extension JSONValue {
  /// The value as an indented JSON document ending in a newline.
  func rendered() -> String {
    var output = ""
    write(to: &output, depth: 0)
    output += "\n"
    return output
  }

  private func write(to output: inout String, depth: Int) {
    switch self {
    case .string(let text): output += Self.quoted(text)
    case .integer(let number): output += String(number)
    case .bool(let flag): output += flag ? "true" : "false"
    case .null: output += "null"
    case .array(let items):
      guard !items.isEmpty else {
        output += "[]"
        return
      }
      output += "[\n"
      for (index, item) in items.enumerated() {
        output += Self.indent(depth + 1)
        item.write(to: &output, depth: depth + 1)
        output += index == items.count - 1 ? "\n" : ",\n"
      }
      output += Self.indent(depth) + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{\n"
      for (index, member) in members.enumerated() {
        output += Self.indent(depth + 1) + Self.quoted(member.name) + ": "
        member.value.write(to: &output, depth: depth + 1)
        output += index == members.count - 1 ? "\n" : ",\n"
      }
      output += Self.indent(depth) + "}"
    }
  }

  private static func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }

  /// A JSON string literal (see `JSONText.quoted`).
  static func quoted(_ text: String) -> String { JSONText.quoted(text) }
}
