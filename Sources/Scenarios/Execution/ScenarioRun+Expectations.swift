import FocusEngine
import YAML

/// Expectations (SCENARIO-FORMAT "Expectations") are checked by an
/// `ExpectationChecker` over the run's state; the run answers what only it
/// can: a command's status, which evaluates its `disabled:` condition.
extension ScenarioRun {
  /// The expectation's mismatches. When the structured trace is recorded,
  /// the paths that held are recorded too (`expectationHeld`), so a picture
  /// of the step can show what was checked; the text trace has no line for them.
  func check(_ expectation: Expectation) -> [Mismatch] {
    let checker = ExpectationChecker(run: self)
    guard recorder.isStructured else { return checker.check(expectation) }
    let outcome = checker.check(expectation, listingHeld: true)
    if !outcome.held.isEmpty { record(.expectationHeld(outcome.held)) }
    return outcome.mismatches
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
