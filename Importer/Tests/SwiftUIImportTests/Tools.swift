import Foundation
import Testing

/// The built tools, run as a user would: `focus-scenarios-import` from this
/// package's products folder, `focus-scenarios` from the main package's
/// (`FOCUS_SCENARIOS_BINARY`, else `swift build` there, once).
enum Tools {
  struct Result: CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String
    var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
  }

  static let importerPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let repository = importerPackage.deletingLastPathComponent()
  static let fixtures = importerPackage.appendingPathComponent("Tests/Fixtures")

  /// `focus-scenarios-import`, beside the test bundle.
  static func importer() throws -> URL {
    var folders = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
    if let first = CommandLine.arguments.first { folders.append(URL(fileURLWithPath: first).deletingLastPathComponent()) }
    for folder in folders {
      let candidate = folder.appendingPathComponent("focus-scenarios-import")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw Missing(what: "focus-scenarios-import in \(folders.map(\.path))")
  }

  /// `focus-scenarios`: the main package's debug build.
  static let mainTool: Result = {
    if let given = ProcessInfo.processInfo.environment["FOCUS_SCENARIOS_BINARY"] { return Result(status: 0, stdout: given, stderr: "") }
    let swift = URL(fileURLWithPath: "/usr/bin/env")
    let built = (try? run(swift, ["swift", "build", "--product", "focus-scenarios"], in: repository))
    guard let built, built.status == 0 else { return built ?? Result(status: -1, stdout: "", stderr: "swift build did not run") }
    let path = (try? run(swift, ["swift", "build", "--show-bin-path"], in: repository))?.stdout
      .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    return Result(status: 0, stdout: path + "/focus-scenarios", stderr: "")
  }()

  static func focusScenarios() throws -> URL {
    guard mainTool.status == 0 else { throw Missing(what: "focus-scenarios: \(mainTool)") }
    return URL(fileURLWithPath: mainTool.stdout)
  }

  struct Missing: Error, CustomStringConvertible {
    var what: String
    var description: String { "not found: \(what)" }
  }

  /// Runs `program` with `arguments` in `folder`, output through files.
  static func run(_ program: URL, _ arguments: [String], in folder: URL) throws -> Result {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment.removeValue(forKey: "CI")
    process.environment = environment
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("import-tool-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let out = scratch.appendingPathComponent("out"), err = scratch.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    try process.run()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: try String(contentsOf: out, encoding: .utf8),
      stderr: try String(contentsOf: err, encoding: .utf8))
  }

  /// A fresh temporary folder.
  static func scratchFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("import-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}
