import FocusEngine
import YAML

/// F47: after a step's transaction and its handler transactions, the
/// instant settles. Today that is the restorations (F40, F44, F45); the
/// virtual clock adds tasks and timers before them.
extension ScenarioRun {
  /// The most restorations one settle may perform (F47: over 1,000 is a change-cycle).
  static let maximumSettleRounds = 1_000

  /// F40, F44, F45: when the instant settles, each queued restoration runs
  /// as a transaction of its own, in the order of its cause.
  func settle(at mark: Mark) throws(RuntimeError) {
    var performed = 0
    while let restoration = engine.takeRestoration() {
      performed += 1
      guard performed <= Self.maximumSettleRounds else {
        throw RuntimeError("change-cycle: more than \(Self.maximumSettleRounds) restorations in one instant (F47)", at: mark)
      }
      try transaction(at: mark) { () throws(RuntimeError) in
        engine.restore(restoration)
        drainEngine()
      }
    }
  }
}
