/// Programmatic focus: FocusState writes (F11–F14).
extension FocusEngine {
  /// Applies the transaction's queued request at commit (F30 step 3).
  ///
  ///     engine.apply(FocusRequest(variable: "focusedField", value: "password"))   // focusedField = .password
  ///     engine.apply(FocusRequest(variable: "focusedField", value: .null))        // focusedField = nil (F13)
  public func apply(_ request: FocusRequest) {
    // F14: a newer request (dismissals included) replaces a pending one;
    // the same request again simply takes its place without a trace line.
    if pendingRequest == request { pendingRequest = nil } else { dropPendingRequest(because: .replaced(by: request)) }
    if !request.isDismissal, dropsAsNewCandidatesWhileEditing(request) { return }
    if request.isDismissal {
      dismiss(request)
    } else {
      resolve(request, isRetry: false)
    }
  }

  /// Marks the start of a commit (F30): F63 (b) asks which candidates
  /// became present in it. Only kept where that quirk applies.
  public func beginCommit() {
    guard quirks.dropsSetsToNewCandidatesWhileEditing else { return }
    treesAtCommitStart = scenes.map(\.tree)
  }

  /// F63 (b), iOS and iPadOS 18: the transaction's own set is dropped —
  /// no move, not pending — when every candidate became present in this
  /// commit while a text input holds focus (FB16770732).
  private func dropsAsNewCandidatesWhileEditing(_ request: FocusRequest) -> Bool {
    guard quirks.dropsSetsToNewCandidatesWhileEditing, let before = treesAtCommitStart?[keySceneIndex],
      let focused = keyScene.focusedIndex, keyScene.tree.nodes[focused].kind.isTextInput
    else { return false }
    let tree = keyScene.tree
    let candidates = self.candidates(for: FocusBinding(variable: request.variable, value: boolForm(request) ? nil : request.value), in: tree)
    guard !candidates.isEmpty, candidates.allSatisfy({ before.index(of: tree.nodes[$0].id) == nil }) else { return false }
    note("quirk F63 (b) (\(version)): set \(request) dropped: its candidates all appeared in this commit while \(tree.nodes[focused].id) is focused")
    return true
  }

  /// Retries a pending request at commit (F14); returns whether it succeeded.
  @discardableResult
  public func retryPending() -> Bool {
    guard let request = pendingRequest else { return false }
    return resolve(request, isRetry: true)
  }

  /// F13: `null`/`false` dismisses focus when it is inside a node bound to the variable.
  private func dismiss(_ request: FocusRequest) {
    let scene = keyScene
    guard let focused = scene.focusedIndex else {
      record(.requestNotApplicable(request, .nothingFocused))
      return
    }
    let bound = scene.tree.ancestry(from: focused).contains { index in
      scene.tree.nodes[index].storage.bindings.contains { $0.variable == request.variable }
    }
    if bound {
      setFocus(nil, inScene: keySceneIndex, reason: .dismissal(request))
    } else {
      record(.requestNotApplicable(request, .focusOutsideBoundNodes))
    }
  }

  /// F11, F12, F14. Returns whether focus moved to a target.
  @discardableResult
  private func resolve(_ request: FocusRequest, isRetry: Bool) -> Bool {
    let tree = keyScene.tree
    let candidates = self.candidates(for: FocusBinding(variable: request.variable, value: boolForm(request) ? nil : request.value), in: tree)
    // F12 (1.1): at most once per request — at the set when two or more
    // candidates are present then, else at the first retry (F14) that finds
    // two or more; later retries stay silent.
    let warns = candidates.count >= 2 && !(isRetry && pendingRequestWarned)
    if warns {
      let ids = candidates.map { tree.nodes[$0].id }
      let when = isRetry ? " at the retry of the pending request" : ""
      warn(FocusWarning(
        code: FocusWarning.ambiguousFocusBinding,
        message: "$\(request.variable) = \(request.value.displayText) is bound by \(ids.joined(separator: ", "))\(when); the first focusable candidate wins (F12)"))
    }
    for candidate in candidates {
      if let target = focusTarget(of: candidate, in: tree) {
        if pendingRequest != nil {
          pendingRequest = nil
          record(.pendingSucceeds(request))
        }
        setFocus(
          tree.nodes[target].id, inScene: keySceneIndex,
          reason: .request(request, via: target == candidate ? nil : tree.nodes[candidate].id, candidates: candidates.map { tree.nodes[$0].id }))
        return true
      }
    }
    if isRetry {
      pendingRequestWarned = pendingRequestWarned || warns
    } else {
      pendingRequest = request
      pendingRequestWarned = warns
      record(.requestPending(request, candidates: candidates.map { tree.nodes[$0].id }))
    }
    return false
  }

  private func boolForm(_ request: FocusRequest) -> Bool {
    declaration(of: request.variable)?.kind == .bool
  }

  /// Nodes bound to `binding` (Bool form when `value == nil`), in tree order (F11).
  func candidates(for binding: FocusBinding, in tree: ViewTree) -> [Int] {
    // F37, F42: only the active layer's nodes on visible screens are
    // candidates, and only they count for F12.
    guard tree.hasRegions else { return tree.nodes(boundBy: binding) }
    return tree.nodes(boundBy: binding).filter { tree.region(of: $0) == .active }
  }

  /// F11: the node itself when focusable; else, when it carries
  /// `defaultFocus: {$var: v}`, the target of the first node bound to `v`
  /// inside it whose target is focusable; else its first focusable
  /// descendant in sequential order.
  public func focusTarget(of index: Int, in tree: ViewTree) -> Int? {
    var visiting: Set<Int> = []
    return focusTarget(of: index, in: tree, visiting: &visiting)
  }

  private func focusTarget(of index: Int, in tree: ViewTree, visiting: inout Set<Int>) -> Int? {
    if tree.isFocusable[index] { return index }
    // A defaultFocus naming its own container must not loop.
    guard visiting.insert(index).inserted else { return nil }
    let subtree = tree.subtree(of: index)
    if let preference = tree.nodes[index].defaultFocus {
      for candidate in candidates(for: preference.binding, in: tree) where subtree.contains(candidate) {
        if let target = focusTarget(of: candidate, in: tree, visiting: &visiting) { return target }
      }
    }
    return tree.sequentialOrder.first { subtree.contains($0) && $0 != index }
  }
}
