import FocusEngine
import OrderedCollections
import YAML

/// The live state of one scenario run: the engine, the app's state, the
/// trace, and the transaction in progress (F30). It replays steps as
/// transactions and runs their actions; what the view templates evaluate to
/// is the `SceneEvaluator`'s job, what an expression reads the
/// `ExpressionEvaluator`'s, and which input does what the engine's.
final class ScenarioRun {
  let scenario: Scenario
  let engine: FocusEngine
  var state: StateStore
  /// Reads `$references` for the trees and the actions alike (set once in `init`).
  private(set) var expressions: ExpressionEvaluator!
  /// The scenes' templates evaluated into the engine's trees (F1, F30 step 1).
  private(set) var scenes: SceneEvaluator!
  /// The trace: text lines for reports and `trace`, and, when asked, data.
  private(set) var recorder: TraceRecorder
  /// Warnings since the previous `expect` (the `warnings` expectation).
  var warningsSinceExpect: [FocusWarning] = []
  /// The transaction in progress (F15, F30).
  var transaction = TransactionState()
  /// Index in `scenario.commands` by id: `invoke` finds its command in O(1),
  /// so 100,000 commands invoked once each is not 10^10 comparisons.
  let commandIndexByID: [String: Int]
  /// Each FocusState variable's place in `scenario.focusState` (the first,
  /// if declared twice): where its value sits in a transaction's snapshot.
  let focusStateIndexByName: [String: Int]
  /// The virtual clock, its queued tasks and timers (F46, F47).
  var clock = Clock()
  /// Tasks and timers run so far (`maximumClockJobs`).
  var clockJobsRun = 0

  /// What a transaction carries until it commits (F15, F30).
  struct TransactionState {
    /// F15: FocusState values as they were when the transaction began, in
    /// `scenario.focusState` order (an array: one is taken per transaction).
    var focusSnapshot: [Value]?
    /// F30 step 3: the transaction's last FocusState write.
    var queuedRequest: FocusRequest?
    /// Depth of nested handler transactions (F30: more than 100 is a change-cycle).
    var handlerDepth = 0
    /// F39: presentations that went down whose `onDismiss:` runs after the onChange handlers.
    var pendingDismissHandlers: [StructureState.Dismissal] = []
    /// An onAppear transaction (F31), or a task or timer one queued, run in
    /// that instant (F47): what F61 (iOS 15) asks of a FocusState set.
    var descendsFromAppear = false
  }

  /// - Parameters:
  ///   - isTracing: Whether trace events are built at all. A suite run
  ///     executes untraced and replays only a failing scenario with tracing
  ///     (F33 makes the replay exact), so passing scenarios never pay for
  ///     formatting events nobody reads.
  ///   - isStructured: Whether the trace is also kept as data, with a
  ///     snapshot after every step (`ScenarioTrace`).
  init(scenario: Scenario, isTracing: Bool = true, isStructured: Bool = false) {
    self.scenario = scenario
    self.recorder = TraceRecorder(isTracing: isTracing, isStructured: isStructured)
    self.state = StateStore(scenario.state)
    let variables = scenario.focusState.map { FocusStateVariable(name: $0.name, kind: $0.kind) }
    let empty = scenario.scenes.map { (id: $0.id, root: ViewNode(id: $0.id, kind: .Group)) }
    self.engine = FocusEngine(
      platform: scenario.platform, settings: scenario.settings, variables: variables, scenes: empty, version: scenario.osVersion)
    self.engine.isTracing = isTracing
    self.engine.commands = scenario.commands.map { AppCommand(id: $0.id, shortcut: $0.shortcut) }
    self.commandIndexByID = Dictionary(
      scenario.commands.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
    self.focusStateIndexByName = Dictionary(
      scenario.focusState.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
    let expressions = ExpressionEvaluator(context: self)
    self.expressions = expressions
    self.scenes = SceneEvaluator(scenario: scenario, engine: engine, expressions: expressions)
  }

  var source: SourceFile { scenario.source }

  /// F30 step 3: the request the transaction will apply at commit.
  var queuedRequest: FocusRequest? {
    get { transaction.queuedRequest }
    set { transaction.queuedRequest = newValue }
  }

  func isFocusStateVariable(_ name: String) -> Bool { engine.declaration(of: name) != nil }

  /// All FocusState values now, in declaration order.
  func currentFocusStateValues() -> [Value] {
    scenario.focusState.map { engine.value(of: $0.name) }
  }

  // Shorthands for the actions and steps, which evaluate in a row's scope.
  func evaluate(_ expression: Expression, in scope: Scope) throws(RuntimeError) -> Value {
    try expressions.evaluate(expression, in: scope)
  }

  func test(_ condition: Condition, in scope: Scope) throws(RuntimeError) -> Bool {
    try expressions.test(condition, in: scope)
  }

  /// The instance behind node `id` in scene `sceneIndex`.
  func instance(_ id: String, inScene sceneIndex: Int) -> NodeInstance? { scenes.instance(id, inScene: sceneIndex) }

  /// Per scene, the instance behind each node index of its current tree.
  var instances: [[NodeInstance]] { scenes.instances }

  var isTracing: Bool { recorder.isTracing }

  /// The text trace so far.
  var trace: [String] { recorder.lines }

  /// Records a trace event; `event` is only built when tracing.
  @inline(__always)
  func record(_ event: @autoclosure () -> TraceEvent) {
    if recorder.isTracing { recorder.record(event()) }
  }

  /// Attaches the state now to the structured trace's current step.
  func recordSnapshot() {
    guard recorder.isStructured else { return }
    recorder.attach(StepSnapshot(
      focus: engine.snapshot(),
      focusedValues: publishedValues().map { StepSnapshot.KeyedValue(name: $0.0, value: $0.1) },
      state: scenario.state.map { StepSnapshot.KeyedValue(name: $0.name, value: state[$0.name] ?? .null) },
      absent: scenes.absent.map { byParent in
        byParent.keys.sorted().map { StepSnapshot.AbsentNodes(parent: $0, labels: byParent[$0] ?? []) }
      }))
  }

  /// Moves the engine's trace events, rendered as text lines, and its
  /// warnings into the run's records.
  func drainEngine() {
    if isTracing {
      for event in engine.events { recorder.record(.engine(event)) }
    }
    if !engine.events.isEmpty { engine.events.removeAll() }
    warningsSinceExpect.append(contentsOf: engine.warnings)
    engine.warnings.removeAll()
  }
}

/// What expressions read of the run (see `ExpressionContext`).
extension ScenarioRun: ExpressionContext {
  func stateValue(_ name: String) -> Value? { state[name] }

  /// F15: within a transaction, the snapshot taken when it began; else live.
  func focusStateValue(_ name: String) -> Value? {
    guard isFocusStateVariable(name) else { return nil }
    if let snapshot = transaction.focusSnapshot, let index = focusStateIndexByName[name] { return snapshot[index] }
    return engine.value(of: name)
  }

  func focusedValue(_ key: String) -> Value { dereference(engine.focusedValue(key)) }

  /// F25: a reader of a published binding sees the bound variable's current value.
  /// A published FocusState variable reads the value implied by current focus (F25, F9/F10).
  func dereference(_ value: Value) -> Value {
    if case .binding(let binding) = value, binding.path.isEmpty, isFocusStateVariable(binding.variable) {
      return engine.value(of: binding.variable)
    }
    if case .binding(let binding) = value { return state.read(binding) ?? .null }
    return value
  }
}
