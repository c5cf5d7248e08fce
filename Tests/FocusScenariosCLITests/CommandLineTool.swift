import Foundation
import Testing

/// The built `focus-scenarios`, run as a user would: a real process, its
/// exit status, stdout and stderr (swift-argument-parser's
/// `AssertExecuteCommand` habit).
///
///     let result = try CommandLineTool.run(["run", "passing/"])
///     #expect(result.status == 0)
struct CommandLineTool {
  struct Result: CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String

    var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
    /// The last line of stdout (the summary line of a human report).
    var lastLine: String { stdout.split(separator: "\n").last.map(String.init) ?? "" }
  }

  /// `Tests/FocusScenariosCLITests/Fixtures`: tests run the tool there so
  /// paths in its output are short and the same on every machine.
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// The package root, for the bundled `Scenarios/`.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The executable beside the test bundle: SwiftPM puts both in the same
  /// products folder, whatever `--scratch-path` was.
  static func executable() throws -> URL {
    var folders: [URL] = []
    if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
    folders.append(Bundle.main.bundleURL)
    folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
    if let first = CommandLine.arguments.first { folders.append(URL(fileURLWithPath: first).deletingLastPathComponent()) }
    for folder in folders {
      let candidate = folder.appendingPathComponent("focus-scenarios")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw NotFound(searched: folders.map(\.path))
  }

  struct NotFound: Error, CustomStringConvertible {
    var searched: [String]
    var description: String { "no built focus-scenarios in \(searched.joined(separator: ", "))" }
  }

  /// Runs the tool with `arguments` in `directory` (default: the fixtures).
  /// `program` runs instead of the tool when given (a wrapper such as
  /// `timeout` or `prlimit` that then runs the tool).
  static func run(
    _ arguments: [String], in directory: URL = fixtures, environment extra: [String: String] = [:], program: URL? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = try program ?? executable()
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "NO_COLOR")
    environment.merge(extra) { $1 }
    process.environment = environment

    // Files, not pipes: a full pipe buffer cannot stall the child this way.
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("stdout")
    let errURL = scratch.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return Result(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }
}
