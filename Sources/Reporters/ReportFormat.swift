import Scenarios

/// A report format: what `run --format` and `run --report FORMAT=PATH` name.
///
///     var junit = ReportFormat.junit.makeReporter(style: .plain) { xml in print(xml, terminator: "") }
///     await runner.run { junit.record($0) }
///
/// Every format is made here, so a new one is a case and a line of
/// `makeReporter`; the compiler finds every switch to extend.
public enum ReportFormat: String, CaseIterable, Sendable, Hashable {
  /// One line per scenario, excerpts and traces of failures, the summary (`HumanReporter`).
  case human
  /// JUnit XML, one `<testsuite>` per file (`JUnitReporter`).
  case junit
  /// One JSON object for tools (`JSONReporter`).
  case json
  /// TAP version 14 (`TAPReporter`).
  case tap
  /// GitHub Actions annotations, then the summary (`GitHubReporter`).
  case github
  /// One self-contained page with a picture of every step of the scenarios
  /// that did not pass (`HTMLReporter`); a file's format, never stdout's.
  case html

  /// Whether the report already ends with the human summary line, so it
  /// need not be repeated on stderr.
  public var includesHumanSummary: Bool {
    switch self {
    case .human, .github: return true
    case .junit, .json, .tap, .html: return false
    }
  }

  /// A new reporter of this format writing through `write`; only `human`
  /// uses `style` (the others are never colored). `run` says what the run
  /// was asked to do, for the reports that show (html) or carry it.
  public func makeReporter(
    style: RenderStyle, run: RunDescription? = nil, writingUsing write: @escaping @Sendable (String) -> Void
  ) -> any Reporter {
    switch self {
    case .human: return HumanReporter(style: style, writingUsing: write)
    case .junit: return JUnitReporter(writingUsing: write)
    case .json: return JSONReporter(run: run, writingUsing: write)
    case .tap: return TAPReporter(writingUsing: write)
    case .github: return GitHubReporter(writingUsing: write)
    case .html: return HTMLReporter(run: run, writingUsing: write)
    }
  }
}
