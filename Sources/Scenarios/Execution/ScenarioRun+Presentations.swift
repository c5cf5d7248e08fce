import FocusEngine
import YAML

/// Presentations, navigation and tabs seen from the run (F35–F45, F52).
extension ScenarioRun {
  /// `back` (F52).
  func goBack(at mark: Mark) throws(RuntimeError) {
    throw RuntimeError("back: not built yet", at: mark, kind: .stepFailed)
  }

  /// `dismiss` (F41).
  func dismiss(in scope: Scope, at mark: Mark) throws(RuntimeError) {
    throw RuntimeError("dismiss: not built yet", at: mark)
  }

  /// `presented:`: the key scene's up presentations, bottom to top (F35).
  func presentedIDs() -> [String] { [] }

  /// `screens:`: each present NavigationStack's pushed screens, in tree order (F42).
  func screenCounts() -> [(stack: String, count: Int)] { [] }
}
