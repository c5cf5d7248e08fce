import FocusEngine
import YAML

/// Performing the user's and the app's events (SCENARIO-FORMAT "Steps").
/// Each step is one transaction (F30).
extension ScenarioRun {
  func perform(_ step: Step) throws(RuntimeError) {
    switch step.kind {
    case .click(let id):
      try transaction(at: step.mark) { () throws(RuntimeError) in try click(id, at: step.mark) }
    case .key(let chord):
      try transaction(at: step.mark) { () throws(RuntimeError) in try press(chord, at: step.mark) }
    case .submit:
      guard let (index, _) = focusedTextInput() else {
        throw RuntimeError("submit: no text input is focused (F17)", at: step.mark, kind: .stepFailed)
      }
      try transaction(at: step.mark) { () throws(RuntimeError) in try returnKey(in: index) }
    case .move(let direction):
      guard engine.supportsDirectionalNavigation else {
        throw RuntimeError(
          "move: directional navigation is not available on \(scenario.platform)\(scenario.platform == .macOS || scenario.platform == .iPadOS ? " without settings.directionalNavigation: true" : "") (F20)",
          at: step.mark, kind: .stepFailed)
      }
      try transaction(at: step.mark) { () throws(RuntimeError) in engine.move(direction) }
    case .select:
      guard scenario.platform.isRemoteDriven else {
        throw RuntimeError("select: there is no select button on \(scenario.platform) (F34)", at: step.mark, kind: .stepFailed)
      }
      try transaction(at: step.mark) { () throws(RuntimeError) in try activateFocused(at: step.mark, how: "select") }
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
    case .expect:
      break
    }
  }

  /// F6: pointer activation.
  private func click(_ id: String, at mark: Mark) throws(RuntimeError) {
    guard scenario.platform.hasPointer else {
      throw RuntimeError("click: \(scenario.platform) has no pointer (F6)", at: mark, kind: .stepFailed)
    }
    guard let sceneIndex = engine.sceneIndex(holding: id), let instance = instance(id, inScene: sceneIndex) else {
      throw RuntimeError("click: no present node has the id '\(id)' (F6)", at: mark, kind: .stepFailed)
    }
    // F29: a click on a node of another scene makes that scene key first.
    engine.makeKey(sceneIndex, reason: "click on \(id)")
    let tree = engine.scenes[sceneIndex].tree
    guard let index = tree.index(of: id) else { return }
    if tree.isDisabled[index] {
      note("    click \(id): disabled; nothing happens (F6, F5)")
      return
    }
    let interactions = tree.interactions[index]
    if interactions.contains(.edit) {
      if tree.isFocusable[index] {
        engine.click(focusing: id, inScene: sceneIndex)
      } else {
        note("    click \(id): has edit but is not focusable; focus does not move (F6)")
      }
      if tree.node(index).kind.isControl { try activate(instance, at: mark) }
    } else if tree.node(index).kind.isControl || interactions.contains(.activate) {
      note("    click \(id): runs without moving focus (F6)")
      try activate(instance, at: mark)
    } else if scenario.platform == .macOS && scenario.settings.clickClearsFocus {
      engine.dismissFocus(rule: "F6 click on \(id) with clickClearsFocus")
    } else {
      note("    click \(id): not interactive; nothing happens (F6)")
    }
  }

  /// F34: a Toggle flips `isOn`, then any control runs its action.
  private func activate(_ instance: NodeInstance, at mark: Mark) throws(RuntimeError) {
    if instance.template.kind == .Toggle, let binding = instance.isOn {
      let current = state.read(binding) ?? .null
      guard let isOn = current.boolValue else {
        throw RuntimeError("Toggle \(instance.id): \(binding) is \(current.typeDescription), not a boolean", at: instance.template.mark)
      }
      try state.write(.bool(!isOn), to: binding, at: mark)
      note("    \(instance.id): \(binding) = \(!isOn) (F34)")
    }
    if !instance.template.action.isEmpty {
      note("    \(instance.id): action runs")
      try perform(instance.template.action, in: instance.scope)
    }
  }

  /// F34: `space` and `select` activate the focused control; anything else does nothing.
  private func activateFocused(at mark: Mark, how: String) throws(RuntimeError) {
    let sceneIndex = engine.keySceneIndex
    guard let id = engine.focusedID, let instance = instance(id, inScene: sceneIndex) else {
      note("    \(how): nothing is focused; nothing happens (F34)")
      return
    }
    guard instance.template.kind.isControl else {
      note("    \(how): \(id) is not a control; nothing happens (F34)")
      return
    }
    try activate(instance, at: mark)
  }

  /// Keyboard: an enabled command's shortcut first (F29), then the key's meaning.
  private func press(_ chord: KeyChord, at mark: Mark) throws(RuntimeError) {
    for command in scenario.commands where command.shortcut == chord {
      if try isEnabled(command) {
        note("    \(chord): command \(command.id) takes the key (F29)")
        try perform(command.action, in: .empty)
        return
      }
      note("    \(chord): command \(command.id) is disabled; the key keeps its meaning (F29)")
    }
    switch (chord.modifiers, chord.key) {
    case ([], "tab"): engine.tab(forward: true)
    case ([.shift], "tab"): engine.tab(forward: false)
    case ([], "return"):
      if let (index, _) = focusedTextInput() { try returnKey(in: index) } else {
        note("    return: no text input is focused; nothing happens (F17)")
      }
    case ([], "space"): try activateFocused(at: mark, how: "space")
    case ([], "up"), ([], "down"), ([], "left"), ([], "right"):
      guard engine.supportsDirectionalNavigation, let direction = Direction(rawValue: chord.key) else {
        note("    \(chord.key): no directional navigation on \(scenario.platform); nothing happens (F20)")
        return
      }
      engine.move(direction)
    default:
      note("    \(chord): nothing handles it")
    }
  }

  /// F17, F28: Return in the focused text input.
  private func returnKey(in index: Int) throws(RuntimeError) {
    let sceneIndex = engine.keySceneIndex
    let tree = engine.scenes[sceneIndex].tree
    let node = tree.node(index)
    guard node.kind.isSingleLineTextInput else {
      // F17: in a TextEditor, Return types a newline and submits nothing.
      if let instance = instance(node.id, inScene: sceneIndex) { try append("\n", to: instance, at: instance.template.mark) }
      note("    return in TextEditor \(node.id): newline, no submit (F17)")
      return
    }
    // F28: handlers from the outermost to the innermost, cut at the nearest submitScope.
    var chain: [Int] = []
    for ancestor in tree.chain(from: index) {
      chain.append(ancestor)
      if tree.node(ancestor).submitScope { break }
    }
    for handlerIndex in chain.reversed() where instances[sceneIndex].indices.contains(handlerIndex) {
      let instance = instances[sceneIndex][handlerIndex]
      guard let actions = instance.template.onSubmit else { continue }
      note("    onSubmit of \(instance.id) runs (F28)")
      try perform(actions, in: instance.scope)
    }
    // F17: iOS, iPadOS and visionOS dismiss focus unless a focus request was queued.
    if scenario.platform.returnDismissesFocus {
      if queuedRequest == nil {
        engine.dismissFocus(rule: "F17 Return dismisses on \(scenario.platform)")
      } else {
        note("    Return keeps focus: the transaction queued a focus request (F17)")
      }
    }
  }

  /// F29: `invoke:` runs an enabled command; a disabled one does nothing.
  private func invoke(_ id: String, at mark: Mark) throws(RuntimeError) {
    guard let index = commandIndexByID[id] else {
      throw RuntimeError("invoke: no command '\(id)'", at: mark, kind: .stepFailed)
    }
    let command = scenario.commands[index]
    guard try isEnabled(command) else {
      note("    invoke \(id): disabled; nothing happens (F29)")
      return
    }
    note("    invoke \(id) (F29)")
    try perform(command.action, in: .empty)
  }

  func isEnabled(_ command: CommandTemplate) throws(RuntimeError) -> Bool {
    guard let disabled = command.disabled else { return true }
    return try !test(disabled, in: .empty)
  }

  /// The focused node of the key scene when it is a text input.
  func focusedTextInput() -> (Int, NodeInstance)? {
    let sceneIndex = engine.keySceneIndex
    guard let index = engine.keyScene.focusedIndex, engine.keyScene.tree.node(index).kind.isTextInput,
      instances[sceneIndex].indices.contains(index)
    else { return nil }
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
