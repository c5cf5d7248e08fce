import ArgumentParser
import FocusScenarios
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `focus-scenarios record [PATH...]`: fills every unrecorded `- expect: {}`
/// with the observable state at that step; with `--update`, also rewrites
/// failing expectations to the actual values. Everything else in the file is
/// kept byte for byte.
///
///     $ focus-scenarios record Scenarios/login.yaml
///     recorded 2 expectations in Scenarios/login.yaml
///     2 recorded, 0 updated: 1 file written, 0 unchanged, 0 not written
struct RecordCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Fill unrecorded expectations (and, with --update, failing ones) in place.",
    discussion: """
      A file that does not parse or holds an invalid scenario is never written, nor is one \
      where anything could not be recorded so that it reads back the same, a read-only file \
      or a file with more than one hard link; files are replaced atomically, and not at all \
      if they changed meanwhile. With CI set in the environment, record refuses to write.

      Exit status: 0 recorded (or nothing to record), 2 a file could not be recorded or CI is set, \
      3 nothing matched, 64 command-line misuse, 70 internal error or stdout could not be written.
      """
  )

  @OptionGroup var selection: SelectionOptions

  @Flag(help: "Also rewrite the values of failing expectations to the actual values.")
  var update = false

  @Flag(help: "Write nothing: print the unified diff of every change record would make.")
  var dryRun = false

  mutating func run() async throws {
    let command = self
    try await ExitStatus.guarding(command: "record") { try command.execute() }
  }

  private func execute() throws {
    let environment = ProcessInfo.processInfo.environment
    // A dry run writes nothing, so CI may show what a record would change.
    if environment["CI"] != nil, !dryRun {
      OutputSink.standardError.write(
        "focus-scenarios: record does not write files when CI is set; record locally and commit the result\n")
      throw ExitStatus.invalid
    }
    let plan = try selection.makePlan()
    let style = selection.color.style(fileDescriptor: 2)
    let renderer = DiagnosticRenderer(style: style.diagnosticStyle)
    let out = OutputSink.standardOutput
    let err = OutputSink.standardError
    let diffStyle = selection.color.style()

    // Temporary files of a record that was killed while writing (its PID
    // gone, from before this run) are removed from the files' folders.
    for removed in ScenarioRecorder.removeStaleTemporaryFiles(besides: plan.files.map(\.path)) {
      err.write(TerminalText.escaped("note: removed \(removed), a temporary file left by an interrupted record") + "\n")
    }

    var recordings: [FileRecording] = []
    // The plan selects, as for `run`: FILE:LINE, --filter, --tag, --skip-tag.
    var scenarios = plan.selection()
    for file in plan.files {
      let recording = ScenarioRecorder.record(
        file, selection: &scenarios, options: ScenarioRecorder.Options(update: update, dryRun: dryRun))
      recordings.append(recording)
      // Errors (quoted line and caret) first, then the file's summary line.
      writeBudgeted(recording.errors, of: file.path, renderer: renderer, to: err)
      switch recording.outcome {
      case .written, .edited:
        // What was written, or with --dry-run would be, as a unified diff.
        if let diff = recording.diff { out.write(DiffRenderer(style: diffStyle).render(diff)) }
        out.write(TerminalText.escaped(dryRun ? recording.dryRunSummary : recording.summary) + "\n")
      case .unchanged:
        break
      case .invalid:
        writeBudgeted(recording.diagnostics, of: file.path, renderer: renderer, to: err)
        err.write(TerminalText.escaped(recording.summary) + "\n")
      case .changedOnDisk, .failed, .refused:
        err.write(TerminalText.escaped(recording.summary) + "\n")
      }
      for note in recording.notes { err.write(TerminalText.escaped("note: \(note)") + "\n") }
    }

    let selected = recordings.reduce(0) { $0 + $1.scenarios }
    let notWritten = recordings.filter { [.invalid, .changedOnDisk, .refused].contains($0.outcome) || $0.isFailed }.count
    if selected == 0 && notWritten == 0 {
      err.write("focus-scenarios: no scenario matched the paths and filters\n")
      throw ExitStatus.nothingMatched
    }
    // Counted in the files written: a file refused keeps none of its recordings.
    let done: FileRecording.Outcome = dryRun ? .edited : .written
    let written = recordings.filter { $0.outcome == done }.count
    let recorded = recordings.filter { $0.outcome == done }.reduce(0) { $0 + $1.recorded }
    let updated = recordings.filter { $0.outcome == done }.reduce(0) { $0 + $1.updated }
    let unchanged = recordings.filter { $0.outcome == .unchanged }.count
    if dryRun {
      out.write(
        "dry run: \(recorded) would be recorded, \(updated) updated: \(count(written, "file")) would be written, \(unchanged) unchanged, \(notWritten) not written; nothing was written\n")
    } else {
      out.write(
        "\(recorded) recorded, \(updated) updated: \(count(written, "file")) written, \(unchanged) unchanged, \(notWritten) not written\n")
    }
    throw recordings.allSatisfy(\.succeeded) ? ExitStatus.passed : ExitStatus.invalid
  }

  /// A file's first `DiagnosticBudget.perFile` diagnostics, then the same
  /// note `run`'s reports print for the rest.
  private func writeBudgeted(_ diagnostics: [Diagnostic], of file: String, renderer: DiagnosticRenderer, to sink: OutputSink) {
    for diagnostic in diagnostics.prefix(DiagnosticBudget.perFile) { sink.write(renderer.render(diagnostic) + "\n") }
    let withheld = diagnostics.count - DiagnosticBudget.perFile
    if withheld > 0 { sink.write(DiagnosticBudget.note(file: file, count: withheld) + "\n") }
  }

  private func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}

extension FileRecording {
  fileprivate var isFailed: Bool {
    if case .failed = outcome { return true }
    return false
  }
}
