import Scenarios
import YAML

/// How many diagnostics of one file the reports print: the first
/// `perFile`, then one line `… and N more errors in FILE`. The rest are
/// still counted (`N invalid`, exit 2); only their text is withheld, so a
/// file of a million invalid documents prints kilobytes, not 368 MB.
///
///     var budget = DiagnosticBudget()
///     budget.admit(result)          // the result, its diagnostics cut to what is left; nil when none is
///     budget.withheld               // [("a.yaml", 999_900)]
///
/// Counting is per file in the order results arrive, which is plan order for
/// every `--jobs`, so what is printed is deterministic.
public struct DiagnosticBudget: Sendable {
  /// Diagnostics printed per file (docs/reliability.md, "Limits on input").
  public static let perFile = 100

  /// Diagnostics printed per file by this budget: `perFile` unless a test asks for fewer.
  public let limit: Int
  private var printed: [String: Int] = [:]
  private var withheldCounts: [String: Int] = [:]
  private var withheldFiles: [String] = []

  /// A budget of `limit` diagnostics per file.
  public init(limit: Int = DiagnosticBudget.perFile) { self.limit = limit }

  /// `result` as it should be printed: unchanged unless it is invalid and
  /// its file's budget is spent; with only the diagnostics that still fit;
  /// `nil` when none does (the result is then not printed at all).
  public mutating func admit(_ result: ScenarioResult) -> ScenarioResult? {
    guard result.status == .invalid else { return result }
    let used = printed[result.file, default: 0]
    // An invalid result with no diagnostic still prints one line of error.
    let count = max(1, result.diagnostics.count)
    let room = max(0, limit - used)
    if count <= room {
      printed[result.file] = used + count
      return result
    }
    withhold(count - room, in: result.file)
    guard room > 0, !result.diagnostics.isEmpty else { return nil }
    printed[result.file] = limit
    var shown = result
    shown.diagnostics = Array(result.diagnostics.prefix(room))
    return shown
  }

  /// Files whose diagnostics were not all printed, in the order first met,
  /// with how many were withheld.
  public var withheld: [(file: String, count: Int)] {
    withheldFiles.map { ($0, withheldCounts[$0] ?? 0) }
  }

  /// How many diagnostics of `file` were withheld so far.
  public func withheldCount(in file: String) -> Int { withheldCounts[file] ?? 0 }

  /// `… and N more errors in FILE`, one per file with withheld diagnostics
  /// (the file name escaped for the terminal).
  public var notes: [String] {
    withheld.map { Self.note(file: $0.file, count: $0.count) }
  }

  /// `… and N more errors in FILE (the first 100 of a file are printed)`.
  public static func note(file: String, count: Int) -> String {
    "… and \(count) more \(count == 1 ? "error" : "errors") in \(TerminalText.escaped(file))"
      + " (the first \(perFile) of a file are printed)"
  }

  private mutating func withhold(_ count: Int, in file: String) {
    if withheldCounts[file] == nil { withheldFiles.append(file) }
    withheldCounts[file, default: 0] += count
  }
}
