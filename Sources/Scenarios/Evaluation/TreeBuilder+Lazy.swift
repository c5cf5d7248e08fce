import FocusEngine
import YAML

/// Where the builder stands among a lazy container's rows (F53).
struct LazyRowCursor {
  /// The rows realized in this build.
  var window: LazyWindow
  /// The index of the next row found, realized or not.
  var next = 0
}

/// F53: a LazyVStack, LazyHStack or List with `viewport: N` realizes only N
/// consecutive rows — its children after expanding ForEach and Group, every
/// Group, framed or not — from its scroll index. The other rows are not
/// built: not present (F1), their data untouched.
extension TreeBuilder {
  /// The container's children with only the realized rows built; the
  /// Groups and ForEach holding rows stay present. The scroll index is the
  /// run's (`LazyScrollState`), re-clamped to the rows found now.
  mutating func realizedRows(of source: TemplateNode, viewport: Int, scope: Scope, path: String) throws(RuntimeError) -> [ViewNode] {
    // The window changes without a state write (F54, F55): no cache or patch may keep these rows.
    evaluator.expressions.noteStructuralRead()
    markUnpatchable()
    let rowCount = try countRows(in: source.children, scope: scope)
    let key = LazyScrollState.Key(sceneIndex: sceneIndex, id: path)
    let lazy = evaluator.lazy
    let index = LazyWindow.clamp(lazy.indices[key] ?? 0, viewport: viewport, rowCount: rowCount)
    if lazy.indices[key] != nil { lazy.indices[key] = index }
    let window = LazyWindow(viewport: viewport, rowCount: rowCount, firstRealized: index)
    lazy.windows[key] = window
    let outer = lazyCursor
    lazyCursor = LazyRowCursor(window: window)
    defer { lazyCursor = outer }
    let children = try plainChildren(of: source, scope: scope, path: path)
    lastLazyWindow = window
    return children
  }

  /// A child template's node. At a lazy container's row level a Group or
  /// ForEach is built (its children are rows too); any other present node
  /// is a row, built only when realized and marked with its index.
  mutating func buildChild(
    _ child: TemplateNode, scope: Scope, parentPath: String, siblingIndex: Int, rowID: Value? = nil
  ) throws(RuntimeError) -> ViewNode? {
    guard let cursor = lazyCursor else {
      return try build(child, scope: scope, parentPath: parentPath, siblingIndex: siblingIndex, isRoot: false, rowID: rowID)
    }
    // Which rows a Group holds depends on the window: never keep it as invariant.
    evaluator.expressions.noteStructuralRead()
    if Self.expandsRows(child) {
      return try build(child, scope: scope, parentPath: parentPath, siblingIndex: siblingIndex, isRoot: false, rowID: rowID)
    }
    let row = cursor.next
    guard cursor.window.realizes(row) else {
      // Unrealized: not present (F1), but a row all the same when its `if:` holds.
      if try isPresent(child, scope: scope) { lazyCursor?.next += 1 }
      return nil
    }
    // The row's own subtree is no row level (a nested lazy container sets its own).
    lazyCursor = nil
    let built = try build(child, scope: scope, parentPath: parentPath, siblingIndex: siblingIndex, isRoot: false, rowID: rowID)
    lazyCursor = cursor
    guard var built else { return nil }
    lazyCursor?.next += 1
    built.lazyRow = row
    return built
  }

  /// Group and ForEach are expanded into their children: those are the rows (F53).
  private static func expandsRows(_ template: TemplateNode) -> Bool {
    template.template.kind == .Group || template.template.kind == .ForEach
  }

  private func isPresent(_ template: TemplateNode, scope: Scope) throws(RuntimeError) -> Bool {
    guard let condition = template.template.condition else { return true }
    return try evaluator.expressions.test(condition, in: scope)
  }

  /// F53: how many rows `children` hold — present children, with Groups and
  /// ForEach expanded — for the clamp, before any row is built.
  private func countRows(in children: [TemplateNode], scope: Scope) throws(RuntimeError) -> Int {
    var count = 0
    for child in children where try isPresent(child, scope: scope) {
      count += try rows(in: child, scope: scope)
    }
    return count
  }

  /// The rows of one present child template.
  private func rows(in child: TemplateNode, scope: Scope) throws(RuntimeError) -> Int {
    switch child.template.kind {
    case .Group:
      return try countRows(in: child.children, scope: scope)
    case .ForEach:
      guard let forEach = child.template.forEach, let row = child.row else { return 0 }
      let data = try evaluator.expressions.read(forEach.data, in: scope)
      guard case .list(let elements) = data else {
        throw RuntimeError("ForEach data \(forEach.data) is \(data.typeDescription), not a list", at: forEach.data.mark)
      }
      var count = 0
      for (index, element) in elements.enumerated() {
        var rowScope = scope
        rowScope.row = Scope.Row(item: element, index: index, itemBinding: nil)
        if try isPresent(row, scope: rowScope) { count += try rows(in: row, scope: rowScope) }
      }
      return count
    default:
      return 1
    }
  }
}
