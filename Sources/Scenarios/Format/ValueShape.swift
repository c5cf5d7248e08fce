/// The shape of a value in a scenario file: what the schema checks for one
/// key. It says what the decoder accepts, never more strictly.
///
///     ValueShape.definition("condition")                  // a shared shape, by name
///     ValueShape.list(.definition("node"))                 // [node, …]
///     ValueShape.mapping(keys: FormatPattern.variable, values: .anyValue)
indirect enum ValueShape: Sendable {
  /// A shape defined once in `FormatDefinition.sharedShapes`, by name.
  case definition(String)
  case string
  case boolean
  case number
  /// Any YAML value (literal values of `state:` and expectations).
  case anyValue
  /// A scalar other than null (ids, which may be written `1` or `v1.2`); strings must match `pattern` when given.
  case scalar(pattern: String?)
  /// A string matching a regular expression.
  case pattern(String)
  /// One of these words.
  case words([String])
  /// One of these JSON values (`false` or `null`).
  case constants([JSONValue])
  case list(ValueShape, minItems: Int?)
  /// A list of exactly these items, in order (`frame: [x, y, w, h]`).
  case tuple([ValueShape])
  /// A mapping whose keys match `keys` (any key when `nil`) and whose values all have one shape.
  case mapping(keys: String?, values: ValueShape)
  /// A mapping of known keys; any other key is an error.
  case record(FormatRecord)
  /// A mapping with exactly one of these keys (`{ not: c }`, `{ click: id }`).
  case oneKeyMapping([FormatKey])
  /// A mapping of any keys whose values have one shape, except a one-key
  /// mapping whose key is one of `reserved` (that is an operation).
  case plainMapping(values: ValueShape, reserved: [String])
  /// Any one of these shapes.
  case anyOf([ValueShape])
  /// `null`, or `shape`.
  case nullable(ValueShape)
  /// A number that is not negative.
  case nonNegativeNumber
  /// An integer that is not negative (`screens: { nav: 2 }`).
  case nonNegativeInteger
}

/// A mapping of known keys (`{ to: $list, value: expr }`): the keys, and
/// which of them must or may appear together.
struct FormatRecord: Sendable {
  var keys: [FormatKey]
  /// Keys written `$name`, for bindings (`defaultFocus: { $var: value }`).
  var variableKeys: FormatKey?
  /// Exactly one of these keys must appear (`after`, `before`, `at` of `insert`).
  var exactlyOneOf: [String] = []
  var minKeys: Int?
  /// Keys that may appear only together with another (`action` needs `focusable` outside controls).
  var dependencies: [(key: String, needs: [String])] = []

  init(
    _ keys: [FormatKey], variableKeys: FormatKey? = nil, exactlyOneOf: [String] = [], minKeys: Int? = nil,
    dependencies: [(key: String, needs: [String])] = []
  ) {
    self.keys = keys
    self.variableKeys = variableKeys
    self.exactlyOneOf = exactlyOneOf
    self.minKeys = minKeys
    self.dependencies = dependencies
  }

  /// The key names, in order, for allowed-key checks and suggestions.
  var names: [String] { keys.map(\.name) }
}
