import ArgumentParser
import FocusScenarios

/// `focus-scenarios schema`: prints the JSON Schema of the scenario format.
///
///     $ focus-scenarios schema > schema/focus-scenario.schema.json
///
/// Editors that understand `# yaml-language-server: $schema=…` use it to
/// complete keys and explain them on hover.
struct SchemaCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Print the JSON Schema (draft-07) of the scenario format.",
    discussion: "Exit status: 0, 64 on command-line misuse, 70 when the schema could not be written."
  )

  mutating func run() async throws {
    try await ExitStatus.guarding(command: "schema") {
      OutputSink.standardOutput.write(SchemaGenerator.schema())
    }
  }
}
