import YAML

/// `focus-scenarios record`: fills every unrecorded `- expect: {}` with the
/// whole observable state at that step and, with `update`, rewrites the
/// values of failing expectations to the actual ones — editing the file in
/// place so every other byte stays as it was.
///
///     let recording = ScenarioRecorder.record(path: "Scenarios/login.yaml", options: .init(update: true))
///     print(recording.summary)   // "recorded 2 expectations and updated 1 in Scenarios/login.yaml"
///
/// Safety: the file is decoded first and is never written when it does not
/// parse or holds an invalid scenario, nor when anything in it could not be
/// recorded (`errors`: `record` exits 2 for it, and never writes a file it
/// exits 2 for). Values are written by `RecordedYAML`, and the edited bytes
/// must read back (`ReadBack`: every edited expectation as the values meant,
/// everything else as before) or nothing is written. A read-only file or
/// one with several hard links is refused. The file is replaced atomically
/// (a temporary file in the same folder, flushed, renamed over it, with the
/// file's permissions), and not at all if it changed on disk meanwhile. A
/// file with nothing to record is not written, so recording twice changes
/// nothing the second time.
public enum ScenarioRecorder {
  /// What to record.
  ///
  ///     ScenarioRecorder.record(path: "Scenarios/login.yaml", options: .init(update: true))
  public struct Options: Sendable {
    /// Also rewrite failing expectations' values to the actual values.
    public var update: Bool
    /// Record in memory only, never write: `record --dry-run`, which shows
    /// the diff of what it would write.
    public var dryRun: Bool

    /// Options for `record(path:options:)`; `update` is `record --update`.
    public init(update: Bool = false, dryRun: Bool = false) {
      self.update = update
      self.dryRun = dryRun
    }
  }

  /// Records every scenario of the file at `path` and writes it when anything was recorded.
  public static func record(path: String, options: Options = Options()) -> FileRecording {
    let planned = ScenarioPlan.File(path: path)
    var selection = ScenarioPlan(files: [planned]).selection()
    return record(planned, selection: &selection, options: options)
  }

  /// Records the scenarios of a planned file that its plan selects (its
  /// `FILE:LINE` lines, `--filter`, `--tag`, `--skip-tag` and the shard) and
  /// writes it when anything was recorded.
  ///
  /// Give it the planned files in plan order with one `selection`, so that
  /// shard positions are counted as `run` counts them:
  ///
  ///     var selection = plan.selection()
  ///     for planned in plan.files {
  ///       let recording = ScenarioRecorder.record(planned, selection: &selection)
  ///     }
  ///
  /// Whether a file may be written does not depend on the selection: one
  /// invalid document anywhere in it, selected or not, and nothing is written.
  public static func record(
    _ planned: ScenarioPlan.File, selection: inout ScenarioPlan.Selection, options: Options = Options()
  ) -> FileRecording {
    let path = planned.path
    let stream: YAMLStream
    do {
      stream = try YAMLReader.read(path: path)
    } catch {
      return unreadable(path: path, error, lines: planned.lines, selection: &selection)
    }
    var recording = record(stream, lines: planned.lines, selection: &selection, options: options)
    guard !options.dryRun, recording.outcome == .edited, let text = recording.text else { return recording }
    do {
      try AtomicFileWriter.replace(path: path, expecting: stream.file.bytes, with: text)
      recording.outcome = .written
    } catch {
      recording.text = nil
      switch error {
      case .changedOnDisk: recording.outcome = .changedOnDisk
      case .io(let reason): recording.outcome = .failed(reason)
      case .readOnly(let mode):
        recording.outcome = .refused
        recording.errors = [Self.error(
          "\(path) is read-only (mode \(octal(mode))); record writes nothing", line: 1, column: 1, in: stream.file,
          code: .readOnlyFile)]
      case .hardLinked(let count):
        recording.outcome = .refused
        recording.errors = [Self.error(
          "\(path) has \(count) hard links; record writes nothing (replacing it would break them)", line: 1, column: 1,
          in: stream.file, code: .hardLinkedFile)]
      }
      // The notes were placed in the text that was not written.
      recording.notes = recording.notesAsRead
    }
    return recording
  }

  /// Removes the temporary files that `record` processes killed while
  /// writing left beside these files (`.NAME.focus-scenarios-record.PID.XXXXXX.tmp`
  /// whose PID is no running process, older than this call), each folder
  /// once. Returns the paths removed, sorted.
  public static func removeStaleTemporaryFiles(besides paths: [String]) -> [String] {
    let start = AtomicFileWriter.now()
    var seen: Set<String> = []
    var removed: [String] = []
    for path in paths {
      let folder = AtomicFileWriter.folder(of: path)
      guard seen.insert(folder).inserted else { continue }
      removed += AtomicFileWriter.removeStale(inFolder: folder, before: start)
    }
    return removed.sorted()
  }

  private static func octal(_ mode: UInt32) -> String {
    let digits = String(mode, radix: 8)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// Records every scenario of `source` in memory: the outcome is `.edited`
  /// with the new `text`, or why there is none. Nothing is written.
  public static func record(_ source: SourceFile, options: Options = Options()) -> FileRecording {
    var selection = ScenarioPlan(files: [ScenarioPlan.File(path: source.path)]).selection()
    return record(source, selection: &selection, options: options)
  }

  /// Records in memory the scenarios of `source` that `selection`'s plan
  /// selects, `lines` being the file's `FILE:LINE` selections (`nil` for all).
  ///
  ///     var selection = try ScenarioPlan(files: [], filter: ScenarioFilter(tags: ["forms"])).selection()
  ///     let recording = ScenarioRecorder.record(source, lines: [12], selection: &selection)
  public static func record(
    _ source: SourceFile, lines: [Int]? = nil, selection: inout ScenarioPlan.Selection, options: Options = Options()
  ) -> FileRecording {
    do {
      return record(try YAMLReader.read(file: source), lines: lines, selection: &selection, options: options)
    } catch {
      return unreadable(path: source.path, error, lines: lines, selection: &selection)
    }
  }

  /// A file that could not be read or parsed: invalid, never written.
  private static func unreadable(
    path: String, _ error: Diagnostic, lines: [Int]?, selection: inout ScenarioPlan.Selection
  ) -> FileRecording {
    // The plan counts it as one invalid item, as `run` reports it: later
    // files' shard positions must not depend on the command.
    _ = selection.select(ScenarioFile(path: path, source: nil, entries: [], fileDiagnostics: [error]), lines: lines)
    var recording = FileRecording(path: path, outcome: .invalid)
    recording.diagnostics = [error]
    return recording
  }

  static func record(_ stream: YAMLStream, lines: [Int]?, selection: inout ScenarioPlan.Selection, options: Options) -> FileRecording {
    let path = stream.file.path
    let decoded = ScenarioDecoder.decode(stream)
    // Selected before the file can be refused: its items count in the
    // plan's positions whether or not it is written.
    let selected = selection.select(decoded, lines: lines)
    let invalid = decoded.entries.flatMap { entry -> [Diagnostic] in
      if case .invalid(_, _, let diagnostics) = entry { return diagnostics }
      return []
    }
    guard invalid.isEmpty else {
      var recording = FileRecording(path: path, outcome: .invalid)
      recording.diagnostics = invalid
      return recording
    }

    var results: [RecordingResult] = []
    for item in selected {
      // Every document is valid here (checked above), so every item runs.
      guard case .run(let scenario) = item else { continue }
      results.append(ScenarioExecutor.record(scenario))
    }

    var recording = FileRecording(path: path, outcome: .unchanged)
    recording.original = stream.file.bytes
    recording.scenarios = results.count
    var remarks: [Remark] = []
    let intents = self.intents(for: results, in: stream, update: options.update, recording: &recording, remarks: &remarks)
    func addRemarks(after edits: [TextEdit]) {
      let shifts = lineShifts(edits, in: stream.file)
      // In file order (a scenario's stop is found before its failing expectations are listed).
      let ordered = remarks.enumerated().sorted { ($0.element.mark.line, $0.element.mark.column, $0.offset) < ($1.element.mark.line, $1.element.mark.column, $1.offset) }
      for (_, remark) in ordered {
        if remark.isProblem {
          recording.errors.append(error(remark.message, line: remark.mark.line, column: remark.mark.column, in: stream.file))
        } else {
          recording.notes.append(remark.text(path: path, shifts: shifts))
          recording.notesAsRead.append(remark.text(path: path, shifts: []))
        }
      }
    }
    func refuse() -> FileRecording {
      addRemarks(after: [])
      recording.outcome = .refused
      return recording
    }
    // Never written when anything could not be recorded: `record` then
    // exits 2, and a file is never written by a run that fails for it.
    if remarks.contains(where: \.isProblem) {
      addRemarks(after: [])
      recording.outcome = intents.isEmpty ? .unchanged : .refused
      return recording
    }
    var editor = InPlaceEditor(file: stream.file)
    do {
      try editor.add(contentsOf: intents.flatMap(\.edits))
    } catch {
      addRemarks(after: [])
      recording.outcome = .failed("the edits would overlap (\(error)); nothing was written")
      return recording
    }
    guard !editor.isEmpty else {
      addRemarks(after: [])
      return recording
    }
    let text = editor.apply()

    // What is written must read back as what was meant (ReadBack).
    if let failure = ReadBack.check(text, original: stream, decoded: decoded, intents: intents) {
      let (index, message) = blame(failure, intents: intents, in: stream, decoded: decoded)
      let intent = intents[index]
      remarks.append(Remark(
        isProblem: true, mark: intent.start,
        message: "scenario '\(intent.scenario)': this expectation cannot be recorded so that it reads back: \(message)"))
      return refuse()
    }
    // Places in notes are given in the file as it will be.
    addRemarks(after: editor.edits)
    recording.outcome = .edited
    recording.text = text
    return recording
  }

  /// The expectation a failed read-back is about, and why: the failure's
  /// own when it names one; otherwise the one whose edits, added to those
  /// of the expectations before it, make the check fail — found by halving
  /// (the edits of no expectation read back; those of all do not), so a file
  /// with thousands of expectations is read again a dozen times, not thousands.
  private static func blame(
    _ failure: ReadBack.Failure, intents: [RecordIntent], in stream: YAMLStream, decoded: ScenarioFile
  ) -> (Int, String) {
    if let index = failure.intent { return (index, failure.message) }
    var passing = 0
    var failing = intents.count
    var message = failure.message
    while failing - passing > 1 {
      let middle = (passing + failing) / 2
      let prefix = Array(intents[..<middle])
      var editor = InPlaceEditor(file: stream.file)
      if (try? editor.add(contentsOf: prefix.flatMap(\.edits))) != nil,
        let found = ReadBack.check(editor.apply(), original: stream, decoded: decoded, intents: prefix)
      {
        if let index = found.intent { return (index, found.message) }
        failing = middle
        message = found.message
      } else {
        passing = middle
      }
    }
    return (failing - 1, message)
  }

  /// A `not-recorded` error at a place in the file as read, with its line quoted.
  static func error(_ message: String, line: Int, column: Int, in file: SourceFile, code: Diagnostic.Code = .notRecorded) -> Diagnostic {
    Diagnostic(
      code: code, location: SourceLocation(file: file.path, line: line, column: column), message: message,
      sourceLine: file.line(line))
  }
}

extension Diagnostic.Code {
  /// An expectation `record` cannot write so that it reads back, or cannot
  /// reach; the file is not written.
  public static let notRecorded = Diagnostic.Code(rawValue: "not-recorded")
  /// `record` does not write a file without write permission.
  public static let readOnlyFile = Diagnostic.Code(rawValue: "read-only-file")
  /// `record` does not write a file with more than one hard link.
  public static let hardLinkedFile = Diagnostic.Code(rawValue: "hard-linked-file")
}
