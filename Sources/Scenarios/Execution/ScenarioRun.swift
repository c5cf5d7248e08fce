import FocusEngine
import OrderedCollections
import YAML

/// The live state of one scenario run: the engine, the app's state, the
/// evaluated trees with the template instance behind each node, the trace,
/// and the transaction in progress (F30).
final class ScenarioRun {
  let scenario: Scenario
  let engine: FocusEngine
  var state: StateStore
  /// Per scene, the instance behind each node index of its current tree.
  var instances: [[NodeInstance]]
  /// Lines of the focus trace, for reports and `trace` (the last 20,000).
  private var traceBuffer = TraceBuffer()
  var trace: [String] { traceBuffer.lines }
  /// Whether trace lines are built at all. A suite run executes untraced and
  /// replays only a failing scenario with tracing (F33 makes the replay exact),
  /// so passing scenarios never pay for formatting lines nobody reads.
  let isTracing: Bool
  /// Warnings since the previous `expect` (the `warnings` expectation).
  var warningsSinceExpect: [FocusWarning] = []
  /// F33: `$newID` gives new-1, new-2, … per run.
  var nextNewID = 1
  /// F15: FocusState values as they were when the transaction began.
  var focusSnapshot: [String: Value]?
  /// F30 step 3: the transaction's last FocusState write.
  var queuedRequest: FocusRequest?
  /// Depth of nested handler transactions (F30: more than 100 is a change-cycle).
  var handlerDepth = 0
  /// Node ids present after the last commit, per scene (F31 onAppear).
  var presentIDs: [Set<String>] = []
  /// Per scene, nodes whose `if:` is false, by parent id (for `trace --tree`).
  var absent: [[String: [String]]] = []
  /// Set when trees were rebuilt since onAppear handlers last looked (F31).
  var presentIDsStale = true
  /// What the templates read, to skip rebuilding trees that cannot differ.
  let dependencies: TemplateDependencies
  /// The inputs of the last tree build: state version and, when templates
  /// read focus, each scene's focused node and the key scene.
  var lastBuildInputs: BuildInputs?
  /// Per scene, the nodes the next build re-evaluates, when those alone
  /// reproduce it (`TreePatchPlan`); `nil` when a full build is needed.
  var patchPlans: [TreePatchPlan?] = []
  /// Whether commits may follow `patchPlans`. Off, every commit builds
  /// whole trees: the tests compare the two.
  var patchesTrees = true
  /// Per scene, indices of instances carrying onChange handlers (F30 step 4).
  var changeHandlerNodes: [[Int]] = []
  /// How many `$references` have been read: a tree build that does not
  /// move it read nothing that can change.
  var readCount = 0
  /// Nodes evaluated from their templates (full builds and patches): with
  /// the engine's `workDone`, the work `checkWork` bounds.
  var nodesEvaluated = 0
  /// Each scene's templates as a tree of references, with the builder's caches.
  /// They own the templates that `NodeInstance`s point to.
  let sceneRoots: [TemplateNode]
  /// Per scene, the Group that stands in when nothing is present (F1).
  let emptySceneRoots: [TemplateNode]
  /// F1: the ids each tree build has claimed.
  let idClaims = IDClaims()
  /// Index in `scenario.commands` by id: `invoke` finds its command in O(1),
  /// so 100,000 commands invoked once each is not 10^10 comparisons.
  let commandIndexByID: [String: Int]

  struct BuildInputs: Equatable {
    var stateVersion: Int
    var focus: [String?]
    var keyScene: Int
  }

  init(scenario: Scenario, isTracing: Bool = true) {
    self.scenario = scenario
    self.isTracing = isTracing
    self.state = StateStore(scenario.state)
    let variables = scenario.focusState.map { FocusStateVariable(name: $0.name, kind: $0.kind) }
    let empty = scenario.scenes.map { (id: $0.id, root: ViewNode(id: $0.id, kind: .Group)) }
    self.engine = FocusEngine(platform: scenario.platform, settings: scenario.settings, variables: variables, scenes: empty)
    self.engine.isTracing = isTracing
    self.instances = Array(repeating: [], count: scenario.scenes.count)
    self.presentIDs = Array(repeating: [], count: scenario.scenes.count)
    self.absent = Array(repeating: [:], count: scenario.scenes.count)
    self.changeHandlerNodes = Array(repeating: [], count: scenario.scenes.count)
    self.patchPlans = Array(repeating: nil, count: scenario.scenes.count)
    self.sceneRoots = scenario.scenes.map { TemplateNode($0.root) }
    self.emptySceneRoots = scenario.scenes.map { TemplateNode(NodeTemplate(kind: .Group, mark: $0.mark)) }
    self.dependencies = TemplateDependencies(scenario: scenario, sceneRoots: sceneRoots)
    self.commandIndexByID = Dictionary(
      scenario.commands.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
  }

  var source: SourceFile { scenario.source }

  func isFocusStateVariable(_ name: String) -> Bool { engine.variables[name] != nil }

  /// A FocusState variable as the app reads it: the transaction's snapshot (F15), else live.
  func focusStateValue(_ name: String) -> Value {
    if let snapshot = focusSnapshot, let value = snapshot[name] { return value }
    return engine.value(of: name)
  }

  /// All FocusState values now, in declaration order.
  func currentFocusStateValues() -> [String: Value] {
    var values: [String: Value] = [:]
    for (name, _) in scenario.focusState { values[name] = engine.value(of: name) }
    return values
  }

  /// Appends a trace line; `line` is only built when tracing.
  @inline(__always)
  func note(_ line: @autoclosure () -> String) {
    if isTracing { traceBuffer.append(line()) }
  }

  /// Moves the engine's trace events, rendered as text lines, and its
  /// warnings into the run's records.
  func drainEngine() {
    if isTracing {
      for event in engine.events {
        for line in event.lines where !line.isEmpty { traceBuffer.append("    " + line) }
      }
    }
    if !engine.events.isEmpty { engine.events.removeAll() }
    warningsSinceExpect.append(contentsOf: engine.warnings)
    engine.warnings.removeAll()
  }
}

/// The template behind a node of a concrete tree, with the row scope it was
/// built in, so its actions and handlers run with the right `$item`.
///
/// A class: every commit that rebuilds a tree lists an instance per node,
/// and a reference is one retain where copying the fields would be many.
final class NodeInstance {
  /// Unowned: the run's `sceneRoots` own every template node, and a node's
  /// cache holds instances; a strong reference back would be a cycle that
  /// kept every run's templates alive.
  unowned let node: TemplateNode
  let scope: Scope
  let id: String
  /// `id`'s number in the run's `IDClaims`.
  let idNumber: Int
  /// `text:` resolved to a binding (text inputs).
  let text: BindingReference?
  /// `isOn:` resolved to a binding (Toggle).
  let isOn: BindingReference?

  init(node: TemplateNode, scope: Scope, id: String, idNumber: Int, text: BindingReference? = nil, isOn: BindingReference? = nil) {
    self.node = node
    self.scope = scope
    self.id = id
    self.idNumber = idNumber
    self.text = text
    self.isOn = isOn
  }

  /// The template, read in place (a copy would retain every field).
  var template: NodeTemplate {
    _read { yield node.template }
  }
}
