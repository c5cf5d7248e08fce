/// The headless focus system: scenes with their trees, the focused node of
/// each, the key scene, FocusState reads, focused values, programmatic
/// requests and navigation — SwiftUI's rules F1–F34 without SwiftUI.
///
/// The engine has no clock and no threads; its caller (the scenario
/// executor, or a test) builds concrete trees, hands them over at each
/// commit and drives events synchronously:
///
///     var username = ViewNode(id: "username", kind: .TextField)
///     username.bindings = [FocusBinding(variable: "field", value: "username")]
///     var password = ViewNode(id: "password", kind: .SecureField)
///     password.bindings = [FocusBinding(variable: "field", value: "password")]
///     let loginFormRoot = ViewNode(id: "form", kind: .Form, children: [username, password])
///
///     let engine = FocusEngine(platform: .macOS, settings: FocusSettings(),
///                              variables: [FocusStateVariable(name: "field", kind: .optional)],
///                              scenes: [("main", loginFormRoot)])
///     engine.appear()                 // F26: macOS focuses the first text input
///     engine.focusedID                // "username"
///     engine.tab(forward: true)       // F18
///     engine.value(of: "field")       // F10: .string("password")
///     engine.apply(FocusRequest(variable: "field", value: .null))   // F13: dismiss
///     engine.focusedID                // nil
///
/// Each decision is recorded in `events` (``FocusTraceEvent``) with the rule
/// that made it; warnings (F12, F24) collect in `warnings`. Callers drain
/// both. ``snapshot()`` describes the whole state at any point.
public final class FocusEngine {
  /// The platform whose rules apply (F3, F4, F6, F17, F20, F26).
  public let platform: Platform
  /// A scenario's `settings:`: keyboard navigation, initial focus, layout direction.
  public let settings: FocusSettings
  /// The OS version (F60); the latest unless the scenario names one.
  public let version: OSVersion
  /// What differs at `version` (F61–F64).
  public let quirks: FocusQuirks
  /// F63 (b): each scene's tree when the commit began (``beginCommit()``).
  var treesAtCommitStart: [ViewTree]?
  /// F64: preferring nodes already named in the trace, once per scenario.
  var notedIgnoredPreferences: Set<String> = []
  /// F62: nodes already named in the trace, once per scenario.
  private var notedActivateOnlyIDs: Set<String> = []
  /// Declared FocusState variables by name (F8).
  public let variables: [String: FocusStateVariable]
  /// The same declarations in order, for ``declaration(of:)``.
  let declarations: [FocusStateVariable]
  /// Every scene (window) in declaration order, with its tree and focused node (F29).
  public internal(set) var scenes: [SceneState]
  /// Index of the key scene in `scenes` (F29).
  public private(set) var keySceneIndex: Int = 0
  /// The app's commands and their shortcuts, in declaration order: a key
  /// press reaches them before the key's own meaning (F29, ``KeyDispatchStage``).
  public var commands: [AppCommand] = []
  /// A request waiting for a focusable candidate (F14).
  public internal(set) var pendingRequest: FocusRequest?
  /// Whether the pending request has already warned `ambiguous-focus-binding`:
  /// F12 warns at most once per request. Meaningful only while one is pending.
  var pendingRequestWarned = false
  /// Trace events since the caller last drained them: each decision with
  /// its rule and the values it decided from. The text trace is
  /// `events.flatMap(\.lines)`.
  ///
  ///     engine.tab(forward: true)
  ///     engine.events.last?.rules   // [F18]
  ///     engine.events.removeAll()   // drained
  public var events: [FocusTraceEvent] = []
  /// Whether trace events are built at all. A caller that will not read
  /// them (a suite run of passing scenarios) turns this off, so no step
  /// builds its event; every decision is the same either way.
  public var isTracing = true
  /// Restorations waiting for the instant to settle, in the order of
  /// their causes (F40, F44, F45): the caller takes them with
  /// ``takeRestoration()`` and performs each with ``restore(_:)`` in a
  /// transaction of its own.
  public internal(set) var restorations: [FocusRestoration] = []
  /// Warnings since the caller last drained them.
  public var warnings: [FocusWarning] = []
  /// F24: keys already warned about, once per scenario.
  private var warnedSceneValueKeys: Set<String> = []
  /// F49: shortcuts already warned `ambiguous-keyboard-shortcut` about, once per scenario.
  var warnedShortcuts: Set<KeyChord> = []
  /// Nodes visited by the operations whose cost grows with the tree —
  /// installing a whole tree, a directional search, default focus, a
  /// scene-wide focused-value lookup — since the engine was made. Tab, a
  /// programmatic set and reading FocusState cost the same on any tree and
  /// are not counted. A caller that replays a file bounds its work with it:
  /// a 100,000-node tree moved through by arrow keys a million times is a
  /// few bytes of YAML per move.
  public internal(set) var workDone = 0

  /// An engine whose scenes are built but have not appeared: nothing is
  /// focused until ``appear()`` applies default focus (F26).
  ///
  ///     let engine = FocusEngine(
  ///       platform: .iOS, settings: FocusSettings(keyboardNavigation: true),
  ///       variables: [FocusStateVariable(name: "isEditing", kind: .bool)],
  ///       scenes: [(id: "main", root: ViewNode(id: "name", kind: .TextField))])
  ///     engine.value(of: "isEditing")   // .bool(false) (F8)
  ///
  /// - Parameters:
  ///   - platform: Whose focus rules apply (F3, F4, F6, F16, F17, F20, F26, F34).
  ///   - settings: The user's system settings and the layout direction (F2, F4, F19, F20, F26).
  ///   - variables: The `@FocusState` declarations the trees' bindings refer to.
  ///   - scenes: Each scene's id and root node, the first one key (F29).
  public init(
    platform: Platform, settings: FocusSettings, variables: [FocusStateVariable], scenes: [(id: String, root: ViewNode)],
    version: OSVersion? = nil
  ) {
    self.platform = platform
    self.settings = settings
    let version = version ?? .latest(platform)
    self.version = version
    self.quirks = FocusQuirks(version)
    var byName: [String: FocusStateVariable] = [:]
    for variable in variables { byName[variable.name] = variable }
    self.variables = byName
    self.declarations = variables
    let quirks = self.quirks
    self.scenes = scenes.map {
      SceneState(id: $0.id, tree: ViewTree(root: $0.root, platform: platform, settings: settings, quirks: quirks))
    }
    for index in self.scenes.indices { checkSceneValues(in: index) }
  }

  // MARK: Trees (F1, F2, F30 step 1)

  /// Installs a newly evaluated tree for scene `sceneIndex`. Focus is kept
  /// by id; losses are applied separately (`applyLosses`, F16), and so are
  /// pending requests (F14).
  ///
  /// A tree whose structure equals the installed one (F30 step 1 rebuilds
  /// at every commit, and most commits only republish focused values) is
  /// installed node by node, keeping the indexes, layout (F2) and Tab order
  /// (F19). Either way the result is the tree a full build gives.
  ///
  ///     engine.replaceTree(updatedForm, inScene: 0)
  ///     engine.applyLosses()   // F16: the focused node may be gone
  public func replaceTree(_ root: ViewNode, inScene sceneIndex: Int) {
    defer { workDone &+= scenes[sceneIndex].tree.nodes.count }
    switch scenes[sceneIndex].tree.installInPlace(root) {
    case .installed(let sceneValueKeysChanged, _):
      // F24 depends only on which nodes publish which scene keys: the same
      // publishers were checked when this tree was installed.
      if sceneValueKeysChanged { checkSceneValues(in: sceneIndex) }
    case .structureChanged:
      // F16 (a): keep the tree that held focus (the first one replaced
      // since the last losses) for its ForEach rows; no copy is made.
      if keepsTreeBeforeLosses(inScene: sceneIndex) {
        scenes[sceneIndex].treeBeforeLosses = scenes[sceneIndex].tree
      }
      let oldTree = scenes[sceneIndex].tree
      scenes[sceneIndex].tree = ViewTree(root: root, platform: platform, settings: settings, quirks: quirks)
      checkSceneValues(in: sceneIndex)
      noteActivateOnlyFocusables(in: sceneIndex)
      // F38, F39, F43–F45: right after the evaluation, before F16 losses.
      applyStructureChanges(from: oldTree, inScene: sceneIndex)
    }
  }

  /// F16 (a): whether replacing scene `sceneIndex`'s tree must keep the
  /// current one as the tree that held focus (remote-driven platforms,
  /// something focused, none kept since the last losses).
  private func keepsTreeBeforeLosses(inScene sceneIndex: Int) -> Bool {
    platform.isRemoteDriven && scenes[sceneIndex].focusedIndex != nil && scenes[sceneIndex].treeBeforeLosses == nil
  }

  /// F16 (a): the tree that held focus before this commit's replacements,
  /// forgotten once taken; `nil` when none replaced it (the current tree is
  /// then that tree). Optional rather than falling back to the current
  /// tree here: most commits keep focus and never look at it, and a copy
  /// of the tree is a retain and a release for each of its parts.
  func takeTreeBeforeLosses(inScene sceneIndex: Int) -> ViewTree? {
    guard let kept = scenes[sceneIndex].treeBeforeLosses else { return nil }
    scenes[sceneIndex].treeBeforeLosses = nil
    return kept
  }

  /// Installs nodes a caller re-evaluated, at their indices in scene
  /// `sceneIndex`'s flattened tree (`ViewTree.nodes`), each without its
  /// children, when the rest of the tree would be exactly the installed
  /// nodes. Returns `false`, having installed nothing, when any of them
  /// changes the structure (bindings, layout, ids, `.focusable`): the
  /// caller then installs a whole tree with ``replaceTree(_:inScene:)``.
  /// A change of `disabled` alone is installed here, focusability and Tab
  /// order recomputed (F4, F5, F19), as a full build would.
  ///
  ///     var save = engine.scenes[0].tree.nodes[saveIndex]
  ///     save.focusedValues = [("current", "Ada")]
  ///     engine.replaceNodes([(saveIndex, save)], inScene: 0)   // true: indexes kept
  ///
  /// The result is the tree `replaceTree` would install (F30 step 1).
  @discardableResult
  public func replaceNodes(_ replacements: [(index: Int, node: ViewNode)], inScene sceneIndex: Int) -> Bool {
    workDone &+= replacements.count
    guard case .installed(let sceneValueKeysChanged, let focusabilityChanged) =
      scenes[sceneIndex].tree.checkReplacements(replacements)
    else { return false }
    if focusabilityChanged {
      workDone &+= scenes[sceneIndex].tree.nodes.count
      // F16 (a), as `replaceTree`: a change of focusability replaces the
      // tree that held focus. Kept only then: a kept tree makes the install
      // copy the nodes, which a value-only patch must not pay.
      if keepsTreeBeforeLosses(inScene: sceneIndex) {
        scenes[sceneIndex].treeBeforeLosses = scenes[sceneIndex].tree
      }
    }
    scenes[sceneIndex].tree.installNodes(
      replacements, focusabilityChanged: focusabilityChanged, platform: platform, settings: settings)
    if sceneValueKeysChanged { checkSceneValues(in: sceneIndex) }
    return true
  }

  /// F62: names, once per node, a `.focusable()` that takes no focus only
  /// because macOS 12 and 13 gave it `[activate]` alone.
  private func noteActivateOnlyFocusables(in sceneIndex: Int) {
    let tree = scenes[sceneIndex].tree
    // One line for all the nodes newly affected, so 60 rows are not 60 lines.
    let ids = tree.activateOnlyFocusables.map { tree.nodes[$0].id }.filter { notedActivateOnlyIDs.insert($0).inserted }
    guard let first = ids.first else { return }
    let named = ids.count == 1 ? first : ids.prefix(3).joined(separator: ", ") + (ids.count > 3 ? " and \(ids.count - 3) more" : "")
    note("quirk F62 (\(version)): focusable \(named) \(ids.count == 1 ? "has" : "have") [activate] only; without keyboard navigation \(ids.count == 1 ? "it takes" : "they take") no focus")
  }

  /// F24: two scene publishers of one key warn once per scenario and key.
  private func checkSceneValues(in sceneIndex: Int) {
    let tree = scenes[sceneIndex].tree
    var publishers: [String: [String]] = [:]
    var keys: [String] = []
    // By index: iterating `tree.nodes` copied every node.
    for index in tree.nodes.indices where !tree.nodes[index].focusedSceneValues.isEmpty {
      for (key, _) in tree.nodes[index].focusedSceneValues {
        if publishers[key] == nil { keys.append(key) }
        publishers[key, default: []].append(tree.nodes[index].id)
      }
    }
    for key in keys {
      guard let ids = publishers[key], ids.count > 1, !warnedSceneValueKeys.contains(key) else { continue }
      warnedSceneValueKeys.insert(key)
      warn(FocusWarning(
        code: FocusWarning.duplicateSceneValue,
        message: "focusedSceneValue '\(key)' is published by \(ids.joined(separator: ", ")) in scene \(scenes[sceneIndex].id); \(ids[0]) wins (F24)"))
    }
  }

  // MARK: Scenes (F29)

  /// The scene that receives keys, and whose focus FocusState and focused values read (F29).
  public var keyScene: SceneState { scenes[keySceneIndex] }

  /// The index in `scenes` of the scene named `id`.
  public func sceneIndex(of id: String) -> Int? { scenes.firstIndex { $0.id == id } }

  /// Makes scene `index` key; its own focused node is kept (F29).
  public func makeKey(_ index: Int, reason: @autoclosure () -> String) {
    guard index != keySceneIndex else { return }
    let from = scenes[keySceneIndex].id
    keySceneIndex = index
    record(.keySceneChanged(from: from, to: scenes[index].id, reason: reason(), focus: scenes[index].focusedID))
  }

  /// Finds the scene holding a present node `id`, the key scene first.
  public func sceneIndex(holding id: String) -> Int? {
    if keyScene.tree.index(of: id) != nil { return keySceneIndex }
    return scenes.indices.first { scenes[$0].tree.index(of: id) != nil }
  }

  // MARK: Focus changes

  /// Moves focus in `sceneIndex` to `id` (or none), tracing why.
  public func setFocus(_ id: String?, inScene sceneIndex: Int, reason: @autoclosure () -> FocusChangeReason) {
    let old = scenes[sceneIndex].focusedID
    guard old != id else { return }
    scenes[sceneIndex].focusedID = id
    if let id { rememberTabFocus(id, inScene: sceneIndex) }
    record(.focusChanged(FocusChange(scene: scenes[sceneIndex].id, namesScene: scenes.count > 1, from: old, to: id, reason: reason())))
  }

  /// Moves focus in `sceneIndex` to `id` (or none) for a reason written as
  /// text, such as "F6 click on save with clickClearsFocus".
  public func setFocus(_ id: String?, inScene sceneIndex: Int, rule: @autoclosure () -> String) {
    setFocus(id, inScene: sceneIndex, reason: .described(rule()))
  }

  /// A user-driven focus change (click, Tab, Shift-Tab, move) drops a pending request (F14).
  func userMovedFocus(to id: String?, inScene sceneIndex: Int, reason: @autoclosure () -> FocusChangeReason) {
    let old = scenes[sceneIndex].focusedID
    setFocus(id, inScene: sceneIndex, reason: reason())
    if old != id { dropPendingRequest(because: .userMovedFocus) }
  }

  /// ``userMovedFocus(to:inScene:reason:)`` for a reason written as text.
  func userMovedFocus(to id: String?, inScene sceneIndex: Int, rule: @autoclosure () -> String) {
    userMovedFocus(to: id, inScene: sceneIndex, reason: .described(rule()))
  }

  /// A click on focusable node `id` focuses it (F6); it makes its scene key first (F29).
  public func click(focusing id: String, inScene sceneIndex: Int) {
    makeKey(sceneIndex, reason: "click")
    userMovedFocus(to: id, inScene: sceneIndex, reason: .click)
  }

  /// Focus becomes none in the key scene (F6 clickClearsFocus, F17 Return dismissal).
  public func dismissFocus(reason: @autoclosure () -> FocusChangeReason) {
    setFocus(nil, inScene: keySceneIndex, reason: reason())
  }

  /// ``dismissFocus(reason:)`` for a reason written as text, such as "F17 Return dismisses on iOS".
  public func dismissFocus(rule: @autoclosure () -> String) {
    dismissFocus(reason: .described(rule()))
  }

  /// F14: a pending request is dropped by a newer request or a user move.
  /// `cause` is built only when a request is pending: Tab and every
  /// request pass one, and formatting values showed in profiles.
  func dropPendingRequest(because cause: @autoclosure () -> PendingDropCause) {
    guard let pending = pendingRequest else { return }
    pendingRequest = nil
    record(.pendingDropped(pending, cause: cause()))
  }

  /// ``dropPendingRequest(because:)`` for a cause written as text.
  func dropPendingRequest(because reason: @autoclosure () -> String) {
    dropPendingRequest(because: .described(reason()))
  }

  /// Records a trace event; `event` is only built when tracing.
  func record(_ event: @autoclosure () -> FocusTraceEvent) {
    if isTracing { events.append(event()) }
  }

  /// Records a line written as text (``FocusTraceEvent/note(_:)``); `line` is only built when tracing.
  func note(_ line: @autoclosure () -> String) {
    if isTracing { events.append(.note(line())) }
  }

  /// Reports a warning the caller decided, such as `presentation-blocked`
  /// (F35): it joins ``warnings`` and the trace like the engine's own.
  public func report(_ warning: FocusWarning) { warn(warning) }

  func warn(_ warning: FocusWarning) {
    warnings.append(warning)
    record(.warning(warning))
  }
}
