import FocusEngine
import YAML

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
  /// Strong: a builder is a local of the evaluator's own build, so it makes
  /// no cycle, and an `unowned` reference checked and retained the evaluator
  /// at every node's evaluation (`swift_unownedRetainStrong`, 4 % of a
  /// 100,000-row build under `perf`).
  let evaluator: SceneEvaluator
  private let expressions: ExpressionEvaluator
  let sceneID: String
  var instances: [NodeInstance] = []
  /// Whether re-evaluating `patchSites` alone can no longer reproduce the next build.
  mutating func markUnpatchable() { isPatchable = false }

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
  /// F35: presentations requested by the nodes built since the caller last took them, in tree order.
  var presentationRequests: [StructureState.PresentationRequest] = []
  /// F57: the `searchFocused` bindings of each search field being built,
  /// innermost last; a node's binding joins the nearest (`TreeBuilder+Search`).
  var searchFieldBindings: [[FocusBinding]] = []
  /// The scene built, for what stacks and tab views record (F42, F45).
  let sceneIndex: Int
  /// F53: set while building the row level of a lazy container (`TreeBuilder+Lazy.swift`).
  var lazyCursor: LazyRowCursor?
  /// F53: the window of the lazy container whose children were built last.
  var lastLazyWindow: LazyWindow?

  /// The most nodes the trees of all scenes may hold together. A view is
  /// a few bytes of YAML per ForEach, and ForEach multiplies: four nested
  /// over 100 elements is 100 million nodes (many GB). A focus scenario
  /// needs far fewer; `scripts/bench/run` runs one of 100,000.
  static let maximumNodes = 200_000

  /// `expectedCount`: how many nodes the previous build had, to size the buffers once.
  init(evaluator: SceneEvaluator, sceneID: String, sceneIndex: Int = 0, expectedCount: Int = 0, nodesInOtherScenes: Int = 0) {
    self.evaluator = evaluator
    self.sceneIndex = sceneIndex
    self.expressions = evaluator.expressions
    self.sceneID = sceneID
    self.nodesInOtherScenes = nodesInOtherScenes
    self.idClaims = evaluator.idClaims
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
        if source.template.viewport != nil { built.lazyWindow = lastLazyWindow }
        return built
      }
    }
    let readsBefore = expressions.readCount
    let instancesBefore = instances.count
    let absentBefore = absentJournal.count
    let own = try evaluate(source, scope: scope, parentPath: parentPath, siblingIndex: siblingIndex, isRoot: isRoot, rowID: rowID)
    let ownReadNothing = expressions.readCount == readsBefore
    if !ownReadNothing, isPatchable {
      if isCacheable, let own, source.canBePatched {
        patchSites.append(TreePatchPlan.Site(index: instancesBefore, source: source, id: own.instance.id, idNumber: own.instance.idNumber))
      } else {
        isPatchable = false
      }
    }
    var built = own?.node
    if let own { built?.children = try children(of: source, scope: scope, path: own.instance.id) }
    if own != nil, source.template.viewport != nil { built?.lazyWindow = lastLazyWindow }
    guard isCacheable else { return built }
    if expressions.readCount == readsBefore {
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
  func claim(_ number: Int, _ id: String, at mark: Mark) throws(RuntimeError) {
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
    if let condition = source.template.condition, try !expressions.test(condition, in: scope) {
      let idText: String
      if case .literal(.string(let id))? = source.template.id?.kind { idText = " " + id } else { idText = "" }
      noteAbsent(source.component + idText, under: parentPath ?? "")
      return nil
    }
    let id = try name(of: source, scope: scope, parentPath: parentPath, siblingIndex: siblingIndex, isRoot: isRoot, rowID: rowID)
    let idNumber = idClaims.number(of: id)
    try claim(idNumber, id, at: source.template.mark)
    let (node, instance) = try evaluator.evaluatedNode(source, scope: scope, id: id, idNumber: idNumber)
    instances.append(instance)
    try checkNodeBudget(at: source.template.mark)
    if !source.template.presentations.isEmpty { try collectRequests(of: source, id: id, scope: scope) }
    if source.template.searchFocused != nil, source.template.searchable == nil { try bindNearestSearchField(source, scope: scope) }
    return (node, instance)
  }

  /// Stops a build at the node that takes the run past `maximumNodes`,
  /// before the rest of the tree is evaluated.
  func checkNodeBudget(at mark: Mark) throws(RuntimeError) {
    guard nodesInOtherScenes + instances.count > Self.maximumNodes else { return }
    throw RuntimeError(
      "view tree too large: scene \(sceneID) reaches over \(Self.maximumNodes) nodes here "
        + "(the limit of the nodes of all scenes; ForEach multiplies its row by every element)",
      at: mark, kind: .limitExceeded)
  }

  /// The children of `source`'s node, after its search field if it is
  /// `searchable` (F57).
  private mutating func children(of source: TemplateNode, scope: Scope, path: String) throws(RuntimeError) -> [ViewNode] {
    if source.template.searchable != nil { return try childrenWithSearchField(of: source, scope: scope, path: path) }
    return try ownChildren(of: source, scope: scope, path: path)
  }

  /// The children of `source`'s node: ForEach rows, or its child templates
  /// named `Kind[n]` by their place among same-kind siblings.
  mutating func ownChildren(of source: TemplateNode, scope: Scope, path: String) throws(RuntimeError) -> [ViewNode] {
    if let forEach = source.template.forEach, let row = source.row {
      return try rows(of: forEach, row: row, scope: scope, path: path)
    }
    if source.template.kind == .TabView { return try selectedTab(of: source, scope: scope, path: path) }
    if let viewport = source.template.viewport { return try realizedRows(of: source, viewport: viewport, scope: scope, path: path) }
    var result = try plainChildren(of: source, scope: scope, path: path)
    if source.template.kind == .NavigationStack { result += try screens(of: source, scope: scope, path: path) }
    return result
  }

  /// The child templates' nodes (`buildChild`: at a lazy container's row
  /// level, only the realized rows, F53).
  mutating func plainChildren(of source: TemplateNode, scope: Scope, path: String) throws(RuntimeError) -> [ViewNode] {
    var result: [ViewNode] = []
    result.reserveCapacity(source.children.count)
    for (child, siblingIndex) in zip(source.children, source.childSiblingIndices) {
      if let built = try buildChild(child, scope: scope, parentPath: path, siblingIndex: siblingIndex) {
        result.append(built)
      }
    }
    return result
  }

  /// ForEach rows: one per element of the data list, `$item`/`$index` bound.
  private mutating func rows(of forEach: ForEachSpec, row: TemplateNode, scope: Scope, path: String) throws(RuntimeError) -> [ViewNode] {
    isPatchable = false  // rows come and go with the data
    let data = try expressions.read(forEach.data, in: scope)
    guard case .list(let elements) = data else {
      throw RuntimeError("ForEach data \(forEach.data) is \(data.typeDescription), not a list", at: forEach.data.mark)
    }
    let base = expressions.binding(for: forEach.data, in: scope)
    var seen = RowIDSet(rowCount: elements.count)
    // Sized up front: an id table and a child list grown one row at a time
    // rehash and copy as they go (`perf` of 100,000 rows, docs/benchmarks.md).
    idClaims.reserveCapacity(elements.count)
    instances.reserveCapacity(instances.count + elements.count)
    var result: [ViewNode] = []
    result.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      guard let id = StateStore.elementID(element, idKey: forEach.idKey) else {
        throw RuntimeError("ForEach element \(index) of \(forEach.data) has no '\(forEach.idKey)' field", at: forEach.data.mark)
      }
      guard seen.insert(id) else {
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
      if var built = try buildChild(row, scope: rowScope, parentPath: path, siblingIndex: index + 1, rowID: id) {
        // F16 (a): tvOS and watchOS find the lost row's surviving neighbours by it.
        built.forEachRowID = id
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
      let value = try expressions.evaluate(expression, in: scope)
      switch value {
      case .string(let string): return string
      case .number, .bool: return value.displayText
      default: throw RuntimeError("an id must be a string, got \(value.typeDescription)", at: expression.mark)
      }
    }
    let component = source.component
    // A layer's or screen's root is named under the layer's id (F35, settled for 1.1).
    if isRoot { return parentPath.map { "\($0)/\(component)" } ?? component }
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
