/// Maps a list of work by at most `jobs` workers, results in input order.
///
///     let decoded = await WorkerPool.map(paths, jobs: 2) { ScenarioDecoder.load(path: $0) }
///
/// Each worker is one child task that claims the next element, works on it,
/// and claims again until none is left or `handOverInterval` has passed,
/// then hands its results to the caller at once.
/// A task per element (what the runner did before issue 20) costs a thread
/// hop and two wake-ups of the awaiting parent per element: 6–9 % of a
/// corpus run's CPU, in the kernel and libdispatch (docs/benchmarks.md,
/// "Performance II"). With one job the caller works itself: no task at all.
///
/// `stopsAfter` ends the work early (fail-fast): once a result stops it,
/// no element after that one is started, though elements already started
/// finish. Because elements are claimed in order, every element before the
/// first stopping one has a result, so the results up to it are exactly
/// those a one-job run would have produced.
enum WorkerPool {
  /// How long a worker works before handing its results to the caller: the
  /// caller then reports them (a progress line, streamed results) and
  /// starts a fresh worker for what is left. Short enough that results
  /// still stream, long enough that hand-overs cost nothing measurable.
  static let handOverInterval: Duration = .milliseconds(50)

  /// Calls `receive` on the caller's task with each element's index and
  /// `transform` of it, as work finishes: in input order with one job, in
  /// batches (each in input order) with more.
  static func forEach<Element: Sendable, Result: Sendable>(
    _ elements: [Element], jobs: Int,
    stopsAfter: @escaping @Sendable (Result) -> Bool = { _ in false },
    _ transform: @escaping @Sendable (Element) -> Result,
    receive: (Int, Result) -> Void
  ) async {
    let workers = min(max(1, jobs), elements.count)
    if workers <= 1 {
      for index in elements.indices {
        let result = transform(elements[index])
        receive(index, result)
        if stopsAfter(result) { return }
      }
      return
    }
    let claims = Claims(count: elements.count)
    let worker: @Sendable () -> [(Int, Result)] = {
      let clock = ContinuousClock()
      let deadline = clock.now + handOverInterval
      var done: [(Int, Result)] = []
      while let index = claims.next() {
        let result = transform(elements[index])
        done.append((index, result))
        if stopsAfter(result) { claims.stop(after: index) }
        if clock.now >= deadline { break }
      }
      return done
    }
    await withTaskGroup(of: [(Int, Result)].self) { group in
      for _ in 0..<workers { group.addTask(operation: worker) }
      for await done in group {
        for (index, result) in done { receive(index, result) }
        if claims.remain { group.addTask(operation: worker) }
      }
    }
  }

  /// `transform` of each element, in input order.
  static func map<Element: Sendable, Result: Sendable>(
    _ elements: [Element], jobs: Int, _ transform: @escaping @Sendable (Element) -> Result
  ) async -> [Result] {
    var results = [Result?](repeating: nil, count: elements.count)
    await forEach(elements, jobs: jobs, transform) { index, result in results[index] = result }
    return results.map { $0! }
  }

  /// The next element to start, shared by the workers.
  private final class Claims: @unchecked Sendable {
    // Behind `lock`: every worker claims from it.
    private let lock = Lock()
    private var nextIndex = 0
    private var last: Int

    init(count: Int) { last = count - 1 }

    /// The next element's index, or nil once every element (up to a stop) was claimed.
    func next() -> Int? {
      lock.withLock {
        guard nextIndex <= last else { return nil }
        nextIndex += 1
        return nextIndex - 1
      }
    }

    /// Whether an element is left to claim.
    var remain: Bool { lock.withLock { nextIndex <= last } }

    /// No element after `index` is started.
    func stop(after index: Int) { lock.withLock { last = min(last, index) } }
  }
}
