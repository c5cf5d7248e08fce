import FocusEngine
import YAML

/// Presentations (spec 1.1, F35–F41): `sheet:`, `fullScreenCover:`,
/// `popover:` take `{ id, isPresented | item, onDismiss, view }`; `alert:`
/// and `confirmationDialog:` take `{ id, isPresented | item, title, actions }`.
///
///     Button:
///       id: edit
///       sheet: { id: editor, isPresented: $showEditor, view: { TextField: { id: title, text: $t } } }
///
/// `$item` is the item inside the `view:`, `title:` and `actions:` of an
/// `item:` presentation; `onDismiss:` runs once it is down, so it has none.
extension DecodingContext {
  private static let sheetTable = KeyTable<SheetKey>()
  private static let alertTable = KeyTable<AlertKey>()

  func presentation(_ kind: PresentationSpec.Kind, _ body: Node, at key: Node) -> PresentationSpec? {
    usesPresentations = true
    var valid = true
    if kind == .fullScreenCover, platform == .macOS {
      // Apple: fullScreenCover(isPresented:onDismiss:content:) is unavailable on macOS.
      error(.invalidValue, "'fullScreenCover:' is not available on macOS", at: key, hint: "use 'sheet:'")
      valid = false
    }
    let presentation = kind.isAlertLike ? alertLike(kind, body, at: key) : sheetLike(kind, body, at: key)
    return valid ? presentation : nil
  }

  private func sheetLike(_ kind: PresentationSpec.Kind, _ body: Node, at key: Node) -> PresentationSpec? {
    guard
      let fields = fields(
        body, allowed: Self.sheetTable, expected: "\(kind) properties { id, isPresented | item, onDismiss, view }",
        unknown: { "unknown key '\($0)' of \(kind)" })
    else { return nil }
    var id: Expression?
    var trigger: PresentationSpec.Trigger?
    var onDismiss: [Action]? = []
    var view: NodeTemplate?
    var failed = false
    for name in Self.sheetTable.keys {
      switch name {
      case .id:
        guard let node = fields[.id] else { continue }
        id = presentationID(node)
        failed = failed || id == nil
      case .isPresented:
        trigger = self.trigger(
          kind, isPresented: (fields.key(.isPresented), fields[.isPresented]), item: (fields.key(.item), fields[.item]), at: key)
      case .item: break  // read with isPresented: exactly one of them
      case .onDismiss: onDismiss = fields[.onDismiss].map(actions) ?? []
      case .view:
        guard let node = fields[.view] else {
          error(.missingKey, "\(kind.named) needs 'view:', the root node of its layer (F36)", at: key.start)
          failed = true
          continue
        }
        view = withPresentedItem(fields.has(.item)) { self.node(node) }
      }
    }
    guard !failed, let trigger, let onDismiss, let view else { return nil }
    return PresentationSpec(kind: kind, id: id, trigger: trigger, onDismiss: onDismiss, view: view, mark: key.start)
  }

  private func alertLike(_ kind: PresentationSpec.Kind, _ body: Node, at key: Node) -> PresentationSpec? {
    guard
      let fields = fields(
        body, allowed: Self.alertTable, expected: "\(kind) properties { id, isPresented | item, title, actions }",
        unknown: { "unknown key '\($0)' of \(kind)" })
    else { return nil }
    var id: Expression?
    var trigger: PresentationSpec.Trigger?
    var title: Expression?
    var buttons: [NodeTemplate]? = []
    var failed = false
    let hasItem = fields.has(.item)
    for name in Self.alertTable.keys {
      switch name {
      case .id:
        guard let node = fields[.id] else { continue }
        id = presentationID(node)
        failed = failed || id == nil
      case .isPresented:
        trigger = self.trigger(
          kind, isPresented: (fields.key(.isPresented), fields[.isPresented]), item: (fields.key(.item), fields[.item]), at: key)
      case .item: break  // read with isPresented: exactly one of them
      case .title:
        guard let node = fields[.title] else { continue }
        title = withPresentedItem(hasItem) { expression(node) }
        failed = failed || title == nil
      case .actions:
        guard let node = fields[.actions] else { continue }
        buttons = withPresentedItem(hasItem) { alertButtons(node, of: kind) }
      }
    }
    guard !failed, let trigger, let buttons else { return nil }
    return PresentationSpec(kind: kind, id: id, trigger: trigger, title: title, actions: buttons, mark: key.start)
  }

  /// `actions:` of an alert or dialog: Buttons only (F36); null is none.
  private func alertButtons(_ node: Node, of kind: PresentationSpec.Kind) -> [NodeTemplate]? {
    guard let items = node.sequence else {
      if node.resolved == .null { return [] }
      wrongType("a list of Buttons", node)
      return nil
    }
    var buttons: [NodeTemplate] = []
    var failed = false
    for item in items {
      guard let button = self.node(item) else {
        failed = true
        continue
      }
      guard button.kind == .Button else {
        error(.wrongType, "\(kind.named)'s actions: are Buttons, found \(button.kind.rawValue)", at: button.mark)
        failed = true
        continue
      }
      buttons.append(button)
    }
    return failed ? nil : buttons
  }

  /// Exactly one of `isPresented:` and `item:` (F35).
  private func trigger(
    _ kind: PresentationSpec.Kind, isPresented: (key: Node?, value: Node?), item: (key: Node?, value: Node?), at key: Node
  ) -> PresentationSpec.Trigger? {
    switch (isPresented.value, item.value) {
    case (let flag?, nil): return boolStateVariable(flag).map(PresentationSpec.Trigger.isPresented)
    case (nil, let value?): return stateVariable(value, for: SheetKey.item.rawValue).map(PresentationSpec.Trigger.item)
    case (_?, _?):
      // At the second of the two, in file order.
      let second = [isPresented.key, item.key].compactMap { $0 }.max { $0.start < $1.start }
      error(.invalidValue, "\(kind.named) takes either 'isPresented:' or 'item:', not both", at: second?.start ?? key.start)
      return nil
    case (nil, nil):
      error(.missingKey, "\(kind.named) needs 'isPresented: $flag' or 'item: $var'", at: key.start)
      return nil
    }
  }

  /// `isPresented: $flag`: a state variable declared with a Bool (F35).
  private func boolStateVariable(_ node: Node) -> Reference? {
    guard let reference = stateVariable(node, for: SheetKey.isPresented.rawValue) else { return nil }
    // No initial value: it was invalid, and that is reported already.
    guard let initial = stateInitialValues[reference.root] else { return nil }
    if case .bool = initial { return reference }
    error(.invalidValue, "'isPresented:' needs a Bool state variable; '\(reference.root)' starts as \(initial.displayText)", at: node,
          hint: "declare it with false, or present with 'item:'")
    return nil
  }

  /// A presentation's `id:`: id-shaped, or a template such as
  /// `"detail-${item.id}"`. Presentation ids are not node ids: `presented:`
  /// names them, steps do not.
  private func presentationID(_ node: Node) -> Expression? {
    guard let text = scalarText(node, expected: "a presentation id") else { return nil }
    guard Names.containsDollar(text) else {
      return idName(node, what: "presentation id").map { Expression(.literal(.string($0)), at: node.start) }
    }
    guard let expression = stringExpression(text, node) else { return nil }
    if case .interpolation(let parts) = expression.kind {
      for case .text(let piece) in parts where !Names.isIDFragment(piece) {
        error(.invalidName, "invalid presentation id '\(text)': \(Names.idRule)", at: node)
        return nil
      }
    }
    return expression
  }

  private func withPresentedItem<T>(_ isItem: Bool, _ body: () -> T) -> T {
    guard isItem else { return body() }
    presentedItemDepth += 1
    defer { presentedItemDepth -= 1 }
    return body()
  }

  /// After a node's properties: its presentations in `PresentationSpec.Kind`
  /// order (F35: the order they come up in one commit), a NavigationLink's
  /// `value:` or `destination:` (not both, F42), and the implicit `<id>.ok`
  /// Button of an alert without actions (F36), which steps may name.
  func finishNavigationAndPresentations(_ fields: Fields<NodePropertyKey>, into template: inout NodeTemplate) {
    if template.presentations.count > 1 {
      let order = PresentationSpec.Kind.allCases
      template.presentations.sort { order.firstIndex(of: $0.kind)! < order.firstIndex(of: $1.kind)! }
    }
    if template.kind == .NavigationLink, let value = fields.key(.value), let destination = fields.key(.destination) {
      let second = value.start < destination.start ? destination : value
      error(.invalidValue, "a NavigationLink takes either 'value:' or 'destination:', not both", at: second.start)
    }
    for presentation in template.presentations where presentation.kind == .alert && presentation.actions.isEmpty {
      registerImplicitOK(of: presentation, presenter: template.id)
    }
  }

  /// `<id>.ok`, where the alert's id is its own or `<presenter id>.alert` (F35, F36).
  private func registerImplicitOK(of alert: PresentationSpec, presenter: Expression?) {
    guard let id = alert.id ?? presenter.map({ Expression(.interpolation(Self.parts(of: $0) + [.text(".alert")]), at: $0.mark) })
    else { return }
    let parts = Self.parts(of: id) + [.text(".ok")]
    if parts.allSatisfy({ if case .text = $0 { true } else { false } }) {
      let text = parts.map { if case .text(let piece) = $0 { piece } else { "" } }.joined()
      let span = SourceSpan(start: alert.mark, end: alert.mark)
      staticIDs.append((currentScene, text, span))
    } else {
      idTemplates.append(parts)
    }
  }

  /// An id expression as interpolation parts: a literal is one text part.
  private static func parts(of id: Expression) -> [Expression.InterpolationPart] {
    switch id.kind {
    case .literal(.string(let text)): [.text(text)]
    case .interpolation(let parts): parts
    case .reference(let reference): [.reference(reference)]
    default: []
    }
  }
}

extension PresentationSpec.Kind {
  /// The modifier with its article, for messages: "an alert", "a sheet".
  var named: String { self == .alert ? "an \(rawValue)" : "a \(rawValue)" }
}
