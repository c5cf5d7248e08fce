import YAML

/// What `record` did with one file: how many expectations it filled and
/// updated, whether the file was written, and why not.
///
///     let recording = ScenarioRecorder.record(path: "Scenarios/login.yaml")
///     recording.outcome     // .written
///     recording.summary     // "recorded 2 expectations in Scenarios/login.yaml"
public struct FileRecording: Sendable {
  /// What happened to the file.
  ///
  ///     switch ScenarioRecorder.record(path: path).outcome {
  ///     case .unchanged, .edited, .written: break
  ///     case .invalid, .changedOnDisk, .failed, .refused: print("not written:", path)
  ///     }
  public enum Outcome: Sendable, Hashable {
    /// Nothing to record or update: the file was not touched.
    case unchanged
    /// Edits were made in memory (`ScenarioRecorder.record(_:options:)`); nothing was written.
    case edited
    /// The file was replaced with the edited text.
    case written
    /// The file does not parse or holds an invalid scenario (`diagnostics`); not written.
    case invalid
    /// The file changed on disk while it was being recorded; not written.
    case changedOnDisk
    /// The edits could not be made or the file could not be written (the reason); not written.
    case failed(String)
    /// Something could not be recorded so that it reads back, or the file
    /// may not be written (read-only, hard-linked): `errors` say where; not written.
    case refused
  }

  /// The file as the user named it.
  public var path: String
  /// What happened to the file.
  public var outcome: Outcome
  /// Scenarios selected and run for recording.
  public var scenarios: Int = 0
  /// Unrecorded expectations filled.
  public var recorded: Int = 0
  /// Failing expectations rewritten (`--update`).
  public var updated: Int = 0
  /// Why the file is invalid.
  public var diagnostics: [Diagnostic] = []
  /// What could not be recorded, or why the file may not be written, each
  /// at a place in the file as read. Any makes `record` exit 2 and write nothing.
  public var errors: [Diagnostic] = []
  /// `errors` as `file:line:col: message` lines.
  public var problems: [String] { errors.map { "\($0.location): \($0.message)" } }
  /// What was left as it is, for the user's attention (failing expectations without `--update`).
  public var notes: [String] = []
  /// `notes` placed in the file as read, for when the edited text is not written.
  var notesAsRead: [String] = []
  /// The edited bytes, when the outcome is `.edited` or `.written`.
  public var text: [UInt8]?
  /// The file's bytes as read, when it could be read.
  public var original: [UInt8]?

  /// What the edits change, as a unified diff (`record` prints it for every
  /// file it writes, `record --dry-run` for every file it would write);
  /// `nil` without edits.
  ///
  ///     recording.diff?.lines   // ["--- a/login.yaml", "+++ b/login.yaml", "@@ -12,2 +12,5 @@", …]
  public var diff: UnifiedDiff? {
    guard let text, let original else { return nil }
    let diff = UnifiedDiff(old: String(decoding: original, as: UTF8.self), new: String(decoding: text, as: UTF8.self), path: path)
    return diff.isEmpty ? nil : diff
  }

  /// A recording of `path` that has done nothing yet.
  public init(path: String, outcome: Outcome) {
    self.path = path
    self.outcome = outcome
  }

  /// Whether the file ended as it should: recorded, or with nothing to do, and nothing left unrecordable.
  public var succeeded: Bool {
    switch outcome {
    case .unchanged, .edited, .written: return errors.isEmpty
    case .invalid, .changedOnDisk, .failed, .refused: return false
    }
  }

  /// One line for people: `recorded 2 expectations in a.yaml`,
  /// `recorded 1 expectation and updated 1 in a.yaml`, `nothing to record in a.yaml`,
  /// `not written: a.yaml changed on disk while it was recorded`…
  public var summary: String {
    switch outcome {
    case .invalid:
      return "not written: \(path) is invalid (\(diagnostics.count) \(diagnostics.count == 1 ? "error" : "errors"))"
    case .changedOnDisk:
      return "not written: \(path) changed on disk while it was recorded; run record again"
    case .failed(let reason):
      return "not written: \(path): \(reason)"
    case .refused:
      return "not written: \(path) (\(errors.count) \(errors.count == 1 ? "error" : "errors"))"
    case .unchanged:
      return "nothing to record in \(path)"
    case .edited, .written:
      var parts: [String] = []
      if recorded > 0 || updated == 0 { parts.append("recorded \(recorded) \(recorded == 1 ? "expectation" : "expectations")") }
      if updated > 0 { parts.append(recorded > 0 ? "updated \(updated)" : "updated \(updated) \(updated == 1 ? "expectation" : "expectations")") }
      return parts.joined(separator: " and ") + " in \(path)"
    }
  }

  /// `summary` for `record --dry-run`: what would be recorded in the file.
  ///
  ///     recording.dryRunSummary   // "would record 2 expectations in Scenarios/login.yaml"
  public var dryRunSummary: String {
    guard outcome == .edited else { return summary }
    return "would " + summary.replacing("recorded ", with: "record ").replacing("updated ", with: "update ")
  }
}
