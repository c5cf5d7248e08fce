import FocusEngine
import YAML

/// What the tree builder adds for presentations, NavigationStacks and
/// TabViews (F35, F42, F45): requests found on presenters, pushed screens
/// as children of their stack, the selected tab, the tvOS tab bar.
extension TreeBuilder {
  /// F35: each presentation of `source` whose `isPresented` holds or whose
  /// `item` is not `null` is requested.
  mutating func collectRequests(of source: TemplateNode, id: String, scope: Scope) throws(RuntimeError) {
    let expressions = evaluator.expressions
    for (index, spec) in source.template.presentations.enumerated() {
      let reference = spec.trigger.reference
      let value = try expressions.read(reference, in: scope)
      let item: Value?
      switch spec.trigger {
      case .isPresented:
        guard let flag = value.boolValue else {
          throw RuntimeError("\(spec.kind.rawValue) isPresented \(reference) is \(value.typeDescription), not a boolean", at: reference.mark)
        }
        guard flag else { continue }
        item = nil
      case .item:
        guard value != .null else { continue }
        item = value
      }
      var layerID = "\(id).\(spec.kind.rawValue)"
      if let expression = spec.id {
        let evaluated = try expressions.evaluate(expression, in: scope)
        layerID = evaluated.stringValue ?? evaluated.displayText
      }
      presentationRequests.append(StructureState.PresentationRequest(
        key: "\(id).\(spec.kind.rawValue)", layerID: layerID, kind: spec.kind, presenter: source, index: index,
        presenterID: id, scope: scope, item: item, binding: expressions.binding(for: reference, in: scope)))
    }
  }

  /// A node the file does not write — a screen's wrapper, an alert's
  /// column, a tab bar — with its instance, named `id`.
  mutating func syntheticNode(_ source: TemplateNode, id: String, scope: Scope, role: StructureRole?) throws(RuntimeError) -> ViewNode {
    let idNumber = evaluator.idClaims.number(of: id)
    try claim(idNumber, id, at: source.template.mark)
    var (node, instance) = try evaluator.evaluatedNode(source, scope: scope, id: id, idNumber: idNumber)
    node.role = role
    instances.append(instance)
    try checkNodeBudget(at: source.template.mark)
    return node
  }

  // MARK: NavigationStack (F42)

  /// F42: the stack's pushed screens — its `path:` elements built from
  /// `destination:`, then the screens it keeps — each in a wrapper
  /// `<stack>/screen[n]` placed from the stack's origin (F2).
  mutating func screens(of source: TemplateNode, scope: Scope, path stackID: String) throws(RuntimeError) -> [ViewNode] {
    let expressions = evaluator.expressions
    let structure = evaluator.structure
    expressions.noteStructuralRead()  // kept screens change without a state write
    markUnpatchable()
    var contents: [(key: String, template: TemplateNode?, scope: Scope)] = []
    var pathBinding: BindingReference?
    var pathCount = 0
    if let path = source.template.path {
      let value = try expressions.read(path, in: scope)
      guard case .list(let elements) = value else {
        throw RuntimeError("NavigationStack path \(path) is \(value.typeDescription), not a list", at: path.mark)
      }
      pathBinding = expressions.binding(for: path, in: scope)
      pathCount = elements.count
      for (index, element) in elements.enumerated() {
        var screenScope = scope
        var itemBinding = pathBinding
        itemBinding?.path.append(.index(index))
        screenScope.row = Scope.Row(item: element, index: index, itemBinding: itemBinding)
        contents.append(("path\(index):\(element.displayText)", source.destination, screenScope))
      }
    }
    for kept in structure.scenes[sceneIndex].keptScreens[stackID] ?? [] {
      switch kept.content {
      case .value(let value):
        var screenScope = scope
        screenScope.row = Scope.Row(item: value, index: contents.count, itemBinding: nil)
        contents.append(("kept\(kept.serial)", source.destination, screenScope))
      case .destination(let template, let linkScope):
        contents.append(("kept\(kept.serial)", template, linkScope))
      }
    }
    structure.scenes[sceneIndex].stacks[stackID] = StructureState.StackFacts(
      pathBinding: pathBinding, pathCount: pathCount, hasDestination: source.destination != nil)
    // Every stack's template node has its synthetic templates (TemplateNode.init).
    guard let wrapper = source.synthetic[.VStack] else { preconditionFailure("a NavigationStack without its synthetic templates") }
    let previousKeys = structure.scenes[sceneIndex].screenKeys[stackID] ?? []
    structure.scenes[sceneIndex].screenKeys[stackID] = Set(contents.map(\.key))
    var result: [ViewNode] = []
    for (offset, content) in contents.enumerated() {
      let instancesBefore = instances.count
      defer {
        // F31: a screen pushed anew appears, even under ids an earlier screen had.
        if !previousKeys.contains(content.key) {
          structure.scenes[sceneIndex].reappearedIDs.formUnion(instances[instancesBefore...].map(\.id))
        }
      }
      let depth = offset + 1
      let wrapperID = "\(stackID)/screen[\(depth)]"
      var screen = try syntheticNode(
        wrapper, id: wrapperID, scope: content.scope, role: .screen(stack: stackID, depth: depth, key: content.key))
      // F42: a path element is a screen even when its destination's root is not present.
      if let template = content.template,
        let root = try build(template, scope: content.scope, parentPath: wrapperID, siblingIndex: 1, isRoot: false) {
        screen.children = [root]
      }
      result.append(screen)
    }
    return result
  }

  // MARK: TabView (F45)

  /// One Tab a TabView could show: found directly, through a Group, or as
  /// a ForEach row, with the scope it is built in.
  struct TabEntry {
    var key: String
    var value: Value
    var template: TemplateNode
    var scope: Scope
    var siblingIndex: Int
    var rowID: Value?
  }

  /// F45: the TabView's Tabs in order — its Tab children, those of its
  /// Groups whose `if:` holds, and one per element of a ForEach — each
  /// with its `value:`, else its 0-based index among them.
  private func collectTabs(in parent: TemplateNode, scope: Scope, into tabs: inout [TabEntry]) throws(RuntimeError) {
    var tabCount = 0
    for (child, siblingIndex) in zip(parent.children, parent.childSiblingIndices) {
      try collectTab(child, scope: scope, siblingIndex: siblingIndex, rowID: nil, tabCount: &tabCount, into: &tabs)
    }
  }

  /// `tabCount` counts every Tab met, shown or not: a Tab without `value:`
  /// keeps its index when an earlier Tab's `if:` turns false.
  private func collectTab(
    _ child: TemplateNode, scope: Scope, siblingIndex: Int, rowID: Value?, tabCount: inout Int, into tabs: inout [TabEntry]
  ) throws(RuntimeError) {
    let expressions = evaluator.expressions
    let index = tabCount
    if child.template.kind == .Tab { tabCount += 1 }
    if let condition = child.template.condition, try !expressions.test(condition, in: scope) { return }
    switch child.template.kind {
    case .Tab:
      let value = try child.template.value.map { expression throws(RuntimeError) in try expressions.evaluate(expression, in: scope) }
        ?? .number(Double(index))
      tabs.append(TabEntry(
        key: value.stringValue ?? value.displayText, value: value, template: child, scope: scope,
        siblingIndex: siblingIndex, rowID: rowID))
    case .Group:
      for (grandchild, siblingIndex) in zip(child.children, child.childSiblingIndices) {
        try collectTab(grandchild, scope: scope, siblingIndex: siblingIndex, rowID: nil, tabCount: &tabCount, into: &tabs)
      }
    case .ForEach:
      guard let forEach = child.template.forEach, let row = child.row else { return }
      let data = try expressions.read(forEach.data, in: scope)
      guard case .list(let elements) = data else {
        throw RuntimeError("ForEach data \(forEach.data) is \(data.typeDescription), not a list", at: forEach.data.mark)
      }
      let base = expressions.binding(for: forEach.data, in: scope)
      for (index, element) in elements.enumerated() {
        guard let id = StateStore.elementID(element, idKey: forEach.idKey) else {
          throw RuntimeError("ForEach element \(index) of \(forEach.data) has no '\(forEach.idKey)' field", at: forEach.data.mark)
        }
        // `$item` is a binding into the data, as in any ForEach row (F25).
        var itemBinding = base
        if var binding = itemBinding {
          binding.indexHints[binding.path.count] = index
          binding.path.append(.element(id: id, idKey: element.mapValue != nil ? forEach.idKey : nil))
          itemBinding = binding
        }
        var rowScope = scope
        rowScope.row = Scope.Row(item: element, index: index, itemBinding: itemBinding)
        try collectTab(row, scope: rowScope, siblingIndex: index + 1, rowID: id, tabCount: &tabCount, into: &tabs)
      }
    default:
      return
    }
  }

  /// F45: only the Tab whose `value:` equals the selection is present (a Tab
  /// without `value:` has its 0-based index); without `selection:` the
  /// TabView keeps its own, from the first Tab. On tvOS a tab bar row
  /// `<TabView id>.<value>` of action-less Buttons comes first.
  mutating func selectedTab(of source: TemplateNode, scope: Scope, path tabViewID: String) throws(RuntimeError) -> [ViewNode] {
    let expressions = evaluator.expressions
    let structure = evaluator.structure
    expressions.noteStructuralRead()
    markUnpatchable()
    var tabs: [TabEntry] = []
    try collectTabs(in: source, scope: scope, into: &tabs)
    let selectionBinding = source.template.selection.flatMap { expressions.binding(for: $0, in: scope) }
    let selected: Value?
    if let selection = source.template.selection {
      selected = try expressions.read(selection, in: scope)
    } else {
      selected = structure.scenes[sceneIndex].ownTabSelections[tabViewID] ?? tabs.first?.value
    }
    structure.scenes[sceneIndex].tabViews[tabViewID] = StructureState.TabViewFacts(
      selection: selectionBinding, tabs: tabs.map { ($0.key, $0.value) })
    var result: [ViewNode] = []
    if evaluator.engine.platform == .tvOS, let bar = source.synthetic[.HStack], let item = source.synthetic[.Button] {
      var row = try syntheticNode(bar, id: "\(tabViewID).bar", scope: scope, role: nil)
      for tab in tabs {
        row.children.append(try syntheticNode(
          item, id: "\(tabViewID).\(tab.key)", scope: scope, role: .tabBarItem(tabView: tabViewID, key: tab.key)))
      }
      result.append(row)
    }
    if let tab = tabs.first(where: { $0.value == selected }),
      var content = try build(tab.template, scope: tab.scope, parentPath: tabViewID, siblingIndex: tab.siblingIndex, isRoot: false, rowID: tab.rowID) {
      content.role = .tab(tabView: tabViewID, key: tab.key)
      result.append(content)
    }
    return result
  }
}
