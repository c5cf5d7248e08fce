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
  /// A bug or an environment failure (sysexits' EX_SOFTWARE).
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
  static func guarding(command: String, _ body: () async throws -> Void) async throws {
    do {
      try await body()
    } catch let code as ExitCode {
      throw code
    } catch let error as ValidationError {
      OutputSink.standardError.write("Error: \(error.message)\nSee 'focus-scenarios \(command) --help'.\n")
      throw usage
    } catch {
      OutputSink.standardError.write("focus-scenarios: internal error: \(error)\n")
      throw internalError
    }
  }
}
