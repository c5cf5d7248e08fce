import FocusEngine
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import YAML

/// Decodes the planned files, selects scenarios, runs them, and reports each
/// result as a `ScenarioEvent` — in plan order, whatever `jobs` is.
///
///     let plan = try ScenarioPlan(paths: ["Scenarios/"])
///     let runner = ScenarioRunner(plan: plan, configuration: .init(jobs: 4, failFast: false))
///     var reporter = HumanReporter(style: .plain) { print($0, terminator: "") }
///     let summary = await runner.run { reporter.record($0) }
///     summary.description   // "12 passed, 0 failed, 0 invalid"
///
/// Invalid files and documents are not errors of the run: each becomes an
/// `invalid` result in its place in the order (swift-testing's plan step that
/// records an issue instead of running).
public struct ScenarioRunner: Sendable {
  /// How a run proceeds: parallelism, fail-fast, counting first, structured traces.
  ///
  ///     ScenarioRunner.Configuration(jobs: 1, failFast: true)
  public struct Configuration: Sendable, Hashable {
    /// How many scenarios run at once; at least 1.
    public var jobs: Int
    /// Stop scheduling after the first result that is not a pass.
    public var failFast: Bool
    /// Count the selected scenarios before running any, so `runStarted`
    /// carries totals (a progress line's "n of N"). It costs a second
    /// decoding pass over every file; without it each file is read once,
    /// as it streams through the window, and `runStarted` has no totals.
    public var countsBeforeRunning: Bool
    /// Keep each failing scenario's trace as data too
    /// (`ScenarioResult.structuredTrace`, `run --format json --trace`).
    public var recordsStructuredTrace: Bool

    /// A configuration; `jobs` defaults to the processor count and is at least 1.
    public init(
      jobs: Int = ProcessInfo.processInfo.activeProcessorCount, failFast: Bool = false, countsBeforeRunning: Bool = false,
      recordsStructuredTrace: Bool = false
    ) {
      self.jobs = max(1, jobs)
      self.failFast = failFast
      self.countsBeforeRunning = countsBeforeRunning
      self.recordsStructuredTrace = recordsStructuredTrace
    }

    /// Fail-fast's one reading: whether `result` stops the run. Workers
    /// claim nothing after such a result, and emission ends at the first.
    func stops(after result: ScenarioResult) -> Bool { failFast && result.status != .passed }
  }

  /// One selected scenario, in plan order: the plan's item.
  public typealias Item = ScenarioPlan.Item

  /// The files, filter and shard to run.
  public var plan: ScenarioPlan
  /// How the run proceeds.
  public var configuration: Configuration
  // The decoder and executor, replaceable so tests can check ordering and
  // fail-fast with scripted results (and scripted delays).
  let read: @Sendable (String) -> ScenarioDecoder.ReadFile
  let executeScenario: @Sendable (Scenario) -> ScenarioResult

  /// A planned file read and decoded.
  var load: @Sendable (String) -> ScenarioFile {
    let read = self.read
    return { ScenarioDecoder.decode(read($0)) }
  }

  /// A runner of `plan` that decodes each file from disk and executes each scenario.
  public init(plan: ScenarioPlan, configuration: Configuration = Configuration()) {
    let options = ScenarioExecutor.Options(recordsStructuredTrace: configuration.recordsStructuredTrace)
    self.init(
      plan: plan, configuration: configuration, read: ScenarioDecoder.read(path:),
      execute: { ScenarioExecutor.execute($0, options: options) })
  }

  /// A runner with a scripted decoder (tests).
  init(
    plan: ScenarioPlan, configuration: Configuration,
    load: @escaping @Sendable (String) -> ScenarioFile, execute: @escaping @Sendable (Scenario) -> ScenarioResult
  ) {
    self.init(plan: plan, configuration: configuration, read: { .decoded(load($0)) }, execute: execute)
  }

  private init(
    plan: ScenarioPlan, configuration: Configuration,
    read: @escaping @Sendable (String) -> ScenarioDecoder.ReadFile, execute: @escaping @Sendable (Scenario) -> ScenarioResult
  ) {
    self.plan = plan
    self.configuration = configuration
    self.read = read
    self.executeScenario = execute
  }

  // MARK: Selecting

  /// Decodes every planned file (in parallel) and returns the selected
  /// scenarios in file, then document order. Runs nothing: `validate` stops here.
  public func items() async -> [Item] {
    var selection = plan.selection()
    return selection.shard(await decodedItems(of: plan.files))
  }

  /// Decodes the planned files window by window (as `run` does) and hands
  /// each window's selected items to `body`, in plan order, keeping none:
  /// memory stays flat in the size of the suite. `validate` streams with it.
  ///
  ///     await runner.forEachWindow { items in reporter.add(items) }
  public func forEachWindow(_ body: ([Item]) -> Void) async {
    var selection = plan.selection()
    var next = 0
    while next < plan.files.count {
      let slice = Array(plan.files[next..<min(next + windowSize, plan.files.count)])
      next += slice.count
      body(selection.shard(await decodedItems(of: slice)))
    }
  }

  // MARK: Running

  /// Runs the plan, calling `handler` with each event in plan order, on the caller's task.
  ///
  /// Up to `jobs` scenarios execute at once; results are buffered and
  /// emitted in plan order, so the events — and every report — are the same
  /// as with `jobs: 1`. With `failFast`, nothing is scheduled after the
  /// first non-passing result, and results after it in plan order are
  /// dropped, again exactly as a one-job run would behave.
  ///
  /// Without a shard and without counting first (what `run` on the
  /// command line does unless `--shard` is given), each worker takes the
  /// next batch of files, reads, decodes and runs it, and releases it
  /// (`runInBatches`): a batch's plan positions follow from the batches
  /// before it, counted as results are emitted, so no worker waits for
  /// another. With a shard, whether an item runs depends on its plan
  /// position, so files stream through a shared window of `windowSize`
  /// files: each window is decoded (in parallel), its scenarios selected by
  /// lines, filters and the shard (positions counted in plan order, so a
  /// shard is the same whatever the window), run, reported and released.
  /// Either way memory does not grow with the size of the suite and each
  /// file is read once.
  /// With `countsBeforeRunning`, a first pass counts the selection so
  /// `runStarted` carries exact totals.
  @discardableResult
  public func run(_ handler: (ScenarioEvent) -> Void) async -> RunSummary {
    let clock = ContinuousClock()
    let start = clock.now
    var state = EmissionState()
    let window = windowSize
    var selectedCount = 0
    if configuration.countsBeforeRunning {
      let (selections, inOtherShards) = await selectedDocuments()
      // With --os-versions a scenario counts once per listed version of its
      // platform (F60), and is left out when there is none: counted here for
      // the whole selection, since a fail-fast stop ends the loop below.
      for entry in selections.flatMap(\.entries) {
        guard case .run(_, let platform) = entry, let osVersions = plan.osVersions else { selectedCount += 1; continue }
        let versions = osVersions.versions(of: platform).count
        selectedCount += versions
        if versions == 0 { state.summary.withoutVersion += 1 }
      }
      handler(ScenarioEvent(.runStarted(fileCount: selections.filter { !$0.entries.isEmpty }.count, scenarioCount: selectedCount)))
      state.summary.inOtherShards = inOtherShards
      let load = self.load
      var next = 0
      while next < selections.count, state.stopAt == nil {
        let slice = Array(selections[next..<min(next + window, selections.count)])
        next += slice.count
        let (items, _) = Self.expandingVersions(
          await WorkerPool.map(slice, jobs: configuration.jobs) { selection in
            Self.items(of: selection, decodedBy: load)
          }.flatMap { $0 }, of: plan)
        await execute(items, emittingInto: &state, handler)
      }
    } else if plan.shard == nil {
      handler(ScenarioEvent(.runStarted(fileCount: nil, scenarioCount: nil)))
      selectedCount = await runInBatches(emittingInto: &state, handler)
    } else {
      handler(ScenarioEvent(.runStarted(fileCount: nil, scenarioCount: nil)))
      // Positions are counted across windows, so a shard is the same whatever the window.
      var selection = plan.selection()
      var next = 0
      while next < plan.files.count {
        let slice = Array(plan.files[next..<min(next + window, plan.files.count)])
        next += slice.count
        let (items, withoutVersion) = Self.expandingVersions(selection.positionedShard(await decodedItems(of: slice)), of: plan)
        state.summary.withoutVersion += withoutVersion
        selectedCount += items.count
        // After a fail-fast stop the rest is only counted (`notRun`).
        if state.stopAt == nil { await execute(items, emittingInto: &state, handler) }
      }
      state.summary.inOtherShards = selection.inOtherShards
    }

    state.summary.shard = plan.shard
    state.summary.notRun = max(0, selectedCount - state.emitted)
    state.summary.duration = (clock.now - start).inSeconds
    handler(ScenarioEvent(.runEnded(state.summary)))
    return state.summary
  }

  /// How many files are decoded and run together with a shard, or counted
  /// first. Workers wait for each other at the end of a window, so a window is many scenarios per job;
  /// a decoded file weighs about 0.1 MB, so memory stays a few MB.
  var windowSize: Int { max(32, 16 * configuration.jobs) }

  /// The selected items of `files`, decoded in parallel, in plan order (before sharding).
  func decodedItems(of files: [ScenarioPlan.File]) async -> [Item] {
    let load = self.load
    let plan = self.plan
    return await WorkerPool.map(files, jobs: configuration.jobs) { planned in
      plan.items(of: load(planned.path), lines: planned.lines)
    }.flatMap { $0 }
  }

  /// One file's share of the run: which of its documents run, in order.
  struct FileSelection: Sendable {
    enum Entry: Sendable {
      case run(documentIndex: Int, platform: Platform)
      case report(ScenarioResult)
    }
    var path: String
    var entries: [Entry]
    /// The plan position of each entry, once the shard has dealt them.
    var positions: [Int] = []
  }

  /// An item to run and its plan position (`ScenarioResult.planPosition`).
  private struct PlacedItem: Sendable {
    var position: Int
    var item: Item
  }

  /// `--os-versions` applied to this shard's items (`ScenarioPlan.expandingVersions`):
  /// the runs of one scenario keep its plan position.
  private static func expandingVersions(
    _ positioned: [(position: Int, candidate: Item)], of plan: ScenarioPlan
  ) -> (items: [PlacedItem], withoutVersion: Int) {
    var items: [PlacedItem] = []
    var withoutVersion = 0
    for (position, item) in positioned {
      let versions = plan.versions(of: item)
      if versions.isEmpty { withoutVersion += 1 }
      items += versions.map { PlacedItem(position: position, item: $0) }
    }
    return (items, withoutVersion)
  }

  /// What is carried from one window of files to the next.
  struct EmissionState {
    var summary = RunSummary()
    /// Results emitted so far (plan positions).
    var emitted = 0
    var currentFile: String?
    /// The plan position of the first non-passing result (fail-fast only).
    var stopAt: Int?

    /// Emits `result`, the next in plan order, after its file's
    /// `fileStarted` when it is the file's first, and counts it.
    mutating func emit(_ result: ScenarioResult, _ handler: (ScenarioEvent) -> Void) {
      if result.file != currentFile {
        currentFile = result.file
        handler(ScenarioEvent(.fileStarted(result.file)))
      }
      summary.count(result)
      handler(ScenarioEvent(.scenarioFinished(result)))
      emitted += 1
    }
  }

  /// The first pass: every planned file decoded once, reduced to the
  /// documents selected by lines, filters and the shard.
  private func selectedDocuments() async -> (selections: [FileSelection], inOtherShards: Int) {
    let load = self.load
    let plan = self.plan
    var selections = await WorkerPool.map(plan.files, jobs: configuration.jobs) { planned in
      let entries = plan.items(of: load(planned.path), lines: planned.lines).map { item -> FileSelection.Entry in
        switch item {
        case .report(let result): return .report(result)
        case .run(let scenario): return .run(documentIndex: scenario.documentIndex, platform: scenario.platform)
        }
      }
      return FileSelection(path: planned.path, entries: entries)
    }
    // Entries stand one for one for items, so the shard deals them the same way.
    var selection = plan.selection()
    for fileIndex in selections.indices {
      let kept = selection.positionedShard(selections[fileIndex].entries)
      selections[fileIndex].entries = kept.map(\.candidate)
      selections[fileIndex].positions = kept.map(\.position)
    }
    return (selections, selection.inOtherShards)
  }

  /// The second pass for one file: decoded again, its selected documents as items.
  private static func items(
    of selection: FileSelection, decodedBy load: @Sendable (String) -> ScenarioFile
  ) -> [(position: Int, candidate: Item)] {
    let placed = Array(zip(selection.positions, selection.entries))
    guard selection.entries.contains(where: { if case .run = $0 { return true } else { return false } }) else {
      return placed.compactMap { position, entry in
        if case .report(let result) = entry { return (position, .report(result)) } else { return nil }
      }
    }
    let decoded = load(selection.path)
    var scenarios: [Int: Scenario] = [:]
    for entry in decoded.entries {
      if case .valid(let scenario) = entry { scenarios[scenario.documentIndex] = scenario }
    }
    return placed.compactMap { position, entry in
      switch entry {
      case .report(let result): return (position, .report(result))
      case .run(let documentIndex, _): return scenarios[documentIndex].map { (position, Item.run($0)) }
      }
    }
  }

  /// Runs `items` with up to `jobs` at once and emits their results in order.
  private func execute(_ items: [PlacedItem], emittingInto state: inout EmissionState, _ handler: (ScenarioEvent) -> Void) async {
    let configuration = self.configuration
    let stops: @Sendable (ScenarioResult) -> Bool = { configuration.stops(after: $0) }
    let executeScenario = self.executeScenario
    let base = state.emitted
    var finished: [Int: ScenarioResult] = [:]
    var emittedHere = 0
    await WorkerPool.forEach(items, jobs: configuration.jobs, stopsAfter: stops) { (item: PlacedItem) -> ScenarioResult in
      var result = Self.execute(item.item, with: executeScenario)
      result.planPosition = item.position
      return result
    } receive: { (index: Int, result: ScenarioResult) in
      finished[index] = result
      if stops(result) { state.stopAt = min(state.stopAt ?? base + index, base + index) }
      // Emit the finished prefix of the plan.
      while let next = finished.removeValue(forKey: emittedHere) {
        if let stopAt = state.stopAt, base + emittedHere > stopAt { break }
        state.emit(next, handler)
        emittedHere += 1
      }
    }
  }

  static func execute(_ item: Item, with executeScenario: @Sendable (Scenario) -> ScenarioResult) -> ScenarioResult {
    switch item {
    case .report(let result):
      return result
    case .run(let scenario):
      let clock = ContinuousClock()
      let start = clock.now
      var result = executeScenario(scenario)
      result.duration = (clock.now - start).inSeconds
      return result
    }
  }
}
