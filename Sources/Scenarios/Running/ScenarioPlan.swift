import Foundation

/// The files a run reads, found from the command line's PATHs before anything
/// is decoded (swift-testing's "plan first, then run").
///
/// A PATH is a file, a folder searched recursively for `*.yaml` and `*.yml`
/// (hidden files and folders are skipped), or `FILE:LINE`, which selects the
/// scenario whose document holds that line. Files are deduplicated and sorted
/// by path, so the plan — and every report — is the same whatever order the
/// PATHs were given in.
///
///     let plan = try ScenarioPlan(paths: ["Scenarios/", "extra/login.yaml:12"])
///     plan.files.map(\.path)    // ["Scenarios/focus-state/a.yaml", …, "extra/login.yaml"]
///     plan.files.last?.lines    // [12]
public struct ScenarioPlan: Sendable {
  /// One file of the plan.
  public struct File: Sendable, Hashable {
    /// The path as the user would write it (`Scenarios/login.yaml`), used verbatim in reports.
    public var path: String
    /// `FILE:LINE` selections; `nil` runs every scenario of the file.
    public var lines: [Int]?

    public init(path: String, lines: [Int]? = nil) {
      self.path = path
      self.lines = lines
    }
  }

  /// In path order, each path once.
  public var files: [File]
  /// `--filter`, `--tag`, `--skip-tag`.
  public var filter: ScenarioFilter
  /// `--shard I/N`, applied after the filter.
  public var shard: Shard?

  public init(files: [File], filter: ScenarioFilter = .all, shard: Shard? = nil) {
    self.files = files
    self.filter = filter
    self.shard = shard
  }

  /// Finds the files named by `paths`.
  ///
  /// - Throws: `PlanError` (a usage error) when a PATH does not exist or a
  ///   `FILE:LINE` line is not a positive number.
  public init(paths: [String], filter: ScenarioFilter = .all, shard: Shard? = nil) throws(PlanError) {
    var selections: [String: Selection] = [:]
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

    for argument in paths {
      switch Self.kind(of: argument) {
      case .file:
        add(argument, line: nil)
      case .directory:
        for path in Self.scenarioFiles(under: argument) { add(path, line: nil) }
      case nil:
        guard let (file, line) = try Self.fileAndLine(argument) else {
          throw PlanError(.noSuchPath(argument))
        }
        add(file, line: line)
      }
    }
    self.files = selections.keys.sorted().map { path in
      guard case .lines(let lines)? = selections[path] else { return File(path: path) }
      return File(path: path, lines: lines.sorted())
    }
    self.filter = filter
    self.shard = shard
  }

  private enum Selection { case whole, lines(Set<Int>) }

  private enum PathKind { case file, directory }

  private static func kind(of path: String) -> PathKind? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
    return isDirectory.boolValue ? .directory : .file
  }

  /// `FILE:LINE` when FILE exists; `nil` when the argument is not of that form.
  private static func fileAndLine(_ argument: String) throws(PlanError) -> (String, Int)? {
    guard let colon = argument.lastIndex(of: ":") else { return nil }
    let file = String(argument[..<colon])
    let lineText = argument[argument.index(after: colon)...]
    guard !file.isEmpty, kind(of: file) == .file else { return nil }
    guard let line = Int(lineText), line >= 1 else { throw PlanError(.invalidLine(argument)) }
    return (file, line)
  }

  /// Every `*.yaml`/`*.yml` below `folder`, named as `folder/relative/path`.
  private static func scenarioFiles(under folder: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    // `.` lists `a.yaml`, not `./a.yaml`: paths in reports stay as short as the user's.
    let prefix = folder == "." || folder == "./" ? "" : folder.hasSuffix("/") ? folder : folder + "/"
    var found: [String] = []
    while let relative = enumerator.nextObject() as? String {
      // Hidden folders (`.build`, `.git`) hold copies and tooling, not
      // suites, and can be huge: skip them without looking inside.
      if relative.split(separator: "/").last?.hasPrefix(".") == true {
        enumerator.skipDescendants()
        continue
      }
      guard relative.hasSuffix(".yaml") || relative.hasSuffix(".yml") else { continue }
      let path = prefix + relative
      if kind(of: path) == .file { found.append(path) }
    }
    return found
  }
}
