import ArgumentParser
import FocusScenarios
import Foundation

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
    let items = await ScenarioRunner(plan: plan).items()
    ValidationReporter(style: style, writingUsing: OutputSink.standardOutput.write).report(items)

    if items.isEmpty { throw ExitStatus.nothingMatched }
    let invalid = items.contains { if case .report = $0 { return true } else { return false } }
    throw invalid ? ExitStatus.invalid : ExitStatus.passed
  }
}
