#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import YAML

/// The files a run reads, found from the command line's PATHs before anything
/// is decoded (swift-testing's "plan first, then run").
///
/// A PATH is a file, a folder searched recursively for `*.yaml` and `*.yml`
/// (hidden files and folders are skipped; links followed, each folder once;
/// see `ScenarioFileSearch` for what becomes of entries that cannot be
/// read), or `FILE:LINE`, which selects the
/// scenario whose document holds that line. Files are deduplicated and sorted
/// by path, so the plan — and every report — is the same whatever order the
/// PATHs were given in.
///
///     let plan = try ScenarioPlan(paths: ["Scenarios/", "extra/login.yaml:12"])
///     plan.files.map(\.path)    // ["Scenarios/focus-state/a.yaml", …, "extra/login.yaml"]
///     plan.files.last?.lines    // [12]
///
/// The plan also selects, once decoded, for every command (`run`,
/// `validate`, `record`, `trace`): `items(of:lines:)` applies a file's lines
/// and the filter, and a `Selection` deals the shard by plan position.
public struct ScenarioPlan: Sendable {
  /// One file of the plan.
  ///
  ///     ScenarioPlan.File(path: "Scenarios/login.yaml", lines: [12])   // login.yaml:12
  public struct File: Sendable, Hashable {
    /// The path as the user would write it (`Scenarios/login.yaml`), used verbatim in reports.
    public var path: String
    /// `FILE:LINE` selections; `nil` runs every scenario of the file.
    public var lines: [Int]?

    /// A file to read, and the `FILE:LINE` lines to select in it (`nil`: every scenario).
    public init(path: String, lines: [Int]? = nil) {
      self.path = path
      self.lines = lines
    }
  }

  /// In path order, each path once.
  public var files: [File]
  /// `--filter`, `--tag`, `--skip-tag`, applied by `items(of:lines:)`.
  public var filter: ScenarioFilter
  /// `--shard I/N`, applied after the filter by a `Selection`.
  public var shard: Shard?
  /// `--os-versions LIST`: each selected scenario runs once per listed
  /// version of its platform, after the shard (so all versions of a
  /// scenario go to the same shard, F60).
  public var osVersions: OSVersionSelection?
  /// What the folder search left out where nothing is lost (a link back to
  /// a folder already searched, a dangling link not named like a scenario
  /// file), for stderr; anything that loses a scenario file is planned
  /// instead and becomes an invalid result.
  public var warnings: [PlanWarning] = []

  /// A plan of files already found, with a filter and a shard: for callers
  /// that list files themselves (tests, `ScenarioRecorder.record(path:)`).
  public init(files: [File], filter: ScenarioFilter = .all, shard: Shard? = nil) {
    self.files = files
    self.filter = filter
    self.shard = shard
  }

  /// Finds the files named by `paths`.
  ///
  /// - Throws: `PlanError` (a usage error) when a PATH does not exist or a
  ///   `FILE:LINE` line is not a positive number or is past the end of FILE.
  public init(paths: [String], filter: ScenarioFilter = .all, shard: Shard? = nil) throws(PlanError) {
    var selections: [String: PathSelection] = [:]
    func add(_ path: String, line: Int?) {
      switch (selections[path], line) {
      case (.whole?, _), (_, nil):
        // A file asked for whole runs whole, whatever lines were also named.
        selections[path] = .whole
      case (.lines(let lines)?, let line?):
        selections[path] = .lines(lines.union([line]))
      case (nil, let line?):
        selections[path] = .lines([line])
      }
    }

    var folders: [String] = []
    var lineCounts = LineCounts()
    for argument in paths {
      switch Self.kind(of: argument) {
      case .file, .unreadable:
        // An entry that exists but cannot be resolved (a link loop, a
        // dangling link, a parent that may not be searched) is planned:
        // reading it reports why, located, as an invalid result.
        add(argument, line: nil)
      case .directory:
        folders.append(argument)
      case nil:
        guard let (file, line) = try Self.fileAndLine(argument) else {
          throw PlanError(.noSuchPath(argument))
        }
        if let lineCount = lineCounts.lines(in: file), line > lineCount {
          throw PlanError(.lineOutOfRange(argument, lineCount: lineCount))
        }
        add(file, line: line)
      }
    }
    // Sorted, so which name a folder reached twice is searched under does
    // not depend on the order of the PATHs.
    var search = ScenarioFileSearch()
    for folder in folders.sorted() { search.search(folder: folder) }
    search.followLinks()
    for path in search.files { add(path, line: nil) }
    self.warnings = search.warnings
    self.files = selections.keys.sorted().map { path in
      guard case .lines(let lines)? = selections[path] else { return File(path: path) }
      return File(path: path, lines: lines.sorted())
    }
    self.filter = filter
    self.shard = shard
  }

  private enum PathSelection { case whole, lines(Set<Int>) }

  /// How many lines each `FILE:LINE` file has, read once per file: a line
  /// past the end is a usage error rather than a silent run of the last
  /// scenario (whose document reaches to the end of the file).
  private struct LineCounts {
    private var counts: [String: Int?] = [:]

    /// Lines as an editor numbers them (a final line break opens no line);
    /// `nil` when the file cannot be read, which reading it in the run
    /// then reports, located, as an invalid result.
    mutating func lines(in path: String) -> Int? {
      if let known = counts[path] { return known }
      var count: Int?
      if let bytes = try? YAMLReader.readBytes(path: path) {
        let source = SourceFile(path: path, bytes: bytes)
        count = source.lineCount - (source.line(source.lineCount)?.isEmpty == true ? 1 : 0)
      }
      counts[path] = count
      return count
    }
  }

  private enum PathKind {
    /// Anything but a folder: the reader refuses what is not a regular file.
    case file
    case directory
    /// There, but `stat` fails: a link loop (ELOOP), a dangling link, no permission.
    case unreadable
  }

  /// `nil` when nothing is at `path`.
  private static func kind(of path: String) -> PathKind? {
    var info = stat()
    if stat(path, &info) == 0 { return info.st_mode & S_IFMT == S_IFDIR ? .directory : .file }
    let failure = errno
    if lstat(path, &info) == 0 { return .unreadable }
    return failure == ENOENT || failure == ENOTDIR ? nil : .unreadable
  }

  /// `FILE:LINE` when FILE exists; `nil` when the argument is not of that form.
  private static func fileAndLine(_ argument: String) throws(PlanError) -> (String, Int)? {
    guard let colon = argument.lastIndex(of: ":") else { return nil }
    let file = String(argument[..<colon])
    let lineText = argument[argument.index(after: colon)...]
    guard !file.isEmpty, let kind = kind(of: file), kind != .directory else { return nil }
    guard let line = Int(lineText), line >= 1 else { throw PlanError(.invalidLine(argument)) }
    return (file, line)
  }
}
