/// A runtime warning SwiftUI would print (F12, F24). Codes are the spec's kebab-case.
///
///     engine.warnings.first?.description
///     // "ambiguous-focus-binding: $field = email is bound by a, b; the first focusable candidate wins (F12)"
///     engine.warnings.first?.rule   // F12
public struct FocusWarning: Sendable, Hashable, CustomStringConvertible {
  /// The spec's kebab-case code, such as ``ambiguousFocusBinding``.
  public var code: String
  /// What happened, naming the nodes or values involved.
  public var message: String
  /// A warning with a code and a message.
  public init(code: String, message: String) {
    self.code = code
    self.message = message
  }
  /// Two nodes bind the same FocusState value (F12).
  public static let ambiguousFocusBinding = "ambiguous-focus-binding"
  /// Two nodes publish the same scene-focused value (F24).
  public static let duplicateSceneValue = "duplicate-scene-value"
  /// A presentation was requested from below the active layer and waits (F35).
  public static let presentationBlocked = "presentation-blocked"
  /// Two enabled controls in the active layer have the pressed keyboard shortcut (F49).
  public static let ambiguousKeyboardShortcut = "ambiguous-keyboard-shortcut"
  /// `code: message`, what `expect: { warnings: [...] }` matches substrings against.
  public var description: String { "\(code): \(message)" }
  /// The rule that warns: F12 for an ambiguous binding, F24 for a duplicate scene value.
  public var rule: FocusRule? {
    switch code {
    case Self.ambiguousFocusBinding: return FocusRule(12)
    case Self.duplicateSceneValue: return FocusRule(24)
    case Self.presentationBlocked: return FocusRule(35)
    case Self.ambiguousKeyboardShortcut: return FocusRule(49)
    default: return nil
    }
  }
}
