import FocusEngine
import YAML

/// Expectations (SCENARIO-FORMAT "Expectations") are checked by an
/// `ExpectationChecker` over the run's state; the run answers what only it
/// can: a command's status, which evaluates its `disabled:` condition.
extension ScenarioRun {
  func check(_ expectation: Expectation) -> [Mismatch] {
    ExpectationChecker(run: self).check(expectation)
  }

  /// `enabled`/`disabled` for a command, or why it cannot be told.
  func commandStatus(_ id: String) -> String {
    guard let index = commandIndexByID[id] else { return "not defined" }
    let command = scenario.commands[index]
    do {
      return try isEnabled(command) ? "enabled" : "disabled"
    } catch {
      return "error: \(error.message)"
    }
  }
}
