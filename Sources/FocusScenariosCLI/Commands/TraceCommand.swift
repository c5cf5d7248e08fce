import ArgumentParser
import FocusScenarios
import Foundation

/// `focus-scenarios trace FILE [--scenario NAME] [--tree]`: replays scenarios
/// step by step and prints where focus went and why — the rule (F-number)
/// that decided, the candidates of directional moves with their measures,
/// pending requests, FocusState and focused-value changes, and warnings.
///
///     $ focus-scenarios trace Scenarios/directional/tvos-moves-follow-the-grid-without-wrapping.yaml
///     3. move: right
///         candidate b [1, 0, 1, 1]: gap 0, cross 0
///         focus: a → b (F20 move right)
struct TraceCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trace",
    abstract: "Print a step-by-step focus trace of the scenarios in a file.",
    discussion: "Exit status: 0 all passed, 1 a scenario failed, 2 the file or scenario is invalid, 3 no scenario has that name, 64 misuse, 70 the trace could not be written."
  )

  @Argument(help: "The scenario file.")
  var file: String

  @Option(help: "Trace only the scenario with this name.")
  var scenario: String?

  @Flag(help: "Turn colour off (also off when NO_COLOR is set or stdout is not a terminal).")
  var noColor = false

  @Flag(help: "Print the view tree after every step, with the focused node, the focus chain, disabled and absent nodes and the Tab order.")
  var tree = false

  mutating func run() async throws {
    let command = self
    try await ExitStatus.guarding(command: "trace") { try command.execute() }
  }

  private func execute() throws {
    // `lstat`, not `fileExists`: a link loop or a dangling link is there,
    // and reading it says what it is, located, rather than "no such file".
    var info = stat()
    guard lstat(file, &info) == 0 else {
      throw ValidationError("no such file: \(file)")
    }
    let style = RenderStyle.automatic(noColorFlag: noColor, environment: ProcessInfo.processInfo.environment)
    let renderer = DiagnosticRenderer(style: style == .color ? .color : .plain)
    let write = OutputSink.standardOutput.write
    let decoded = ScenarioDecoder.load(path: file)
    for diagnostic in decoded.fileDiagnostics { write(renderer.render(diagnostic) + "\n") }
    if !decoded.fileDiagnostics.isEmpty { throw ExitStatus.invalid }

    var selected: [ScenarioFile.Entry] = decoded.entries
    if let scenario {
      selected = decoded.entries.filter { entry in
        switch entry {
        case .valid(let valid): return valid.name == scenario
        case .invalid(let name, _, _): return name == scenario
        }
      }
      if selected.isEmpty {
        let names = decoded.entries.compactMap { entry -> String? in
          if case .valid(let valid) = entry { return valid.name }
          if case .invalid(let name, _, _) = entry { return name }
          return nil
        }
        let listed = names.map { "  " + TerminalText.escaped($0) + "\n" }.joined()
        write(TerminalText.escaped("no scenario named '\(scenario)' in \(file); it has:") + "\n" + listed)
        throw ExitStatus.nothingMatched
      }
    }
    var anyFailed = false
    var anyInvalid = false
    var diagnosticsLeft = DiagnosticBudget.perFile
    var withheld = 0
    for position in selected.indices {
      // Past the budget an invalid document prints nothing; it is counted.
      if case .invalid(_, _, let diagnostics) = selected[position], diagnosticsLeft == 0 {
        withheld += diagnostics.count
        anyInvalid = true
        continue
      }
      if position > 0 { write("\n") }
      switch trace(selected[position], renderer: renderer, diagnosticsLeft: &diagnosticsLeft, withheld: &withheld, write: write) {
      case .passed: break
      case .failed: anyFailed = true
      case .invalid: anyInvalid = true
      }
    }
    if withheld > 0 {
      write(DiagnosticBudget.note(file: file, count: withheld) + "\n")
    }
    throw anyInvalid ? ExitStatus.invalid : anyFailed ? ExitStatus.failed : ExitStatus.passed
  }

  /// Prints one document's trace and returns how it ended.
  /// Diagnostics of invalid documents share the file's budget
  /// (`DiagnosticBudget.perFile`), as in the reports of `run`.
  private func trace(
    _ entry: ScenarioFile.Entry, renderer: DiagnosticRenderer, diagnosticsLeft: inout Int, withheld: inout Int,
    write: (String) -> Void
  ) -> ScenarioResult.Status {
    switch entry {
    case .invalid(let name, _, let diagnostics):
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
    case .valid(let scenario):
      // Names, trace lines and values come from the file: escaped so no
      // control character reaches the terminal, values elided (issue 13).
      write(TerminalText.escaped("scenario: \(scenario.name)  (\(scenario.location))") + "\n")
      let result = ScenarioExecutor.execute(scenario, options: .init(includeTrees: tree, keepsTraceOfPasses: true))
      for line in result.trace {
        write(TerminalText.escaped(TerminalText.shortened(line, budget: TerminalText.traceLineBudget)) + "\n")
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
