import FocusEngine
import YAML

/// F1, F30 step 1: evaluating the templates against state into the
/// engine's concrete trees, with the instance behind every node.
extension ScenarioRun {
  /// Rebuilds every scene's tree from the current state and focus — unless
  /// nothing the templates read has changed since the last build, in which
  /// case the trees (and their indexes) are already exact. Returns whether
  /// it rebuilt.
  @discardableResult
  func rebuildTrees() throws(RuntimeError) -> Bool {
    let inputs = BuildInputs(
      stateVersion: state.version,
      focus: dependencies.readsFocus ? engine.scenes.map(\.focusedID) : [],
      keyScene: dependencies.readsFocus ? engine.keySceneIndex : 0)
    if !dependencies.isVolatile, inputs == lastBuildInputs { return false }
    lastBuildInputs = inputs
    for (sceneIndex, scene) in scenario.scenes.enumerated() {
      var builder = TreeBuilder(
        run: self, sceneID: scene.id, invariantSubtrees: invariantSubtrees[sceneIndex], expectedCount: instances[sceneIndex].count)
      defer { invariantSubtrees[sceneIndex] = builder.invariantSubtrees }
      let root = try builder.build(scene.root, scope: .empty, parentPath: nil, siblingIndex: 0, isRoot: true)
        ?? ViewNode(id: scene.id, kind: .Group)
      if builder.instances.isEmpty {
        builder.instances.append(NodeInstance(template: NodeTemplate(kind: .Group, mark: scene.mark), scope: .empty, id: scene.id))
      }
      engine.replaceTree(root, inScene: sceneIndex)
      instances[sceneIndex] = builder.instances
      absent[sceneIndex] = builder.absent
      changeHandlerNodes[sceneIndex] = builder.instances.indices.filter { !builder.instances[$0].template.onChange.isEmpty }
    }
    return true
  }

  /// The instance behind node `id` in scene `sceneIndex`.
  func instance(_ id: String, inScene sceneIndex: Int) -> NodeInstance? {
    guard let index = engine.scenes[sceneIndex].tree.index(of: id), instances[sceneIndex].indices.contains(index) else { return nil }
    return instances[sceneIndex][index]
  }
}

/// Builds one scene's tree in tree order, so node indices of the engine's
/// flattened tree line up with `instances`.
struct TreeBuilder {
  unowned let run: ScenarioRun
  let sceneID: String
  var instances: [NodeInstance] = []
  /// Nodes whose `if:` is false, by the id of their parent, for `trace --tree`.
  var absent: [String: [String]] = [:]
  /// Subtrees that read nothing, from earlier builds of this scene, reused as they are.
  var invariantSubtrees: [InvariantSubtree.Key: InvariantSubtree]
  private var seenIDs: [String: Mark] = [:]
  /// Every `absent` entry in the order added, so a cached subtree can replay its own.
  private var absentJournal: [(parent: String, label: String)] = []

  /// `expectedCount`: how many nodes the previous build had, to size the buffers once.
  init(run: ScenarioRun, sceneID: String, invariantSubtrees: [InvariantSubtree.Key: InvariantSubtree] = [:], expectedCount: Int = 0) {
    self.run = run
    self.sceneID = sceneID
    self.invariantSubtrees = invariantSubtrees
    instances.reserveCapacity(expectedCount)
    seenIDs.reserveCapacity(expectedCount)
  }

  /// Evaluates `template`; `nil` when its `if:` is false (F1: not present).
  /// `parentPath` is the path name of the parent for nodes without an id.
  ///
  /// A subtree outside any ForEach row whose evaluation read nothing — no
  /// state, FocusState, focused value or `$newID`, only literals and
  /// bindings — evaluates the same at every commit (F30 step 1), so its
  /// first result is kept and reused: a form whose Save button reads
  /// `$focusedValues` re-evaluates that button, not its eight fields.
  mutating func build(
    _ template: NodeTemplate, scope: Scope, parentPath: String?, siblingIndex: Int, isRoot: Bool, rowID: Value? = nil
  ) throws(RuntimeError) -> ViewNode? {
    guard scope.isEmpty, rowID == nil else {
      return try evaluate(template, scope: scope, parentPath: parentPath, siblingIndex: siblingIndex, isRoot: isRoot, rowID: rowID)
    }
    let key = InvariantSubtree.Key(offset: template.mark.offset, parentPath: parentPath, siblingIndex: siblingIndex)
    if let cached = invariantSubtrees[key] {
      try reuse(cached)
      return cached.root
    }
    let readsBefore = run.readCount
    let instancesBefore = instances.count
    let absentBefore = absentJournal.count
    let node = try evaluate(template, scope: scope, parentPath: parentPath, siblingIndex: siblingIndex, isRoot: isRoot, rowID: rowID)
    if run.readCount == readsBefore {
      invariantSubtrees[key] = InvariantSubtree(
        root: node, instances: Array(instances[instancesBefore...]), absent: Array(absentJournal[absentBefore...]))
    }
    return node
  }

  /// Appends a cached subtree's instances and absent nodes, checking its ids
  /// against the nodes built so far exactly as a fresh evaluation would.
  private mutating func reuse(_ cached: InvariantSubtree) throws(RuntimeError) {
    for instance in cached.instances {
      if let first = seenIDs[instance.id] {
        throw RuntimeError(
          "two present nodes have the id '\(instance.id)' in scene \(sceneID) (the first is at line \(first.line))", at: instance.template.mark)
      }
      seenIDs[instance.id] = instance.template.mark
    }
    instances.append(contentsOf: cached.instances)
    for entry in cached.absent { noteAbsent(entry.label, under: entry.parent) }
  }

  private mutating func noteAbsent(_ label: String, under parent: String) {
    absent[parent, default: []].append(label)
    absentJournal.append((parent, label))
  }

  private mutating func evaluate(
    _ template: NodeTemplate, scope: Scope, parentPath: String?, siblingIndex: Int, isRoot: Bool, rowID: Value?
  ) throws(RuntimeError) -> ViewNode? {
    if let condition = template.condition, try !run.test(condition, in: scope) {
      let label = template.customName ?? template.kind.rawValue
      let idText: String
      if case .literal(.string(let id))? = template.id?.kind { idText = " " + id } else { idText = "" }
      noteAbsent(label + idText, under: parentPath ?? "")
      return nil
    }
    let id = try name(of: template, scope: scope, parentPath: parentPath, siblingIndex: siblingIndex, isRoot: isRoot, rowID: rowID)
    if let first = seenIDs[id] {
      throw RuntimeError("two present nodes have the id '\(id)' in scene \(sceneID) (the first is at line \(first.line))", at: template.mark)
    }
    seenIDs[id] = template.mark
    var node = ViewNode(id: id, kind: template.kind)
    node.frame = template.frame.flatMap { $0.count == 4 ? Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) : nil }
    if let disabled = template.disabled { node.isDisabled = try run.test(disabled, in: scope) }
    if let focusable = template.focusable {
      node.focusable = FocusableModifier(
        isEnabled: try run.test(focusable.enabled, in: scope),
        interactions: focusable.interactions.map(Set.init))
    }
    for spec in template.focused {
      switch spec.form {
      case .bool: node.bindings.append(FocusBinding(variable: spec.variable))
      case .equals(let expression): node.bindings.append(FocusBinding(variable: spec.variable, value: try run.evaluate(expression, in: scope)))
      }
    }
    for entry in template.focusedValues {
      node.focusedValues.append((entry.key, try published(entry.value, scope: scope)))
    }
    for entry in template.focusedSceneValues {
      node.focusedSceneValues.append((entry.key, try published(entry.value, scope: scope)))
    }
    node.isFocusSection = template.focusSection
    node.focusScope = template.focusScope
    node.prefersDefaultFocus = template.prefersDefaultFocus
    if let preference = template.defaultFocus {
      let value = try preference.value.map { expression throws(RuntimeError) in try run.evaluate(expression, in: scope) }
      let isBool = run.engine.variables[preference.variable]?.kind == .bool
      node.defaultFocus = DefaultFocus(
        binding: FocusBinding(variable: preference.variable, value: isBool ? nil : value),
        priority: preference.priority == .userInitiated ? .userInitiated : .automatic)
    }
    node.submitScope = template.submitScope
    node.hasSubmitHandler = template.onSubmit != nil
    instances.append(NodeInstance(
      template: template, scope: scope, id: id,
      text: template.text.flatMap { run.binding(for: $0, in: scope) },
      isOn: template.isOn.flatMap { run.binding(for: $0, in: scope) }))
    let myPath = id
    if let forEach = template.forEach {
      node.children = try rows(of: forEach, scope: scope, path: myPath)
    } else {
      var counts: [String: Int] = [:]
      // By index: `for child in` would copy each template (two dozen fields).
      for childIndex in template.children.indices {
        let component = template.children[childIndex].customName ?? template.children[childIndex].kind.rawValue
        counts[component, default: 0] += 1
        if let built = try build(
          template.children[childIndex], scope: scope, parentPath: myPath, siblingIndex: counts[component] ?? 1, isRoot: false)
        {
          node.children.append(built)
        }
      }
    }
    return node
  }

  /// ForEach rows: one per element of the data list, `$item`/`$index` bound.
  private mutating func rows(of forEach: ForEachSpec, scope: Scope, path: String) throws(RuntimeError) -> [ViewNode] {
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
      if let built = try build(forEach.row, scope: rowScope, parentPath: path, siblingIndex: index + 1, isRoot: false, rowID: id) {
        result.append(built)
      }
    }
    return result
  }

  /// The node's id: explicit (interpolated), else its path name — from the
  /// nearest ancestor with an id, or the root's kind, `Kind[n]` per level
  /// (n counts same-kind siblings from 1); ForEach rows use `Kind[rowID]`.
  private func name(
    of template: NodeTemplate, scope: Scope, parentPath: String?, siblingIndex: Int, isRoot: Bool, rowID: Value?
  ) throws(RuntimeError) -> String {
    if let expression = template.id {
      let value = try run.evaluate(expression, in: scope)
      switch value {
      case .string(let string): return string
      case .number, .bool: return value.displayText
      default: throw RuntimeError("an id must be a string, got \(value.typeDescription)", at: expression.mark)
      }
    }
    let component = template.customName ?? template.kind.rawValue
    if isRoot { return component }
    let index = rowID.map { id in id.stringValue ?? id.displayText } ?? String(siblingIndex)
    return "\(parentPath ?? sceneID)/\(component)[\(index)]"
  }

  /// F25: a published bare `$var` or `$item.field` is a binding; anything else a value.
  private func published(_ expression: Expression, scope: Scope) throws(RuntimeError) -> Value {
    if case .reference(let reference) = expression.kind, let binding = run.binding(for: reference, in: scope) {
      return .binding(binding)
    }
    return try run.evaluate(expression, in: scope)
  }
}

/// A subtree whose evaluation read nothing that can change (see
/// `TreeBuilder.build`): what it built, kept for the next commits.
final class InvariantSubtree {
  /// Where the template stands and the path that named it: the same
  /// template (a YAML alias) under another parent names its nodes differently.
  struct Key: Hashable {
    var offset: Int
    var parentPath: String?
    var siblingIndex: Int
  }
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
