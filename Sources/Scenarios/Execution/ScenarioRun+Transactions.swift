import FocusEngine
import YAML

/// F30: every step is one transaction; onChange and onAppear handlers run
/// as transactions of their own, depth-first.
extension ScenarioRun {
  static let maximumRounds = 100
  static let maximumHandlerDepth = 100

  /// Runs `body` as one transaction and commits it.
  func transaction(at mark: Mark, _ body: () throws(RuntimeError) -> Void) throws(RuntimeError) {
    let stateBefore = state
    let focusBefore = currentFocusStateValues()
    let outerSnapshot = focusSnapshot
    let outerRequest = queuedRequest
    focusSnapshot = focusBefore
    queuedRequest = nil
    defer {
      focusSnapshot = outerSnapshot
      queuedRequest = outerRequest
    }
    try body()
    let request = queuedRequest
    focusSnapshot = nil
    try commit(request: request, at: mark)
    try runChangeHandlers(stateBefore: stateBefore, focusBefore: focusBefore, at: mark)
    if presentIDsStale { try runAppearHandlers(at: mark) }
  }

  /// Commit steps (1)–(3) (F30). The transaction's own request applies
  /// once, in the first round; since conditions may read focus, rounds
  /// repeat while focus or the pending request keeps changing.
  func commit(request: FocusRequest?, at mark: Mark) throws(RuntimeError) {
    for round in 1...ScenarioRun.maximumRounds {
      let focusBefore = engine.scenes.map(\.focusedID)
      let pendingBefore = engine.pendingRequest
      if try rebuildTrees() { presentIDsStale = true }  // (1) F1, F2
      // Within a step too: onChange handlers can commit a hundred times.
      try checkWork(at: mark)
      engine.applyLosses()  // (2) F16
      if round == 1, let request {
        engine.apply(request)  // (3) F11–F14
      } else {
        engine.retryPending()  // F14
      }
      drainEngine()
      if engine.scenes.map(\.focusedID) == focusBefore && engine.pendingRequest == pendingBefore { return }
    }
    throw RuntimeError(
      "change-cycle: the tree and focus did not settle after \(ScenarioRun.maximumRounds) rounds (F30)", at: mark)
  }

  /// F30 step (4): handlers of every changed variable, in tree order of their nodes.
  private func runChangeHandlers(stateBefore: StateStore, focusBefore: [String: Value], at mark: Mark) throws(RuntimeError) {
    // Without a present handler nothing below runs: skip comparing every value.
    guard changeHandlerNodes.contains(where: { !$0.isEmpty }) else { return }
    var changed: [String: (old: Value, new: Value)] = [:]
    if state.version != stateBefore.version {
      for (name, value) in state.values where stateBefore[name] != value {
        changed[name] = (stateBefore[name] ?? .null, value)
      }
    }
    for (name, _) in scenario.focusState {
      let now = engine.value(of: name)
      let before = focusBefore[name] ?? .null
      if now != before { changed[name] = (before, now) }
    }
    guard !changed.isEmpty else { return }
    var handlers: [(actions: [Action], scope: Scope, mark: Mark, variable: String)] = []
    for (sceneIndex, sceneInstances) in instances.enumerated() {
      for instance in changeHandlerNodes[sceneIndex].map({ sceneInstances[$0] }) {
        for handler in instance.template.onChange {
          guard let values = changed[handler.variable] else { continue }
          var scope = instance.scope
          scope.oldValue = values.old
          scope.newValue = values.new
          handlers.append((handler.actions, scope, handler.mark, handler.variable))
        }
      }
    }
    for handler in handlers {
      let values = changed[handler.variable]
      try nested(at: handler.mark) { () throws(RuntimeError) in
        note("    onChange $\(handler.variable): \(values?.old.traceText ?? "") → \(values?.new.traceText ?? "") (F30)")
        try transaction(at: handler.mark) { () throws(RuntimeError) in try perform(handler.actions, in: handler.scope) }
      }
    }
  }

  /// F31: onAppear of nodes that became present, in tree order.
  func runAppearHandlers(at mark: Mark) throws(RuntimeError) {
    presentIDsStale = false
    // Which nodes are present matters only to onAppear handlers.
    guard dependencies.hasAppearHandlers else { return }
    var appeared: [(actions: [Action], scope: Scope, mark: Mark, id: String)] = []
    for (sceneIndex, sceneInstances) in instances.enumerated() {
      let ids = Set(sceneInstances.map(\.id))
      for instance in sceneInstances where !presentIDs[sceneIndex].contains(instance.id) && !instance.template.onAppear.isEmpty {
        appeared.append((instance.template.onAppear, instance.scope, instance.template.mark, instance.id))
      }
      presentIDs[sceneIndex] = ids
    }
    for handler in appeared {
      try nested(at: handler.mark) { () throws(RuntimeError) in
        note("    onAppear \(handler.id) (F31)")
        try transaction(at: handler.mark) { () throws(RuntimeError) in try perform(handler.actions, in: handler.scope) }
      }
    }
  }

  private func nested(at mark: Mark, _ body: () throws(RuntimeError) -> Void) throws(RuntimeError) {
    handlerDepth += 1
    defer { handlerDepth -= 1 }
    guard handlerDepth <= ScenarioRun.maximumHandlerDepth else {
      throw RuntimeError("change-cycle: handlers nested more than \(ScenarioRun.maximumHandlerDepth) deep (F30)", at: mark)
    }
    try body()
  }
}
