import FocusEngine
import Scenarios
import YAML

/// Builds the detailed text of a failed or invalid result, like a compiler
/// would: shared by the human report and JUnit's `<failure>`/`<error>` bodies
/// so both say exactly the same thing.
///
///     ResultFormatter(style: .plain).details(of: failedResult)
///     // Scenarios/login.yaml:14:16: error: Sign In: expectation failed
///     //    14 |   - expect: { focused: password }
///     //       |                        ^~~~~~~~
///     //   focused: expected password, got username
///     //   steps:
///     //     1  click: signIn
///     //     2  expect  ← failed
///     //   trace:
///     //     …
///
/// A passed result has no details (the empty string). Everything from the
/// file (names, messages, values, steps, trace lines) is escaped with
/// `TerminalText` so no control character reaches the terminal, and values
/// and messages are elided past their budgets (`Value.reportBudget`,
/// `TerminalText.messageBudget`).
public struct ResultFormatter: Sendable {
  /// Colors or not.
  public var style: RenderStyle

  /// A formatter that renders with `style`.
  public init(style: RenderStyle) { self.style = style }

  private var renderer: DiagnosticRenderer { DiagnosticRenderer(style: style.diagnosticStyle) }

  /// The lines explaining `result`, joined with newlines, without a final newline.
  public func details(of result: ScenarioResult) -> String {
    switch result.status {
    case .passed: return ""
    case .failed:
      guard !result.failures.isEmpty else {
        // Should not happen, but a failed result must never print nothing.
        return header(result.location, "\(result.displayName): failed")
      }
      return result.failures.map { failureDetails($0, in: result) }.joined(separator: "\n\n")
    case .invalid: return invalidDetails(result)
    }
  }

  /// `state.tags[1]: expected b, got c`, `+ state.tags[2]: d`, `- state.tags[3]: e`.
  private func detail(_ difference: ValueDifference) -> String {
    let path = TerminalText.escaped(TerminalText.shortened(difference.path))
    let expected = TerminalText.escaped(Value.elided(difference.expected ?? ""))
    let actual = TerminalText.escaped(Value.elided(difference.actual ?? ""))
    switch difference.kind {
    case .changed: return "\(path): expected \(style.paint(expected, .green)), got \(style.paint(actual, .red))"
    case .added: return style.paint("+ \(path): \(actual)", .red) + " (added)"
    case .removed: return style.paint("- \(path): \(expected)", .green) + " (removed)"
    }
  }

  private func failureDetails(_ failure: ScenarioFailure, in result: ScenarioResult) -> String {
    var lines: [String] = []
    lines.append(header(failure.location, "\(TerminalText.shortened(result.displayName)): \(failure.shownMessage)"))
    lines += excerpt(at: failure.location, sourceLine: failure.sourceLine, length: failure.length)
    for mismatch in failure.mismatches {
      // A mismatch written on another line than the one drawn says where it
      // is, as file:line:col so terminals and editors can jump there.
      let place = mismatch.location.line == failure.location.line
        ? "" : style.paint("  (\(TerminalText.escaped(mismatch.location.description)))", .dim)
      // Same words as `Mismatch.description`, with the two values told apart by color.
      let expected = TerminalText.escaped(mismatch.shownExpected)
      let actual = TerminalText.escaped(mismatch.shownActual)
      lines.append(
        "  \(TerminalText.escaped(mismatch.shownPath)): expected \(style.paint(expected, .green)), got \(style.paint(actual, .red))"
          + place)
      // A list or mapping: one line per element or field that differs.
      for difference in mismatch.details { lines.append("    " + detail(difference)) }
    }

    lines.append("  steps:")
    if failure.stepIndex < 0 {
      // The failure happened before the first step, while the scene appeared.
      lines.append("    " + style.paint("\(TerminalText.escaped(failure.shownStepSummary))  ← failed", .red))
    } else {
      let steps = (failure.precedingSteps + [failure.stepSummary]).map { TerminalText.escaped(TerminalText.shortened($0)) }
      // Number steps by their place in `steps:` even if only the last few were kept.
      let firstNumber = max(1, failure.stepIndex + 1 - failure.precedingSteps.count)
      let width = String(firstNumber + steps.count - 1).count
      if firstNumber > 1 {
        let earlier = firstNumber - 1
        lines.append("    " + style.paint("… \(earlier) earlier step\(earlier == 1 ? "" : "s")", .dim))
      }
      for (offset, step) in steps.enumerated() {
        let number = String(firstNumber + offset)
        let padded = String(repeating: " ", count: width - number.count) + number
        if offset == steps.count - 1 {
          lines.append("    " + style.paint("\(padded)  \(step)  ← failed", .red))
        } else {
          lines.append("    \(padded)  \(step)")
        }
      }
    }

    if !result.trace.isEmpty {
      lines.append("  trace:")
      lines += result.trace.map {
        "    " + style.paint(TerminalText.escaped(TerminalText.shortened($0, budget: TerminalText.traceLineBudget)), .dim)
      }
    }
    return lines.joined(separator: "\n")
  }

  private func invalidDetails(_ result: ScenarioResult) -> String {
    if result.diagnostics.isEmpty {
      // Should not happen, but an invalid result must never print nothing.
      return header(result.location, "\(result.displayName): invalid")
    }
    return result.diagnostics.map { Self.trimmed(renderer.render($0)) }.joined(separator: "\n")
  }

  /// The result's lint warnings (F23), compiler-style, without a final
  /// newline; empty when it has none.
  ///
  ///     formatter.lintWarnings(result.lintWarnings)
  ///     // a.yaml:9:27: warning: no node publishes focused value 'serch'; it reads null
  public func lintWarnings(_ warnings: [Diagnostic]) -> String {
    warnings.map { Self.trimmed(renderer.render($0)) }.joined(separator: "\n")
  }

  /// `file:line:col: error: message`, as compilers and DiagnosticRenderer write it.
  private func header(_ location: SourceLocation, _ message: String) -> String {
    style.paint(TerminalText.escaped("\(location):"), .bold) + " " + style.paint("error:", .bold, .red) + " "
      + style.paint(TerminalText.escaped(message), .bold)
  }

  private func excerpt(at location: SourceLocation, sourceLine: String?, length: Int) -> [String] {
    guard let sourceLine else { return [] }
    let text = Self.trimmed(renderer.excerpt(line: location.line, column: location.column, sourceLine: sourceLine, length: length))
    return text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// Without trailing newlines, whatever the renderer's habit.
  static func trimmed(_ text: String) -> String {
    var text = Substring(text)
    while text.last == "\n" || text.last == "\r\n" { text = text.dropLast() }
    return String(text)
  }
}
