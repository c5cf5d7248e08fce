import FocusEngine
import Testing
import YAML

@testable import Scenarios

/// Spec 1.1's presentations, navigation and tabs as the decoder reads them
/// (SCENARIO-FORMAT "Version 1.1 additions", F35–F45, F52): what is valid,
/// and every invalid document located, with a caret and the closest word.
struct DecodingPresentationTests {
  static let flags = "  show: false\n  n: 1\n  sel: null\n  path: []\n"

  /// The root node of the only scene of a valid document.
  static func root(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> NodeTemplate? {
    validScenario(text, sourceLocation: sourceLocation)?.scenes.first?.root
  }

  // MARK: Presentations (F35–F41)

  @Test("The spec's example decodes: a sheet whose view holds a Button with an alert")
  func specExample() throws {
    let text = """
      scenario: Alert over a sheet, then Escape and restoration
      platform: macOS
      state: { showEditor: false, confirmDiscard: false, title: "" }
      focusState: { field: null }
      view:
        Button:
          id: edit
          action: { set: { showEditor: true } }
          sheet:
            id: editor
            isPresented: $showEditor
            view:
              VStack:
                defaultFocus: { $field: title }
                children:
                  - TextField: { id: titleField, text: $title, focused: { $field: title } }
                  - Button:
                      id: cancel
                      action: { set: { confirmDiscard: true } }
                      alert:
                        id: discard
                        isPresented: $confirmDiscard
                        actions:
                          - Button: { id: keep, label: Keep, role: cancel }
                          - Button: { id: drop, label: Discard, role: destructive, action: [dismiss] }
      steps:
        - click: edit
        - expect: { presented: [editor], focused: titleField }
        - key: escape
        - expect: { presented: [editor, discard], focused: null }

      """
    let scenario = try #require(validScenario(text))
    #expect(scenario.usesPresentations && !scenario.usesNavigationStacks)
    let sheet = try #require(scenario.scenes.first?.root.presentations.first)
    #expect(sheet.kind == .sheet)
    if case .isPresented(let flag) = sheet.trigger { #expect(flag.root == "showEditor") } else { Issue.record("not isPresented") }
    let cancel = try #require(sheet.view?.children.last)
    let alert = try #require(cancel.presentations.first)
    #expect(alert.kind == .alert && alert.actions.map(\.role) == [.cancel, .destructive])
    if case .dismiss? = alert.actions.last?.action.first?.kind {} else { Issue.record("drop's action is not dismiss") }
    guard case .expect(let expectation) = scenario.steps[3].kind else {
      Issue.record("not an expect")
      return
    }
    #expect(expectation.presented?.expected == ["editor", "discard"])
  }

  @Test("A node's presentations are kept in PresentationSpec.Kind order, whatever the file's order (F35)")
  func presentationOrder() throws {
    let view = """
        Button:
          confirmationDialog: { isPresented: $show }
          popover: { isPresented: $show, view: { Text: p } }
          alert: { isPresented: $show }
          sheet: { isPresented: $show, view: { Text: s } }
          fullScreenCover: { isPresented: $show, view: { Text: c } }

      """
    let root = try #require(Self.root(document(state: Self.flags, view: view)))
    #expect(root.presentations.map(\.kind) == PresentationSpec.Kind.allCases)
  }

  @Test("fullScreenCover is invalid on macOS, with sheet as the hint, and valid elsewhere")
  func fullScreenCoverOnMacOS() {
    let view = "  Button: { fullScreenCover: { isPresented: $show, view: { Text: hi } } }\n"
    expectError(
      "scenario: T\nplatform: macOS\nstate:\n\(Self.flags)view:\n\(view)", .invalidValue, "'fullScreenCover:' is not available on macOS",
      at: 9, 13, hint: "use 'sheet:'")
    for platform in Platform.allCases where platform != .macOS {
      #expect(validScenario("scenario: T\nplatform: \(platform)\nstate:\n\(Self.flags)view:\n\(view)") != nil, "\(platform)")
    }
  }

  @Test("A presentation takes exactly one of isPresented: and item:, reported at the second")
  func exactlyOneTrigger() {
    expectError(
      document(state: Self.flags, view: "  Button: { sheet: { item: $sel, view: { Text: hi }, isPresented: $show } }\n"), .invalidValue,
      "a sheet takes either 'isPresented:' or 'item:', not both", at: 8, 54)
    expectError(
      document(state: Self.flags, view: "  Button: { alert: { title: Hi } }\n"), .missingKey,
      "an alert needs 'isPresented: $flag' or 'item: $var'", at: 8, 13)
  }

  @Test("isPresented: names a state variable declared with a Bool (F35)")
  func isPresentedNeedsABoolStateVariable() {
    expectError(
      document(state: Self.flags, view: "  Button: { popover: { isPresented: $n, view: { Text: hi } } }\n"), .invalidValue,
      "'isPresented:' needs a Bool state variable; 'n' starts as 1", at: 8, 37, hint: "declare it with false, or present with 'item:'")
    expectError(
      document(state: Self.flags, focusState: "  f: false\n", view: "  Button: { sheet: { isPresented: $f, view: { Text: hi } } }\n"),
      .invalidValue, "'f' is a FocusState variable; 'isPresented:' needs a state variable", at: 10, 35, hint: "declare it under 'state:'")
    expectError(
      document(state: Self.flags, view: "  Button: { sheet: { isPresented: $shwo, view: { Text: hi } } }\n"), .undefinedVariable,
      "undefined variable '$shwo'", at: 8, 35, hint: "did you mean 'show'?")
    expectError(
      document(state: "  model: { show: false }\n", view: "  Button: { sheet: { isPresented: $model.show, view: { Text: hi } } }\n"),
      .invalidValue, "'isPresented:' takes a state variable, $name, not a path into one", at: 5, 35)
    expectError(
      document(state: Self.flags, view: "  Button: { sheet: { isPresented: show, view: { Text: hi } } }\n"), .wrongType,
      "expected a state variable (a $reference), found a string", at: 8, 35)
  }

  @Test("item: names a declared state variable of any value (F35)")
  func itemNeedsAStateVariable() {
    #expect(Self.root(document(state: Self.flags, view: "  Button: { sheet: { item: $n, view: { Text: hi } } }\n")) != nil)
    expectError(
      document(state: Self.flags, view: "  Button: { sheet: { item: $sle, view: { Text: hi } } }\n"), .undefinedVariable,
      "undefined variable '$sle'", at: 8, 28, hint: "did you mean 'sel'?")
    expectError(
      document(state: Self.flags, focusState: "  f: null\n", view: "  Button: { sheet: { item: $f, view: { Text: hi } } }\n"),
      .invalidValue, "'f' is a FocusState variable; 'item:' needs a state variable", at: 10, 28, hint: "declare it under 'state:'")
  }

  @Test("A sheet, cover or popover needs view:")
  func sheetNeedsAView() {
    expectError(
      document(state: Self.flags, view: "  Button: { popover: { isPresented: $show } }\n"), .missingKey,
      "a popover needs 'view:', the root node of its layer (F36)", at: 8, 13)
  }

  @Test("An alert's or dialog's actions are Buttons; none is valid")
  func alertActionsAreButtons() throws {
    expectError(
      document(state: Self.flags, view: "  Button: { confirmationDialog: { isPresented: $show, actions: [{ Button: a }, { Toggle: b }] } }\n"),
      .wrongType, "a confirmationDialog's actions: are Buttons, found Toggle", at: 8, 82)
    let root = try #require(Self.root(document(state: Self.flags, view: "  Button: { alert: { isPresented: $show, actions: null } }\n")))
    #expect(root.presentations.first?.actions.isEmpty == true)
  }

  @Test("Misspelt keys of a presentation suggest the closest key of its own kind")
  func misspeltPresentationKeys() {
    // The misspelt view: is also missing, as a misspelt ForEach row: is.
    let found = diagnostics(document(state: Self.flags, view: "  Button: { sheet: { isPresented: $show, veiw: { Text: hi } } }\n"))
    #expect(found.map(\.description) == ["t.yaml:8:13: error: a sheet needs 'view:', the root node of its layer (F36)", "t.yaml:8:42: error: unknown key 'veiw' of sheet"])
    #expect(found.last?.hint == "did you mean 'view'?")
    expectError(
      document(state: Self.flags, view: "  Button: { alert: { isPresented: $show, titel: Hi } }\n"), .unknownKey,
      "unknown key 'titel' of alert", at: 8, 42, hint: "did you mean 'title'?")
    expectError(
      document(state: Self.flags, view: "  Button: { alert: { isPresented: $show, onDismiss: [] } }\n"), .unknownKey,
      "unknown key 'onDismiss' of alert", at: 8, 42, hint: nil)
    expectError(
      document(state: Self.flags, view: "  Button: { shet: { isPresented: $show } }\n"), .unknownKey,
      "unknown property 'shet' of Button", at: 8, 13, hint: "did you mean 'sheet'?")
  }

  @Test("Two presentations of one kind on one node are a duplicate key")
  func duplicatePresentation() {
    let found = diagnostics(document(
      state: Self.flags, view: "  Button:\n    sheet: { isPresented: $show, view: { Text: a } }\n    sheet: { item: $sel, view: { Text: b } }\n"))
    #expect(found.count == 1)
    #expect(found.first?.code == .duplicateKey)
    #expect(found.first?.message == "duplicate key 'sheet' (first defined on line 9)")
    #expect(found.first.map { ($0.location.line, $0.location.column) } ?? (0, 0) == (10, 5))
  }

  @Test("$item is the item in an item: presentation's view, title and actions, and nowhere else of it (F35)")
  func itemScopeOfPresentations() {
    #expect(Self.root(document(state: Self.flags, view: "  Button: { sheet: { item: $sel, view: { Text: \"${item}\" } } }\n")) != nil)
    #expect(
      Self.root(document(
        state: Self.flags, view: "  Button: { alert: { item: $sel, title: \"${item.name}\", actions: [{ Button: { id: \"b-${item}\" } }] } }\n"))
        != nil)
    let message = "'$item' is only defined inside a ForEach row, a 'remove: { where: }', an item: presentation or a NavigationStack's destination:"
    expectError(
      document(state: Self.flags, view: "  Button: { sheet: { isPresented: $show, view: { Text: \"${item}\" } } }\n"), .undefinedVariable,
      message, at: 8, 56)
    expectError(
      document(state: Self.flags, view: "  Button: { sheet: { item: $sel, onDismiss: { set: { n: $item } }, view: { Text: a } } }\n"),
      .undefinedVariable, message, at: 8, 57)
  }

  @Test("An alert without actions may be clicked through its implicit <id>.ok Button (F36)")
  func implicitOKButton() {
    let steps = "  - click: discard.ok\n  - click: save.alert.ok\n  - click: confirm.ok\n"
    let view = """
        VStack:
          - Button: { alert: { id: discard, isPresented: $show } }
          - Button: { id: save, alert: { isPresented: $show } }
          - Button: { confirmationDialog: { id: confirm, isPresented: $show } }

      """
    expectError(
      document(state: Self.flags, view: view, steps: steps), .undefinedID, "no node can have id 'confirm.ok'", at: 15, 12)
  }

  @Test("Presentation ids follow the id rule")
  func presentationIDs() {
    expectError(
      document(state: Self.flags, view: "  Button: { sheet: { id: \"a b\", isPresented: $show, view: { Text: hi } } }\n"), .invalidName,
      "invalid presentation id 'a b': ids start with a letter, digit or '_' and contain only letters, digits, '_', '.' and '-'", at: 8, 26)
  }

  // MARK: Navigation and tabs (F42–F45)

  @Test("NavigationStack takes path: and destination:, where $item is the path element (F42)")
  func navigationStack() throws {
    let view = """
        NavigationStack:
          id: nav
          path: $path
          destination: { TextField: { id: "f-${item}", text: $item.title } }
          children:
            - NavigationLink: { id: open, label: Open, value: a, disabled: false }
            - NavigationLink: { id: more, destination: { Text: More } }

      """
    let scenario = try #require(validScenario(document(state: Self.flags, view: view)))
    #expect(scenario.usesNavigationStacks && !scenario.usesPresentations)
    let stack = try #require(scenario.scenes.first?.root)
    #expect(stack.path?.root == "path" && stack.destination?.kind == .TextField)
    #expect(stack.children.map { $0.value != nil } == [true, false])
    #expect(stack.children.map { $0.destination?.kind } == [nil, .Text])
    #expect(stack.children.first?.disabled != nil)
  }

  @Test("$item is undefined in a NavigationLink's destination: (only a stack's has a path element)")
  func itemInALinksDestination() {
    expectError(
      document(state: Self.flags, view: "  NavigationLink: { destination: { Text: \"${item}\" } }\n"), .undefinedVariable,
      "'$item' is only defined inside a ForEach row, a 'remove: { where: }', an item: presentation or a NavigationStack's destination:",
      at: 8, 42)
  }

  @Test("A NavigationLink takes value: or destination:, not both, reported at the second")
  func linkValueOrDestination() {
    expectError(
      document(state: Self.flags, view: "  NavigationLink: { destination: { Text: x }, id: l, value: 1 }\n"), .invalidValue,
      "a NavigationLink takes either 'value:' or 'destination:', not both", at: 8, 54)
  }

  @Test("path:, destination:, value:, selection: and role: belong to their kinds")
  func propertiesOfOtherKinds() {
    expectError(
      document(state: Self.flags, view: "  Button: { destination: { Text: x } }\n"), .unknownKey,
      "'destination:' is only for NavigationStack and NavigationLink, not Button", at: 8, 13)
    expectError(
      document(state: Self.flags, view: "  NavigationLink: { path: $path }\n"), .unknownKey, "'path:' is only for NavigationStack, not NavigationLink",
      at: 8, 21)
    expectError(
      document(state: Self.flags, view: "  Button: { value: 1 }\n"), .unknownKey, "'value:' is only for NavigationLink and Tab, not Button", at: 8, 13)
    expectError(
      document(state: Self.flags, view: "  VStack: { selection: $n }\n"), .unknownKey, "'selection:' is only for TabView, not VStack", at: 8, 13)
    expectError(
      document(state: Self.flags, view: "  NavigationLink: { role: cancel }\n"), .unknownKey, "'role:' is only for Button, not NavigationLink",
      at: 8, 21)
    expectError(
      document(state: Self.flags, view: "  Button: { role: cancl }\n"), .invalidValue, "unknown role 'cancl'; expected one of cancel, destructive",
      at: 8, 19, hint: "did you mean 'cancel'?")
  }

  @Test("path: names a list state variable (F42)")
  func pathNeedsAList() {
    expectError(
      document(state: Self.flags, view: "  NavigationStack: { path: $n }\n"), .invalidValue, "'path:' needs a list state variable; 'n' starts as 1",
      at: 8, 28, hint: "declare it with [] or a list of path elements")
  }

  @Test("selection: and a trigger name a state variable, never a row's $item or a FocusState variable")
  func bindingsNeedStateVariables() {
    expectError(
      document(state: Self.flags, focusState: "  f: null\n", view: "  TabView: { selection: $f }\n"), .invalidValue,
      "'f' is a FocusState variable; 'selection:' needs a state variable", at: 10, 25, hint: "declare it under 'state:'")
    let row = "  VStack: [{ ForEach: { data: $path, row: { Button: { alert: { isPresented: $item } } } } }]\n"
    expectError(document(state: Self.flags, view: row), .invalidValue, "'isPresented:' needs a state variable, not '$item'", at: 8, 77)
  }

  @Test("A TabView holds Tabs, directly or through Group and ForEach; a Tab stands only there (F45)")
  func tabsBelongInTabViews() throws {
    let view = """
        TabView:
          selection: $n
          children:
            - Tab: { value: 0, children: [{ Button: play }] }
            - Group: [{ Tab: { value: 1 } }]
            - ForEach: { data: $path, row: { Tab: { value: $item, children: [{ Text: "${item}" }] } } }

      """
    let root = try #require(Self.root(document(state: Self.flags, view: view)))
    #expect(root.selection?.root == "n" && root.children.map(\.kind) == [.Tab, .Group, .ForEach])
    expectError(
      document(state: Self.flags, view: "  TabView: [{ Tab: a }, { Button: b }]\n"), .invalidValue, "a TabView's children are Tabs, found Button",
      at: 8, 27, hint: "wrap it in a Tab: { Tab: { value: …, children: [...] } }")
    expectError(
      document(state: Self.flags, view: "  VStack: [{ Tab: a }]\n"), .invalidValue,
      "a Tab belongs in a TabView (directly, or in a Group or ForEach there)", at: 8, 14)
    // A Tab's content, and a Tab's presentation view, are no place for Tabs.
    expectError(
      document(state: Self.flags, view: "  TabView: [{ Tab: [{ Tab: a }] }]\n"), .invalidValue,
      "a Tab belongs in a TabView (directly, or in a Group or ForEach there)", at: 8, 23)
    expectError(
      document(state: Self.flags, view: "  TabView: [{ Group: { sheet: { isPresented: $show, view: { Tab: a } } } }]\n"), .invalidValue,
      "a Tab belongs in a TabView (directly, or in a Group or ForEach there)", at: 8, 61)
  }

  // MARK: Steps, actions, expectations

  @Test("back is a bare step; a misspelling suggests it (F52)")
  func backStep() throws {
    let scenario = try #require(validScenario(document(view: "  Text: hi\n", steps: "  - back\n  - back:\n")))
    #expect(scenario.steps.map { if case .back = $0.kind { true } else { false } } == [true, true])
    expectError(document(view: "  Text: hi\n", steps: "  - bakc\n"), .unknownStep, "unknown step 'bakc'", at: 5, 5, hint: "did you mean 'back'?")
  }

  @Test("dismiss is a bare action: in a list, as a whole action: and with null; a misspelling suggests it (F41)")
  func dismissAction() throws {
    let view = "  Button: { id: b, action: dismiss, onAppear: [dismiss, { set: { n: 2 } }] }\n"
    let root = try #require(Self.root(document(state: Self.flags, view: view, steps: "  - run: { dismiss: }\n")))
    #expect(root.action.map { if case .dismiss = $0.kind { true } else { false } } == [true])
    #expect(root.onAppear.map { if case .dismiss = $0.kind { true } else { false } } == [true, false])
    expectError(
      document(state: Self.flags, view: "  Button: { action: [dismis] }\n"), .unknownAction, "unknown action 'dismis'", at: 8, 22,
      hint: "did you mean 'dismiss'?")
    expectError(
      document(state: Self.flags, view: "  Button: { action: { dismiss: 1 } }\n"), .invalidValue, "'dismiss' takes no value", at: 8, 32,
      hint: "write it as a bare word: - dismiss")
  }

  @Test("presented: is a list of ids; screens: maps stack ids to counts ≥ 0")
  func presentedAndScreens() throws {
    let view = "  NavigationStack: { id: nav, children: [] }\n"
    let scenario = try #require(validScenario(document(view: view, steps: "  - expect: { presented: [], screens: { nav: 0 } }\n")))
    guard case .expect(let expectation)? = scenario.steps.first?.kind else {
      Issue.record("not an expect")
      return
    }
    #expect(expectation.presented?.expected == [] && expectation.screens.map(\.expected) == [0])
    expectError(
      document(view: view, steps: "  - expect: { screens: { nav: -1 } }\n"), .invalidValue, "a number of screens is not negative, found -1",
      at: 5, 31)
    expectError(
      document(view: view, steps: "  - expect: { screens: { nav: 1.5 } }\n"), .wrongType, "expected a number of screens (an integer), found a number",
      at: 5, 31)
    expectError(
      document(view: view, steps: "  - expect: { screens: { nva: 1 } }\n"), .undefinedID, "no node can have id 'nva'", at: 5, 26,
      hint: "did you mean 'nav'?")
    expectError(
      document(view: view, steps: "  - expect: { presented: editor }\n"), .wrongType, "expected a list of presentation ids, found a string",
      at: 5, 26)
  }

  @Test("A scenario uses presentations or stacks when any tree has one, in a layer's view or a destination too")
  func usesFlags() throws {
    let v1 = try #require(validScenario(document(view: "  VStack: [{ Button: a }]\n")))
    #expect(!v1.usesPresentations && !v1.usesNavigationStacks)
    let nested = """
        NavigationLink:
          destination:
            Button: { sheet: { isPresented: $show, view: { NavigationStack: [] } } }

      """
    let scenario = try #require(validScenario(document(state: Self.flags, view: nested)))
    #expect(scenario.usesPresentations && scenario.usesNavigationStacks)
  }
}
