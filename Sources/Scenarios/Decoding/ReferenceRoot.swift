/// The roots a `$reference` may have besides variables and `let` locals,
/// each defined by its context (SCENARIO-FORMAT "Values and expressions").
///
///     ReferenceRoot(rawValue: "item")   // .item, inside a ForEach row
///
/// `DecodingContext.checkScope` switches over them without `default:`, so
/// a root added here needs a rule there.
enum ReferenceRoot: String, CaseIterable, Sendable {
  /// The element of a ForEach row, or of `remove: { where: }`; the item of
  /// an `item:` presentation (F35); a path element in a NavigationStack's
  /// `destination:` (F42).
  case item
  /// The position of a ForEach row.
  case index
  /// The values an onChange handler sees (F30).
  case oldValue, newValue
  /// What a reader sees, `$focusedValues.key` (F23–F25); reserved.
  case focusedValues
  /// A fresh id (F33); reserved.
  case newID

  /// Whether no variable may take the name, wherever it is used.
  var isReserved: Bool {
    switch self {
    case .item, .index, .oldValue, .newValue: false
    case .focusedValues, .newID: true
    }
  }
}

extension ReferenceRoot {
  /// The roots a ForEach row defines, for suggestions.
  static let rowNames = [item, index].map(\.rawValue)
  /// The roots an onChange handler defines, for suggestions.
  static let onChangeNames = [oldValue, newValue].map(\.rawValue)
}
