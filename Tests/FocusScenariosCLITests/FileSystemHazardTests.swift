import Foundation
import Testing

/// What the file system can put in a run's way (issue 13, items 2, 4 and 9):
/// FIFOs, dangling links, link loops, unreadable folders, and reports that
/// cannot be written. None may hang the run, be skipped in silence, or end in
/// success. What git cannot hold (FIFOs, links, permissions) is made here at
/// run time, in a temporary folder.
@Suite("File-system hazards")
struct FileSystemHazardTests {
  static let validFile = "valid.yaml"

  /// A folder with one valid scenario and one entry of every hazard:
  ///
  ///     valid.yaml                       passes
  ///     fifo.yaml                        FIFO: invalid, and must not block
  ///     dangling.yaml -> missing.yaml    invalid
  ///     loop.yaml -> loop.yaml           invalid (ELOOP)
  ///     notes -> nowhere                 warning: a dangling link not named like a scenario
  ///     sub/back -> ..                   warning: a link to a folder already searched
  static func hazardFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-hazards-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: CommandLineTool.fixtures.appendingPathComponent("hostile/valid-sign-in.yaml"),
      to: folder.appendingPathComponent(validFile))
    try #require(mkfifo(folder.appendingPathComponent("fifo.yaml").path, 0o644) == 0, "mkfifo failed")
    let links = [("dangling.yaml", "missing.yaml"), ("loop.yaml", "loop.yaml"), ("notes", "nowhere"), ("sub/back", "..")]
    for (name, target) in links {
      try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(name).path, withDestinationPath: target)
    }
    return folder
  }

  @Test("a folder with a FIFO, a dangling link and a link loop reports each, located, and still passes the valid file")
  func folderOfHazards() throws {
    let folder = try Self.hazardFolder()
    defer { try? FileManager.default.removeItem(at: folder) }

    let result = try BoundedRun.run(["validate", ".", "--no-color"], in: folder)
    #expect(result.status == 2, "\(result)")
    let errors = result.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
    // In plan (path) order, each located at 1:1 with why.
    #expect(
      errors == [
        "dangling.yaml:1:1: error: cannot read 'dangling.yaml': it is a dangling symbolic link (to 'missing.yaml')",
        "fifo.yaml:1:1: error: cannot read 'fifo.yaml': it is a FIFO, not a regular file",
        "loop.yaml:1:1: error: cannot read 'loop.yaml': Too many levels of symbolic links (a symbolic link loop)",
      ], "\(result)")
    #expect(result.lastLine == "1 valid, 3 invalid in 4 files", "\(result)")
    #expect(
      result.stderr == """
        notes: warning: not searched: a dangling symbolic link
        sub/back: warning: not searched again: it links to the folder '.', already searched

        """, "\(result)")
  }

  @Test("every report format carries the unreadable entries in plan order, and the valid scenario passes",
        arguments: ["human", "junit", "json", "tap", "github"])
  func everyFormat(_ format: String) throws {
    let folder = try Self.hazardFolder()
    defer { try? FileManager.default.removeItem(at: folder) }

    let result = try BoundedRun.run(["run", ".", "--no-color", "--format", format], in: folder)
    #expect(result.status == 2, "\(result)")
    let positions = ["dangling.yaml", "fifo.yaml", "loop.yaml"].map { result.stdout.range(of: $0)?.lowerBound }
    #expect(positions.allSatisfy { $0 != nil }, "\(result)")
    #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted(), "not in plan order: \(result)")
    let summary = format == "human" || format == "github" ? result.stdout : result.stderr
    #expect(summary.contains("1 passed, 0 failed, 3 invalid"), "\(result)")
    // Same input, same output.
    let again = try BoundedRun.run(["run", ".", "--no-color", "--format", format], in: folder)
    if format != "junit" && format != "json" {  // these carry durations
      #expect(again.stdout == result.stdout)
    }
  }

  @Test("a link loop or a FIFO named on the command line is read and refused, not 'no such file'",
        arguments: ["run", "validate", "trace"])
  func namedHazards(_ command: String) throws {
    let folder = try Self.hazardFolder()
    defer { try? FileManager.default.removeItem(at: folder) }

    let loop = try BoundedRun.run([command, "loop.yaml", "--no-color"], in: folder)
    #expect(loop.status == 2, "\(loop)")
    #expect(loop.stdout.contains("loop.yaml:1:1: error: cannot read 'loop.yaml': Too many levels of symbolic links"), "\(loop)")
    #expect(!(loop.stdout + loop.stderr).contains("no such file"), "\(loop)")

    let fifo = try BoundedRun.run([command, "fifo.yaml", "--no-color"], in: folder)
    #expect(fifo.status == 2, "\(fifo)")
    #expect(fifo.stdout.contains("fifo.yaml:1:1: error: cannot read 'fifo.yaml': it is a FIFO, not a regular file"), "\(fifo)")
  }

  @Test("links to folders are followed, each folder searched once, a file reached both ways named by its real path")
  func folderLinks() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-links-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("suite")
    let valid = CommandLineTool.fixtures.appendingPathComponent("hostile/valid-sign-in.yaml")
    for path in ["suite/real", "outside"] {
      try FileManager.default.createDirectory(at: root.appendingPathComponent(path), withIntermediateDirectories: true)
    }
    try FileManager.default.copyItem(at: valid, to: folder.appendingPathComponent("real/a.yaml"))
    try FileManager.default.copyItem(at: valid, to: root.appendingPathComponent("outside/b.yaml"))
    // `alias` sorts before `real`: were links followed as met, a.yaml would be alias/a.yaml.
    for (name, target) in [("alias", "real"), ("other", "../outside"), ("real/up", "..")] {
      try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(name).path, withDestinationPath: target)
    }

    let result = try BoundedRun.run(["run", ".", "--no-color"], in: folder)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("real/a.yaml") && result.stdout.contains("other/b.yaml"), "\(result)")
    #expect(!result.stdout.contains("alias/"), "\(result)")
    #expect(result.lastLine.hasPrefix("2 passed, 0 failed, 0 invalid"), "\(result)")
    #expect(
      result.stderr == """
        alias: warning: not searched again: it links to the folder 'real', already searched
        real/up: warning: not searched again: it links to the folder '.', already searched

        """, "\(result)")
  }

  @Test(
    "an unreadable folder is an invalid result, not skipped",
    .enabled(if: BoundedRun.permissionsApply, "running as root without setpriv (or nobody cannot run the built tool): chmod 000 does not stop root's reads"))
  func unreadableFolder() throws {
    let folder = try Self.hazardFolder()
    let locked = folder.appendingPathComponent("locked")
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: folder.appendingPathComponent(Self.validFile), to: locked.appendingPathComponent(Self.validFile))
    // `nobody` must be able to read everything but `locked`, whatever the umask.
    try #require(chmod(folder.path, 0o755) == 0)
    try #require(chmod(locked.path, 0) == 0)
    defer {
      _ = chmod(locked.path, 0o755)
      try? FileManager.default.removeItem(at: folder)
    }

    let result = try BoundedRun.run(["run", ".", "--no-color"], in: folder, asUnprivilegedUser: true)
    #expect(result.status == 2, "\(result)")
    #expect(
      result.stdout.contains("locked:1:1: error: cannot read 'locked': it is a folder that cannot be searched: Permission denied"),
      "\(result)")
    #expect(result.lastLine == "1 passed, 0 failed, 4 invalid", "\(result)")
  }

  // MARK: Writes that fail

  @Test(
    "a report that cannot be written to stdout exits 70 and says why",
    .enabled(if: BoundedRun.hasDevFull, "needs /dev/full, a device where every write fails (Linux)"),
    arguments: [
      ["schema"], ["validate", ".", "--no-color"], ["run", ".", "--no-color"], ["run", ".", "--format", "json"],
      ["trace", "valid.yaml", "--no-color"], ["record", "valid.yaml", "--no-color"],
    ])
  func stdoutFull(_ arguments: [String]) throws {
    let folder = try Self.hazardFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.removeItem(at: folder.appendingPathComponent("fifo.yaml"))
    try FileManager.default.removeItem(at: folder.appendingPathComponent("loop.yaml"))
    try FileManager.default.removeItem(at: folder.appendingPathComponent("dangling.yaml"))

    let result = try BoundedRun.run(arguments, in: folder, stdout: "/dev/full")
    #expect(result.status == 70, "\(result)")
    #expect(
      result.stderr.contains("focus-scenarios: error: cannot write the report to standard output: No space left on device"),
      "\(result)")
  }

  @Test(
    "a report file that cannot be written exits 70 and says why, whatever the format",
    .enabled(if: BoundedRun.hasDevFull, "needs /dev/full, a device where every write fails (Linux)"),
    arguments: ["human", "junit", "json", "tap", "github"])
  func outputFull(_ format: String) throws {
    let result = try BoundedRun.run(
      ["run", "Scenarios/lists", "--format", format, "--output", "/dev/full"], in: CommandLineTool.packageRoot)
    #expect(result.status == 70, "\(result)")
    #expect(result.stderr.contains("focus-scenarios: error: cannot write the report to '/dev/full': No space left on device"), "\(result)")
  }
}

/// Runs the built tool with a time limit, so a hang fails the test instead of
/// hanging the suite.
enum BoundedRun {
  static let timeLimit: Duration = .seconds(20)

  /// Whether a test can make a folder this process cannot read: not as root,
  /// unless the tool can be run as `nobody` through `setpriv`.
  static let permissionsApply = getuid() != 0 || (setpriv != nil && othersCanRunTool)

  /// Whether `nobody` can reach and run the built tool: every folder above
  /// it searchable by others, the file executable by others.
  static let othersCanRunTool: Bool = {
    guard var url = try? CommandLineTool.executable() else { return false }
    var info = stat()
    guard stat(url.path, &info) == 0, info.st_mode & S_IXOTH != 0 else { return false }
    while url.path != "/" {
      url = url.deletingLastPathComponent()
      guard stat(url.path, &info) == 0, info.st_mode & S_IXOTH != 0 else { return false }
    }
    return true
  }()

  /// `/dev/full` as the device, not a file left in its place: an older
  /// build's `--output /dev/full`, run as root, replaced it with a regular
  /// file (Foundation's `createFile` writes a temporary file and renames it).
  static let hasDevFull: Bool = {
    var info = stat()
    return stat("/dev/full", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR
  }()

  static let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first { FileManager.default.isExecutableFile(atPath: $0) }

  static func run(
    _ arguments: [String], in directory: URL, stdout: String? = nil, asUnprivilegedUser: Bool = false,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> CommandLineTool.Result {
    let tool = try CommandLineTool.executable()
    // Root reads anything; `nobody` is who permissions stop.
    let unprivileged = asUnprivilegedUser && getuid() == 0 ? setpriv : nil
    return try CommandLineTool.run(
      unprivileged.map { _ in ["--reuid=65534", "--regid=65534", "--clear-groups", tool.path] + arguments } ?? arguments,
      in: directory, program: unprivileged.map(URL.init(fileURLWithPath:)), stdout: stdout, unsetting: ["CI"],
      timeLimit: timeLimit, sourceLocation: sourceLocation)
  }
}
