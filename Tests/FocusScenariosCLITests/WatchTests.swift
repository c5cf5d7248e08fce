import Foundation
import Testing

/// Issue 17, item 7: `run --watch` runs the selection, then the scenarios of
/// each file that changes, until it is stopped.
@Suite("run --watch")
struct WatchTests {
  /// Waits until `file`'s text satisfies `condition`, at most `seconds`.
  func wait(for file: URL, seconds: Double, until condition: (String) -> Bool) -> String {
    let deadline = Date().addingTimeInterval(seconds)
    var text = ""
    while Date() < deadline {
      text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      if condition(text) { return text }
      Thread.sleep(forTimeInterval: 0.1)
    }
    return text
  }

  @Test("a changed file's scenarios run again; the others do not")
  func rerunsChangedFiles() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-watch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let passing = "scenario: NAME\nview: { Text: Hi }\nsteps:\n  - expect: { focused: null }\n"
    try passing.replacingOccurrences(of: "NAME", with: "alpha").write(to: folder.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
    try passing.replacingOccurrences(of: "NAME", with: "beta").write(to: folder.appendingPathComponent("b.yaml"), atomically: true, encoding: .utf8)

    let process = Process()
    process.executableURL = try CommandLineTool.executable()
    process.arguments = ["run", ".", "--watch", "--no-color"]
    process.currentDirectoryURL = folder
    let output = folder.appendingPathComponent("watch.out")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer {
      process.terminate()
      process.waitUntilExit()
    }

    let first = wait(for: output, seconds: 30) { $0.contains("watching for changes") }
    #expect(first.contains("✓ alpha") && first.contains("✓ beta") && first.contains("2 passed, 0 failed, 0 invalid"), "\(first)")

    // Still valid, now failing: macOS focuses the text field when the scene appears (F26).
    try "scenario: beta\nplatform: macOS\nview: { TextField: { id: t } }\nsteps:\n  - expect: { focused: null }\n"
      .write(to: folder.appendingPathComponent("b.yaml"), atomically: true, encoding: .utf8)
    let second = wait(for: output, seconds: 30) { $0.components(separatedBy: "watching for changes").count > 2 }
    let rerun = second.components(separatedBy: "watching for changes")[1]
    #expect(rerun.contains("changed: b.yaml"), "\(second)")
    #expect(rerun.contains("✗ beta") && !rerun.contains("alpha"), "\(rerun)")
    #expect(rerun.contains("0 passed, 1 failed, 0 invalid"), "\(rerun)")
    #expect(process.isRunning)
  }

  @Test("--watch reports to the terminal only")
  func misuse() throws {
    let result = try CommandLineTool.run(["run", "passing/", "--watch", "--format", "json"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("--watch reports to the terminal only"), "\(result)")
  }
}
