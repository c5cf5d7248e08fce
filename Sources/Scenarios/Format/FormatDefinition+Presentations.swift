import FocusEngine

/// Presentations (SCENARIO-FORMAT "Version 1.1 additions", F35–F41): the
/// keys of `sheet:`, `fullScreenCover:`, `popover:` (a view) and of
/// `alert:`, `confirmationDialog:` (Buttons).
///
///     FormatDefinition.sheetKeys.names   // ["id", "isPresented", "item", "onDismiss", "view"]
extension FormatDefinition {
  /// What requests a presentation; exactly one is given (F35).
  static let presentationTriggers = [SheetKey.isPresented, .item].map(\.rawValue)

  /// The keys of `sheet:`, `fullScreenCover:` and `popover:`.
  static let sheetKeys = FormatKey.group(SheetKey.self) { key in
    switch key {
    case .id: FormatKey(key, "The presentation's id; <presenter id>.<kind> when absent. May be a template.", .scalar(pattern: nil))
    case .isPresented: FormatKey(key, "A Bool state variable, $flag: up while true (F35).", .pattern(FormatPattern.boundVariable))
    case .item: FormatKey(key, "A state variable, $var: up while not null; $item in view: is its value (F35).", .pattern(FormatPattern.boundVariable))
    case .onDismiss: FormatKey(key, "Actions run after it is dismissed, as their own transaction (F39).", .definition("actions"))
    case .view: FormatKey(key, "The root node of the presented layer (F36).", .definition("node"), required: true)
    }
  }

  /// The keys of `alert:` and `confirmationDialog:`.
  static let alertKeys = FormatKey.group(AlertKey.self) { key in
    switch key {
    case .id: FormatKey(key, "The presentation's id; <presenter id>.<kind> when absent. May be a template.", .scalar(pattern: nil))
    case .isPresented: FormatKey(key, "A Bool state variable, $flag: up while true (F35).", .pattern(FormatPattern.boundVariable))
    case .item: FormatKey(key, "A state variable, $var: up while not null; $item in title: and actions: is its value (F35).", .pattern(FormatPattern.boundVariable))
    case .title: FormatKey(key, "The title shown; no rule reads it.", .definition("expression"))
    case .actions:
      FormatKey(
        key, "Its Buttons, in a column (F36); an alert without any has an implicit <id>.ok Button.",
        .nullable(.list(.definition("alertButton"), minItems: nil)))
    }
  }

  /// The named shapes of presentations.
  static var presentationShapes: [FormatKey] {
    [
      FormatKey(
        named: "sheet", "A sheet, full-screen cover or popover: { id, isPresented: $flag | item: $var, onDismiss, view }.",
        .record(FormatRecord(sheetKeys, exactlyOneOf: presentationTriggers))),
      FormatKey(
        named: "alert", "An alert or confirmation dialog: { id, isPresented: $flag | item: $var, title, actions: [Button…] }.",
        .record(FormatRecord(alertKeys, exactlyOneOf: presentationTriggers))),
      FormatKey(
        named: "alertButton", "A Button of an alert or dialog.",
        .oneKeyMapping([FormatKey(ViewKind.Button, "A Button; its action runs, then the alert is dismissed (F39).", .definition("body.button"))])),
    ]
  }
}
