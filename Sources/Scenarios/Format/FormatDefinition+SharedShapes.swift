import FocusEngine

/// The shapes used in more than one place, each defined once by name (the
/// schema's `definitions`), and the document as a whole.
extension FormatDefinition {
  /// Exactly one of these top-level keys holds the scenes.
  static let sceneChoice: [TopLevelKey] = [.view, .scenes]

  /// A scenario document: the top-level keys, `scenario` required, and exactly one of `view` and `scenes`.
  static let document = ValueShape.record(FormatRecord(topLevel, exactlyOneOf: sceneChoice.map(\.rawValue)))

  /// The named shapes, in no particular order (the schema sorts them by name).
  static var sharedShapes: [FormatKey] {
    var shapes = commonShapes + bindingShapes + presentationShapes + keyboardShapes + searchShapes
    for category in NodeCategory.allCases {
      shapes.append(FormatKey(named: "body.\(category.rawValue)", bodySummary(category), bodyShape(for: category)))
    }
    for property in nodeProperties {
      shapes.append(FormatKey(named: "property.\(property.name)", property.key.summary, property.key.shape))
    }
    return shapes
  }

  private static func bodySummary(_ category: NodeCategory) -> String {
    switch category {
    case .container: "A container's body: its children (a list), a label, null, or its properties with children under children:."
    case .customView: "A custom view's body: { name: TypeName, children: [...] } and other properties."
    case .textInput: "A text input's body: a label, null, or its properties (text: $var binds its text)."
    case .toggle: "A Toggle's body: a label, null, or its properties (isOn: $var is what it flips)."
    case .control: "A control's body: a label, null, or its properties (action: runs on activation)."
    case .button: "A Button's body: a label, null, or its properties (action: runs on activation; role: cancel|destructive)."
    case .navigationLink: "A NavigationLink's body: a label, null, or its properties (value: or destination:, F42)."
    case .navigationStack: "A NavigationStack's body: its root screen's children, a label, null, or its properties (path:, destination:, F42)."
    case .tabView: "A TabView's body: its Tabs (a list), a label, null, or its properties (selection:, F45)."
    case .tab: "A Tab's body: its content (a list), a label, null, or its properties (value:, F45)."
    case .content: "The body of a non-focusable view: a label, null, or its properties (action: needs focusable:)."
    case .dynamic: "A ForEach: { data: $list, idKey: id, row: node, if: condition }."
    }
  }

  /// The kinds that may stand among a TabView's children (F45).
  private static let tabViewChildKinds: Set<String> = Set([ViewKind.Tab, .Group, .ForEach].map(\.rawValue))

  private static var commonShapes: [FormatKey] {
    let nodeKeys = nodeKinds.map { FormatKey($0.kind, $0.summary, .definition("body.\($0.category.rawValue)")) }
    let simpleActions = actions.filter { $0.name != ActionName.if.rawValue }
    let scalarOrNull = ValueShape.nullable(.scalar(pattern: nil))
    return [
      FormatKey(named: "node", "A node: a one-key mapping { Kind: body }.", .oneKeyMapping(nodeKeys)),
      FormatKey(named: "nodes", "A list of nodes.", .list(.definition("node"), minItems: nil)),
      FormatKey(
        named: "tabs", "A TabView's children: Tabs, or Groups and ForEach holding Tabs (F45).",
        .list(.oneKeyMapping(nodeKeys.filter { tabViewChildKinds.contains($0.name) }), minItems: nil)),
      FormatKey(named: "label", "A label (a string, number or boolean), or null for none.", scalarOrNull),
      FormatKey(
        named: "expression",
        "A value or expression: $name.path, \"text ${path}\", a literal, a list, a mapping, or { add|multiply|concat|count|first|last: … }.",
        .anyOf([
          scalarOrNull, .list(.definition("expression"), minItems: nil), .oneKeyMapping(expressionOperators),
          .plainMapping(values: .definition("expression"), reserved: expressionOperators.names),
        ])),
      FormatKey(named: "pair", "A list of exactly 2 expressions.", .tuple([.definition("expression"), .definition("expression")])),
      FormatKey(named: "reference", "A reference to a variable, $name or $name.a.b.", .pattern(FormatPattern.reference)),
      FormatKey(
        named: "condition", "A condition: true, false, $flag, or { not|all|any|isEmpty|isNil|equals: … }.",
        .anyOf([.boolean, .definition("reference"), .oneKeyMapping(conditionOperators)])),
      FormatKey(
        named: "actions", "A list of actions run as one transaction (F30); a single action is a list of one, null none.",
        .nullable(.anyOf([.definition("action"), .list(.definition("action"), minItems: nil)]))),
      FormatKey(
        named: "action", "An action: a one-key mapping such as { set: … }, { if, then, else }, or the bare word dismiss.",
        .anyOf([.record(FormatRecord(ifActionKeys)), .oneKeyMapping(simpleActions + bareActions), .words(bareActions.names)])),
      FormatKey(named: "assignments", "Variables (or paths var.a.b) and their new values: { var: expr }.", .mapping(keys: FormatPattern.assignmentTarget, values: .definition("expression"))),
      FormatKey(named: "keyedExpressions", "Focused-value keys and values: { key: expr }.", .mapping(keys: FormatPattern.variable, values: .definition("expression"))),
      FormatKey(named: "keyChord", "A key: tab, return, space, escape, up, down, left, right, delete or one character, after modifiers joined by + (cmd+k).", .scalar(pattern: nil)),
      FormatKey(named: "command", "A command: { id, title, shortcut, disabled, action }.", .record(FormatRecord(commandKeys))),
      FormatKey(
        named: "step", "A step: a one-key mapping such as { click: id }, or one of the bare words tab, shift-tab, submit, select, back.",
        .anyOf([.words(bareSteps.names), .oneKeyMapping(steps)])),
      FormatKey(named: "expectation", "Expected values; only the keys given are compared. {} or null is unrecorded.", .nullable(.record(FormatRecord(expectationKeys)))),
      FormatKey(named: "values", "Names and their expected values: { name: value }.", .mapping(keys: nil, values: .anyValue)),
      FormatKey(named: "idFlags", "Node ids and booleans: { id: true|false }.", .mapping(keys: nil, values: .boolean)),
    ]
  }

  private static var bindingShapes: [FormatKey] {
    let binding = FormatKey(named: FormatPattern.boundVariable, "A FocusState variable, $var, and the value that focuses this node.", .definition("expression"))
    return [
      FormatKey(
        named: "focusBinding", "$flag (a Bool FocusState variable), or { $var: value }.",
        .anyOf([.pattern(FormatPattern.boundVariable), .mapping(keys: FormatPattern.boundVariable, values: .definition("expression"))])),
      FormatKey(named: "focused", "A focus binding, or a list of them.", .anyOf([.definition("focusBinding"), .list(.definition("focusBinding"), minItems: nil)])),
      FormatKey(named: "focusable", "A condition, or { enabled: condition, interactions: [activate, edit] }.", .anyOf([.definition("condition"), .record(FormatRecord(focusableKeys))])),
      FormatKey(named: "defaultFocus", "{ $var: value, priority: automatic|userInitiated }.", .record(FormatRecord(defaultFocusKeys, variableKeys: binding, minKeys: 1))),
      FormatKey(named: "onChange", "State or FocusState variables and their handlers: { $var: actions }.", .mapping(keys: FormatPattern.boundVariable, values: .definition("actions"))),
      FormatKey(named: "frame", "[x, y, width, height]; width and height are not negative.", .tuple([.number, .number, .nonNegativeNumber, .nonNegativeNumber])),
    ]
  }
}
