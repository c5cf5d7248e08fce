/// Why a plan could not be made: command-line misuse, reported before anything runs.
///
/// The command line turns these into exit status 64 (usage):
///
///     do {
///       let plan = try ScenarioPlan(paths: ["Scenarios/"])
///     } catch let error as PlanError {
///       print(error)   // "no such file or directory: 'Scenarios/'"
///     }
public struct PlanError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, as data (errors are data; the text is built in `description`).
  ///
  ///     PlanError(.invalidLine("login.yaml:0")).description
  ///     // "invalid line in 'login.yaml:0': expected FILE:LINE with LINE ≥ 1"
  public enum Reason: Sendable, Hashable {
    /// A PATH that names neither a file nor a folder.
    case noSuchPath(String)
    /// `FILE:LINE` with a line that is not a positive number.
    case invalidLine(String)
    /// `FILE:LINE` with a line past the end of FILE: the argument, and
    /// how many lines FILE has (as an editor numbers them).
    case lineOutOfRange(String, lineCount: Int)
    /// `--filter` that is not a regular expression; the second value is the parser's complaint.
    case invalidFilter(String, String)
  }

  /// What went wrong.
  public var reason: Reason

  /// An error for `reason`.
  public init(_ reason: Reason) { self.reason = reason }

  /// The message the command line prints before its usage hint.
  public var description: String {
    switch reason {
    case .noSuchPath(let path):
      return "no such file or directory: '\(path)'"
    case .invalidLine(let argument):
      return "invalid line in '\(argument)': expected FILE:LINE with LINE ≥ 1"
    case .lineOutOfRange(let argument, let lineCount):
      // The file is what comes before the last colon (`fileAndLine`).
      let file = argument.lastIndex(of: ":").map { String(argument[..<$0]) } ?? argument
      let size = lineCount == 0 ? "is empty" : lineCount == 1 ? "has 1 line" : "has \(lineCount) lines"
      return "invalid line in '\(argument)': '\(file)' \(size)"
    case .invalidFilter(let pattern, let problem):
      return "invalid --filter regular expression '\(pattern)': \(problem)"
    }
  }
}
