import FocusEngine
import YAML

/// F47: after a step's transaction and its handler transactions (and after
/// the appearance's onAppear handlers, F31), the instant settles: queued
/// tasks in order, then timers due now, then the restorations (F40, F44,
/// F45) queued so far, in passes until nothing is due now. The order is
/// the clock's (`VirtualClock.next`); each item runs as a transaction of
/// its own (F30).
extension ScenarioRun {
  /// The most restorations one settle may perform (a restoration's onChange
  /// handlers could dismiss and restore without end).
  static let maximumSettleRounds = 1_000

  func settle(at mark: Mark) throws(RuntimeError) {
    clock.beginSettle()
    var restorationsPerformed = 0
    while let item = clock.next(restorationsQueued: engine.restorations.count) {
      switch item {
      case .task(let job), .timer(let job, _):
        try run(job)
      case .restoration:
        guard let restoration = engine.takeRestoration() else { continue }
        restorationsPerformed += 1
        guard restorationsPerformed <= Self.maximumSettleRounds else {
          throw RuntimeError("change-cycle: more than \(Self.maximumSettleRounds) restorations in one instant (F47)", at: mark)
        }
        try transaction(at: mark) { () throws(RuntimeError) in
          engine.restore(restoration)
          drainEngine()
        }
      }
    }
  }
}
