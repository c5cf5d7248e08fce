import FocusEngine
import YAML

/// Nodes (SCENARIO-FORMAT "Nodes"): a one-key mapping `Kind: body`, where the
/// body is a list (children), a scalar (label), null, or a mapping of
/// properties with children under `children:`.
///
/// A node that cannot be read is left out together with its subtree (no
/// errors about its children), and `treeIncomplete` silences id checks.
extension DecodingContext {
  static let properties = FormatDefinition.nodeProperties.map(\.name)
  static let kindNames = FormatDefinition.nodeKinds.map(\.name)
  private static let propertyTable = KeyTable<NodePropertyKey>()
  static let forEachTable = KeyTable<ForEachKey>()
  /// `ViewKind(rawValue:)` compares the name with each kind's in turn; every node looks its kind up.
  private static let kindsByName = Dictionary(uniqueKeysWithValues: ViewKind.allCases.map { ($0.rawValue, $0) })

  /// The properties that only some node categories accept (`text:`,
  /// `isOn:`, `children:`, `name:`, and spec 1.1's `role:`, `path:`,
  /// `destination:`, `value:`, `selection:`), each with those categories, one bit per
  /// `NodeCategory` case. Every other property is accepted by every kind.
  /// Read once, into `propertyCategories`, so no `NodeProperty` is copied per property.
  private static let restrictedProperties: [(key: NodePropertyKey, categories: UInt16)] =
    FormatDefinition.nodeProperties.compactMap { property in
      guard case .only = property.kinds else { return nil }
      let mask = NodeCategory.allCases.reduce(UInt16(0)) { mask, category in
        property.accepts(category) ? mask | bit(category) : mask
      }
      return (property.property, mask)
    }

  private static let actionProperty = FormatDefinition.nodeProperty(.action)

  /// The categories whose nodes may have children (`children:` or a list body).
  private static let childrenCategories: UInt16 = NodeCategory.allCases.reduce(UInt16(0)) { mask, category in
    FormatDefinition.nodeProperty(.children).accepts(category) ? mask | bit(category) : mask
  }

  private static func bit(_ category: NodeCategory) -> UInt16 {
    switch category {
    case .container: 1 << 0
    case .customView: 1 << 1
    case .textInput: 1 << 2
    case .toggle: 1 << 3
    case .control: 1 << 4
    case .content: 1 << 5
    case .dynamic: 1 << 6
    case .button: 1 << 7
    case .navigationLink: 1 << 8
    case .navigationStack: 1 << 9
    case .tabView: 1 << 10
    case .tab: 1 << 11
    }
  }

  /// Per case of `NodePropertyKey`, in order: the categories accepting it
  /// when only some do (from `restrictedProperties`), `nil` when all do.
  private static let propertyCategories: [UInt16?] = propertyTable.keys.map { key in
    restrictedProperties.first { $0.key == key }?.categories
  }

  func node(_ node: Node) -> NodeTemplate? {
    guard let entries = pairs(node, expected: "a node (a mapping such as { VStack: [...] })") else {
      treeIncomplete = true
      return nil
    }
    guard entries.count == 1, let only = entries.first else {
      let names = entries.map(\.name).joined(separator: ", ")
      error(.wrongType, "a node is a mapping with one key, its kind; found \(entries.count) keys (\(names))", at: node,
            hint: "put properties under the kind: { Button: { id: …, label: … } }")
      treeIncomplete = true
      return nil
    }
    guard let kind = Self.kindsByName[only.name] else {
      error(.unknownKind, "unknown node kind '\(only.name)'", at: only.key,
            hint: KeySuggester.hint(for: only.name, among: Self.kindNames))
      treeIncomplete = true
      return nil
    }
    var template = NodeTemplate(kind: kind, mark: only.key.start)
    if kind == .NavigationStack { usesNavigationStacks = true }
    // F45: a TabView's children are Tabs, directly or through Group and ForEach.
    let slot = tabSlot
    let parentChildSlot = childTabSlot
    checkTabPlacement(kind, inTabSlot: slot, at: only.key)
    tabSlot = false  // properties (a sheet's view:, a destination:) are no place for Tabs
    childTabSlot = kind == .TabView || (slot && (kind == .Group || kind == .ForEach))
    defer {
      tabSlot = slot
      childTabSlot = parentChildSlot
    }
    let body = only.value
    if kind == .ForEach { return forEach(body, template: template, at: only.key) }
    switch body.shape {
    case .sequence(let items):
      guard allowsChildren(kind, at: body) else { return nil }
      template.children = children(items)
    case .scalar:
      // A label: `expression` resolves it (a null scalar is no label).
      template.label = expression(body)
      if case .literal(.null)? = template.label?.kind { template.label = nil }
    case .mapping:
      guard properties(body, into: &template) else { return nil }
    }
    if kind == .View, template.customName == nil {
      error(.missingKey, "a custom view needs 'name:': View: { name: TypeName, children: [...] }", at: only.key)
      treeIncomplete = true
      return nil
    }
    return template
  }

  /// The children that could be read. Built in place with its final
  /// capacity, items lent by index: `compactMap` grew the array of large
  /// templates step by step and copied each node out of `items`.
  private func children(_ items: Node.Items) -> [NodeTemplate] {
    var children: [NodeTemplate] = []
    children.reserveCapacity(items.count)
    tabSlot = childTabSlot
    defer { tabSlot = false }
    for index in items.indices {
      if let child = node(items[index]) { children.append(child) }
    }
    return children
  }

  /// F45: a Tab stands among a TabView's children (directly, or in a Group
  /// or ForEach there), and nothing else does.
  private func checkTabPlacement(_ kind: ViewKind, inTabSlot: Bool, at key: Node) {
    if kind == .Tab, !inTabSlot {
      error(.invalidValue, "a Tab belongs in a TabView (directly, or in a Group or ForEach there)", at: key)
    } else if inTabSlot, kind != .Tab, kind != .Group, kind != .ForEach {
      error(.invalidValue, "a TabView's children are Tabs, found \(kind.rawValue)", at: key,
            hint: "wrap it in a Tab: { Tab: { value: …, children: [...] } }")
    }
  }

  private func allowsChildren(_ kind: ViewKind, at node: Node) -> Bool {
    if Self.childrenCategories & Self.bit(NodeCategory(kind)) != 0 { return true }
    error(.wrongType, "\(kind.rawValue) cannot have children", at: node, hint: "only containers (VStack, Form, List, …) hold children")
    treeIncomplete = true
    return false
  }

  /// Reads a property mapping; `false` when the node must be left out.
  private func properties(_ body: Node, into template: inout NodeTemplate) -> Bool {
    let kind = template.kind
    guard let fields = fields(body, allowed: Self.propertyTable, expected: "properties", unknown: { "unknown property '\($0)' of \(kind.rawValue)" })
    else { return false }
    for field in fields.keyed {
      property(field, into: &template)
    }
    finishNavigationAndPresentations(fields, into: &template)
    // An action runs on activation, which only controls and `focusable` nodes have (F3, F34).
    // The key is looked for last: a scan of the keys, which most nodes need not pay.
    if template.focusable == nil, Self.actionProperty.needsFocusable(on: NodeCategory(kind)),
      let key = fields.key(.action)
    {
      error(.unknownKey, "'action:' is only for controls (Button, Toggle, …) and nodes with 'focusable:', not \(kind.rawValue)", at: key)
    }
    return true
  }

  /// Reads one property into `template`. The entry's key and value are
  /// read in place where needed: passed on as two `Node` arguments, one of
  /// them was copied for every property.
  private func property(_ field: Field<NodePropertyKey>, into template: inout NodeTemplate) {
    let entry = field.entry
    let property = field.key
    let kind = template.kind
    // Kind restrictions come from FormatDefinition; `children:` has a message of its own.
    if property != .children, let categories = Self.propertyCategories[field.index], categories & Self.bit(NodeCategory(kind)) == 0,
      case .only(_, let described) = FormatDefinition.nodeProperty(property).kinds
    {
      return notFor(property.rawValue, described, kind, entry.key)
    }
    switch property {
    case .id: template.id = nodeID(entry.value)
    case .label: template.label = expression(entry.value)
    case .text: template.text = referenceOnly(entry.value, what: "a text binding")
    case .isOn: template.isOn = referenceOnly(entry.value, what: "a Bool binding")
    case .action: template.action = actions(entry.value) ?? []
    case .focusable: template.focusable = focusable(entry.value)
    case .focused: template.focused = focusBindings(entry.value)
    case .disabled: template.disabled = condition(entry.value)
    case .if: template.condition = condition(entry.value)
    case .focusedValue, .focusedSceneValue:
      let published = keyedExpressions(entry.value, what: "focused-value key") ?? []
      publishedKeys += published.map(\.key)
      if property == .focusedValue { template.focusedValues = published } else { template.focusedSceneValues = published }
    case .focusSection: template.focusSection = bool(entry.value) ?? false
    case .submitScope: template.submitScope = submitScope(entry.value) ?? .off
    case .focusScope, .prefersDefaultFocus:
      let scope = string(entry.value, expected: "a focus scope name").flatMap { variableName($0, at: entry.value, what: "focus scope name") }
      if property == .focusScope { template.focusScope = scope } else { template.prefersDefaultFocus = scope }
    case .defaultFocus: template.defaultFocus = defaultFocus(entry.value)
    case .onSubmit: template.onSubmit = actions(entry.value)
    case .onAppear: template.onAppear = actions(entry.value) ?? []
    case .onChange: template.onChange = onChange(entry.value)
    case .frame: template.frame = frame(entry.value)
    case .children:
      guard allowsChildren(kind, at: entry.key) else { return }
      guard let items = entry.value.sequence else {
        if entry.value.resolved != .null { wrongType("a list of nodes", entry.value) }
        return
      }
      template.children = children(items)
    case .name:
      template.customName = string(entry.value, expected: "a view type name").flatMap { variableName($0, at: entry.value, what: "view name") }
      if let custom = template.customName { customViewNames.append(custom) }
    case .sheet, .fullScreenCover, .popover, .alert, .confirmationDialog:
      guard let presentationKind = property.presentationKind else { return }
      if let presentation = presentation(presentationKind, entry.value, at: entry.key) { template.presentations.append(presentation) }
    case .role: template.role = choice(entry.value, ButtonRole.self, what: "role")
    case .path: template.path = listStateVariable(entry.value)
    case .destination: template.destination = destination(entry.value, of: kind)
    case .value: template.value = expression(entry.value)
    case .selection: template.selection = stateVariable(entry.value, for: property.rawValue)
    case .keyboardShortcut: template.keyboardShortcut = keyboardShortcut(entry.value)
    case .onKeyPress: template.onKeyPress = keyPressHandlers(entry.value)
    case .onMoveCommand: template.onMoveCommand = moveCommandActions(entry.value)
    case .onExitCommand: template.onExitCommand = actions(entry.value)
    case .axis, .searchable, .searchFocused, .onSearchSubmit: searchProperty(field, into: &template)
    case .viewport:
      guard FormatDefinition.lazyContainerKinds.contains(kind) else {
        return notFor(property.rawValue, "LazyVStack, LazyHStack and List", kind, entry.key)
      }
      template.viewport = viewport(entry.value)
    }
  }

  private func notFor(_ property: String, _ allowed: String, _ kind: ViewKind, _ key: Node) {
    error(.unknownKey, "'\(property):' is only for \(allowed), not \(kind.rawValue)", at: key)
  }

  /// `id:` — a static id, or a template such as `"row-${item.id}"`.
  func nodeID(_ node: Node) -> Expression? {
    guard let text = scalarText(node, expected: "an id") else {
      treeIncomplete = true
      return nil
    }
    guard Names.containsDollar(text) else {
      guard let id = idName(node, what: "id") else {
        treeIncomplete = true
        return nil
      }
      staticIDs.append((currentScene, id, SourceSpan(node)))
      return Expression(.literal(.string(id)), at: node.start)
    }
    guard let expression = stringExpression(text, node) else {
      treeIncomplete = true
      return nil
    }
    switch expression.kind {
    case .interpolation(let parts):
      for case .text(let piece) in parts where !Names.isIDFragment(piece) {
        error(.invalidName, "invalid id '\(text)': \(Names.idRule)", at: node)
      }
      idTemplates.append(parts)
    case .reference(let reference):
      idTemplates.append([.reference(reference)])
    default:
      // Only `$$` escapes: a static id, which still has to be id-shaped.
      guard case .literal(.string(let id)) = expression.kind, Names.isID(id) else {
        error(.invalidName, "invalid id '\(text)': \(Names.idRule)", at: node)
        treeIncomplete = true
        return nil
      }
      staticIDs.append((currentScene, id, SourceSpan(node)))
    }
    return expression
  }

  private func frame(_ node: Node) -> [Double]? {
    guard let items = node.sequence, items.count == 4 else {
      error(.wrongType, "expected frame: [x, y, width, height], found \(node.sequence.map { "a list of \($0.count)" } ?? node.kindDescription)", at: node)
      return nil
    }
    var numbers: [Double] = []
    for (index, item) in items.enumerated() {
      guard case .number(let exact) = Self.scalarValue(item), exact.isFinite else {
        wrongType("a number", item)
        return nil
      }
      let number = exact.doubleValue
      if index >= 2, number < 0 {
        error(.invalidValue, "frame width and height must not be negative", at: item)
        return nil
      }
      numbers.append(number)
    }
    return numbers
  }
}
