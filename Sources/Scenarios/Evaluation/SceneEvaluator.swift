import FocusEngine
import YAML

/// F1, F30 step 1: evaluates the view templates of every scene against
/// state and focus into the engine's concrete trees, and keeps the template
/// instance behind every node, so the run can find a node's actions and
/// handlers with the right row scope.
///
/// It owns everything that makes commits cheap without making them
/// inexact: the template trees with their caches, each scene's patch plan,
/// the id claims, what the templates depend on, and the inputs of the last
/// build. Expressions are read through the run's `ExpressionEvaluator`.
///
///     let scenes = SceneEvaluator(scenario: scenario, engine: engine, expressions: expressions)
///     try scenes.rebuildTrees(stateVersion: 0)   // installs every scene's tree
///     scenes.instance("save", inScene: 0)?.template.action
final class SceneEvaluator {
  let scenario: Scenario
  let engine: FocusEngine
  let expressions: ExpressionEvaluator
  /// Per scene, the instance behind each node index of its current tree.
  private(set) var instances: [[NodeInstance]]
  /// Per scene, nodes whose `if:` is false, by parent id (for `trace --tree`).
  private(set) var absent: [[String: [String]]]
  /// What the templates read, to skip rebuilding trees that cannot differ.
  let dependencies: TemplateDependencies
  /// The inputs of the last tree build: state version and, when templates
  /// read focus, each scene's focused node and the key scene.
  private var lastBuildInputs: BuildInputs?
  /// Per scene, the nodes the next build re-evaluates, when those alone
  /// reproduce it (`TreePatchPlan`); `nil` when a full build is needed.
  private(set) var patchPlans: [TreePatchPlan?]
  /// Whether commits may follow `patchPlans`. Off, every commit builds
  /// whole trees: the tests compare the two.
  var patchesTrees = true
  /// Per scene, indices of instances carrying onChange handlers (F30 step 4).
  private(set) var changeHandlerNodes: [[Int]]
  /// Node ids present when onAppear handlers last looked, per scene (F31).
  private var presentIDs: [Set<String>]
  /// Set when trees were rebuilt since onAppear handlers last looked (F31).
  private(set) var presentIDsStale = true
  /// Nodes evaluated from their templates (full builds and patches): with
  /// the engine's `workDone`, the work the run bounds.
  private(set) var nodesEvaluated = 0
  /// Each scene's templates as a tree of references, with the builder's caches.
  /// They own the templates that `NodeInstance`s point to.
  let sceneRoots: [TemplateNode]
  /// Per scene, the Group that stands in when nothing is present (F1).
  private let emptySceneRoots: [TemplateNode]
  /// F1: the ids each tree build has claimed.
  let idClaims = IDClaims()
  /// Presentations up, screens kept, tabs selected (F35, F42, F45).
  let structure: StructureState
  /// The scroll index of each lazy container (F53–F55).
  let lazy = LazyScrollState()
  /// Per scene, the root that holds the root view and the layers while
  /// presentations are up (F36).
  private let layerStackRoots: [TemplateNode]
  /// Whether any template presents something (F35); without, no build looks for layers.
  private let hasPresentations: Bool
  /// A patch's nodes and instances, kept between commits so that patching
  /// allocates no arrays (most commits patch; emptied after each).
  private var patchReplacements: [(index: Int, node: ViewNode)] = []
  private var patchInstances: [NodeInstance] = []

  struct BuildInputs: Equatable {
    var stateVersion: Int
    /// Each scene's focused id (empty when templates do not read focus).
    var focus: SceneFocusedIDs
    var keyScene: Int
  }

  init(scenario: Scenario, engine: FocusEngine, expressions: ExpressionEvaluator) {
    self.scenario = scenario
    self.engine = engine
    self.expressions = expressions
    let count = scenario.scenes.count
    self.instances = Array(repeating: [], count: count)
    self.absent = Array(repeating: [:], count: count)
    self.patchPlans = Array(repeating: nil, count: count)
    self.changeHandlerNodes = Array(repeating: [], count: count)
    self.presentIDs = Array(repeating: [], count: count)
    self.sceneRoots = scenario.scenes.map { TemplateNode($0.root) }
    self.emptySceneRoots = scenario.scenes.map { TemplateNode(NodeTemplate(kind: .Group, mark: $0.mark)) }
    self.dependencies = TemplateDependencies(scenario: scenario, sceneRoots: sceneRoots)
    self.structure = StructureState(sceneCount: count)
    self.layerStackRoots = scenario.scenes.map { TemplateNode(NodeTemplate(kind: .ZStack, mark: $0.mark)) }
    self.hasPresentations = sceneRoots.contains { $0.presents }
  }

  /// Makes the next commit build every tree: what a stack keeps or a tab
  /// view selects changed without a state write (F42, F45).
  func invalidate() { lastBuildInputs = nil }

  /// Rebuilds every scene's tree from the current state and focus — unless
  /// nothing the templates read has changed since the last build, in which
  /// case the trees (and their indexes) are already exact. Returns whether
  /// it rebuilt.
  ///
  /// A scene whose last build was patchable re-evaluates only the nodes
  /// that read something (`TreePatchPlan`); the tree is the one a full
  /// build gives either way.
  @discardableResult
  func rebuildTrees(stateVersion: Int) throws(RuntimeError) -> Bool {
    let inputs = BuildInputs(
      stateVersion: stateVersion,
      focus: dependencies.readsFocus ? engine.focusedIDs : SceneFocusedIDs(),
      keyScene: dependencies.readsFocus ? engine.keySceneIndex : 0)
    if !dependencies.isVolatile, let last = lastBuildInputs, inputs == last { return false }
    lastBuildInputs = inputs
    for sceneIndex in scenario.scenes.indices {
      if patchesTrees, let plan = patchPlans[sceneIndex], try patch(sceneIndex, with: plan) { continue }
      let sceneID = scenario.scenes[sceneIndex].id
      // What stacks and tab views the build finds (F42, F45) starts afresh.
      structure.scenes[sceneIndex].stacks = [:]
      structure.scenes[sceneIndex].tabViews = [:]
      var builder = TreeBuilder(
        evaluator: self, sceneID: sceneID, sceneIndex: sceneIndex, expectedCount: instances[sceneIndex].count,
        nodesInOtherScenes: instances.indices.reduce(0) { $0 + ($1 == sceneIndex ? 0 : instances[$1].count) })
      var root = try builder.build(sceneRoots[sceneIndex], scope: .empty, parentPath: nil, siblingIndex: 0, isRoot: true)
        ?? ViewNode(id: sceneID, kind: .Group)
      if builder.instances.isEmpty {
        builder.instances.append(
          NodeInstance(node: emptySceneRoots[sceneIndex], scope: .empty, id: sceneID, idNumber: idClaims.number(of: sceneID)))
      }
      if hasPresentations {
        root = try buildLayers(over: root, with: &builder, sceneIndex: sceneIndex, layerStackRoot: layerStackRoots[sceneIndex])
      }
      structure.scenes[sceneIndex].forgetAbsentContainers()
      engine.replaceTree(root, inScene: sceneIndex)
      instances[sceneIndex] = builder.instances
      absent[sceneIndex] = builder.absent
      if dependencies.hasChangeHandlers {
        changeHandlerNodes[sceneIndex] = builder.instances.indices.filter { !builder.instances[$0].template.onChange.isEmpty }
      }
      patchPlans[sceneIndex] = builder.isPatchable && !dependencies.isVolatile ? TreePatchPlan(sites: builder.patchSites) : nil
    }
    presentIDsStale = true
    return true
  }

  /// Re-evaluates the plan's nodes of scene `sceneIndex` and installs them;
  /// `false`, with nothing installed, when one of them changed the tree's
  /// structure and the scene needs a full build.
  private func patch(_ sceneIndex: Int, with plan: TreePatchPlan) throws(RuntimeError) -> Bool {
    if plan.sites.isEmpty { return true }
    // Emptied on the way out too: a node left here would make the tree's
    // copy shared, and its next change in place a copy.
    defer {
      patchReplacements.removeAll(keepingCapacity: true)
      patchInstances.removeAll(keepingCapacity: true)
    }
    for site in plan.sites {
      // No `if:` to test, and the id is the one the full build gave and
      // checked (F1): a site's id is a literal or its path, neither of which
      // can change while the plan holds.
      let (node, instance) = try evaluatedNode(site.source, scope: .empty, id: site.id, idNumber: site.idNumber)
      patchReplacements.append((site.index, node))
      patchInstances.append(instance)
    }
    guard engine.replaceNodes(patchReplacements, inScene: sceneIndex) else { return false }
    for (site, instance) in zip(plan.sites, patchInstances) { instances[sceneIndex][site.index] = instance }
    return true
  }

  /// A template's node — its properties, without its children — and its
  /// instance, for the id a build gave it.
  func evaluatedNode(
    _ source: TemplateNode, scope: Scope, id: String, idNumber: Int
  ) throws(RuntimeError) -> (node: ViewNode, instance: NodeInstance) {
    nodesEvaluated &+= 1
    var node = ViewNode(id: id, kind: source.template.kind)
    node.frame = source.template.frame.flatMap { $0.count == 4 ? Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) : nil }
    if let disabled = source.template.disabled { node.isDisabled = try expressions.test(disabled, in: scope) }
    if let focusable = source.template.focusable {
      node.focusable = FocusableModifier(
        isEnabled: try expressions.test(focusable.enabled, in: scope),
        interactions: focusable.interactions.map(Set.init))
    }
    // Appended one by one: the node keeps the first of each inline, so the
    // usual single binding and single value make no array.
    for spec in source.template.focused {
      switch spec.form {
      case .bool: node.appendBinding(FocusBinding(variable: spec.variable))
      case .equals(let expression): node.appendBinding(FocusBinding(variable: spec.variable, value: try expressions.evaluate(expression, in: scope)))
      }
    }
    for entry in source.template.focusedValues {
      node.appendFocusedValue(key: entry.key, value: try published(entry.value, scope: scope))
    }
    for entry in source.template.focusedSceneValues {
      node.focusedSceneValues.append((entry.key, try published(entry.value, scope: scope)))
    }
    node.isFocusSection = source.template.focusSection
    node.focusScope = source.template.focusScope
    node.prefersDefaultFocus = source.template.prefersDefaultFocus
    if let preference = source.template.defaultFocus {
      let value = try preference.value.map { expression throws(RuntimeError) in try expressions.evaluate(expression, in: scope) }
      let isBool = engine.declaration(of: preference.variable)?.kind == .bool
      node.defaultFocus = DefaultFocus(
        binding: FocusBinding(variable: preference.variable, value: isBool ? nil : value),
        priority: preference.priority == .userInitiated ? .userInitiated : .automatic)
    }
    node.submitScope = source.template.submitScope
    node.hasSubmitHandler = source.template.onSubmit != nil
    if let keyboard = source.template.keyboardHandlers { node.keyboard = keyboard }
    node.isVerticalAxis = source.template.isVerticalAxis  // F56
    node.hasSearchSubmitHandler = source.template.onSearchSubmit != nil  // F57
    let instance = NodeInstance(
      node: source, scope: scope, id: id, idNumber: idNumber,
      text: source.template.text.flatMap { expressions.binding(for: $0, in: scope) },
      isOn: source.template.isOn.flatMap { expressions.binding(for: $0, in: scope) })
    return (node, instance)
  }

  /// F25: a published bare `$var` or `$item.field` is a binding; anything else a value.
  /// A whole FocusState variable `$f` is a binding too (spec 1.1, a
  /// `FocusState.Binding`): readers see its value, `setFocusedBinding` sets it.
  private func published(_ expression: Expression, scope: Scope) throws(RuntimeError) -> Value {
    if case .reference(let reference) = expression.kind, let binding = expressions.binding(for: reference, in: scope) {
      return .binding(binding)
    }
    if case .reference(let reference) = expression.kind, reference.path.isEmpty, scope.locals[reference.root] == nil,
       engine.declaration(of: reference.root) != nil {
      return .binding(BindingReference(variable: reference.root, path: []))
    }
    return try expressions.evaluate(expression, in: scope)
  }

  /// The instance behind node `id` in scene `sceneIndex`.
  func instance(_ id: String, inScene sceneIndex: Int) -> NodeInstance? {
    guard let index = engine.scenes[sceneIndex].tree.index(of: id), instances[sceneIndex].indices.contains(index) else { return nil }
    return instances[sceneIndex][index]
  }

  // MARK: Handlers (F30 step 4, F31)

  /// The onChange handlers of present nodes for the `changed` variables,
  /// in tree order, each with its scope's `$oldValue`/`$newValue`.
  func changeHandlers(
    for changed: [String: (old: Value, new: Value)]
  ) -> [(actions: [Action], scope: Scope, mark: Mark, variable: String)] {
    var handlers: [(actions: [Action], scope: Scope, mark: Mark, variable: String)] = []
    for (sceneIndex, sceneInstances) in instances.enumerated() {
      for instance in changeHandlerNodes[sceneIndex].map({ sceneInstances[$0] }) {
        for handler in instance.template.onChange {
          guard let values = changed[handler.variable] else { continue }
          var scope = instance.scope
          scope.setHandlerContext(oldValue: values.old, newValue: values.new, actor: Scope.Actor(sceneIndex: sceneIndex, id: instance.id))
          handlers.append((handler.actions, scope, handler.mark, handler.variable))
        }
      }
    }
    return handlers
  }

  /// Whether any present node has an onChange handler.
  var hasPresentChangeHandlers: Bool { changeHandlerNodes.contains { !$0.isEmpty } }

  /// F31: the onAppear handlers of nodes that became present since the
  /// last call, in tree order; empty when no template has one.
  func appearedHandlers() -> [(actions: [Action], scope: Scope, mark: Mark, id: String)] {
    presentIDsStale = false
    // Which nodes are present matters only to onAppear handlers.
    guard dependencies.hasAppearHandlers else { return [] }
    var appeared: [(actions: [Action], scope: Scope, mark: Mark, id: String)] = []
    for (sceneIndex, sceneInstances) in instances.enumerated() {
      let ids = Set(sceneInstances.map(\.id))
      // F36: nodes of a layer or screen that came up anew appear again.
      let wasPresent = presentIDs[sceneIndex].subtracting(structure.scenes[sceneIndex].reappearedIDs)
      structure.scenes[sceneIndex].reappearedIDs = []
      for instance in sceneInstances where !wasPresent.contains(instance.id) && !instance.template.onAppear.isEmpty {
        var scope = instance.scope
        scope.actor = Scope.Actor(sceneIndex: sceneIndex, id: instance.id)
        appeared.append((instance.template.onAppear, scope, instance.template.mark, instance.id))
      }
      presentIDs[sceneIndex] = ids
    }
    return appeared
  }
}
