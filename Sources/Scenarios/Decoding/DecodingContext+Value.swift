import FocusEngine
import OrderedCollections
import YAML

/// Literal values: `state:` initial values and expected values. No
/// expressions here: a `$`-string is a plain string.
extension DecodingContext {
  func value(_ node: Node) -> Value? {
    switch node.shape {
    case .scalar:
      return Self.scalarValue(node)
    case .sequence(let items):
      return each(items, value).map(Value.list)
    case .mapping:
      guard let entries = pairs(node, expected: "a mapping") else { return nil }
      var map = OrderedDictionary<String, Value>()
      var failed = false
      for entry in entries {
        if let value = value(entry.value) { map[entry.name] = value } else { failed = true }
      }
      return failed ? nil : .map(map)
    }
  }

  /// A scalar as YAML 1.1 resolves it; integers and floats are both numbers.
  static func scalarValue(_ node: Node) -> Value {
    scalarValue(node.resolved)
  }

  /// The same, for a caller that resolved the scalar already.
  static func scalarValue(_ resolved: ResolvedScalar?) -> Value {
    switch resolved {
    case .null, .none: return .null
    case .bool(let value): return .bool(value)
    case .int(let value): return .number(.integer(value))
    case .double(let value): return .number(value)
    case .string(let text): return .string(text)
    }
  }
}
