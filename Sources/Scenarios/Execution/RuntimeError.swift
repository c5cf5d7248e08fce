import YAML

/// A failure while running a scenario (F30 `change-cycle`, a `remove` of a
/// missing id, a write through a non-binding…): the scenario fails with
/// this reason at this place; nothing traps.
struct RuntimeError: Error, Sendable {
  var kind: ScenarioFailure.Kind
  var message: String
  var mark: Mark

  init(_ message: String, at mark: Mark, kind: ScenarioFailure.Kind = .runtimeError) {
    self.kind = kind
    self.message = message
    self.mark = mark
  }
}
