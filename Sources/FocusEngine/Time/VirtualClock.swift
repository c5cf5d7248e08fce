/// The virtual clock (F46) and the order in which an instant settles (F47).
///
/// The only clock of a scenario (F33): it starts at 0 seconds, steps take no
/// time, and only `advance(to:)` (a `wait` step) moves it. It holds the
/// queued tasks (`Task {}`) and the scheduled timers
/// (`DispatchQueue.main.asyncAfter`); what they run is the caller's `Work`.
/// When an instant settles, `next(restorationsQueued:)` says what runs next:
/// every queued task in order (new ones join the end), then every timer due
/// now by due time, then by scheduling order (a task a timer queues waits for
/// the next pass), then the restorations (F40, F44, F45) queued so far;
/// passes repeat until nothing is due now.
///
///     var clock = VirtualClock<String>()
///     clock.schedule("timer", after: 0)
///     clock.queueTask("task")
///     clock.next(restorationsQueued: 1)   // .task("task")
///     clock.next(restorationsQueued: 1)   // .timer("timer", due: 0)
///     clock.next(restorationsQueued: 1)   // .restoration
///     clock.next(restorationsQueued: 0)   // nil: the instant has settled
public struct VirtualClock<Work: Sendable>: Sendable {
  /// What runs next while an instant settles.
  public enum Item: Sendable {
    /// A queued task (F47).
    case task(Work)
    /// A timer due now; `due` is its due time.
    case timer(Work, due: Double)
    /// The caller's next queued restoration (F40, F44, F45).
    case restoration
  }

  /// A scheduled timer: its due time, then the order it was scheduled in.
  private struct Timer: Sendable {
    var due: Double
    var sequence: Int
    var work: Work

    func precedes(_ other: Timer) -> Bool { (due, sequence) < (other.due, other.sequence) }
  }

  /// Where a settle is within its pass (F47).
  private enum Phase: Sendable, Equatable {
    case tasks
    case timers
    /// The restorations queued when the phase began that are still to run.
    case restorations(remaining: Int)
  }

  /// The time now, in seconds, kept to 1e-9 s (F46).
  public private(set) var now: Double = 0
  /// Queued tasks, oldest first, from `taskHead` on.
  private var tasks: [Work] = []
  private var taskHead = 0
  /// Scheduled timers, the next to run last: sorted by due time, then
  /// scheduling order, descending, so taking the next one is `popLast`.
  private var timers: [Timer] = []
  private var timersScheduled = 0
  private var phase = Phase.tasks
  /// Tasks and timers run since the instant began to settle (F47's bound).
  public private(set) var runThisInstant = 0

  /// A clock at 0 seconds with nothing queued (F46).
  public init() {}

  /// F47: over this many tasks and timers in one settle is a change-cycle.
  public static var maximumPerInstant: Int { 1_000 }

  /// `seconds` kept to 1e-9 s (F46): rounded to whole nanoseconds where a
  /// `Double` has digits that fine (below about 9·10^6 s); above that the
  /// number is already coarser than a nanosecond and stays as it is.
  public static func rounded(_ seconds: Double) -> Double {
    let nanoseconds = seconds * 1e9
    guard nanoseconds.isFinite, nanoseconds.magnitude < 9e15 else { return seconds }
    // An integer below 2^53 divided by the exact 1e9: the Double nearest the decimal.
    return nanoseconds.rounded() / 1e9
  }

  /// Queued tasks not yet run.
  public var queuedTasks: Int { tasks.count - taskHead }

  /// Timers scheduled and not yet run (left at the end they never run, F47).
  public var pendingTimers: Int { timers.count }

  /// The earliest due time of a pending timer.
  public var nextTimerDue: Double? { timers.last?.due }

  /// The pending timers' work and due times, the next to run first.
  public var pendingTimerWork: [(work: Work, due: Double)] { timers.reversed().map { ($0.work, $0.due) } }

  /// F47 `task:`: runs after the current transaction, in the order queued.
  public mutating func queueTask(_ work: Work) {
    tasks.append(work)
  }

  /// F47 `after: { seconds: S }`: due at now + S, kept to 1e-9 s.
  /// - Returns: the due time.
  @discardableResult
  public mutating func schedule(_ work: Work, after seconds: Double) -> Double {
    let timer = Timer(due: Self.rounded(now + max(0, seconds)), sequence: timersScheduled, work: work)
    timersScheduled += 1
    // Behind (nearer the end than) every timer it precedes; a timer with
    // the same due time was scheduled earlier and stays nearer the end.
    var low = 0
    var high = timers.count
    while low < high {
      let middle = (low + high) / 2
      if timer.precedes(timers[middle]) { low = middle + 1 } else { high = middle }
    }
    timers.insert(timer, at: low)
    return timer.due
  }

  /// F46: moves the clock to `time` (kept to 1e-9 s); never backwards.
  public mutating func advance(to time: Double) {
    now = max(now, Self.rounded(time))
  }

  /// Starts a settle of the instant `now`: the pass starts with the tasks
  /// and the count of F47's bound starts at 0.
  public mutating func beginSettle() {
    phase = .tasks
    runThisInstant = 0
  }

  /// F47: what runs next in the instant's settle, `nil` once nothing is due
  /// now. `restorationsQueued` is how many restorations the caller holds;
  /// it runs one for each `.restoration` returned.
  public mutating func next(restorationsQueued: Int) -> Item? {
    // At most two pass boundaries are crossed before something runs or the
    // instant is found settled; the loop runs at most four times.
    while true {
      switch phase {
      case .tasks:
        if taskHead < tasks.count {
          let work = tasks[taskHead]
          taskHead += 1
          if taskHead == tasks.count {
            tasks.removeAll(keepingCapacity: true)
            taskHead = 0
          }
          runThisInstant += 1
          return .task(work)
        }
        phase = .timers
      case .timers:
        if let next = timers.last, next.due <= now {
          timers.removeLast()
          runThisInstant += 1
          return .timer(next.work, due: next.due)
        }
        phase = .restorations(remaining: restorationsQueued)
      case .restorations(let remaining):
        if remaining > 0, restorationsQueued > 0 {
          phase = .restorations(remaining: remaining - 1)
          return .restoration
        }
        // The pass is over: another starts while anything is due now.
        let isDue = taskHead < tasks.count || (timers.last.map { $0.due <= now } ?? false) || restorationsQueued > 0
        phase = .tasks
        if !isDue { return nil }
      }
    }
  }
}

extension VirtualClock.Item: Equatable where Work: Equatable {}
