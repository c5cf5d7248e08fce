import YAML

extension Diagnostic.Code {
  /// A focused-value key read (`$focusedValues.key`, `focusedValues:`,
  /// `setFocusedBinding:`) that no node publishes: a warning, the read is
  /// `null` (F23).
  ///
  ///     diagnostic.code == .unpublishedFocusedValue   // severity .warning
  public static let unpublishedFocusedValue = Diagnostic.Code(rawValue: "unpublished-focused-value")
}
