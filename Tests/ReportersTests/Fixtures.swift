import Foundation
import Scenarios
import YAML

/// Fixed results and events the reporter tests feed in: one pass, one
/// failure with a mismatch and a trace, one invalid file.
enum Fixtures {
  static let login = "Scenarios/forms/login.yaml"
  static let broken = "Scenarios/broken.yaml"

  static let passed = ScenarioResult(
    file: login, name: "Sign In focuses the first empty field",
    location: SourceLocation(file: login, line: 1, column: 11), tags: ["forms"], status: .passed, duration: 0.0123)

  static let mismatch = Mismatch(
    path: "focusState.focusedField", expected: "password", actual: "username",
    location: SourceLocation(file: login, line: 44, column: 35),
    sourceLine: "      focusState: { focusedField: password }", length: 8)

  static let failure = ScenarioFailure(
    kind: .mismatch, message: "expectation failed", stepIndex: 3, stepSummary: "expect",
    location: mismatch.location, sourceLine: mismatch.sourceLine, length: 8, mismatches: [mismatch],
    precedingSteps: ["click: signIn", "type: \"kim\"", "click: signIn"])

  static let failed = ScenarioResult(
    file: login, name: "Sign In moves to the password", location: SourceLocation(file: login, line: 30, column: 11),
    status: .failed, failures: [failure],
    trace: ["1. click: signIn", "    $focusedField: null → username", "2. type: \"kim\""], duration: 0.0021)

  static let syntaxError = Diagnostic(
    code: .syntax, location: SourceLocation(file: broken, line: 1, column: 9),
    message: "did not find expected ',' or ']'", sourceLine: "a: [1, 2")

  static let invalid = ScenarioResult(
    file: broken, name: "broken.yaml", location: syntaxError.location, status: .invalid, diagnostics: [syntaxError])

  static let summary = RunSummary(passed: 1, failed: 1, invalid: 1, duration: 0.25)

  /// A whole run, in plan order.
  static let events: [ScenarioEvent] = [
    ScenarioEvent(.runStarted(fileCount: 2, scenarioCount: 3)),
    ScenarioEvent(.fileStarted(broken)),
    ScenarioEvent(.scenarioFinished(invalid)),
    ScenarioEvent(.fileStarted(login)),
    ScenarioEvent(.scenarioFinished(passed)),
    ScenarioEvent(.scenarioFinished(failed)),
    ScenarioEvent(.runEnded(summary)),
  ]

  /// What the renderer draws under a header, as the reporters should embed it.
  static func excerpt(_ mismatch: Mismatch) -> String {
    trimmed(DiagnosticRenderer(style: .plain).excerpt(
      line: mismatch.location.line, column: mismatch.location.column, sourceLine: mismatch.sourceLine, length: mismatch.length))
  }

  static func rendered(_ diagnostic: Diagnostic) -> String {
    trimmed(DiagnosticRenderer(style: .plain).render(diagnostic))
  }

  private static func trimmed(_ text: String) -> String {
    var text = Substring(text)
    while text.last == "\n" { text = text.dropLast() }
    return String(text)
  }
}

/// Collects what a reporter writes. Reporters are fed from one task, but the
/// write closure must be `@Sendable`, so the buffer is guarded anyway.
final class Capture: @unchecked Sendable {
  private let lock = NSLock()
  private var buffer = ""
  private var count = 0

  var text: String { lock.withLock { buffer } }
  var writes: Int { lock.withLock { count } }

  func write(_ string: String) {
    lock.withLock {
      buffer += string
      count += 1
    }
  }
}
