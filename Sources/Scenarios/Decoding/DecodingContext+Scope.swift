import YAML

/// Where a `$root` is defined, checked before anything runs. Innermost first:
/// a `let` local of this action list or an enclosing one; `item`/`index` in a
/// ForEach row (`item` also in `remove: { where: }`, in the `view:`, `title:`
/// and `actions:` of an `item:` presentation, F35, and in a NavigationStack's
/// `destination:`, F42); `oldValue`/`newValue` in
/// an onChange handler (F30); the reserved `focusedValues` (F23–F25) and
/// `newID` (F33); then state and FocusState variables.
extension DecodingContext {
  func checkScope(_ reference: Reference, at node: Node) {
    let root = reference.root
    if localCounts[root] != nil || isDeclared(root) { return }
    let message: String
    // Looked up only here: most roots are locals or variables, found above.
    switch ReferenceRoot(rawValue: root) {
    case .item?:
      if definesItem { return }
      message = "'$item' is only defined inside a ForEach row, a 'remove: { where: }', an item: presentation or a NavigationStack's destination:"
    case .index?:
      if rowDepth > 0 { return }
      message = "'$index' is only defined inside a ForEach row"
    case .oldValue?, .newValue?:
      if onChangeDepth > 0 { return }
      message = "'$\(root)' is only defined inside an onChange handler"
    case .focusedValues?:
      if let key = reference.path.first {
        focusedValueReads.append((key, SourceSpan(node)))
      } else {
        error(.invalidValue, "'$focusedValues' needs a key: '$focusedValues.key'", at: node)
      }
      return
    case .newID?:
      if !reference.path.isEmpty { error(.invalidValue, "'$newID' is a string and has no fields", at: node) }
      return
    case nil where root == NodeTemplate.moveCommandDirection:
      message = "'$\(root)' is only defined inside onMoveCommand (F51)"
    case nil: message = "undefined variable '$\(root)'"
    }
    guard !variablesIncomplete else { return }
    error(.undefinedVariable, message, at: node, hint: hint(for: root, among: namesInScope))
  }

  /// Every name a reference could use here, innermost first (for suggestions).
  var namesInScope: [String] {
    var names: [String] = localFrames.reversed().flatMap { $0 }
    if rowDepth > 0 { names += ReferenceRoot.rowNames } else if definesItem { names.append(ReferenceRoot.item.rawValue) }
    if onChangeDepth > 0 { names += ReferenceRoot.onChangeNames }
    return names + allVariables + Names.reserved
  }

  /// Whether `$item` is defined here: in a ForEach row, `remove: { where: }`,
  /// an `item:` presentation (F35) or a NavigationStack's `destination:` (F42).
  var definesItem: Bool { rowDepth > 0 || removeWhereDepth > 0 || presentedItemDepth > 0 || destinationDepth > 0 }

  /// Runs `body` with a fresh frame of `let` locals.
  func withLocalFrame<T>(_ body: () -> T) -> T {
    localFrames.append([])
    defer {
      for name in localFrames.removeLast() {
        if let count = localCounts[name], count > 1 { localCounts[name] = count - 1 } else { localCounts[name] = nil }
      }
    }
    return body()
  }

  func declareLocal(_ name: String) {
    guard !localFrames.isEmpty else { return }
    localFrames[localFrames.count - 1].append(name)
    localCounts[name, default: 0] += 1
  }
}
