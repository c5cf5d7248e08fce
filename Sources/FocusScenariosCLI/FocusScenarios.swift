import ArgumentParser
import FocusScenarios

/// `focus-scenarios`: runs YAML focus scenarios against the headless focus engine.
///
///     $ focus-scenarios run Scenarios/
///     $ focus-scenarios validate Scenarios/login.yaml
///     $ focus-scenarios --version   # focus-scenarios 0.1.0 (scenario format 1.1)
///
/// The type is not named `FocusScenarios` because that is the library module
/// it imports; the command name is set explicitly instead.
@main
struct FocusScenariosCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "focus-scenarios",
    abstract: "Run YAML scenarios against a headless model of SwiftUI's focus system.",
    discussion: """
      Exit status: 0 all passed, 1 a scenario failed, 2 a file or scenario is invalid, \
      3 nothing matched the paths and filters, 64 command-line misuse, 70 internal error.
      """,
    version: FocusScenariosVersion.description,
    subcommands: [
      RunCommand.self, ValidateCommand.self, RecordCommand.self, TraceCommand.self, SchemaCommand.self, MergeReportsCommand.self,
      ImportCommand.self,
    ]
  )
}
