import ArgumentParser
import FocusScenarios

/// The exit statuses of `focus-scenarios` (SCENARIO-FORMAT "Results and exit
/// codes"), named so no command writes a bare number.
///
///     throw ExitStatus.of(summary.outcome)   // ExitCode(1) when a scenario failed
enum ExitStatus {
  /// Everything selected passed (or, for `validate`, is valid).
  static let passed = ExitCode(0)
  /// A scenario failed and none was invalid.
  static let failed = ExitCode(1)
  /// A file or scenario is invalid; outranks `failed`.
  static let invalid = ExitCode(2)
  /// The paths and filters selected no scenario.
  static let nothingMatched = ExitCode(3)
  /// Command-line misuse (sysexits' EX_USAGE), what swift-argument-parser uses for its own errors.
  static let usage = ExitCode(64)
  /// A bug or an environment failure (sysexits' EX_SOFTWARE), such as a
  /// report that could not be written.
  static let internalError = ExitCode(70)

  static func of(_ outcome: RunSummary.Outcome) -> ExitCode {
    switch outcome {
    case .passed: return passed
    case .failed: return failed
    case .invalid: return invalid
    case .nothingMatched: return nothingMatched
    }
  }
}

extension ExitStatus {
  /// Runs a command's body, turning what it throws into the right status:
  /// an `ExitCode` passes through; a `ValidationError` (misuse found while
  /// running, such as a missing PATH) prints `Error: …` and exits 64; anything
  /// else is a bug and exits 70 with a message rather than argument-parser's
  /// generic status 1.
  ///
  /// A report that could not be fully written to stdout (a full disk, a
  /// closed pipe) outranks every other status: the run's result did not
  /// reach its reader, so it is an environment failure, 70, with the reason
  /// on stderr, never a silent 0 (issue 13).
  static func guarding(command: String, _ body: () async throws -> Void) async throws {
    do {
      try await body()
    } catch let code as ExitCode {
      try checkWritten(OutputSink.standardOutput)
      throw code
    } catch let error as ValidationError {
      OutputSink.standardError.write("Error: \(error.message)\nSee 'focus-scenarios \(command) --help'.\n")
      throw usage
    } catch {
      OutputSink.standardError.write("focus-scenarios: internal error: \(error)\n")
      throw internalError
    }
    try checkWritten(OutputSink.standardOutput)
  }

  /// Throws `internalError`, after saying why on stderr, when a write to
  /// one of `sinks` failed.
  static func checkWritten(_ sinks: OutputSink...) throws {
    try checkWritten(sinks)
  }

  /// `checkWritten(_:)` for a list of sinks (a run's report files).
  static func checkWritten(_ sinks: [OutputSink]) throws {
    let failures = sinks.compactMap(\.failure)
    guard !failures.isEmpty else { return }
    for failure in failures { OutputSink.standardError.write("focus-scenarios: error: \(failure)\n") }
    throw internalError
  }
}
