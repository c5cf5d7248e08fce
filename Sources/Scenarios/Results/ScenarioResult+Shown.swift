import FocusEngine
import YAML

// What reports print of a result: values elided past `Value.reportBudget`,
// messages past `TerminalText.messageBudget`, so one failed expectation on a
// value repeated by aliases prints kilobytes, not gigabytes. The full text
// stays in the result, for `record --update` to write back.

extension Mismatch {
  /// `path` as reports print it (keys come from the file).
  public var shownPath: String { TerminalText.shortened(path) }
  /// `expected` as reports print it.
  public var shownExpected: String { Value.elided(expected) }
  /// `actual` as reports print it.
  public var shownActual: String { Value.elided(actual) }
  /// `path: expected X, got Y`, with the values elided.
  public var shownDescription: String { "\(shownPath): expected \(shownExpected), got \(shownActual)" }
}

extension ScenarioFailure {
  /// `message` as reports print it (runtime errors quote values).
  public var shownMessage: String { TerminalText.shortened(message) }
  /// `stepSummary` as reports print it (a step quotes its arguments).
  public var shownStepSummary: String { TerminalText.shortened(stepSummary) }
}
