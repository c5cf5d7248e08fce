import FocusEngine
import YAML

/// The virtual clock (F46, F47): `wait`, tasks and timers.
extension ScenarioRun {
  /// `wait: S` (F46).
  func wait(_ seconds: Double, at mark: Mark) throws(RuntimeError) {
    throw RuntimeError("wait: the virtual clock is not built yet (F46)", at: mark, kind: .stepFailed)
  }

  /// `task: actions` (F47).
  func queueTask(_ actions: [Action], in scope: Scope, at mark: Mark) {}

  /// `after: { seconds: S, do: actions }` (F47).
  func schedule(_ actions: [Action], after seconds: Double, in scope: Scope, at mark: Mark) {}
}
