import Foundation
import Testing

/// `focus-scenarios import` runs the separately built `focus-scenarios-import`
/// (issue 19): found on PATH here (a stand-in script), its arguments, output
/// and exit status passed through; when it is nowhere, the command says how
/// to build it and exits 70. The importer itself is tested in `Importer/`.
@Suite("import runs focus-scenarios-import")
struct ImportCommandTests {
  /// A folder holding an executable `focus-scenarios-import` shell script with `body`.
  static func fakeImporter(_ body: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-import-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let script = folder.appendingPathComponent("focus-scenarios-import")
    try "#!/bin/sh\n\(body)\n".write(to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return folder
  }

  @Test("The importer on PATH gets the same arguments; its stdout, stderr and status pass through")
  func passesThrough() throws {
    let folder = try Self.fakeImporter(#"""
      printf 'args:'; for a in "$@"; do printf ' [%s]' "$a"; done; printf '\n'
      echo 'TODO count on stderr' >&2
      exit 1
      """#)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CommandLineTool.run(
      ["import", "Login Form.swift", "--type", "LoginForm", "-o", "out.yaml", "--check"],
      environment: ["PATH": "\(folder.path):/usr/bin:/bin"])
    #expect(result.status == 1, "\(result)")
    #expect(result.stdout == "args: [Login Form.swift] [--type] [LoginForm] [-o] [out.yaml] [--check]\n", "\(result)")
    #expect(result.stderr == "TODO count on stderr\n", "\(result)")
  }

  @Test("An importer ended by a signal ends import by that signal: the importer starts with no signal blocked")
  func signalPassesThrough() throws {
    // The importer replaces the tool (execv) from a thread of Swift's
    // concurrency pool, whose blocked signals execv would keep: a blocked
    // SIGTERM left this importer running on, to exit 0.
    let folder = try Self.fakeImporter("kill -TERM $$\necho 'still running'")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CommandLineTool.run(["import", "A.swift"], environment: ["PATH": "\(folder.path):/usr/bin:/bin"])
    #expect(result.status == SIGTERM, "\(result)")
    #expect(result.stdout == "", "\(result)")
  }

  @Test("Without focus-scenarios-import beside it or on PATH, import says how to build it and exits 70")
  func notInstalled() throws {
    let result = try CommandLineTool.run(["import", "LoginForm.swift"], environment: ["PATH": "/usr/bin:/bin"])
    #expect(result.status == 70, "\(result)")
    #expect(result.stdout == "", "\(result)")
    #expect(result.stderr == """
      focus-scenarios: error: the importer is not installed: no focus-scenarios-import beside this executable or on PATH.
      It is a package of its own (it needs swift-syntax). From the focus-scenarios repository, either
        scripts/install                 # installs focus-scenarios and focus-scenarios-import
      or build and copy it yourself:
        swift build -c release --package-path Importer
        cp Importer/.build/release/focus-scenarios-import "$(dirname "$(command -v focus-scenarios)")"/

      """, "\(result)")
  }
}

extension ImportCommandTests {
  @Test("scripts/install --importer-binary puts the importer beside focus-scenarios, where import finds it off PATH")
  func installedBeside() throws {
    let importer = try Self.fakeImporter("echo \"imported $*\"; exit 0")
    let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-prefix-\(UUID().uuidString)")
    defer {
      try? FileManager.default.removeItem(at: importer)
      try? FileManager.default.removeItem(at: prefix)
    }
    let binary = try CommandLineTool.executable().path
    let install = try VersionAndInstallTests.install(
      ["--prefix", prefix.path, "--binary", binary, "--importer-binary", importer.appendingPathComponent("focus-scenarios-import").path],
      path: "/usr/bin:/bin")
    #expect(install.status == 0, "\(install)")
    let installedImporter = prefix.appendingPathComponent("bin/focus-scenarios-import")
    #expect(install.stdout.contains("installed focus-scenarios-import at \(installedImporter.path)\n"), "\(install)")

    let result = try CommandLineTool.run(
      ["import", "A.swift"], environment: ["PATH": "/usr/bin:/bin"], program: prefix.appendingPathComponent("bin/focus-scenarios"))
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == "imported A.swift\n", "\(result)")
  }
}

extension ImportCommandTests {
  @Test("scripts/install: a missing --importer-binary exits 1; --skip-importer installs focus-scenarios only")
  func installOptions() throws {
    let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-prefix-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: prefix) }
    let binary = try CommandLineTool.executable().path
    let missing = try VersionAndInstallTests.install(
      ["--prefix", prefix.path, "--binary", binary, "--importer-binary", "/no/such/focus-scenarios-import"], path: "/usr/bin:/bin")
    #expect(missing.status == 1, "\(missing)")
    #expect(missing.stderr == "scripts/install: no executable focus-scenarios-import at '/no/such/focus-scenarios-import'\n", "\(missing)")

    let skipped = try VersionAndInstallTests.install(
      ["--prefix", prefix.path, "--binary", binary, "--importer-binary", "/no/such/focus-scenarios-import", "--skip-importer"],
      path: "/usr/bin:/bin")
    #expect(skipped.status == 0, "\(skipped)")
    #expect(!skipped.stdout.contains("focus-scenarios-import"), "\(skipped)")
    #expect(!FileManager.default.fileExists(atPath: prefix.appendingPathComponent("bin/focus-scenarios-import").path))
  }
}
