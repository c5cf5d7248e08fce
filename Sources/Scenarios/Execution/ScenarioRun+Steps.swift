import FocusEngine
import YAML

/// Performing the user's and the app's events (SCENARIO-FORMAT "Steps").
/// Each step is one transaction (F30).
extension ScenarioRun {
  func perform(_ step: Step) throws(RuntimeError) {
    switch step.kind {
    case .click(let id):
      try transaction(at: step.mark) { () throws(RuntimeError) in try input(.click(id), at: step.mark) }
    case .key(let chord):
      try transaction(at: step.mark) { () throws(RuntimeError) in try input(.key(chord), at: step.mark) }
    case .submit:
      try transaction(at: step.mark) { () throws(RuntimeError) in try input(.submit, at: step.mark) }
    case .move(let direction):
      try transaction(at: step.mark) { () throws(RuntimeError) in try input(.move(direction), at: step.mark) }
    case .select:
      try transaction(at: step.mark) { () throws(RuntimeError) in try input(.select, at: step.mark) }
    case .type(let expression):
      guard let (_, instance) = focusedTextInput() else {
        throw RuntimeError("type: no text input is focused", at: step.mark, kind: .stepFailed)
      }
      try transaction(at: step.mark) { () throws(RuntimeError) in
        let value = try evaluate(expression, in: instance.scope)
        guard let text = value.stringValue else {
          throw RuntimeError("type: needs a string, got \(value.typeDescription)", at: expression.mark)
        }
        try append(text, to: instance, at: step.mark)
      }
    case .set(let assignments):
      try transaction(at: step.mark) { () throws(RuntimeError) in try assign(assignments, in: .empty) }
    case .run(let actions):
      try transaction(at: step.mark) { () throws(RuntimeError) in try perform(actions, in: .empty) }
    case .invoke(let id):
      try transaction(at: step.mark) { () throws(RuntimeError) in try invoke(id, at: step.mark) }
    case .activate(let sceneID):
      guard let index = engine.sceneIndex(of: sceneID) else {
        throw RuntimeError("activate: no scene '\(sceneID)'", at: step.mark, kind: .stepFailed)
      }
      try transaction(at: step.mark) { () throws(RuntimeError) in engine.makeKey(index, reason: "activate") }
    case .back:
      try transaction(at: step.mark) { () throws(RuntimeError) in try goBack(at: step.mark) }
    case .wait(let seconds):
      // F47: `wait` is no transaction; each timer runs at its due time and settles there.
      try wait(seconds, at: step.mark)
      return
    case .scroll(let target):
      try transaction(at: step.mark) { () throws(RuntimeError) in try scroll(target, in: .empty) }
    case .expect:
      return
    }
    // F40, F44, F45: the step's instant settles.
    try settle(at: step.mark)
  }

  /// A user input: the engine decides it (F6, F17, F20, F28, F29, F34,
  /// F48–F52); the run traces the decisions and performs the effects, and
  /// runs the `onKeyPress` handlers the engine calls (F50) as it asks. A rejection
  /// fails the step; it is thrown inside the transaction, before anything
  /// changed, so nothing commits.
  func input(_ input: UserInput, at mark: Mark) throws(RuntimeError) {
    var disabledCommands: [String] = []
    let outcome: InputOutcome
    do throws(RuntimeError) {
      outcome = try engine.perform(
        input,
        isCommandEnabled: { (command: AppCommand) throws(RuntimeError) -> Bool in
          guard let index = commandIndexByID[command.id] else { return true }
          let enabled = try isEnabled(scenario.commands[index])
          if !enabled { disabledCommands.append(command.id) }
          return enabled
        },
        runKeyPressHandler: { (call: KeyPressInvocation) throws(RuntimeError) -> Bool in try runKeyPressHandler(call) })
    } catch {
      // F29: a `disabled:` condition failed after earlier commands with this
      // shortcut were found disabled; the trace keeps those decisions.
      if case .key(let chord) = input {
        for id in disabledCommands { record(.input(.commandDisabled(chord, command: id))) }
      }
      throw error
    }
    if let rejection = outcome.rejection {
      throw RuntimeError(rejection.description, at: mark, kind: .stepFailed)
    }
    for decision in outcome.notes { record(.input(decision)) }
    for effect in outcome.effects {
      let effectNote = effect.note
      if let (line, placement) = effectNote, placement == .before { record(.input(line)) }
      try perform(effect, at: mark)
      if let (line, placement) = effectNote, placement == .after { record(.input(line)) }
    }
  }

  private func perform(_ effect: InputEffect, at mark: Mark) throws(RuntimeError) {
    switch effect {
    case .activate(let node):
      guard let instance = instance(node.id, inScene: node.sceneIndex) else { return }
      try activate(instance, inScene: node.sceneIndex, at: mark)
    case .runCommand(let id, _):
      guard let index = commandIndexByID[id] else { return }
      try perform(scenario.commands[index].action, in: .empty)
    case .runSubmitHandler(let node):
      try runHandler(\.onSubmit, of: node)
    case .insertNewline(let node), .typeNewline(let node):
      guard let instance = instance(node.id, inScene: node.sceneIndex) else { return }
      try append("\n", to: instance, at: instance.template.mark)
    case .runSearchSubmitHandler(let node):
      // F57: `.onSubmit(of: .search)` of the searchable node or an ancestor.
      try runHandler(\.onSearchSubmit, of: node)
    case .dismissFocusUnlessRequestQueued:
      if let kept = engine.finishReturn(focusRequestQueued: queuedRequest != nil) { record(.input(kept)) }
    case .dismissPresentation(let layer):
      record(.structure("\(layer) dismissed (F39)"))
      try dismissPresentation(layer, inScene: engine.keySceneIndex, at: mark)
    case .cancelPresentation(let layer):
      try cancelPresentation(layer, inScene: engine.keySceneIndex, at: mark)
    case .popScreen(let stack):
      let count = engine.keyScene.tree.structure.stacks[stack]?.count ?? 0
      record(.structure("back pops the top screen of \(stack) (F52)"))
      try pop(stack, keeping: max(0, count - 1), inScene: engine.keySceneIndex, at: mark)
    case .runMoveCommand(let node, let direction):
      try runMoveCommand(of: node, direction: direction)
    case .runExitCommand(let node):
      try runExitCommand(of: node)
    case .shiftLazyWindow(let shift):
      try shiftLazyWindow(shift)
    }
  }

  /// Runs a node's handler (`onSubmit`, F28; `onSearchSubmit`, F57) in its
  /// row's scope, acting for the node (F41).
  private func runHandler(_ handler: KeyPath<NodeTemplate, [Action]?>, of node: NodeReference) throws(RuntimeError) {
    guard instances[node.sceneIndex].indices.contains(node.index),
      let actions = instances[node.sceneIndex][node.index].template[keyPath: handler]
    else { return }
    var scope = instances[node.sceneIndex][node.index].scope
    scope.actor = Scope.Actor(sceneIndex: node.sceneIndex, id: node.id)
    try perform(actions, in: scope)
  }

  /// F34: a Toggle flips `isOn`, then any control runs its action.
  private func activate(_ instance: NodeInstance, inScene sceneIndex: Int, at mark: Mark) throws(RuntimeError) {
    if instance.template.kind == .Toggle, let binding = instance.isOn {
      let current = state.read(binding) ?? .null
      guard let isOn = current.boolValue else {
        throw RuntimeError("Toggle \(instance.id): \(binding) is \(current.typeDescription), not a boolean", at: instance.template.mark)
      }
      try state.write(.bool(!isOn), to: binding, at: mark)
      record(.toggled(id: instance.id, binding: binding, isOn: !isOn))
    }
    // F39: an alert's or dialog's Button acts in its presenter's place, then dismisses it.
    if let alert = alertLayer(holding: instance, inScene: sceneIndex) {
      try activateAlertButton(instance, alert: alert, inScene: sceneIndex, at: mark)
      return
    }
    // F42: a link pushes, then runs its action.
    if instance.template.kind == .NavigationLink { try push(from: instance, inScene: sceneIndex, at: mark) }
    if !instance.template.action.isEmpty {
      record(.actionRuns(id: instance.id))
      var scope = instance.scope
      scope.actor = Scope.Actor(sceneIndex: sceneIndex, id: instance.id)
      try perform(instance.template.action, in: scope)
    }
  }

  /// F29: `invoke:` runs an enabled command; a disabled one does nothing.
  private func invoke(_ id: String, at mark: Mark) throws(RuntimeError) {
    guard let index = commandIndexByID[id] else {
      throw RuntimeError("invoke: no command '\(id)'", at: mark, kind: .stepFailed)
    }
    let command = scenario.commands[index]
    guard try isEnabled(command) else {
      record(.invokedDisabled(command: id))
      return
    }
    record(.invoked(command: id))
    try perform(command.action, in: .empty)
  }

  func isEnabled(_ command: CommandTemplate) throws(RuntimeError) -> Bool {
    guard let disabled = command.disabled else { return true }
    return try !test(disabled, in: .empty)
  }

  /// The focused node of the key scene when it is a text input.
  func focusedTextInput() -> (Int, NodeInstance)? {
    let sceneIndex = engine.keySceneIndex
    guard let index = engine.focusedTextInputIndex, instances[sceneIndex].indices.contains(index) else { return nil }
    return (index, instances[sceneIndex][index])
  }

  private func append(_ text: String, to instance: NodeInstance, at mark: Mark) throws(RuntimeError) {
    guard let binding = instance.text else {
      throw RuntimeError("\(instance.id) has no text: binding to type into", at: mark, kind: .stepFailed)
    }
    let current = state.read(binding) ?? .null
    let base: String
    switch current {
    case .string(let string): base = string
    case .null: base = ""
    default: throw RuntimeError("\(binding) is \(current.typeDescription), not a string", at: mark)
    }
    try state.write(.string(base + text), to: binding, at: mark)
  }
}
