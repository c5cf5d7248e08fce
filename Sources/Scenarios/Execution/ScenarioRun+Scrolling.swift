import FocusEngine
import YAML

/// Lazy containers (F53–F55): `scroll:` as a step and an action.
extension ScenarioRun {
  /// `scroll: { in: id, to: n }` (F55).
  func scroll(_ target: ScrollTarget, in scope: Scope) throws(RuntimeError) {
    throw RuntimeError("scroll: lazy containers are not built yet (F55)", at: target.mark, kind: .stepFailed)
  }
}
