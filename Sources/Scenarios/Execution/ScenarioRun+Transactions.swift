import FocusEngine
import YAML

/// F30: every step is one transaction; onChange and onAppear handlers run
/// as transactions of their own, depth-first.
extension ScenarioRun {
  static let maximumRounds = 100
  static let maximumHandlerDepth = 100

  /// F26, F31: the scenes appear — trees are built, default focus applies,
  /// then onAppear handlers run.
  func appear(at mark: Mark) throws(RuntimeError) {
    try scenes.rebuildTrees(stateVersion: state.version)
    engine.appear()
    drainEngine()
    // Conditions may read the focus just set; settle like a commit (F30).
    try commit(request: nil, at: mark)
    try runAppearHandlers(at: mark)
    try settle(at: mark)
    for (name, _) in scenario.focusState {
      let value = engine.value(of: name)
      if value != engine.declaration(of: name)?.emptyValue { record(.focusStateAtAppear(variable: name, value: value)) }
    }
  }

  /// Runs `body` as one transaction and commits it. `descendsFromAppear`:
  /// it is an onAppear transaction, or a task or timer one queued (F47).
  func transaction(
    at mark: Mark, descendsFromAppear: Bool = false, _ body: () throws(RuntimeError) -> Void
  ) throws(RuntimeError) {
    // Kept only for onChange handlers (F30 step 4): a copy of the state
    // made the transaction's first write copy the whole store (its hash
    // table and both arrays), in every transaction of every scenario.
    let stateBefore: StateStore? = scenes.dependencies.hasChangeHandlers ? state : nil
    let focusBefore = currentFocusStateValues()
    let outer = transaction
    transaction.focusSnapshot = focusBefore
    transaction.queuedRequest = nil
    transaction.descendsFromAppear = descendsFromAppear
    defer {
      transaction.focusSnapshot = outer.focusSnapshot
      transaction.queuedRequest = outer.queuedRequest
      transaction.descendsFromAppear = outer.descendsFromAppear
    }
    try body()
    let request = transaction.queuedRequest
    transaction.focusSnapshot = nil
    try commit(request: request, at: mark)
    try runChangeHandlers(stateBefore: stateBefore, focusBefore: focusBefore, at: mark)
    try runDismissHandlers(at: mark)
    if scenes.presentIDsStale { try runAppearHandlers(at: mark) }
  }

  /// Commit steps (1)–(3) (F30). The transaction's own request applies
  /// once, in the first round; since conditions may read focus, rounds
  /// repeat while focus or the pending request keeps changing.
  func commit(request: FocusRequest?, at mark: Mark) throws(RuntimeError) {
    engine.beginCommit()  // F63 (b) asks what became present in this commit
    for round in 1...ScenarioRun.maximumRounds {
      let focusBefore = engine.focusedIDs
      let pendingBefore = engine.pendingRequest
      try scenes.rebuildTrees(stateVersion: state.version)  // (1) F1, F2
      // Within a step too: onChange handlers can commit a hundred times.
      try checkWork(at: mark)
      engine.applyLosses()  // (2) F16
      if round == 1, let request {
        engine.apply(request)  // (3) F11–F14
      } else {
        engine.retryPending()  // F14
      }
      drainEngine()
      // F39 dismissals write their variables; F45 a focused tab bar item selects.
      let wroteDismissals = try writeDismissals(at: mark)
      let structureChanged = try selectTabOfFocusedBarItem(at: mark) || wroteDismissals
      // Settled (F30): no structure changed, and neither focus nor the pending request moved.
      if !structureChanged && engine.focusedIDs == focusBefore && engine.pendingRequest == pendingBefore { return }
    }
    throw RuntimeError(
      "change-cycle: the tree and focus did not settle after \(ScenarioRun.maximumRounds) rounds (F30)", at: mark)
  }

  /// F30 step (4): handlers of every changed variable, in tree order of their nodes.
  private func runChangeHandlers(stateBefore: StateStore?, focusBefore: [Value], at mark: Mark) throws(RuntimeError) {
    // Without a present handler nothing below runs: skip comparing every
    // value. No template with `onChange:` means no state was kept either.
    guard scenes.hasPresentChangeHandlers, let stateBefore else { return }
    var changed: [String: (old: Value, new: Value)] = [:]
    if state.version != stateBefore.version {
      for (name, value) in state.values where stateBefore[name] != value {
        changed[name] = (stateBefore[name] ?? .null, value)
      }
    }
    for (index, (name, _)) in scenario.focusState.enumerated() {
      let now = engine.value(of: name)
      // A name declared twice: its first declaration's snapshot, as a dictionary kept it.
      let before = focusBefore[focusStateIndexByName[name] ?? index]
      if now != before { changed[name] = (before, now) }
    }
    guard !changed.isEmpty else { return }
    for handler in scenes.changeHandlers(for: changed) {
      let values = changed[handler.variable]
      try nested(at: handler.mark) { () throws(RuntimeError) in
        record(.onChange(variable: handler.variable, old: values?.old, new: values?.new))
        try transaction(at: handler.mark) { () throws(RuntimeError) in try perform(handler.actions, in: handler.scope) }
      }
    }
  }

  /// F31: onAppear of nodes that became present, in tree order.
  func runAppearHandlers(at mark: Mark) throws(RuntimeError) {
    for handler in scenes.appearedHandlers() {
      try nested(at: handler.mark) { () throws(RuntimeError) in
        record(.onAppear(id: handler.id))
        try transaction(at: handler.mark, descendsFromAppear: true) { () throws(RuntimeError) in
          try perform(handler.actions, in: handler.scope)
        }
      }
    }
  }

  func nested(at mark: Mark, _ body: () throws(RuntimeError) -> Void) throws(RuntimeError) {
    transaction.handlerDepth += 1
    defer { transaction.handlerDepth -= 1 }
    guard transaction.handlerDepth <= ScenarioRun.maximumHandlerDepth else {
      throw RuntimeError("change-cycle: handlers nested more than \(ScenarioRun.maximumHandlerDepth) deep (F30)", at: mark)
    }
    try body()
  }
}
