/// Which field of a `NodeTemplate` a node property sets: found once per
/// name of `DecodingContext.properties`, so that reading a property looks
/// its key up once (in `KeyTable`) instead of comparing it with each name of
/// a `switch` in turn (`_stringCompareWithSmolCheck`, 0.2 % of `validate`).
enum NodePropertyRole {
  case id, label, text, isOn, action, focusable, focused, disabled, condition
  case focusedValue, focusedSceneValue, focusSection, submitScope, focusScope, prefersDefaultFocus
  case defaultFocus, onSubmit, onAppear, onChange, frame, children
  /// `name:` of a custom view.
  case customName

  /// `nil` for a name that is no node property: `FormatDefinition` lists
  /// the properties, and a test checks that each of them has a role here.
  init?(name: String) {
    switch name {
    case "id": self = .id
    case "label": self = .label
    case "text": self = .text
    case "isOn": self = .isOn
    case "action": self = .action
    case "focusable": self = .focusable
    case "focused": self = .focused
    case "disabled": self = .disabled
    case "if": self = .condition
    case "focusedValue": self = .focusedValue
    case "focusedSceneValue": self = .focusedSceneValue
    case "focusSection": self = .focusSection
    case "submitScope": self = .submitScope
    case "focusScope": self = .focusScope
    case "prefersDefaultFocus": self = .prefersDefaultFocus
    case "defaultFocus": self = .defaultFocus
    case "onSubmit": self = .onSubmit
    case "onAppear": self = .onAppear
    case "onChange": self = .onChange
    case "frame": self = .frame
    case "children": self = .children
    case "name": self = .customName
    default: return nil
    }
  }
}
