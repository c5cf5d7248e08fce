import FocusEngine
import YAML

/// F35–F39: which presentations are up after a build, and their layers.
extension SceneEvaluator {
  /// The scene's root with the up presentations' layers over it: the root
  /// view alone when none is up, else a root (`(layers)`) holding the root
  /// view and each layer, bottom to top (F36).
  ///
  /// Up layers stay while requested with the same `item`; the first that
  /// is not goes down with every layer above it (F39). Then requests from
  /// the active layer come up, in tree order, each moving the active layer
  /// (F35); requests from below it wait with `presentation-blocked`.
  func buildLayers(
    over base: ViewNode, with builder: inout TreeBuilder, sceneIndex: Int, layerStackRoot: TemplateNode
  ) throws(RuntimeError) -> ViewNode {
    var requestsByLayer = [builder.presentationRequests]
    builder.presentationRequests = []
    var up: [StructureState.UpLayer] = []
    var layerNodes: [ViewNode] = []
    var dismissedVariables: Set<BindingReference> = []
    let previous = structure.scenes[sceneIndex].upLayers
    for (offset, layer) in previous.enumerated() {
      let request = requestsByLayer.joined().first { $0.key == layer.request.key }
      guard let request, request.item == layer.request.item, request.layerID == layer.request.layerID else {
        dismissedVariables = queueDismissals(of: Array(previous[offset...]), replacedBy: request, inScene: sceneIndex)
        break
      }
      layerNodes.append(try buildLayer(layer, with: &builder))
      requestsByLayer.append(builder.presentationRequests)
      builder.presentationRequests = []
      up.append(StructureState.UpLayer(request: request, serial: layer.serial))
    }
    // F39: a variable this build's dismissals write is no request any more.
    let stillRequested = { (request: StructureState.PresentationRequest) in
      request.binding.map { !dismissedVariables.contains($0) } ?? true
    }
    // F35: the active layer's requests come up in tree order; each one moves the active layer.
    while let next = requestsByLayer.last?.first(where: { request in
      stillRequested(request) && !up.contains { $0.request.key == request.key }
    }) {
      if let clash = up.first(where: { $0.request.layerID == next.layerID }) {
        throw RuntimeError(
          "two up presentations have the id '\(next.layerID)' (\(clash.request.presenterID) and \(next.presenterID)); give one its own id: (F35)",
          at: next.presenter.template.presentations[next.index].mark)
      }
      let layer = StructureState.UpLayer(request: next, serial: structure.nextSerial())
      structure.scenes[sceneIndex].blockedWarned.remove(next.key)
      let instancesBefore = builder.instances.count
      layerNodes.append(try buildLayer(layer, with: &builder))
      // F36: a layer that comes up appears, even under ids an earlier layer had (F31).
      structure.scenes[sceneIndex].reappearedIDs.formUnion(builder.instances[instancesBefore...].map(\.id))
      requestsByLayer.append(builder.presentationRequests)
      builder.presentationRequests = []
      up.append(layer)
    }
    let blocked = requestsByLayer.dropLast().joined().filter { request in
      stillRequested(request) && !up.contains { $0.request.key == request.key }
    }
    warnBlocked(blocked, up: up, inScene: sceneIndex)
    structure.scenes[sceneIndex].upLayers = up
    guard !layerNodes.isEmpty else { return base }
    // Node indices shift under the layer stack's root: no patch plan holds.
    builder.markUnpatchable()
    let stackInstance = NodeInstance(node: layerStackRoot, scope: .empty, id: "(layers)", idNumber: idClaims.number(of: "(layers)"))
    builder.instances.insert(stackInstance, at: 0)
    var root = ViewNode(id: "(layers)", kind: .ZStack, children: [base] + layerNodes)
    root.role = .layerStack
    return root
  }

  /// F36: a layer's node: a sheet's, cover's or popover's view under the
  /// layer's id, or an alert's or dialog's Buttons in a column `<id>`
  /// (an alert without actions has `<id>.ok`).
  private func buildLayer(_ layer: StructureState.UpLayer, with builder: inout TreeBuilder) throws(RuntimeError) -> ViewNode {
    let request = layer.request
    let presenter = request.presenter
    let role = StructureRole.layer(id: request.layerID, kind: request.kind, serial: layer.serial)
    var scope = request.scope
    if let item = request.item {
      // `$item` in an item presentation is the item when it came up (settled for 1.1).
      scope.row = Scope.Row(item: item, index: scope.row?.index ?? 0, itemBinding: request.binding)
    }
    // Every presenter's template node has its synthetic templates (TemplateNode.init).
    guard let column = presenter.synthetic[.VStack] else { preconditionFailure("a presenter without its synthetic templates") }
    if request.kind.isAlertLike {
      var node = try builder.syntheticNode(column, id: request.layerID, scope: request.scope, role: role)
      let actions = presenter.presentationActions[request.index]
      for (offset, action) in actions.enumerated() {
        if let button = try builder.build(action, scope: scope, parentPath: request.layerID, siblingIndex: offset + 1, isRoot: false) {
          node.children.append(button)
        }
      }
      if actions.isEmpty, request.kind == .alert, let ok = presenter.synthetic[.Button] {
        node.children.append(try builder.syntheticNode(ok, id: "\(request.layerID).ok", scope: request.scope, role: nil))
      }
      return node
    }
    if let view = presenter.presentationViews[request.index],
      var node = try builder.build(view, scope: scope, parentPath: request.layerID, siblingIndex: 1, isRoot: true) {
      node.role = role
      return node
    }
    // The view's root is not present: the layer is still up, empty.
    return try builder.syntheticNode(column, id: request.layerID, scope: request.scope, role: role)
  }

  /// F39: `layers` go down, bottom to top: queued for the run, which
  /// writes each one's variable `false`/`null` — except the lowest's when
  /// its `item` changed to another value, which comes up anew (F35) — and
  /// runs their `onDismiss`. Returns the variables written.
  private func queueDismissals(
    of layers: [StructureState.UpLayer], replacedBy request: StructureState.PresentationRequest?, inScene sceneIndex: Int
  ) -> Set<BindingReference> {
    var written: Set<BindingReference> = []
    for (offset, layer) in layers.enumerated() {
      let itemChanged = offset == 0 && request != nil && request?.item != nil
      structure.dismissals.append(StructureState.Dismissal(sceneIndex: sceneIndex, request: layer.request, writesVariable: !itemChanged))
      if !itemChanged, let binding = layer.request.binding { written.insert(binding) }
    }
    return written
  }

  /// F35: `presentation-blocked`, once per request and period of waiting.
  private func warnBlocked(_ blocked: [StructureState.PresentationRequest], up: [StructureState.UpLayer], inScene sceneIndex: Int) {
    let waiting = Set(blocked.map(\.key))
    structure.scenes[sceneIndex].blockedWarned.formIntersection(waiting)
    for request in blocked where !structure.scenes[sceneIndex].blockedWarned.contains(request.key) {
      structure.scenes[sceneIndex].blockedWarned.insert(request.key)
      let over = up.last.map { " (\($0.request.layerID) is up)" } ?? ""
      engine.report(FocusWarning(
        code: FocusWarning.presentationBlocked,
        message: "\(request.kind.rawValue) \(request.layerID) of \(request.presenterID) is requested below the active layer\(over) and waits (F35)"))
    }
  }
}
