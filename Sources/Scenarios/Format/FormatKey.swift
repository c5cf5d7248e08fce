/// One key of the format: its name, a one-line summary (the schema's
/// `description`, shown by editors on hover) and the shape of its value.
///
///     FormatKey(TopLevelKey.platform, "The platform whose focus rules apply; iOS by default.", .words(Platform.allCases.map(\.rawValue)))
///
/// A key of the format is named by a case of its group (`FormatKeyName`);
/// `init(named:…)` is for the names of shared shapes and patterns.
struct FormatKey: Sendable {
  var name: String
  var summary: String
  var shape: ValueShape
  var isRequired: Bool

  init<Name: RawRepresentable>(_ name: Name, _ summary: String, _ shape: ValueShape, required: Bool = false)
  where Name.RawValue == String {
    self.init(named: name.rawValue, summary, shape, required: required)
  }

  init(named name: String, _ summary: String, _ shape: ValueShape, required: Bool = false) {
    self.name = name
    self.summary = summary
    self.shape = shape
    self.isRequired = required
  }

  /// A group's keys in `allCases` order, each described by `describe`,
  /// which switches over the cases so that none can be left out.
  static func group<Name: FormatKeyName>(_ group: Name.Type, _ describe: (Name) -> FormatKey) -> [FormatKey] {
    Name.allCases.map(describe)
  }
}

extension Array where Element == FormatKey {
  /// The names, in order: what the decoder allows and suggests.
  var names: [String] { map(\.name) }
}
