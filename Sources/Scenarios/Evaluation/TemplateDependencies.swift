/// What the view templates read, found once per scenario so a commit can
/// skip re-evaluating trees that cannot have changed (F30 step 1 stays
/// exact: a tree is rebuilt whenever anything it reads may differ).
struct TemplateDependencies: Sendable {
  /// Some node expression reads a FocusState variable or `$focusedValues`,
  /// so trees depend on focus as well as on state.
  var readsFocus = false
  /// Some node expression reads `$newID`, which differs at every evaluation.
  var isVolatile = false
  /// Some node has `onAppear:` (F31), so commits must track which nodes are present.
  var hasAppearHandlers = false
  /// Some node has `onChange:` (F30 step 4), so builds must list the nodes that carry one.
  var hasChangeHandlers = false
  /// Every focused-value and scene-value key published (F23, F24), in
  /// first-appearance order: what traces and `record` observe.
  var publishedKeys: [String] = []

  /// Walks the run's template trees (`sceneRoots`), reading each template
  /// in place: walking the scenario's `NodeTemplate` values copied every
  /// template passed down, two dozen retains each.
  init(scenario: Scenario, sceneRoots: [TemplateNode]) {
    let focusNames = Set(scenario.focusState.map(\.name))
    var visitor = Visitor(focusNames: focusNames)
    for root in sceneRoots { visitor.visit(root) }
    readsFocus = visitor.readsFocus
    isVolatile = visitor.isVolatile
    hasAppearHandlers = visitor.hasAppearHandlers
    hasChangeHandlers = visitor.hasChangeHandlers
    publishedKeys = visitor.publishedKeys
  }

  private struct Visitor {
    let focusNames: Set<String>
    var readsFocus = false
    var isVolatile = false
    var hasAppearHandlers = false
    var hasChangeHandlers = false
    var publishedKeys: [String] = []
    private var seenKeys: Set<String> = []

    init(focusNames: Set<String>) {
      self.focusNames = focusNames
    }

    mutating func visit(_ source: TemplateNode) {
      visit(template: source.template)
      for child in source.children { visit(child) }
      if let row = source.row { visit(row) }
      // Presented views, alert actions and pushed screens are trees too (F36, F42).
      if let destination = source.destination { visit(destination) }
      for view in source.presentationViews { view.map { visit($0) } }
      for actions in source.presentationActions { actions.forEach { visit($0) } }
    }

    /// The template's own expressions, without its children and ForEach row.
    mutating func visit(template node: borrowing NodeTemplate) {
      if !node.onAppear.isEmpty { hasAppearHandlers = true }
      if !node.onChange.isEmpty { hasChangeHandlers = true }
      node.id.map { visit($0) }
      node.label.map { visit($0) }
      node.focusable.map { visit($0.enabled) }
      node.disabled.map { visit($0) }
      node.condition.map { visit($0) }
      for binding in node.focused {
        if case .equals(let value) = binding.form { visit(value) }
      }
      for entries in [node.focusedValues, node.focusedSceneValues] {
        for entry in entries {
          if seenKeys.insert(entry.key).inserted { publishedKeys.append(entry.key) }
          visit(entry.value)
        }
      }
      node.defaultFocus?.value.map { visit($0) }
      if let forEach = node.forEach { visit(forEach.data) }
      for presentation in node.presentations {
        visit(presentation.trigger.reference)
        presentation.id.map { visit($0) }
      }
      node.path.map { visit($0) }
      node.value.map { visit($0) }
      node.selection.map { visit($0) }
      // F57: the search field's id and its `searchFocused` value.
      node.searchable?.id.map { visit($0) }
      if case .equals(let value)? = node.searchFocused?.form { visit(value) }
    }

    mutating func visit(_ reference: Reference) {
      if reference.root == "focusedValues" || focusNames.contains(reference.root) { readsFocus = true }
      if reference.root == "newID" { isVolatile = true }
    }

    mutating func visit(_ expression: Expression) {
      switch expression.kind {
      case .literal: break
      case .reference(let reference): visit(reference)
      case .interpolation(let parts):
        for case .reference(let reference) in parts { visit(reference) }
      case .list(let items): items.forEach { visit($0) }
      case .map(let entries): entries.forEach { visit($0.value) }
      case .add(let a, let b), .multiply(let a, let b), .concat(let a, let b):
        visit(a)
        visit(b)
      case .count(let a), .first(let a), .last(let a): visit(a)
      }
    }

    mutating func visit(_ condition: Condition) {
      switch condition.kind {
      case .constant: break
      case .value(let expression), .isEmpty(let expression), .isNil(let expression): visit(expression)
      case .not(let inner): visit(inner)
      case .all(let conditions), .any(let conditions): conditions.forEach { visit($0) }
      case .equals(let a, let b):
        visit(a)
        visit(b)
      }
    }
  }
}
