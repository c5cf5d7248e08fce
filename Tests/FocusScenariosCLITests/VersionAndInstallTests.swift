import Foundation
import Testing

/// `--version`, and `scripts/install` run into a temporary prefix with the
/// binary these tests already built (`--binary`), so the install logic is
/// checked without a second, release, build; `.ci/run` installs a real
/// release build.
@Suite("--version and scripts/install")
struct VersionAndInstallTests {
  static let installScript = CommandLineTool.packageRoot.appendingPathComponent("scripts/install")

  /// `scripts/install ARGUMENTS` with `PATH` set to `path`.
  static func install(_ arguments: [String], path: String, environment: [String: String] = [:]) throws -> CommandLineTool.Result {
    try CommandLineTool.run(arguments, environment: environment.merging(["PATH": path]) { $1 }, program: installScript)
  }

  /// A temporary folder, removed after `body`.
  static func inTemporaryFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-install-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // The script names folders with links resolved (`pwd -P`); so does
    // `realpath` (`resolvingSymlinksInPath` drops macOS's `/private`).
    let resolved = try #require(realpath(folder.path, nil))
    defer { free(resolved) }
    try body(URL(fileURLWithPath: String(cString: resolved)))
  }

  /// What `focus-scenarios --version` prints, as the README shows it.
  static func readmeVersionLine() throws -> String {
    let readme = try String(contentsOf: ReadmeTests.readme, encoding: .utf8)
    let line = try #require(readme.split(separator: "\n").first { $0.hasPrefix("focus-scenarios --version") })
    return try #require(line.split(separator: "#", maxSplits: 1).last).trimmingCharacters(in: .whitespaces)
  }

  @Test("--version prints the tool's version and the format it reads; the root help lists it")
  func version() throws {
    let result = try CommandLineTool.run(["--version"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr.isEmpty, "\(result)")
    #expect(result.stdout.wholeMatch(of: /focus-scenarios \d+\.\d+\.\d+ \(scenario format 1\.1\)\n/) != nil, "\(result)")
    // The README's first screen shows the same line (one constant, FocusScenariosVersion).
    #expect(result.stdout == (try Self.readmeVersionLine()) + "\n")
    let help = try CommandLineTool.run(["--help"])
    #expect(help.stdout.contains("  --version               Show the version.\n"), "\(help)")
  }

  @Test("scripts/install copies the binary to PREFIX/bin, executable, and says whether that is on PATH")
  func install() throws {
    let binary = try CommandLineTool.executable().path
    let version = try CommandLineTool.run(["--version"]).stdout
    try Self.inTemporaryFolder { folder in
      let prefix = folder.appendingPathComponent("prefix")
      let bin = prefix.appendingPathComponent("bin")
      let installed = bin.appendingPathComponent("focus-scenarios")

      // Not on PATH: where it went, and the line to add.
      let first = try Self.install(["--prefix", prefix.path, "--binary", binary], path: "/usr/bin:/bin")
      #expect(first.status == 0, "\(first)")
      #expect(first.stdout == """
        installed \(version.dropLast()) at \(installed.path)
        note: \(bin.path) is not on PATH; add it to your shell's profile (e.g. ~/.profile):
          export PATH="\(bin.path):$PATH"

        """, "\(first)")
      let attributes = try FileManager.default.attributesOfItem(atPath: installed.path)
      #expect((attributes[.posixPermissions] as? Int) == 0o755)
      #expect(try Data(contentsOf: installed) == Data(contentsOf: URL(fileURLWithPath: binary)))
      let ran = try CommandLineTool.run(["--version"], program: installed)
      #expect(ran.stdout == version, "\(ran)")

      // On PATH (the binary from the environment): installed again over the first, in place.
      let again = try Self.install(
        ["--prefix", prefix.path], path: "/usr/bin:\(bin.path):/bin", environment: ["FOCUS_SCENARIOS_BINARY": binary])
      #expect(again.status == 0, "\(again)")
      #expect(again.stdout == "installed \(version.dropLast()) at \(installed.path)\n\(bin.path) is on PATH: run 'focus-scenarios --help'\n", "\(again)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: bin.path) == ["focus-scenarios"])

      // On PATH, but another focus-scenarios comes first.
      let other = folder.appendingPathComponent("other")
      try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
      try FileManager.default.copyItem(atPath: binary, toPath: other.appendingPathComponent("focus-scenarios").path)
      let shadowed = try Self.install(["--prefix", prefix.path, "--binary", binary], path: "\(other.path):\(bin.path):/usr/bin:/bin")
      #expect(shadowed.status == 0, "\(shadowed)")
      #expect(shadowed.stdout.hasSuffix(
        "warning: \(bin.path) is on PATH, but \(other.path)/focus-scenarios comes before it; 'focus-scenarios' runs that one\n"), "\(shadowed)")
    }
  }

  @Test(
    "scripts/install misuse exits 64; a missing binary exits 1",
    arguments: [
      (["--bogus"], 64, "scripts/install: unknown argument '--bogus'"),
      (["--prefix"], 64, "scripts/install: --prefix needs a folder"),
      (["--binary", "/no/such/focus-scenarios"], 1, "scripts/install: no executable focus-scenarios at '/no/such/focus-scenarios'"),
    ])
  func installMisuse(arguments: [String], status: Int32, message: String) throws {
    try Self.inTemporaryFolder { folder in
      let result = try Self.install(["--prefix=\(folder.path)"] + arguments, path: "/usr/bin:/bin")
      #expect(result.status == status, "\(result)")
      #expect(result.stderr.hasPrefix(message), "\(result)")
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("bin").path), "nothing is created")
    }
  }

  @Test("The README's first screen shows how to install")
  func readmeShowsInstall() throws {
    let readme = try String(contentsOf: ReadmeTests.readme, encoding: .utf8)
    let firstScreen = try #require(readme.components(separatedBy: "\n## ").first)
    #expect(firstScreen.contains("\nscripts/install "), "\(firstScreen)")
    #expect(firstScreen.contains("\nfocus-scenarios --version "), "\(firstScreen)")
  }
}
