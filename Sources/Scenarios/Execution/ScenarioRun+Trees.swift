import FocusEngine
import YAML

/// F1, F30 step 1: evaluating the templates against state into the
/// engine's concrete trees, with the instance behind every node.
extension ScenarioRun {
  /// Rebuilds every scene's tree from the current state and focus — unless
  /// nothing the templates read has changed since the last build, in which
  /// case the trees (and their indexes) are already exact. Returns whether
  /// it rebuilt.
  ///
  /// A scene whose last build was patchable re-evaluates only the nodes
  /// that read something (`TreePatchPlan`); the tree is the one a full
  /// build gives either way.
  @discardableResult
  func rebuildTrees() throws(RuntimeError) -> Bool {
    let inputs = BuildInputs(
      stateVersion: state.version,
      focus: dependencies.readsFocus ? engine.scenes.map(\.focusedID) : [],
      keyScene: dependencies.readsFocus ? engine.keySceneIndex : 0)
    if !dependencies.isVolatile, inputs == lastBuildInputs { return false }
    lastBuildInputs = inputs
    for sceneIndex in scenario.scenes.indices {
      if patchesTrees, let plan = patchPlans[sceneIndex], try patch(sceneIndex, with: plan) { continue }
      let sceneID = scenario.scenes[sceneIndex].id
      var builder = TreeBuilder(
        run: self, sceneID: sceneID, expectedCount: instances[sceneIndex].count,
        nodesInOtherScenes: instances.indices.reduce(0) { $0 + ($1 == sceneIndex ? 0 : instances[$1].count) })
      let root = try builder.build(sceneRoots[sceneIndex], scope: .empty, parentPath: nil, siblingIndex: 0, isRoot: true)
        ?? ViewNode(id: sceneID, kind: .Group)
      if builder.instances.isEmpty {
        builder.instances.append(
          NodeInstance(node: emptySceneRoots[sceneIndex], scope: .empty, id: sceneID, idNumber: idClaims.number(of: sceneID)))
      }
      engine.replaceTree(root, inScene: sceneIndex)
      instances[sceneIndex] = builder.instances
      absent[sceneIndex] = builder.absent
      if dependencies.hasChangeHandlers {
        changeHandlerNodes[sceneIndex] = builder.instances.indices.filter { !builder.instances[$0].template.onChange.isEmpty }
      }
      patchPlans[sceneIndex] = builder.isPatchable && !dependencies.isVolatile ? TreePatchPlan(sites: builder.patchSites) : nil
    }
    return true
  }

  /// Re-evaluates the plan's nodes of scene `sceneIndex` and installs them;
  /// `false`, with nothing installed, when one of them changed the tree's
  /// structure and the scene needs a full build.
  private func patch(_ sceneIndex: Int, with plan: TreePatchPlan) throws(RuntimeError) -> Bool {
    if plan.sites.isEmpty { return true }
    var replacements: [(index: Int, node: ViewNode)] = []
    var newInstances: [NodeInstance] = []
    replacements.reserveCapacity(plan.sites.count)
    newInstances.reserveCapacity(plan.sites.count)
    for site in plan.sites {
      // No `if:` to test, and the id is the one the full build gave and
      // checked (F1): a site's id is a literal or its path, neither of which
      // can change while the plan holds.
      let (node, instance) = try evaluatedNode(site.source, scope: .empty, id: site.id, idNumber: site.idNumber)
      replacements.append((site.index, node))
      newInstances.append(instance)
    }
    guard engine.replaceNodes(replacements, inScene: sceneIndex) else { return false }
    for (site, instance) in zip(plan.sites, newInstances) { instances[sceneIndex][site.index] = instance }
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
    if let disabled = source.template.disabled { node.isDisabled = try test(disabled, in: scope) }
    if let focusable = source.template.focusable {
      node.focusable = FocusableModifier(
        isEnabled: try test(focusable.enabled, in: scope),
        interactions: focusable.interactions.map(Set.init))
    }
    for spec in source.template.focused {
      switch spec.form {
      case .bool: node.bindings.append(FocusBinding(variable: spec.variable))
      case .equals(let expression): node.bindings.append(FocusBinding(variable: spec.variable, value: try evaluate(expression, in: scope)))
      }
    }
    for entry in source.template.focusedValues {
      node.focusedValues.append((entry.key, try published(entry.value, scope: scope)))
    }
    for entry in source.template.focusedSceneValues {
      node.focusedSceneValues.append((entry.key, try published(entry.value, scope: scope)))
    }
    node.isFocusSection = source.template.focusSection
    node.focusScope = source.template.focusScope
    node.prefersDefaultFocus = source.template.prefersDefaultFocus
    if let preference = source.template.defaultFocus {
      let value = try preference.value.map { expression throws(RuntimeError) in try evaluate(expression, in: scope) }
      let isBool = engine.variables[preference.variable]?.kind == .bool
      node.defaultFocus = DefaultFocus(
        binding: FocusBinding(variable: preference.variable, value: isBool ? nil : value),
        priority: preference.priority == .userInitiated ? .userInitiated : .automatic)
    }
    node.submitScope = source.template.submitScope
    node.hasSubmitHandler = source.template.onSubmit != nil
    let instance = NodeInstance(
      node: source, scope: scope, id: id, idNumber: idNumber,
      text: source.template.text.flatMap { binding(for: $0, in: scope) },
      isOn: source.template.isOn.flatMap { binding(for: $0, in: scope) })
    return (node, instance)
  }

  /// F25: a published bare `$var` or `$item.field` is a binding; anything else a value.
  private func published(_ expression: Expression, scope: Scope) throws(RuntimeError) -> Value {
    if case .reference(let reference) = expression.kind, let binding = binding(for: reference, in: scope) {
      return .binding(binding)
    }
    return try evaluate(expression, in: scope)
  }

  /// The instance behind node `id` in scene `sceneIndex`.
  func instance(_ id: String, inScene sceneIndex: Int) -> NodeInstance? {
    guard let index = engine.scenes[sceneIndex].tree.index(of: id), instances[sceneIndex].indices.contains(index) else { return nil }
    return instances[sceneIndex][index]
  }
}

/// Builds one scene's tree in tree order, so node indices of the engine's
/// flattened tree line up with `instances`.
///
/// F30 step 1 re-evaluates the templates at every commit. Outside ForEach
/// rows, a template stands at one position, so what an evaluation there
/// that read nothing — no state, FocusState, focused value or `$newID`,
/// only literals and bindings — produced is kept on its `TemplateNode` and
/// reused: the whole subtree when none of it read anything, else the node
/// itself when only its descendants did. A form whose Save button reads
/// `$focusedValues` re-evaluates that button, not the form or its fields.
struct TreeBuilder {
  unowned let run: ScenarioRun
  let sceneID: String
  var instances: [NodeInstance] = []
  /// Nodes whose `if:` is false, by the id of their parent, for `trace --tree`.
  var absent: [String: [String]] = [:]
  private let idClaims: IDClaims
  /// Every `absent` entry in the order added, so a cached subtree can replay its own.
  private var absentJournal: [(parent: String, label: String)] = []
  /// The nodes this build evaluated that read something, in tree order:
  /// the next build evaluates them again (`TreePatchPlan`).
  private(set) var patchSites: [TreePatchPlan.Site] = []
  /// Whether re-evaluating `patchSites` alone reproduces the next build.
  private(set) var isPatchable = true
  /// Nodes the other scenes' trees hold: the node budget is for the whole run.
  private let nodesInOtherScenes: Int

  /// The most nodes the trees of all scenes may hold together. A view is
  /// a few bytes of YAML per ForEach, and ForEach multiplies: four nested
  /// over 100 elements is 100 million nodes (many GB). A focus scenario
  /// needs far fewer; `scripts/bench/run` runs one of 100,000.
  static let maximumNodes = 200_000

  /// `expectedCount`: how many nodes the previous build had, to size the buffers once.
  init(run: ScenarioRun, sceneID: String, expectedCount: Int = 0, nodesInOtherScenes: Int = 0) {
    self.run = run
    self.sceneID = sceneID
    self.nodesInOtherScenes = nodesInOtherScenes
    self.idClaims = run.idClaims
    instances.reserveCapacity(expectedCount)
    idClaims.beginBuild()
  }

  /// Evaluates the template of `source`; `nil` when its `if:` is false (F1:
  /// not present). `parentPath` is the path name of the parent for nodes
  /// without an id.
  mutating func build(
    _ source: TemplateNode, scope: Scope, parentPath: String?, siblingIndex: Int, isRoot: Bool, rowID: Value? = nil
  ) throws(RuntimeError) -> ViewNode? {
    let isCacheable = scope.isEmpty && rowID == nil
    if isCacheable, let cached = source.cache, cached.siblingIndex == siblingIndex, cached.parentPath == parentPath {
      switch cached.result {
      case .subtree(let subtree):
        try reuse(subtree)
        return subtree.root
      case .node(let node, let instance):
        try claim(instance.idNumber, instance.id, at: source.template.mark)
        instances.append(instance)
        var built = node
        built.children = try children(of: source, scope: scope, path: instance.id)
        return built
      }
    }
    let readsBefore = run.readCount
    let instancesBefore = instances.count
    let absentBefore = absentJournal.count
    let own = try evaluate(source, scope: scope, parentPath: parentPath, siblingIndex: siblingIndex, isRoot: isRoot, rowID: rowID)
    let ownReadNothing = run.readCount == readsBefore
    if !ownReadNothing, isPatchable {
      if isCacheable, let own, source.canBePatched {
        patchSites.append(TreePatchPlan.Site(index: instancesBefore, source: source, id: own.instance.id, idNumber: own.instance.idNumber))
      } else {
        isPatchable = false
      }
    }
    var built = own?.node
    if let own { built?.children = try children(of: source, scope: scope, path: own.instance.id) }
    guard isCacheable else { return built }
    if run.readCount == readsBefore {
      let subtree = InvariantSubtree(
        root: built, instances: Array(instances[instancesBefore...]), absent: Array(absentJournal[absentBefore...]))
      source.cache = TemplateNode.Cache(parentPath: parentPath, siblingIndex: siblingIndex, result: .subtree(subtree))
    } else if ownReadNothing, let own {
      source.cache = TemplateNode.Cache(parentPath: parentPath, siblingIndex: siblingIndex, result: .node(own.node, own.instance))
    } else {
      source.cache = nil
    }
    return built
  }

  /// Appends a cached subtree's instances and absent nodes, checking its ids
  /// against the nodes built so far exactly as a fresh evaluation would.
  private mutating func reuse(_ cached: InvariantSubtree) throws(RuntimeError) {
    for instance in cached.instances { try claim(instance.idNumber, instance.id, at: instance.template.mark) }
    instances.append(contentsOf: cached.instances)
    if let first = cached.instances.first { try checkNodeBudget(at: first.template.mark) }
    for entry in cached.absent { noteAbsent(entry.label, under: entry.parent) }
  }

  /// F1: ids are unique among present nodes.
  private func claim(_ number: Int, _ id: String, at mark: Mark) throws(RuntimeError) {
    if let first = idClaims.claim(number, at: mark) {
      throw RuntimeError("two present nodes have the id '\(id)' in scene \(sceneID) (the first is at line \(first.line))", at: mark)
    }
  }

  private mutating func noteAbsent(_ label: String, under parent: String) {
    absent[parent, default: []].append(label)
    absentJournal.append((parent, label))
  }

  /// The node itself — its `if:`, id and properties, without its children —
  /// and its instance, appended to `instances`; `nil` when `if:` is false.
  private mutating func evaluate(
    _ source: TemplateNode, scope: Scope, parentPath: String?, siblingIndex: Int, isRoot: Bool, rowID: Value?
  ) throws(RuntimeError) -> (node: ViewNode, instance: NodeInstance)? {
    if let condition = source.template.condition, try !run.test(condition, in: scope) {
      let idText: String
      if case .literal(.string(let id))? = source.template.id?.kind { idText = " " + id } else { idText = "" }
      noteAbsent(source.component + idText, under: parentPath ?? "")
      return nil
    }
    let id = try name(of: source, scope: scope, parentPath: parentPath, siblingIndex: siblingIndex, isRoot: isRoot, rowID: rowID)
    let idNumber = idClaims.number(of: id)
    try claim(idNumber, id, at: source.template.mark)
    let (node, instance) = try run.evaluatedNode(source, scope: scope, id: id, idNumber: idNumber)
    instances.append(instance)
    try checkNodeBudget(at: source.template.mark)
    return (node, instance)
  }

  /// Stops a build at the node that takes the run past `maximumNodes`,
  /// before the rest of the tree is evaluated.
  private func checkNodeBudget(at mark: Mark) throws(RuntimeError) {
    guard nodesInOtherScenes + instances.count > Self.maximumNodes else { return }
    throw RuntimeError(
      "view tree too large: scene \(sceneID) reaches over \(Self.maximumNodes) nodes here "
        + "(the limit of the nodes of all scenes; ForEach multiplies its row by every element)",
      at: mark, kind: .limitExceeded)
  }

  /// The children of `source`'s node: ForEach rows, or its child templates
  /// named `Kind[n]` by their place among same-kind siblings.
  private mutating func children(of source: TemplateNode, scope: Scope, path: String) throws(RuntimeError) -> [ViewNode] {
    if let forEach = source.template.forEach, let row = source.row {
      return try rows(of: forEach, row: row, scope: scope, path: path)
    }
    var result: [ViewNode] = []
    result.reserveCapacity(source.children.count)
    for (child, siblingIndex) in zip(source.children, source.childSiblingIndices) {
      if let built = try build(child, scope: scope, parentPath: path, siblingIndex: siblingIndex, isRoot: false) {
        result.append(built)
      }
    }
    return result
  }

  /// ForEach rows: one per element of the data list, `$item`/`$index` bound.
  private mutating func rows(of forEach: ForEachSpec, row: TemplateNode, scope: Scope, path: String) throws(RuntimeError) -> [ViewNode] {
    isPatchable = false  // rows come and go with the data
    let data = try run.read(forEach.data, in: scope)
    guard case .list(let elements) = data else {
      throw RuntimeError("ForEach data \(forEach.data) is \(data.typeDescription), not a list", at: forEach.data.mark)
    }
    let base = run.binding(for: forEach.data, in: scope)
    var seen: Set<Value> = []
    var result: [ViewNode] = []
    for (index, element) in elements.enumerated() {
      guard let id = StateStore.elementID(element, idKey: forEach.idKey) else {
        throw RuntimeError("ForEach element \(index) of \(forEach.data) has no '\(forEach.idKey)' field", at: forEach.data.mark)
      }
      guard seen.insert(id).inserted else {
        throw RuntimeError("ForEach elements of \(forEach.data) share the id \(id.displayText)", at: forEach.data.mark)
      }
      var rowScope = scope
      let isMap = element.mapValue != nil
      var itemBinding = base
      if var binding = itemBinding {
        binding.indexHints[binding.path.count] = index
        binding.path.append(.element(id: id, idKey: isMap ? forEach.idKey : nil))
        itemBinding = binding
      }
      rowScope.row = Scope.Row(item: element, index: index, itemBinding: itemBinding)
      if let built = try build(row, scope: rowScope, parentPath: path, siblingIndex: index + 1, isRoot: false, rowID: id) {
        result.append(built)
      }
    }
    return result
  }

  /// The node's id: explicit (interpolated), else its path name — from the
  /// nearest ancestor with an id, or the root's kind, `Kind[n]` per level
  /// (n counts same-kind siblings from 1); ForEach rows use `Kind[rowID]`.
  private func name(
    of source: TemplateNode, scope: Scope, parentPath: String?, siblingIndex: Int, isRoot: Bool, rowID: Value?
  ) throws(RuntimeError) -> String {
    if let expression = source.template.id {
      let value = try run.evaluate(expression, in: scope)
      switch value {
      case .string(let string): return string
      case .number, .bool: return value.displayText
      default: throw RuntimeError("an id must be a string, got \(value.typeDescription)", at: expression.mark)
      }
    }
    let component = source.component
    if isRoot { return component }
    let index = rowID.map { id in id.stringValue ?? id.displayText } ?? String(siblingIndex)
    return "\(parentPath ?? sceneID)/\(component)[\(index)]"
  }
}

/// A subtree whose evaluation read nothing that can change (see
/// `TreeBuilder`): what it built, kept for the next commits.
final class InvariantSubtree {
  /// `nil` when its `if:` was false.
  let root: ViewNode?
  let instances: [NodeInstance]
  let absent: [(parent: String, label: String)]

  init(root: ViewNode?, instances: [NodeInstance], absent: [(parent: String, label: String)]) {
    self.root = root
    self.instances = instances
    self.absent = absent
  }
}
