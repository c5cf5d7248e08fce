import Scenarios
import YAML

/// TAP version 14 for TAP consumers (CLI.md "tap"): one test point per
/// scenario as it finishes, a YAML diagnostic block under each failure, the
/// plan at the end (TAP allows it there, and `--fail-fast` may shorten the run).
///
///     TAP version 14
///     ok 1 - Sign In focuses the first empty field
///     not ok 2 - Tab order
///       ---
///       message: "expectation failed"
///       severity: fail
///       at:
///         file: "Scenarios/login.yaml"
///         line: 44
///         column: 35
///       mismatches:
///         - path: "focused"
///           expected: "password"
///           actual: "username"
///       ...
///     1..2
///
/// A scenario's lint warnings (F23) follow its test point (and its YAML
/// block) as comments, `# warning: a.yaml:9:32: no node publishes focused
/// value 'noteKy'; it reads null (hint: did you mean 'noteKey'?)`.
///
/// Past a file's diagnostic budget (`DiagnosticBudget`) an invalid scenario
/// keeps its test point (the plan counts every scenario) but not its YAML
/// block; a comment `# … and N more errors in FILE …` per such file comes
/// before the plan.
public struct TAPReporter: Reporter {
  private let write: @Sendable (String) -> Void
  private var number = 0
  private var budget = DiagnosticBudget()

  /// A reporter that hands TAP text to `write`, whole lines each ending in a newline:
  ///
  ///     var reporter = TAPReporter { print($0, terminator: "") }
  ///     await runner.run { reporter.record($0) }
  public init(writingUsing write: @escaping @Sendable (String) -> Void) {
    self.write = write
  }

  /// Writes the header at `runStarted`, a test point per result, the plan at `runEnded`.
  public mutating func record(_ event: ScenarioEvent) {
    switch event.kind {
    case .runStarted:
      write("TAP version 14\n")
    case .fileStarted:
      break
    case .scenarioFinished(let finished):
      number += 1
      if let result = budget.admit(finished) {
        write(point(result) + lintWarnings(of: result))
      } else {
        write("not ok \(number) - \(Self.description(finished.displayName)) # invalid\n")
      }
    case .runEnded:
      for note in budget.notes { write("# " + note + "\n") }
      write("1..\(number)\n")
    }
  }

  private func point(_ result: ScenarioResult) -> String {
    let description = Self.description(result.displayName)
    switch result.status {
    case .passed:
      return "ok \(number) - \(description)\n"
    case .failed:
      var text = "not ok \(number) - \(description)\n  ---\n"
      if let failure = result.failures.first {
        text += "  message: \(Self.quoted(failure.shownMessage))\n  severity: fail\n"
        text += Self.at(failure.location)
        if !failure.mismatches.isEmpty {
          text += "  mismatches:\n"
          for mismatch in failure.mismatches {
            text += "    - path: \(Self.quoted(mismatch.shownPath))\n"
            text += "      expected: \(Self.quoted(mismatch.shownExpected))\n"
            text += "      actual: \(Self.quoted(mismatch.shownActual))\n"
          }
        }
      }
      return text + "  ...\n"
    case .invalid:
      var text = "not ok \(number) - \(description) # invalid\n  ---\n"
      let first = result.diagnostics.first
      text += "  message: \(Self.quoted(TerminalText.shortened(first?.message ?? "invalid")))\n  severity: invalid\n"
      text += Self.at(first?.location ?? result.location)
      if result.diagnostics.count > 0 {
        text += "  diagnostics:\n"
        for diagnostic in result.diagnostics {
          let line = diagnostic.description + (diagnostic.hint.map { " (hint: \($0))" } ?? "")
          text += "    - \(Self.quoted(TerminalText.shortened(line)))\n"
        }
      }
      return text + "  ...\n"
    }
  }

  /// One `# warning: FILE:L:C: message (hint: …)` comment per lint warning
  /// (F23). After the YAML block, not between it and its test point, which
  /// TAP 14 requires to be adjacent; a comment does not change the outcome.
  private func lintWarnings(of result: ScenarioResult) -> String {
    result.lintWarnings.map { warning in
      let text = "\(warning.location): \(warning.message)" + (warning.hint.map { " (hint: \($0))" } ?? "")
      // Escaped: a key from the file may hold a line break, which would end the comment.
      return "# warning: " + TerminalText.escaped(TerminalText.shortened(text)) + "\n"
    }.joined()
  }

  private static func at(_ location: SourceLocation) -> String {
    "  at:\n    file: \(quoted(location.file))\n    line: \(location.line)\n    column: \(location.column)\n"
  }

  /// A test point description: one line, `#` escaped so it does not start
  /// a directive, and no control character (`TerminalText`): TAP is read on
  /// terminals too.
  static func description(_ name: String) -> String {
    var out = ""
    for character in TerminalText.shortened(name) {
      switch character {
      case "#": out += "\\#"
      case "\\": out += "\\\\"
      case "\n", "\r", "\r\n": out += " "
      default: out += TerminalText.escaped(String(character))
      }
    }
    return out
  }

  /// A YAML double-quoted scalar. JSON's string syntax is valid YAML except
  /// for characters YAML 1.1 does not allow in a stream or reads as line
  /// breaks: DEL, C1 controls (NEL among them), LS, PS, U+FEFF, U+FFFE and
  /// U+FFFF are written as `\u` escapes, so libyaml reads the block back.
  static func quoted(_ value: String) -> String {
    let json = JSONReporter.string(value)
    guard json.unicodeScalars.contains(where: needsYAMLEscape) else { return json }
    var out = ""
    for scalar in json.unicodeScalars {
      if needsYAMLEscape(scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  private static func needsYAMLEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF: return true
    default: return false
    }
  }
}
