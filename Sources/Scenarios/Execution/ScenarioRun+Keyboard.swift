import FocusEngine
import YAML

/// The keyboard's handlers seen from the run (F49–F51): the engine decides
/// which stage takes a key; the run evaluates the `onKeyPress` handlers'
/// actions and `handled` conditions, and runs `onMoveCommand` and
/// `onExitCommand`, in the step's transaction.
extension ScenarioRun {
  /// F50: runs `onKeyPress` handler `call.handler` of `call.node` in the
  /// node's scope, then reads its `handled` condition (default `true`),
  /// which sees the actions' state writes.
  func runKeyPressHandler(_ call: KeyPressInvocation) throws(RuntimeError) -> Bool {
    guard let instance = nodeInstance(call.node), instance.template.onKeyPress.indices.contains(call.handler) else { return true }
    let handler = instance.template.onKeyPress[call.handler]
    record(.input(call.note))
    var scope = instance.scope
    scope.actor = Scope.Actor(sceneIndex: call.node.sceneIndex, id: call.node.id)
    try perform(handler.action, in: scope)
    let handled = try handler.handled.map { condition throws(RuntimeError) in try test(condition, in: scope) } ?? true
    record(.input(call.verdict(handled: handled)))
    return handled
  }

  /// F51: `onMoveCommand` of `node`, with `$direction` bound to the
  /// direction's name (`up`, `down`, `left`, `right`).
  func runMoveCommand(of node: NodeReference, direction: Direction) throws(RuntimeError) {
    guard let instance = nodeInstance(node), let actions = instance.template.onMoveCommand else { return }
    var scope = instance.scope
    scope.actor = Scope.Actor(sceneIndex: node.sceneIndex, id: node.id)
    scope.locals[NodeTemplate.moveCommandDirection] = .string(direction.rawValue)
    try perform(actions, in: scope)
  }

  /// F51: `onExitCommand` of `node`.
  func runExitCommand(of node: NodeReference) throws(RuntimeError) {
    guard let instance = nodeInstance(node), let actions = instance.template.onExitCommand else { return }
    var scope = instance.scope
    scope.actor = Scope.Actor(sceneIndex: node.sceneIndex, id: node.id)
    try perform(actions, in: scope)
  }

  private func nodeInstance(_ node: NodeReference) -> NodeInstance? {
    guard instances.indices.contains(node.sceneIndex), instances[node.sceneIndex].indices.contains(node.index) else { return nil }
    return instances[node.sceneIndex][node.index]
  }
}

extension NodeTemplate {
  /// The name `onMoveCommand:` binds to the move's direction (F51).
  static let moveCommandDirection = "direction"

  /// What the engine needs of the node's keyboard handlers (F49–F51);
  /// `nil` when it has none.
  var keyboardHandlers: KeyboardHandlers? {
    guard keyboardShortcut != nil || !onKeyPress.isEmpty || onMoveCommand != nil || onExitCommand != nil else { return nil }
    let shortcut: KeyChord?
    switch keyboardShortcut {
    case .chord(let chord)?: shortcut = chord
    case .defaultAction?: shortcut = .return
    case .cancelAction?: shortcut = .escape
    case nil: shortcut = nil
    }
    return KeyboardHandlers(
      shortcut: shortcut,
      keyPress: onKeyPress.map { KeyPressFilter(keys: $0.keys, modifiers: $0.modifiers) },
      handlesMoveCommand: onMoveCommand != nil, handlesExitCommand: onExitCommand != nil)
  }
}
