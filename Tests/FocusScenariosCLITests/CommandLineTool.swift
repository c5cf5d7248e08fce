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
  /// Runs the tool with `arguments` in `directory` (default: the fixtures).
  ///
  /// - Parameters:
  ///   - program: runs instead of the tool when given (a wrapper such as
  ///     `timeout`, `prlimit` or `setpriv` that then runs the tool).
  ///   - stdout: a file for the tool's standard output (then not read back).
  ///   - unsetting: environment variables the tool must not see.
  ///   - timeLimit: past it the process is killed and the test fails, so a
  ///     hang fails the test instead of stalling the suite.
  static func run(
    _ arguments: [String], in directory: URL = fixtures, environment extra: [String: String] = [:], program: URL? = nil,
    stdout stdoutPath: String? = nil, unsetting: [String] = [], timeLimit: Duration = .seconds(300),
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> Result {
    let process = Process()
    process.executableURL = try program ?? executable()
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "NO_COLOR")
    for name in unsetting { environment.removeValue(forKey: name) }
    environment.merge(extra) { $1 }
    process.environment = environment

    let outcome = try BoundedProcess.run(process, timeLimit: timeLimit, stdoutPath: stdoutPath)
    #expect(
      !outcome.timedOut, "focus-scenarios \(arguments.joined(separator: " ")) did not end within \(timeLimit)",
      sourceLocation: sourceLocation)
    return Result(status: outcome.status, stdout: outcome.stdout, stderr: outcome.stderr)
  }
}

/// A child process run to its end or killed at a time limit, its stdout
/// and stderr read back from files: what the tool's tests and the browser
/// tests both need.
enum BoundedProcess {
  struct Outcome {
    /// The exit status; -1 when the process was killed at the time limit.
    var status: Int32
    var stdout: String
    var stderr: String
    var timedOut: Bool
  }

  /// Runs the configured `process` (its standard streams are set here).
  /// With `stdoutPath`, stdout goes to that file and is not read back.
  static func run(_ process: Process, timeLimit: Duration, stdoutPath: String? = nil) throws -> Outcome {
    // Files, not pipes: a full pipe buffer cannot stall the child this way.
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = stdoutPath.map(URL.init(fileURLWithPath:)) ?? scratch.appendingPathComponent("stdout")
    let errURL = scratch.appendingPathComponent("stderr")
    if stdoutPath == nil { _ = FileManager.default.createFile(atPath: outURL.path, contents: nil) }
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()

    let deadline = ContinuousClock.now + timeLimit
    while process.isRunning, ContinuousClock.now < deadline { usleep(20_000) }
    let timedOut = process.isRunning
    if timedOut { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    try out.close()
    try err.close()
    return Outcome(
      status: timedOut ? -1 : process.terminationStatus,
      stdout: stdoutPath == nil ? String(decoding: try Data(contentsOf: outURL), as: UTF8.self) : "",
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
      timedOut: timedOut)
  }
}
