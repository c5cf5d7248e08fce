/// One key of the format: its name, a one-line summary (the schema's
/// `description`, shown by editors on hover) and the shape of its value.
///
///     FormatKey("platform", "The platform whose focus rules apply; iOS by default.", .words(Platform.allCases.map(\.rawValue)))
struct FormatKey: Sendable {
  var name: String
  var summary: String
  var shape: ValueShape
  var isRequired: Bool

  init(_ name: String, _ summary: String, _ shape: ValueShape, required: Bool = false) {
    self.name = name
    self.summary = summary
    self.shape = shape
    self.isRequired = required
  }
}

extension Array where Element == FormatKey {
  /// The names, in order: what the decoder allows and suggests.
  var names: [String] { map(\.name) }
}
