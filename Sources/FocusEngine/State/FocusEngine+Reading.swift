/// Reading focus: FocusState values (F9, F10), focused values (F23–F25),
/// `isFocused` (F32) — always in the key scene (F8, F29).
extension FocusEngine {
  /// The declaration of the FocusState variable `name` (F8), as
  /// `variables[name]` finds it.
  ///
  /// A scenario declares a few variables, and comparing a few short names
  /// costs less than hashing one: these lookups, one or more per FocusState
  /// read, were a fifth of the name hashing of a corpus run (issue 20).
  public func declaration(of name: String) -> FocusStateVariable? {
    guard declarations.count <= 8 else { return variables[name] }
    // From the last: with a name declared twice, the dictionary keeps the last.
    var index = declarations.count
    while index > 0 {
      index -= 1
      if declarations[index].name == name { return declarations[index] }
    }
    return nil
  }

  /// The value `variable` reads now (F9: Bool form; F10: equals form, innermost bound node).
  ///
  ///     engine.value(of: "focusedField")   // "password", or .null when focus is elsewhere
  ///     engine.value(of: "isEditing")      // .bool(true) inside a node bound with focused: $isEditing
  public func value(of variable: String) -> Value {
    guard let declaration = declaration(of: variable) else { return .null }
    // Only the focused index and the tree are read out of the key scene:
    // the scene copied whole (names, memory, the tree before losses)
    // retained and released a dozen references, and FocusState is read
    // several times per step (1 % of a corpus run, issue 20).
    guard let focused = scenes[keySceneIndex].focusedIndex else { return declaration.emptyValue }
    return Self.value(of: variable, declaration: declaration, focused: focused, in: scenes[keySceneIndex].tree)
  }

  private static func value(
    of variable: String, declaration: FocusStateVariable, focused: Int, in tree: borrowing ViewTree
  ) -> Value {
    for index in tree.ancestry(from: focused) {
      for binding in tree.nodes[index].storage.bindings where binding.variable == variable {
        switch declaration.kind {
        case .bool where binding.value == nil: return .bool(true)
        case .optional:
          // F10: the first equals binding listed is the one reported.
          if let value = binding.value { return value }
        default: continue
        }
      }
    }
    return declaration.emptyValue
  }

  /// What `@FocusedValue`/`@FocusedBinding` reads for `key` in the key scene:
  /// the publisher nearest the focused node (F23), else the first scene
  /// publisher in tree order (F24), else `null`. Bindings are returned as
  /// `.binding`; the caller dereferences them (F25).
  ///
  ///     engine.focusedValue("selection")   // what the focused row publishes, else the scene's value
  public func focusedValue(_ key: String) -> Value {
    focusedValueSource(key)?.value ?? .null
  }

  /// The publishing node and value for `key`, with the rule that chose it.
  public func focusedValueSource(_ key: String) -> (nodeID: String, value: Value, rule: FocusRule)? {
    // The focused index and the tree, not the whole scene (`value(of:)`).
    Self.focusedValueSource(key, focused: scenes[keySceneIndex].focusedIndex, in: scenes[keySceneIndex].tree)
  }

  private static func focusedValueSource(
    _ key: String, focused: Int?, in tree: borrowing ViewTree
  ) -> (nodeID: String, value: Value, rule: FocusRule)? {
    if let focused {
      for index in tree.ancestry(from: focused) {
        if let entry = tree.nodes[index].storage.focusedValues.first(where: { $0.key == key }) {
          return (tree.nodes[index].id, entry.value, FocusRule(23))
        }
      }
    }
    for index in tree.nodes.indices where !tree.nodes[index].focusedSceneValues.isEmpty {
      if let entry = tree.nodes[index].focusedSceneValues.first(where: { $0.key == key }) {
        return (tree.nodes[index].id, entry.value, FocusRule(24))
      }
    }
    return nil
  }

  /// F32: true when the node's nearest focusable ancestor-or-self is the focused node.
  ///
  ///     engine.isFocused("row3")   // true when row3's focusable self or ancestor holds focus
  public func isFocused(_ id: String) -> Bool {
    let tree = keyScene.tree
    guard let index = tree.index(of: id), let focused = keyScene.focusedIndex else { return false }
    for candidate in tree.ancestry(from: index) where tree.isFocusable[candidate] {
      return candidate == focused
    }
    return false
  }

  /// F7: whether `id` is the focused node or one of its ancestors (in the key scene).
  public func containsFocus(_ id: String) -> Bool {
    let tree = keyScene.tree
    guard let index = tree.index(of: id), let focused = keyScene.focusedIndex else { return false }
    return tree.isAncestor(index, ofOrSelf: focused)
  }

  /// The key scene's Tab order as ids (F19).
  public var sequentialOrderIDs: [String] {
    let tree = keyScene.tree
    return tree.sequentialOrder.map { tree.nodes[$0].id }
  }

  /// The focused node's id in the key scene.
  public var focusedID: String? { keyScene.focusedID }

  /// Each scene's focused id, in scene order. Every commit round takes it
  /// twice (F30: whether focus settled, whether trees must be rebuilt);
  /// with one scene it makes no array.
  package var focusedIDs: SceneFocusedIDs {
    var ids = SceneFocusedIDs()
    for index in scenes.indices { ids.append(scenes[index].focusedID) }
    return ids
  }
}
