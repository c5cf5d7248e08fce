extension ScenarioRunner {
  /// A batch of planned files' share of a run, done by one worker: decoded,
  /// selected by their lines and the filter, their items executed in order.
  struct BatchRun: Sendable {
    /// Its files' selected items, before `--os-versions`: one plan position each.
    var itemCount = 0
    /// Its runs after `--os-versions`, executed or not: what `notRun` counts.
    var runCount = 0
    /// Its scenarios that `--os-versions` left out (no listed version of their platform).
    var withoutVersion = 0
    /// The executed runs' results in order, each with its item's index in
    /// the batch (its plan position less the batch's first).
    var results: [(item: Int, result: ScenarioResult)] = []
    /// Whether a result stopped the run (fail-fast): the batch's runs after it were not executed.
    var stopped = false
  }

  /// How many files a worker reads, decodes, then runs at a time without a
  /// shard (fewer near the end of the plan with several jobs, `batches()`).
  /// 16 measured 3 % slower than 32 with two jobs, 64 no faster; a
  /// decoded file weighs about 0.1 MB, so a batch is a few MB per job.
  static let batchSize = 32

  /// The plan's files cut into batches, in plan order. With several jobs
  /// the last batches shrink (each a share of what is left), so the
  /// workers finish together rather than one waiting on a whole batch.
  func batches() -> [[ScenarioPlan.File]] {
    let files = plan.files
    let jobs = configuration.jobs
    var batches: [[ScenarioPlan.File]] = []
    var start = 0
    while start < files.count {
      let left = files.count - start
      let size = jobs == 1 ? Self.batchSize : max(1, min(Self.batchSize, left / (2 * jobs)))
      batches.append(Array(files[start..<start + min(size, left)]))
      start += min(size, left)
    }
    return batches
  }

  /// Runs every planned file, a batch of files per claim, and emits the
  /// results in plan order; returns how many runs were selected (executed or not).
  ///
  /// Why each worker takes its own batch, rather than all workers a shared
  /// window: a window was decoded by every worker, then waited for its last
  /// file, then run by every worker and waited for again: two barriers a
  /// window, and a model allocated on one thread was often freed on the
  /// other (into the allocating thread's malloc arena, under its lock). A
  /// batch is read, decoded, run and freed by one worker with no wait:
  /// two jobs took 11 % less time. It is still decoded whole before any of
  /// it runs: a file decoded and run at once measured 4 % slower, with the
  /// same instructions (docs/benchmarks.md, "Batches"). Only a shard needs
  /// the shared window, because whether an item runs there depends on its
  /// plan position, which depends on every file before it.
  ///
  /// Fail-fast is the one-job run's: a worker stops its batch at the first
  /// result that is not a pass; no batch after a stopped one is claimed;
  /// emission in plan order ends after the first such result. The files
  /// never started are then only decoded and counted (`notRun`).
  func runInBatches(emittingInto state: inout EmissionState, _ handler: (ScenarioEvent) -> Void) async -> Int {
    let plan = self.plan
    let read = self.read
    let executeScenario = self.executeScenario
    let configuration = self.configuration
    let batches = batches()
    var finished: [Int: BatchRun] = [:]
    var nextBatch = 0
    var position = 0
    var selectedCount = 0
    await WorkerPool.forEach(batches, jobs: configuration.jobs, stopsAfter: { $0.stopped }) { batch in
      Self.runBatch(batch, of: plan, read: read, executeScenario: executeScenario, stops: configuration.stops(after:))
    } receive: { index, run in
      finished[index] = run
      // Emit the finished prefix of the plan.
      while let run = finished.removeValue(forKey: nextBatch) {
        nextBatch += 1
        selectedCount += run.runCount
        state.summary.withoutVersion += run.withoutVersion
        for (item, var result) in run.results where state.stopAt == nil {
          result.planPosition = position + item
          if configuration.stops(after: result) { state.stopAt = state.emitted }
          state.emit(result, handler)
        }
        position += run.itemCount
      }
    }
    // Claims are taken in plan order, so the batches started are a prefix
    // of the plan; after a fail-fast stop the rest is only counted.
    for batch in batches[nextBatch...] {
      let (runs, withoutVersion) = plan.expandingVersions(await decodedItems(of: batch))
      selectedCount += runs.count
      state.summary.withoutVersion += withoutVersion
    }
    return selectedCount
  }

  /// One batch's share of the run: its files' items, in order, each once
  /// per OS version with `--os-versions` (F60), up to the first result that stops.
  private static func runBatch(
    _ batch: [ScenarioPlan.File], of plan: ScenarioPlan, read: (String) -> ScenarioDecoder.ReadFile,
    executeScenario: @Sendable (Scenario) -> ScenarioResult, stops: (ScenarioResult) -> Bool
  ) -> BatchRun {
    // Every file read, then every file decoded, then every scenario run:
    // each step's code stays hot (2–3 % of a two-job run). The YAML is
    // released before the scenarios run.
    let items: [Item] = {
      let files = batch.map { read($0.path) }
      return zip(batch, files).flatMap { planned, file in
        plan.items(of: ScenarioDecoder.decode(file), lines: planned.lines)
      }
    }()
    var run = BatchRun(itemCount: items.count)
    for (index, item) in items.enumerated() {
      let versions = plan.versions(of: item)
      if versions.isEmpty { run.withoutVersion += 1 }
      run.runCount += versions.count
      for versioned in versions where !run.stopped {
        let result = execute(versioned, with: executeScenario)
        run.results.append((index, result))
        if stops(result) { run.stopped = true }
      }
    }
    return run
  }
}
