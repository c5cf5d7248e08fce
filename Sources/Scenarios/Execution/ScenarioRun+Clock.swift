import FocusEngine
import YAML

/// A task or timer waiting on the virtual clock (F47): its actions and the
/// scope they keep, the list's `let` locals, its row and the node it acts
/// for (F41: "a node's handlers and the tasks its actions queue act for that
/// node"; tasks queued by step code act as `run:` does, `actor` nil).
struct ClockJob: Sendable {
  enum Kind: Sendable { case task, timer }

  var kind: Kind
  var actions: [Action]
  var scope: Scope
  /// Where its `task:` or `after:` action stands (its trace line, its failures).
  var mark: Mark
  /// The instant it was queued or scheduled at.
  var queuedAt: Double
  /// Queued by an onAppear transaction (F31), or by a task or timer that
  /// was: F61 (iOS 15) drops the FocusState sets of such tasks and timers
  /// when they run in the instant they were queued in.
  var descendsFromAppear: Bool
}

/// The virtual clock (F46, F47): `wait`, tasks and timers. The settle of an
/// instant, which runs them, is in `ScenarioRun+Settle.swift`.
extension ScenarioRun {
  typealias Clock = VirtualClock<ClockJob>

  /// The most tasks and timers one scenario may run, over every instant:
  /// a timer that schedules itself again 1 ms later under `wait: 1e9`
  /// stays under F47's 1,000 per instant yet would run 10^12 times. Each is
  /// a transaction (about 0.1 ms in a debug build): 10,000 is a second.
  static let maximumClockJobs = 10_000

  /// `wait: S` (F46): no transaction. The clock moves to each pending
  /// timer's due time up to now + S in turn and the instant settles there
  /// (F47), then to now + S.
  func wait(_ seconds: Double, at mark: Mark) throws(RuntimeError) {
    let target = Clock.rounded(clock.now + seconds)
    while let due = clock.nextTimerDue, due <= target {
      advanceClock(to: due)
      try settle(at: mark)
    }
    advanceClock(to: target)
  }

  private func advanceClock(to time: Double) {
    let before = clock.now
    clock.advance(to: time)
    if clock.now != before { record(.clockAdvanced(from: before, to: clock.now)) }
  }

  /// `task: actions` (F47): queued to run after the current transaction,
  /// each as a transaction of its own, in `scope` (its locals, row and actor).
  func queueTask(_ actions: [Action], in scope: Scope, at mark: Mark) {
    clock.queueTask(job(.task, actions, scope, mark))
    record(.taskQueued(line: mark.line))
  }

  /// `after: { seconds: S, do: actions }` (F47): scheduled at now + S.
  func schedule(_ actions: [Action], after seconds: Double, in scope: Scope, at mark: Mark) {
    let due = clock.schedule(job(.timer, actions, scope, mark), after: seconds)
    record(.timerScheduled(line: mark.line, seconds: seconds, due: due))
  }

  private func job(_ kind: ClockJob.Kind, _ actions: [Action], _ scope: Scope, _ mark: Mark) -> ClockJob {
    ClockJob(
      kind: kind, actions: actions, scope: scope, mark: mark, queuedAt: clock.now,
      descendsFromAppear: transaction.descendsFromAppear)
  }

  /// Runs a task or timer as a transaction of its own (F30, F47).
  func run(_ job: ClockJob) throws(RuntimeError) {
    clockJobsRun += 1
    guard clockJobsRun <= Self.maximumClockJobs else {
      throw RuntimeError(
        "clock limit: over \(Self.maximumClockJobs) tasks and timers ran in this scenario (F47)", at: job.mark, kind: .limitExceeded)
    }
    guard clock.runThisInstant <= Clock.maximumPerInstant else {
      throw RuntimeError(
        "change-cycle: over \(Clock.maximumPerInstant) tasks and timers in one instant (F47)", at: job.mark)
    }
    switch job.kind {
    case .task: record(.taskRuns(line: job.mark.line))
    case .timer: record(.timerRuns(line: job.mark.line, due: clock.now))
    }
    // F61's lineage lasts only within the instant the job was queued in.
    let lineage = job.descendsFromAppear && job.queuedAt == clock.now
    try transaction(at: job.mark, descendsFromAppear: lineage) { () throws(RuntimeError) in
      try perform(job.actions, in: job.scope)
    }
  }
}
