/// A runtime warning SwiftUI would print (F12, F24). Codes are the spec's kebab-case.
public struct FocusWarning: Sendable, Hashable, CustomStringConvertible {
  public var code: String
  public var message: String
  public init(code: String, message: String) {
    self.code = code
    self.message = message
  }
  public static let ambiguousFocusBinding = "ambiguous-focus-binding"
  public static let duplicateSceneValue = "duplicate-scene-value"
  /// `code: message`, what `expect: { warnings: [...] }` matches substrings against.
  public var description: String { "\(code): \(message)" }
  /// The rule that warns: F12 for an ambiguous binding, F24 for a duplicate scene value.
  public var rule: FocusRule? {
    switch code {
    case Self.ambiguousFocusBinding: return FocusRule(12)
    case Self.duplicateSceneValue: return FocusRule(24)
    default: return nil
    }
  }
}
