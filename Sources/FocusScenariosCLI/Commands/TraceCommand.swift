import ArgumentParser
import FocusScenarios
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `focus-scenarios trace PATH... [--scenario NAME] [--tree] [--html FILE]`: replays
/// scenarios step by step and prints where focus went and why — the rule
/// (F-number) that decided, the candidates of directional moves with their
/// measures, pending requests, FocusState and focused-value changes, and
/// warnings. PATHs and filters select as they do for `run` (the plan).
///
///     $ focus-scenarios trace Scenarios/directional/tvos-moves-follow-the-grid-without-wrapping.yaml
///     3. move: right
///         candidate b [1, 0, 1, 1]: gap 0, cross 0
///         focus: a → b (F20 move right)
struct TraceCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trace",
    abstract: "Print a step-by-step focus trace of the selected scenarios.",
    discussion: """
      PATHs, --filter, --tag and --skip-tag select scenarios as they do for run. Files are traced in path \
      order, each as if it were named alone, separated by a blank line; a file with nothing selected prints \
      nothing. Every scenario line names its file.

      With --html FILE the trace is also drawn: FILE gets one self-contained HTML page with a picture of \
      every step of each traced scenario, whatever its outcome (the html report of run, for these scenarios); \
      the text trace is still printed on stdout.

      Exit status, the worst over all files: 0 all passed, 1 a scenario failed, 2 a file or scenario is \
      invalid; 3 --scenario, FILE:LINE or a filter selected nothing (or no scenario file was found), 64 misuse, \
      70 the trace could not be written.
      """
  )

  @Argument(help: FilterOptions.pathsHelp)
  var paths: [String]

  @OptionGroup var filters: FilterOptions

  @Option(help: "Trace only the scenario with this name (an exact match).")
  var scenario: String?

  @OptionGroup var color: ColorOptions

  @Flag(help: "Print the view tree after every step, with the focused node, the focus chain, disabled and absent nodes and the Tab order.")
  var tree = false

  @Option(
    name: .customLong("os-version"),
    help: ArgumentHelp("Trace at this major OS version of each scenario's platform (15 for iOS 15, F60).", valueName: "V"))
  var osVersion: Int?

  @Option(help: ArgumentHelp(
    "Also write the trace as an HTML page with a picture of every step to this file (the text trace is still printed).",
    valueName: "file"))
  var html: String?

  func validate() throws {
    if let html, html.isEmpty {
      throw ValidationError("--html needs a file name, as in --html trace.html")
    }
    if let osVersion, !Platform.allCases.contains(where: { $0.knownVersions.contains(osVersion) }) {
      throw ValidationError("--os-version \(osVersion) is no version the spec knows (F60): iOS 15–18, 26; macOS 12–15, 26; tvOS 15–18, 26; watchOS 8–11, 26; visionOS 1, 2, 26")
    }
  }

  mutating func run() async throws {
    let command = self
    try await ExitStatus.guarding(command: "trace") { try command.execute() }
  }

  /// How the traced documents ended, over every file, and with `--html`
  /// their results for the page.
  private struct Outcome {
    var traced = 0
    var anyFailed = false
    var anyInvalid = false
    var results: [ScenarioResult] = []

    mutating func add(_ status: ScenarioResult.Status) {
      traced += 1
      switch status {
      case .passed: break
      case .failed: anyFailed = true
      case .invalid: anyInvalid = true
      }
    }
  }

  private func execute() throws {
    // Opened first, so a FILE that cannot be written fails before any tracing.
    let page = try html.map { path in
      do {
        return try OutputSink.file(at: path)
      } catch {
        throw ValidationError("--html \(path): \(error)")
      }
    }
    let plan = try filters.makePlan(paths: paths)
    let style = color.style()
    let renderer = DiagnosticRenderer(style: style == .color ? .color : .plain)
    var wroteAnything = false
    let sink = OutputSink.standardOutput.write
    let write: (String) -> Void = { text in
      wroteAnything = true
      sink(text)
    }

    // A blank line between files, as between the documents of one.
    let separate = { if wroteAnything { write("\n") } }

    var outcome = Outcome()
    var selection = plan.selection()
    for planned in plan.files {
      let decoded = ScenarioDecoder.load(path: planned.path)
      if !decoded.fileDiagnostics.isEmpty {
        // One invalid item of the plan, whatever the filters.
        guard !selection.shard([decoded]).isEmpty else { continue }
        separate()
        for diagnostic in decoded.fileDiagnostics { write(renderer.render(diagnostic) + "\n") }
        outcome.add(.invalid)
        if page != nil {
          let location = decoded.fileDiagnostics.first?.location ?? SourceLocation(file: planned.path, line: 1, column: 1)
          outcome.results.append(ScenarioResult(
            file: planned.path, name: URL(fileURLWithPath: planned.path).lastPathComponent, location: location, status: .invalid,
            diagnostics: decoded.fileDiagnostics))
        }
        continue
      }
      var selected = selection.shard(plan.selectedEntries(of: decoded, lines: planned.lines)).map { decoded.entries[$0] }
      if let scenario {
        selected = selected.filter { $0.name == scenario }
        // Named alone, a file without that name lists the names it has (a
        // name it has but FILE:LINE or a filter left out falls through).
        if selected.isEmpty, plan.files.count == 1, !decoded.entries.contains(where: { $0.name == scenario }) {
          let listed = decoded.entries.compactMap(\.name).map { "  " + TerminalText.escaped($0) + "\n" }.joined()
          write(TerminalText.escaped("no scenario named '\(scenario)' in \(planned.path); it has:") + "\n" + listed)
          throw ExitStatus.nothingMatched
        }
      }
      if !selected.isEmpty { separate() }
      trace(selected, of: planned.path, renderer: renderer, outcome: &outcome, write: write)
    }

    if let page {
      var reporter = HTMLReporter(run: runDescription(), title: "focus-scenarios trace") { page.write($0) }
      reporter.record(outcome.results.map { ScenarioEvent(.scenarioFinished($0)) })
      reporter.record(ScenarioEvent(.runEnded(RunSummary(results: outcome.results))))
      page.close()
      try ExitStatus.checkWritten(page)
    }

    if outcome.traced == 0, isNarrowed(plan) || plan.files.isEmpty {
      let what = scenario.map { "no scenario named '\($0)' matched" } ?? "no scenario matched"
      OutputSink.standardError.write(TerminalText.escaped("focus-scenarios: \(what) the paths and filters") + "\n")
      throw ExitStatus.nothingMatched
    }
    throw outcome.anyInvalid ? ExitStatus.invalid : outcome.anyFailed ? ExitStatus.failed : ExitStatus.passed
  }

  /// What was traced, for the page's header.
  private func runDescription() -> RunDescription {
    RunDescription(
      paths: paths, filter: filters.filter, tags: filters.tags, skipTags: filters.skipTags,
      osVersions: osVersion.map(String.init))
  }

  /// Whether more than the PATHs chose what to trace (`--scenario`,
  /// `FILE:LINE`, a filter): only then is tracing nothing "nothing matched"
  /// (3). A file named alone that holds no scenario exits 0, as it always has.
  private func isNarrowed(_ plan: ScenarioPlan) -> Bool {
    scenario != nil || !plan.filter.isEmpty || plan.files.contains { $0.lines != nil }
  }

  /// Prints the selected documents of one file, a blank line between them.
  /// Diagnostics of invalid documents share the file's budget
  /// (`DiagnosticBudget.perFile`), as in the reports of `run`.
  private func trace(
    _ selected: [ScenarioFile.Entry], of file: String, renderer: DiagnosticRenderer, outcome: inout Outcome,
    write: (String) -> Void
  ) {
    var diagnosticsLeft = DiagnosticBudget.perFile
    var withheld = 0
    for position in selected.indices {
      // Past the budget an invalid document prints nothing; it is counted.
      if case .invalid(_, _, let diagnostics) = selected[position], diagnosticsLeft == 0 {
        withheld += diagnostics.count
        outcome.add(.invalid)
        continue
      }
      if position > 0 { write("\n") }
      let status = trace(
        selected[position], of: file, renderer: renderer, diagnosticsLeft: &diagnosticsLeft, withheld: &withheld,
        results: &outcome.results, write: write)
      outcome.add(status)
    }
    if withheld > 0 {
      write(DiagnosticBudget.note(file: file, count: withheld) + "\n")
    }
  }

  /// Prints one document's trace and returns how it ended; with `--html` its result joins `results`.
  /// Diagnostics of invalid documents share the file's budget
  /// (`DiagnosticBudget.perFile`), as in the reports of `run`.
  private func trace(
    _ entry: ScenarioFile.Entry, of file: String, renderer: DiagnosticRenderer, diagnosticsLeft: inout Int,
    withheld: inout Int, results: inout [ScenarioResult], write: (String) -> Void
  ) -> ScenarioResult.Status {
    switch entry {
    case .invalid(let name, let mark, let diagnostics):
      if html != nil {
        results.append(ScenarioResult(
          file: file, name: name ?? "(unnamed)", location: SourceLocation(file: file, mark: mark), status: .invalid,
          diagnostics: diagnostics))
      }
      write("scenario: \(TerminalText.escaped(name ?? "(unnamed)")) is invalid\n")
      for diagnostic in diagnostics {
        guard diagnosticsLeft > 0 else {
          withheld += 1
          continue
        }
        diagnosticsLeft -= 1
        write(renderer.render(diagnostic) + "\n")
      }
      return .invalid
    case .valid(var scenario):
      // Names, trace lines and values come from the file: escaped so no
      // control character reaches the terminal, values elided (issue 13).
      write(TerminalText.escaped("scenario: \(scenario.name)  (\(scenario.location))") + "\n")
      if let osVersion {
        // F60: at V when the scenario's platform has it; said when it has not.
        if scenario.platform.knownVersions.contains(osVersion) {
          scenario = scenario.atVersion(osVersion)
        } else {
          write("note: \(scenario.platform) has no version \(osVersion); traced at \(scenario.osVersion)\n")
        }
      }
      let result = ScenarioExecutor.execute(
        scenario, options: .init(includeTrees: tree, keepsTraceOfPasses: true, recordsStructuredTrace: html != nil))
      if html != nil { results.append(result) }
      for line in result.trace {
        write(TerminalText.escaped(TerminalText.shortened(line, budget: TerminalText.traceLineBudget)) + "\n")
      }
      // Where to read up on each rule the trace cites: docs/rules.md has an
      // anchor per rule and part (#f26c).
      var cited: [FocusRule] = []
      for line in result.trace { cited.append(contentsOf: FocusRule.cited(in: line).filter { !cited.contains($0) }) }
      if !cited.isEmpty {
        let rules = cited.sorted()
        write("rules: \(rules.map(\.description).joined(separator: ", ")) (docs/rules.md\(rules.map { "#" + $0.anchor }.joined(separator: " ")))\n")
      }
      guard let failure = result.failures.first else {
        write("✓ passed\n")
        return .passed
      }
      write(TerminalText.escaped("✗ failed at step \(failure.stepIndex + 1) (\(failure.location)): \(failure.shownMessage)") + "\n")
      for mismatch in failure.mismatches { write("  " + TerminalText.escaped(mismatch.shownDescription) + "\n") }
      return .failed
    }
  }
}

extension ScenarioFile.Entry {
  /// The document's `scenario:` name, when it could be read.
  fileprivate var name: String? {
    switch self {
    case .valid(let scenario): return scenario.name
    case .invalid(let name, _, _): return name
    }
  }
}
