import ArgumentParser
import Foundation
import FocusScenarios
import SwiftUIImport

/// `focus-scenarios-import`: writes a scenario skeleton from SwiftUI source,
/// or (`--check`) reports where imported scenarios drifted from it.
/// `focus-scenarios import` runs it with the same arguments.
///
///     $ focus-scenarios-import LoginForm.swift -o Scenarios/login.yaml
///     $ focus-scenarios-import --check Scenarios/
@main
struct FocusScenariosImport: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "focus-scenarios-import",
    abstract: "Write a focus scenario skeleton from SwiftUI source (docs/import.md).",
    discussion: """
      Exit status: 0 written (or, with --check, no drift); 1 TODOs remain (their count on stderr) \
      or, with --check, drift; 2 a file could not be read or parsed; 64 command-line misuse.
      """
  )

  @Argument(help: "The Swift files to read (FILE.swift…), or with --check the scenarios or folders.")
  var paths: [String] = []

  @Option(help: "The View type to import (default: the one view no other view uses).")
  var type: String?

  @Option(help: "The scenario's platform: iOS, iPadOS, macOS, tvOS, watchOS, visionOS.")
  var platform: String = "iOS"

  @Option(name: .shortAndLong, help: "Write the scenario here instead of standard output.")
  var output: String?

  @Flag(help: "Re-import every scenario with an import header under PATHs and print where it drifted.")
  var check = false

  mutating func validate() throws {
    guard !paths.isEmpty else { throw ValidationError(check ? "--check needs a PATH" : "give the Swift FILE(s) to import") }
    let platforms = ["iOS", "iPadOS", "macOS", "tvOS", "watchOS", "visionOS"]
    guard platforms.contains(String(platform.split(separator: " ").first ?? "")) else {
      throw ValidationError("unknown platform '\(platform)'; the platforms are \(platforms.joined(separator: ", "))")
    }
    if check, type != nil || output != nil { throw ValidationError("--check takes only PATHs") }
  }

  mutating func run() throws {
    let renderer = DiagnosticRenderer(style: isatty(2) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil ? .color : .plain)
    if check {
      let report = DriftCheck(paths: paths).run()
      FileHandle.standardOutput.write(Data(report.output.utf8))
      for (scenario, error) in report.errors {
        let text = renderer.render(error.diagnostic) + "\n   note: named by the import header of \(scenario)\n"
        FileHandle.standardError.write(Data(text.utf8))
      }
      if !report.errors.isEmpty { throw ExitCode(2) }
      FileHandle.standardError.write(Data(report.summary.utf8))
      throw ExitCode(report.drifted ? 1 : 0)
    }
    do {
      let result = try Importer(paths: paths, typeName: type, platform: platform).run(writingTo: output)
      if let output {
        guard FileManager.default.createFile(atPath: output, contents: Data(result.text.utf8)) else {
          FileHandle.standardError.write(Data("focus-scenarios-import: error: cannot write '\(output)'\n".utf8))
          throw ExitCode(2)
        }
      } else {
        FileHandle.standardOutput.write(Data(result.text.utf8))
      }
      if result.todoCount > 0 {
        let noun = result.todoCount == 1 ? "TODO remains" : "TODOs remain"
        FileHandle.standardError.write(Data("\(result.todoCount) \(noun) in \(output ?? "the scenario"): translate them by hand (search for 'TODO(').\n".utf8))
        throw ExitCode(1)
      }
    } catch let error as ImportError {
      FileHandle.standardError.write(Data((renderer.render(error.diagnostic) + "\n").utf8))
      throw ExitCode(2)
    }
  }
}
