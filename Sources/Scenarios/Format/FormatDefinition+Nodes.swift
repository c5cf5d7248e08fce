import FocusEngine

/// Nodes (SCENARIO-FORMAT "Nodes"): the kinds, their properties, ForEach.
extension FormatDefinition {
  /// Every node kind, in `ViewKind` order.
  static let nodeKinds: [NodeKindDefinition] = ViewKind.allCases.map { NodeKindDefinition(kind: $0, summary: summary(of: $0)) }

  /// The properties of a node's mapping body, in SCENARIO-FORMAT order.
  static let nodeProperties = NodePropertyKey.allCases.map { key -> NodeProperty in
    switch key {
    case .id: NodeProperty(key, "The node's id, unique per scene; may be a template such as \"row-${item.id}\".", .scalar(pattern: nil))
    case .label: NodeProperty(key, "The title or text shown.", .definition("expression"))
    case .text:
      NodeProperty(
        key, "The text binding of a text input, $var; type: appends to it.", .definition("reference"),
        kinds: .only([.textInput], described: "text inputs (TextField, SecureField, TextEditor)"))
    case .isOn: NodeProperty(key, "The Bool binding a Toggle flips, $var.", .definition("reference"), kinds: .only([.toggle], described: "Toggle"))
    case .action: NodeProperty(key, "Actions run on activation: controls, or nodes with focusable:.", .definition("actions"), kinds: .activatable)
    case .focusable: NodeProperty(key, "A condition, or { enabled, interactions } (.focusable, F3, F4).", .definition("focusable"))
    case .focused: NodeProperty(key, "$flag, { $var: value }, or a list of these (.focused, F9–F14).", .definition("focused"))
    case .disabled: NodeProperty(key, "A condition (.disabled, F5).", .definition("condition"))
    case .if: NodeProperty(key, "The node exists only while the condition holds (F1).", .definition("condition"))
    case .focusedValue:
      NodeProperty(key, "{ key: expr } published while focus is inside (.focusedValue, F23, F25).", .definition("keyedExpressions"))
    case .focusedSceneValue:
      NodeProperty(key, "{ key: expr } published for the scene (.focusedSceneValue, F24).", .definition("keyedExpressions"))
    case .focusSection: NodeProperty(key, "true makes the node a focus section (.focusSection, F19, F21).", .boolean)
    case .focusScope: NodeProperty(key, "Names a focus scope (.focusScope, F27).", .pattern(FormatPattern.variable))
    case .prefersDefaultFocus: NodeProperty(key, "The focus scope in which this node is preferred (F27).", .pattern(FormatPattern.variable))
    case .defaultFocus:
      NodeProperty(key, "{ $var: value, priority: automatic|userInitiated } (.defaultFocus, F26).", .definition("defaultFocus"))
    case .onSubmit: NodeProperty(key, "Actions run on Return in a text input (.onSubmit, F28).", .definition("actions"))
    case .submitScope:
      NodeProperty(
        key, "true stops submit handlers above this node (.onSubmit{}.submitScope()); inner stops its own too (.submitScope().onSubmit{}, F28).",
        .anyOf([.boolean, .words([SubmitScopeWord.inner.rawValue])]))
    case .onChange: NodeProperty(key, "{ $var: actions } with $oldValue and $newValue (.onChange, F30).", .definition("onChange"))
    case .onAppear: NodeProperty(key, "Actions run when the node appears (.onAppear, F31).", .definition("actions"))
    case .frame: NodeProperty(key, "[x, y, width, height] overriding the synthetic layout (F2).", .definition("frame"))
    case .children:
      NodeProperty(
        key, "The child nodes of a container.", .nullable(.definition("nodes")),
        kinds: .only(NodeCategory.containers + [.customView], described: "containers (VStack, Form, List, …)"))
    case .name:
      NodeProperty(key, "The type name of a custom view.", .pattern(FormatPattern.variable), kinds: .only([.customView], described: "custom views (View)"))
    case .sheet: NodeProperty(key, "A sheet: { id, isPresented: $flag | item: $var, onDismiss, view } (.sheet, F35–F41).", .definition("sheet"))
    case .fullScreenCover:
      NodeProperty(key, "A full-screen cover, not on macOS: { id, isPresented | item, onDismiss, view } (.fullScreenCover, F35–F41).", .definition("sheet"))
    case .popover: NodeProperty(key, "A popover: { id, isPresented | item, onDismiss, view } (.popover, F35–F41).", .definition("sheet"))
    case .alert: NodeProperty(key, "An alert: { id, isPresented | item, title, actions: [Button…] } (.alert, F35–F41, F52).", .definition("alert"))
    case .confirmationDialog:
      NodeProperty(key, "A confirmation dialog: { id, isPresented | item, title, actions: [Button…] } (F35–F41, F52).", .definition("alert"))
    case .role:
      NodeProperty(
        key, "cancel or destructive (Button(role:)); Escape runs an alert's cancel Button (F52).",
        .words(ButtonRole.allCases.map(\.rawValue)), kinds: .only([.button], described: "Button"))
    case .path:
      NodeProperty(
        key, "The list variable whose elements are the pushed screens, $list (NavigationStack(path:), F42).", .definition("reference"),
        kinds: .only([.navigationStack], described: "NavigationStack"))
    case .destination:
      NodeProperty(
        key, "The screen a NavigationLink pushes, or a NavigationStack's screen per path element, $item the element (F42).",
        .definition("node"), kinds: .only([.navigationStack, .navigationLink], described: "NavigationStack and NavigationLink"))
    case .value:
      NodeProperty(
        key, "What a NavigationLink appends to its stack's path, or what identifies a Tab (F42, F45).", .definition("expression"),
        kinds: .only([.navigationLink, .tab], described: "NavigationLink and Tab"))
    case .selection:
      NodeProperty(
        key, "The variable holding the selected Tab's value, $var (TabView(selection:), F45).", .definition("reference"),
        kinds: .only([.tabView], described: "TabView"))
    case .keyboardShortcut:
      NodeProperty(
        key, "A key such as cmd+s, or defaultAction (Return) or cancelAction (Escape), that activates the control (.keyboardShortcut, F49).",
        .definition("keyboardShortcut"), kinds: .only([.toggle, .control, .button, .navigationLink], described: "controls (Button, Toggle, …)"))
    case .onKeyPress:
      NodeProperty(
        key, "Handlers [{ key | keys, modifiers, handled, action }] run while focus is inside (.onKeyPress, F50).",
        .list(.definition("keyPressHandler"), minItems: nil))
    case .onMoveCommand:
      NodeProperty(key, "Actions run for an arrow key on macOS or a move on tvOS while focus is inside, $direction bound (.onMoveCommand, F51).", .definition("actions"))
    case .onExitCommand:
      NodeProperty(key, "Actions run for Escape on macOS or back on tvOS while focus is inside (.onExitCommand, F51).", .definition("actions"))
    case .axis:
      NodeProperty(
        key, "vertical: a TextField growing to several lines; a software keyboard's Return types a newline (TextField(_:text:axis:), F56).",
        .words(TextFieldAxis.allCases.map(\.rawValue)), kinds: .only([.textInput], described: "TextField"))
    case .searchable:
      NodeProperty(
        key, "{ text: $q, id: name }: a search field first in the container, id default <node id>.search (.searchable, F57).",
        .definition("searchable"), kinds: .only(NodeCategory.containers, described: "containers (VStack, Form, List, …)"))
    case .searchFocused:
      NodeProperty(key, "$flag or { $var: value }: binds the nearest searchable's field (.searchFocused, F57).", .definition("focusBinding"))
    case .onSearchSubmit: NodeProperty(key, "Actions run on Return in a search field (.onSubmit(of: .search), F57).", .definition("actions"))
    case .viewport:
      // LazyVStack, LazyHStack and List share the container category: the decoder checks the kind.
      NodeProperty(
        key, "How many rows a LazyVStack, LazyHStack or List realizes, at least 1 (F53–F55).", .nonNegativeInteger,
        kinds: .only([.container], described: "LazyVStack, LazyHStack and List"))
    }
  }

  /// The definition of `key`: `nodeProperties` is in `allCases` order, one per case.
  static func nodeProperty(_ key: NodePropertyKey) -> NodeProperty { nodePropertiesByKey[key]! }

  /// `nodeProperties` by key: looked up for every node decoded.
  private static let nodePropertiesByKey = Dictionary(uniqueKeysWithValues: nodeProperties.map { ($0.property, $0) })

  /// The keys of a `ForEach` body.
  static let forEachProperties = FormatKey.group(ForEachKey.self) { key in
    switch key {
    case .data: FormatKey(key, "The list variable to iterate, $list.", .definition("reference"), required: true)
    case .idKey:
      FormatKey(key, "The element field that identifies a row (default id); a scalar element is its own id.", .pattern(FormatPattern.variable))
    case .row: FormatKey(key, "The node built for each element; $item is the element, $index its position.", .definition("node"), required: true)
    case .if: FormatKey(key, "The rows exist only while the condition holds (F1).", .definition("condition"))
    }
  }

  /// The keys of `focusable: { enabled, interactions }`.
  static let focusableKeys = FormatKey.group(FocusableKey.self) { key in
    switch key {
    case .enabled: FormatKey(key, "Whether the node is focusable (default true).", .definition("condition"))
    case .interactions: FormatKey(key, "The interactions focus gives (F3).", .list(.words(Interaction.allCases.map(\.rawValue)), minItems: nil))
    }
  }

  /// The non-binding key of `defaultFocus:`.
  static let defaultFocusKeys = FormatKey.group(DefaultFocusKey.self) { key in
    switch key {
    case .priority: FormatKey(key, "automatic (default) or userInitiated (F26).", .words(DefaultFocusSpec.Priority.allCases.map(\.rawValue)))
    }
  }

  /// The body of a node of `category`: a mapping of the properties it
  /// accepts, and for most kinds also a label, a list of children or null.
  static func bodyShape(for category: NodeCategory) -> ValueShape {
    if category == .dynamic { return .record(FormatRecord(forEachProperties)) }
    var keys: [FormatKey] = []
    var dependencies: [(key: String, needs: [String])] = []
    for property in nodeProperties where property.accepts(category) {
      let required = category == .customView && property.property == .name
      // F45: a TabView's children are Tabs, or Groups and ForEach holding them.
      let shape: ValueShape =
        category == .tabView && property.property == .children ? .nullable(.definition("tabs")) : .definition("property.\(property.name)")
      keys.append(FormatKey(property.property, "", shape, required: required))
      if property.needsFocusable(on: category) { dependencies.append((property.name, [NodePropertyKey.focusable.rawValue])) }
    }
    let properties = ValueShape.record(FormatRecord(keys, dependencies: dependencies))
    if category == .customView { return properties }
    if category == .tabView { return .anyOf([.definition("label"), .definition("tabs"), properties]) }
    if NodeCategory.containers.contains(category) { return .anyOf([.definition("label"), .definition("nodes"), properties]) }
    return .anyOf([.definition("label"), properties])
  }

  private static func summary(of kind: ViewKind) -> String {
    switch kind {
    case .VStack: "A vertical stack; a list body is its children."
    case .HStack: "A horizontal stack; a list body is its children."
    case .ZStack: "An overlay stack; children keep tree order (F2)."
    case .LazyVStack: "A lazy vertical stack."
    case .LazyHStack: "A lazy horizontal stack."
    case .Group: "A transparent group: its children belong to the enclosing stack (F2)."
    case .Form: "A form."
    case .Section: "A section of a form or list."
    case .List: "A list."
    case .ScrollView: "A scroll view."
    case .NavigationStack: "A navigation stack: its children are the root screen; path: and destination: push screens (F42)."
    case .TabView: "A tab view: shows the Tab whose value: equals selection: (F45)."
    case .Tab: "One tab of a TabView; value: identifies it (F45)."
    case .NavigationLink: "A control that pushes value: onto its stack's path, or its destination: (F42)."
    case .GroupBox: "A group box."
    case .View: "A custom view: { name: TypeName, children: [...] }."
    case .TextField: "A single-line text input; Return submits (F17)."
    case .SecureField: "A single-line secure text input; Return submits (F17)."
    case .TextEditor: "A multi-line text input; Return types a newline."
    case .Button: "A button; action: runs on activation."
    case .Toggle: "A toggle; activating it flips isOn:."
    case .Picker: "A picker control."
    case .Link: "A link control."
    case .Stepper: "A stepper control."
    case .Slider: "A slider control."
    case .Menu: "A menu control."
    case .Text: "Static text."
    case .Image: "An image."
    case .Label: "A label."
    case .Spacer: "A spacer."
    case .Divider: "A divider."
    case .ForEach: "Rows built from a list: { data: $list, idKey: id, row: node }."
    }
  }
}
