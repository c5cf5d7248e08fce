import ArgumentParser
import Foundation

/// `focus-scenarios import`: runs the separately built importer,
/// `focus-scenarios-import`, with the same arguments.
///
///     $ focus-scenarios import LoginForm.swift -o login.yaml
///     $ focus-scenarios import --check Scenarios/
///
/// The importer reads Swift with swift-syntax, which costs minutes per clean
/// build and pins a version that users' macro packages may conflict with, so
/// it lives in its own package (`Importer/`) and this command only finds and
/// runs it: beside this executable first (where `scripts/install` puts it),
/// then on PATH. Its stdout, stderr and exit status pass through unchanged.
/// When it is not installed the command says how to build it and exits 70.
struct ImportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Write a scenario skeleton from SwiftUI source, or check scenarios for drift (runs focus-scenarios-import).",
    discussion: """
      Usage: focus-scenarios import FILE.swift... [--type T] [--platform P] [-o OUT.yaml]
             focus-scenarios import --check PATH...
      All arguments go to focus-scenarios-import (see 'focus-scenarios-import --help' and docs/import.md). \
      Exit status: the importer's (0 written or no drift, 1 TODOs remain or drift, 2 a file unreadable, not Swift or without the View, 64 misuse), \
      or 70 when focus-scenarios-import is not installed.
      """
  )

  /// The importer's name, beside this executable or on PATH.
  static let importerName = "focus-scenarios-import"

  @Argument(parsing: .captureForPassthrough, help: "Arguments for focus-scenarios-import.")
  var arguments: [String] = []

  mutating func run() async throws {
    guard let importer = Self.findImporter() else {
      OutputSink.standardError.write(Self.notInstalledMessage)
      throw ExitStatus.internalError
    }
    let process = Process()
    process.executableURL = importer
    process.arguments = arguments
    // Standard input, output and error are inherited: the importer writes
    // to the same terminal or pipe as this command would.
    do {
      try process.run()
    } catch {
      OutputSink.standardError.write("focus-scenarios: cannot run \(importer.path): \(error.localizedDescription)\n")
      throw ExitStatus.internalError
    }
    process.waitUntilExit()
    if process.terminationReason == .uncaughtSignal {
      OutputSink.standardError.write("focus-scenarios: \(Self.importerName) ended by signal \(process.terminationStatus)\n")
      throw ExitStatus.internalError
    }
    throw ExitCode(process.terminationStatus)
  }

  static let notInstalledMessage = """
    focus-scenarios: error: the importer is not installed: no \(importerName) beside this executable or on PATH.
    It is a package of its own (it needs swift-syntax). From the focus-scenarios repository, either
      scripts/install                 # installs focus-scenarios and focus-scenarios-import
    or build and copy it yourself:
      swift build -c release --package-path Importer
      cp Importer/.build/release/\(importerName) "$(dirname "$(command -v focus-scenarios)")"/

    """

  /// `focus-scenarios-import` beside this executable (links resolved), else
  /// the first executable of that name on PATH.
  static func findImporter() -> URL? {
    var folders: [URL] = []
    if let executable = Bundle.main.executableURL {
      folders.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
    }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    folders += path.split(separator: ":").filter { !$0.isEmpty }.map { URL(fileURLWithPath: String($0)) }
    for folder in folders {
      let candidate = folder.appendingPathComponent(importerName)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}
