import Scenarios
import YAML

/// Annotations for GitHub Actions (CLI.md "github"): one
/// `::error file=F,line=L,col=C,title=T::message` per failure or problem, so
/// it shows on the pull request's diff, then the human summary.
///
///     ::error file=Scenarios/login.yaml,line=44,col=35,title=Sign In::expectation failed%0Afocused: expected password, got username
///     1 passed, 1 failed, 0 invalid
///
/// Each lint warning of a scenario (F23), whatever its status, is a
/// `::warning file=F,line=L,col=C,title=NAME (CODE)::message%0Ahint: …`
/// after its errors; it does not change the summary.
///
/// Values are escaped as the Actions toolkit does: `%`, CR and LF everywhere,
/// and `:` and `,` in properties too. Past a file's diagnostic budget
/// (`DiagnosticBudget`) invalid scenarios get no annotation; one
/// `::warning file=F::… and N more errors in F …` per such file comes before
/// the summary.
public struct GitHubReporter: Reporter {
  private let write: @Sendable (String) -> Void
  private var budget = DiagnosticBudget()

  /// A reporter that hands its annotations to `write`, whole lines each ending in a newline:
  ///
  ///     var reporter = GitHubReporter { print($0, terminator: "") }
  ///     await runner.run { reporter.record($0) }
  public init(writingUsing write: @escaping @Sendable (String) -> Void) {
    self.write = write
  }

  /// Writes the annotations of each finished scenario, then the withheld-errors warnings and the summary.
  public mutating func record(_ event: ScenarioEvent) {
    switch event.kind {
    case .runStarted, .fileStarted:
      break
    case .scenarioFinished(let finished):
      guard let result = budget.admit(finished) else { break }
      for annotation in annotations(for: result) { write(annotation + "\n") }
    case .runEnded(let summary):
      for (file, count) in budget.withheld {
        write("::warning file=\(Self.property(file))::\(Self.data(DiagnosticBudget.note(file: file, count: count)))\n")
      }
      write(HumanReporter.summary(summary, style: .plain))
    }
  }

  private func annotations(for result: ScenarioResult) -> [String] {
    var lines: [String] = []
    for failure in result.failures {
      let message = ([failure.shownMessage] + failure.mismatches.map(\.shownDescription)).joined(separator: "\n")
      lines.append(Self.annotation(at: failure.location, title: result.displayName, message: message))
    }
    for diagnostic in result.diagnostics {
      lines.append(Self.annotation(at: diagnostic.location, title: "\(result.displayName) (invalid)", message: Self.message(of: diagnostic)))
    }
    // F23: a lint warning is a warning annotation, whatever the result's status.
    for warning in result.lintWarnings {
      lines.append(Self.annotation(
        "warning", at: warning.location, title: "\(result.displayName) (\(warning.code.rawValue))", message: Self.message(of: warning)))
    }
    return lines
  }

  /// The message and its hint on a second line, each shortened to the message budget.
  private static func message(of diagnostic: Diagnostic) -> String {
    ([diagnostic.message] + (diagnostic.hint.map { ["hint: \($0)"] } ?? [])).map { TerminalText.shortened($0) }
      .joined(separator: "\n")
  }

  private static func annotation(_ command: String = "error", at location: SourceLocation, title: String, message: String) -> String {
    "::\(command) file=\(property(location.file)),line=\(location.line),col=\(location.column),title=\(property(title))::\(data(message))"
  }

  /// Escaping of a message (the part after `::`).
  static func data(_ value: String) -> String { escape(value, property: false) }

  /// Escaping of a property value (`file=`, `title=`).
  static func property(_ value: String) -> String { escape(value, property: true) }

  private static func escape(_ value: String, property: Bool) -> String {
    var out = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      case ":" where property: out += "%3A"
      case "," where property: out += "%2C"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
