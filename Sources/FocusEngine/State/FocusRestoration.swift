/// A focus restoration waiting for the instant to settle (F40, F44, F45):
/// queued when a layer is dismissed, screens are popped or a tab is
/// switched, performed by ``FocusEngine/restore(_:)`` in the order of its
/// causes, each as a transaction of its own.
///
///     engine.restorations.first?.description   // "after dismissal of editor: titleField (F40)"
public struct FocusRestoration: Sendable, Hashable, CustomStringConvertible {
  /// What queued it.
  public enum Cause: Sendable, Hashable {
    /// F39, F40: layer `layer` was dismissed (the lowest of those removed).
    case dismissal(layer: String)
    /// F44: screens of stack `stack` were popped.
    case pop(stack: String)
    /// F45: TabView `tabView` switched to tab `tab`, taking focus out of the old one.
    case tabSwitch(tabView: String, tab: String)

    /// The rule that restores.
    public var rule: FocusRule {
      switch self {
      case .dismissal: return FocusRule(40)
      case .pop: return FocusRule(44)
      case .tabSwitch: return FocusRule(45)
      }
    }

    /// `after dismissal of editor`, `after a pop of nav`, `after switching tabs to home`.
    public var text: String {
      switch self {
      case .dismissal(let layer): return "after dismissal of \(layer)"
      case .pop(let stack): return "after a pop of \(stack)"
      case .tabSwitch(let tabView, let tab): return "after switching \(tabView) to \(tab)"
      }
    }
  }

  /// The scene it restores in.
  public var sceneIndex: Int
  /// What queued it, and so which rule restores (F40, F44, F45).
  public var cause: Cause
  /// The remembered node; `nil` when none was remembered.
  public var target: String?

  /// `after dismissal of editor: titleField (F40)`.
  public var description: String {
    "\(cause.text): \(target ?? "nothing remembered") (\(cause.rule))"
  }
}

/// What a scene remembers for its layers, screens and tabs (F38, F43, F45).
struct FocusMemory: Sendable {
  /// F38: the node focused when each up layer came up, by layer id.
  var layers: [String: String?] = [:]
  /// F43: per stack, the node focused when each covered screen was
  /// covered, by the screen's key (`""` for the root screen): a screen
  /// inserted or removed below another keeps every memory in place.
  var screens: [String: [String: String?]] = [:]
  /// F45: per TabView, the last node focused in each tab.
  var tabs: [String: [String: String]] = [:]
}
