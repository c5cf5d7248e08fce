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
/// parse or holds an invalid scenario; the edited text must decode again
/// before it is written; the file is replaced atomically (a temporary file in
/// the same folder, renamed over it, with the file's permissions), and not
/// at all if it changed on disk meanwhile. A file with nothing to record is
/// not written, so recording twice changes nothing the second time.
public enum ScenarioRecorder {
  /// What to record.
  public struct Options: Sendable {
    /// Also rewrite failing expectations' values to the actual values.
    public var update: Bool
    /// `FILE:LINE` selections: only the scenarios holding these lines; `nil` for all.
    public var lines: [Int]?
    /// `--filter`, `--tag`, `--skip-tag`.
    public var filter: ScenarioFilter

    public init(update: Bool = false, lines: [Int]? = nil, filter: ScenarioFilter = .all) {
      self.update = update
      self.lines = lines
      self.filter = filter
    }
  }

  /// Records the file at `path` and writes it when anything was recorded.
  public static func record(path: String, options: Options = Options()) -> FileRecording {
    let stream: YAMLStream
    do {
      stream = try YAMLReader.read(path: path)
    } catch {
      var recording = FileRecording(path: path, outcome: .invalid)
      recording.diagnostics = [error]
      return recording
    }
    var recording = record(stream, options: options)
    guard recording.outcome == .edited, let text = recording.text else { return recording }
    do {
      try AtomicFileWriter.replace(path: path, expecting: stream.file.bytes, with: text)
      recording.outcome = .written
    } catch {
      switch error {
      case .changedOnDisk: recording.outcome = .changedOnDisk
      case .io(let reason): recording.outcome = .failed(reason)
      }
    }
    return recording
  }

  /// Records `source` in memory: the outcome is `.edited` with the new
  /// `text`, or why there is none. Nothing is written.
  public static func record(_ source: SourceFile, options: Options = Options()) -> FileRecording {
    do {
      return record(try YAMLReader.read(file: source), options: options)
    } catch {
      var recording = FileRecording(path: source.path, outcome: .invalid)
      recording.diagnostics = [error]
      return recording
    }
  }

  static func record(_ stream: YAMLStream, options: Options) -> FileRecording {
    let path = stream.file.path
    let decoded = ScenarioDecoder.decode(stream)
    let invalid = decoded.entries.flatMap { entry -> [Diagnostic] in
      if case .invalid(_, _, let diagnostics) = entry { return diagnostics }
      return []
    }
    guard invalid.isEmpty else {
      var recording = FileRecording(path: path, outcome: .invalid)
      recording.diagnostics = invalid
      return recording
    }

    let regions = DocumentRegions(file: decoded)
    var results: [RecordingResult] = []
    for (index, entry) in decoded.entries.enumerated() {
      guard case .valid(let scenario) = entry else { continue }
      if let lines = options.lines, !lines.contains(where: { regions.entry(at: $0) == index }) { continue }
      guard options.filter.matches(name: scenario.name, tags: scenario.tags) else { continue }
      results.append(ScenarioExecutor.record(scenario))
    }

    var recording = FileRecording(path: path, outcome: .unchanged)
    recording.scenarios = results.count
    var editor = InPlaceEditor(file: stream.file)
    var remarks: [Remark] = []
    let edits = self.edits(for: results, in: stream, update: options.update, recording: &recording, remarks: &remarks)
    func addRemarks(after edits: [TextEdit]) {
      let shifts = lineShifts(edits, in: stream.file)
      // In file order (a scenario's stop is found before its failing expectations are listed).
      let ordered = remarks.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
      for (_, remark) in ordered {
        let text = remark.text(shifts: shifts)
        if remark.isProblem { recording.problems.append(text) } else { recording.notes.append(text) }
      }
    }
    do {
      try editor.add(contentsOf: edits)
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

    // A last check that the result is still a valid scenario file.
    let check = ScenarioDecoder.decode(SourceFile(path: path, bytes: text))
    let problems = check.fileDiagnostics + check.entries.flatMap { entry -> [Diagnostic] in
      if case .invalid(_, _, let diagnostics) = entry { return diagnostics }
      return []
    }
    if let first = problems.first {
      addRemarks(after: [])
      recording.outcome = .failed("the recorded text would not decode (\(first.description)); nothing was written")
      return recording
    }
    // Places in remarks are given in the file as it will be.
    addRemarks(after: editor.edits)
    recording.outcome = .edited
    recording.text = text
    return recording
  }
}
