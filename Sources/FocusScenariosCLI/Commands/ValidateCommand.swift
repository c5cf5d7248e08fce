import ArgumentParser
import FocusScenarios

/// `focus-scenarios validate [PATH...]`: parses and checks scenarios, runs nothing.
///
///     $ focus-scenarios validate Scenarios/
///     3 valid, 0 invalid in 2 files
struct ValidateCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Parse and check scenarios without running them.",
    discussion: "Exit status: 0 all valid, 2 something is invalid, 3 nothing found, 64 command-line misuse, 70 the report could not be written."
  )

  @OptionGroup var selection: SelectionOptions

  mutating func run() async throws {
    let command = self
    try await ExitStatus.guarding(command: "validate") { try await command.execute() }
  }

  private func execute() async throws {
    let plan = try selection.makePlan()
    let style = selection.color.style()
    // Window by window, as `run` reads files: memory stays flat in the suite's size.
    var report = ValidationReporter(style: style, writingUsing: OutputSink.standardOutput.write).stream()
    await ScenarioRunner(plan: plan).forEachWindow { report.add($0) }
    report.finish()
    if report.isEmpty { throw ExitStatus.nothingMatched }
    throw report.hasInvalid ? ExitStatus.invalid : ExitStatus.passed
  }
}
