import YAML

extension ScenarioPlan {
  /// One selected document of a planned file, in plan order.
  ///
  ///     for item in await runner.items() {
  ///       switch item {
  ///       case .run(let scenario): print("valid:", scenario.name)
  ///       case .report(let result): print("invalid:", result.name)
  ///       }
  ///     }
  public enum Item: Sendable {
    /// A valid scenario to execute.
    case run(Scenario)
    /// An invalid file or document, already a result.
    case report(ScenarioResult)

    /// The file the item comes from, as the user named it.
    public var file: String {
      switch self {
      case .run(let scenario): return scenario.source.path
      case .report(let result): return result.file
      }
    }
  }

  /// The indices in `file.entries` of the documents that `lines` (the
  /// planned file's `FILE:LINE` selections, `nil` for all) and the filter
  /// select, in document order; the shard is not applied (see `Selection`).
  ///
  /// A file that could not be read or parsed has no entries: it is one
  /// invalid item whatever the selection (see `items(of:lines:)`).
  public func selectedEntries(of file: ScenarioFile, lines: [Int]?) -> [Int] {
    // Only a `FILE:LINE` selection needs the documents' line regions, and
    // finding them scans every line of the file (2 % of a run).
    let regions = lines.map { _ in DocumentRegions(file: file) }
    var selected: [Int] = []
    for (index, entry) in file.entries.enumerated() {
      if let lines, let regions, !lines.contains(where: { regions.entry(at: $0) == index }) { continue }
      switch entry {
      case .valid(let scenario):
        guard filter.matches(name: scenario.name, tags: scenario.tags) else { continue }
      case .invalid(let name, _, _):
        // Tags of an invalid document cannot be trusted, so only `--filter`
        // can leave it out, and only when its name was readable: a broken
        // scenario should not hide behind a tag filter in CI.
        if let name, !filter.matches(name: name) { continue }
      }
      selected.append(index)
    }
    return selected
  }

  /// The selected documents of one decoded planned file as items, before the
  /// shard: what `run` executes and `validate` reports for it.
  ///
  ///     let decoded = ScenarioDecoder.load(path: "Scenarios/login.yaml")
  ///     plan.items(of: decoded, lines: [12])   // [.run(scenario holding line 12)]
  public func items(of file: ScenarioFile, lines: [Int]?) -> [Item] {
    // A file that could not be read or parsed is one invalid result: nothing
    // in it can be trusted to be a scenario, so filters do not apply to it.
    if !file.fileDiagnostics.isEmpty {
      let location = file.fileDiagnostics.map(\.location).min() ?? SourceLocation(file: file.path, line: 1, column: 1)
      let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
      return [.report(ScenarioResult(file: file.path, name: name, location: location, status: .invalid, diagnostics: file.fileDiagnostics))]
    }
    return selectedEntries(of: file, lines: lines).map { index in
      switch file.entries[index] {
      case .valid(let scenario):
        return .run(scenario)
      case .invalid(let name, let mark, let diagnostics):
        return .report(ScenarioResult(
          file: file.path, name: name ?? "<document \(index + 1)>",
          location: SourceLocation(file: file.path, mark: mark), status: .invalid, diagnostics: diagnostics,
          lintWarnings: file.lintWarnings(ofEntryAt: index)))
      }
    }
  }

  /// A cursor over this plan's selection, at its first file.
  public func selection() -> Selection { Selection(plan: self) }

  /// The plan's selection, file by file in plan order: each planned file's
  /// documents selected by its `FILE:LINE` lines and the filter, then the
  /// shard, dealt by plan position — the one place a shard is applied, so
  /// `run`, `validate` and `record` of one plan select the same scenarios.
  ///
  /// Positions count every item (an invalid file or document too, as it is
  /// a result), so a cursor must see the planned files in plan order, each
  /// once. Callers that select in parallel call `items(of:lines:)` per file
  /// and pass the results to `shard(_:)` in plan order.
  ///
  ///     var selection = plan.selection()
  ///     for planned in plan.files {
  ///       let items = selection.select(ScenarioDecoder.load(path: planned.path), lines: planned.lines)
  ///       …
  ///     }
  ///     selection.inOtherShards   // selected, but another shard's
  public struct Selection: Sendable {
    /// The plan whose filter and shard this selection applies.
    public let plan: ScenarioPlan
    /// The plan position of the next item (items seen so far).
    public private(set) var position = 0
    /// Items seen so far that belong to other shards.
    public private(set) var inOtherShards = 0

    init(plan: ScenarioPlan) { self.plan = plan }

    /// The items of the next planned file in this shard.
    public mutating func select(_ file: ScenarioFile, lines: [Int]?) -> [Item] {
      shard(plan.items(of: file, lines: lines))
    }

    /// This shard's share of `candidates`, the next items in plan order
    /// (items, or anything standing one for one for them).
    public mutating func shard<Candidate>(_ candidates: [Candidate]) -> [Candidate] {
      positionedShard(candidates).map(\.candidate)
    }

    /// `shard(_:)`, each kept candidate with its plan position (0-based,
    /// counted before the shard): what a result records so that the
    /// results of all shards can be put back in one run's order.
    ///
    ///     var selection = plan.selection()      // plan.shard is 2/3
    ///     selection.positionedShard(["a", "b", "c", "d", "e"])   // [(1, "b"), (4, "e")]
    public mutating func positionedShard<Candidate>(_ candidates: [Candidate]) -> [(position: Int, candidate: Candidate)] {
      var mine: [(position: Int, candidate: Candidate)] = []
      for candidate in candidates {
        if plan.shard?.contains(position: position) ?? true { mine.append((position, candidate)) } else { inOtherShards += 1 }
        position += 1
      }
      return mine
    }
  }
}

extension ScenarioPlan {
  /// `--os-versions`: each `.run` item as one item per listed version of its
  /// platform (F60), in version order; a scenario whose platform has none
  /// of them is left out and counted. Without the option, `items` as they are.
  ///
  ///     plan.osVersions = try OSVersionSelection(parsing: "15,18")
  ///     plan.expandingVersions(items).items   // an iOS scenario twice: at 15, then at 18
  public func expandingVersions(_ items: [Item]) -> (items: [Item], withoutVersion: Int) {
    guard osVersions != nil else { return (items, 0) }
    var expanded: [Item] = []
    var withoutVersion = 0
    for item in items {
      let versions = versions(of: item)
      if versions.isEmpty { withoutVersion += 1 }
      expanded += versions
    }
    return (expanded, withoutVersion)
  }

  /// One item as `expandingVersions` expands it: a `.run` once per listed
  /// version of its platform (F60), none when it has none of them; any
  /// other item, or every item without the option, as it is. For callers
  /// that keep something per item (a plan position) across its versions.
  func versions(of item: Item) -> [Item] {
    guard let osVersions, case .run(let scenario) = item else { return [item] }
    return osVersions.versions(of: scenario.platform).map { .run(scenario.atVersion($0)) }
  }
}
