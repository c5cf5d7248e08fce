import FocusEngine
import Foundation
import Testing

@testable import Scenarios

/// The format and the decoders agree beyond what the compiler checks: every
/// key of every group (`TopLevelKey`, `ExpectationKey`…) is accepted in a
/// small valid document and lands in its own field of the decoded model, and
/// the schema lists exactly the group's cases.
///
/// The compiler already refuses a case with no description in
/// `FormatDefinition` or no branch in a decoder's `switch`; these tests catch
/// a branch that reads the key into nothing or into another key's field. Each
/// `sample` switches over its group without `default:`, so a new key also
/// needs a sample here.
struct FormatKeyCoverageTests {
  /// A document to decode and what its model must then show.
  struct Sample {
    var document: String
    var holds: (Scenario) -> Bool
  }

  // MARK: The documents

  /// Declarations for the samples to refer to: state `n`, `name`, `flag`,
  /// `items`; FocusState `f` (Bool) and `field` (Optional); command `c`;
  /// node `a`, which publishes the focused value `k`.
  static func document(top: String = "", node: String = "{ Text: hi }", step: String = "tab") -> String {
    """
    scenario: T
    state: { n: 0, name: "", flag: false, items: [] }
    focusState: { f: false, field: null }
    commands: [{ id: c }]
    \(top)
    view:
      VStack:
        - TextField: { id: a, text: $name, focusedValue: { k: 1 } }
        - \(node)
    steps:
      - \(step)

    """
  }

  /// The second child of the root, where `node:` samples go.
  static func secondChild(_ scenario: Scenario) -> NodeTemplate? {
    scenario.scenes.first.flatMap { $0.root.children.count == 2 ? $0.root.children[1] : nil }
  }

  static func firstStep(_ scenario: Scenario) -> Step.Kind? { scenario.steps.first?.kind }

  /// The only action of a `run:` step.
  static func runAction(_ scenario: Scenario) -> Action.Kind? {
    guard case .run(let actions)? = firstStep(scenario), actions.count == 1 else { return nil }
    return actions[0].kind
  }

  static func firstExpectation(_ scenario: Scenario) -> Scenarios.Expectation? {
    guard case .expect(let expectation)? = firstStep(scenario) else { return nil }
    return expectation
  }

  static func nodeSample(_ node: String, _ holds: @escaping (NodeTemplate) -> Bool) -> Sample {
    Sample(document: document(node: node)) { Self.secondChild($0).map(holds) ?? false }
  }

  static func stepSample(_ step: String, _ holds: @escaping (Step.Kind) -> Bool) -> Sample {
    Sample(document: document(step: step)) { Self.firstStep($0).map(holds) ?? false }
  }

  static func actionSample(_ action: String, _ holds: @escaping (Action.Kind) -> Bool) -> Sample {
    Sample(document: document(step: "run: \(action)")) { Self.runAction($0).map(holds) ?? false }
  }

  static func expectationSample(_ body: String, _ holds: @escaping (Scenarios.Expectation) -> Bool) -> Sample {
    Sample(document: document(step: "expect: \(body)")) { Self.firstExpectation($0).map(holds) ?? false }
  }

  static func conditionSample(_ condition: String, _ holds: @escaping (Condition.Kind) -> Bool) -> Sample {
    nodeSample("{ Text: { if: \(condition) } }") { $0.condition.map { holds($0.kind) } ?? false }
  }

  static func expressionSample(_ expression: String, _ holds: @escaping (Scenarios.Expression.Kind) -> Bool) -> Sample {
    nodeSample("{ Text: { label: \(expression) } }") { $0.label.map { holds($0.kind) } ?? false }
  }

  static func check(_ sample: Sample, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard let scenario = validScenario(sample.document, sourceLocation: sourceLocation) else { return }
    let holds = sample.holds(scenario)
    #expect(holds, "decoded, but not into its field:\n\(sample.document)", sourceLocation: sourceLocation)
  }

  // MARK: One sample per key

  @Test("Every top-level key decodes into the scenario", arguments: TopLevelKey.allCases)
  func topLevel(key: TopLevelKey) {
    let sample: Sample =
      switch key {
      case .scenario: Sample(document: Self.document()) { $0.name == "T" }
      case .description: Sample(document: Self.document(top: "description: about")) { $0.description == "about" }
      case .tags: Sample(document: Self.document(top: "tags: [x]")) { $0.tags == ["x"] }
      case .platform: Sample(document: Self.document(top: "platform: macOS")) { $0.platform == .macOS }
      case .settings: Sample(document: Self.document(top: "settings: { clickClearsFocus: true }")) { $0.settings.clickClearsFocus }
      case .state: Sample(document: Self.document()) { $0.state.map(\.name) == ["n", "name", "flag", "items"] }
      case .focusState: Sample(document: Self.document()) { $0.focusState.map(\.name) == ["f", "field"] }
      case .view: Sample(document: Self.document()) { !$0.hasExplicitScenes && $0.scenes.map(\.id) == ["main"] }
      case .scenes:
        Sample(document: "scenario: T\nscenes: [{ id: s, view: { Text: hi } }]\n") { $0.hasExplicitScenes && $0.scenes.map(\.id) == ["s"] }
      case .commands: Sample(document: Self.document()) { $0.commands.map(\.id) == ["c"] }
      case .steps: Sample(document: Self.document(step: "submit")) { Self.firstStep($0).map { if case .submit = $0 { true } else { false } } ?? false }
      }
    Self.check(sample)
  }

  @Test("Every setting decodes into FocusSettings", arguments: SettingKey.allCases)
  func setting(key: SettingKey) {
    let (value, expected): (String, FocusSettings) =
      switch key {
      case .keyboardNavigation: ("true", FocusSettings(keyboardNavigation: true))
      case .directionalNavigation: ("true", FocusSettings(directionalNavigation: true))
      case .clickClearsFocus: ("true", FocusSettings(clickClearsFocus: true))
      case .initialFocus: ("none", FocusSettings(initialFocus: .none))
      case .layoutDirection: ("rightToLeft", FocusSettings(layoutDirection: .rightToLeft))
      case .hardwareKeyboard: ("false", FocusSettings(hardwareKeyboard: false))
      }
    Self.check(Sample(document: Self.document(top: "settings: { \(key): \(value) }")) { $0.settings == expected })
  }

  @Test("Every scene key decodes into the scene", arguments: SceneKey.allCases)
  func scene(key: SceneKey) {
    let document = "scenario: T\nscenes: [{ id: s, view: { Button: hi } }]\n"
    let sample: Sample =
      switch key {
      case .id: Sample(document: document) { $0.scenes.first?.id == "s" }
      case .view: Sample(document: document) { $0.scenes.first?.root.kind == .Button }
      }
    Self.check(sample)
  }

  @Test("Every command key decodes into the command", arguments: CommandKey.allCases)
  func command(key: CommandKey) {
    let document = Self.document().replacingOccurrences(
      of: "commands: [{ id: c }]", with: "commands: [{ id: c, title: T, shortcut: cmd+k, disabled: true, action: { set: { n: 1 } } }]")
    let holds: (CommandTemplate) -> Bool =
      switch key {
      case .id: { $0.id == "c" }
      case .title: { $0.title == "T" }
      case .shortcut: { $0.shortcut?.description == "cmd+k" }
      case .disabled: { $0.disabled != nil }
      case .action: { $0.action.count == 1 }
      }
    Self.check(Sample(document: document) { $0.commands.first.map(holds) ?? false })
  }

  @Test("Every node property decodes into the node", arguments: NodePropertyKey.allCases)
  func nodeProperty(key: NodePropertyKey) {
    let sample: Sample =
      switch key {
      case .id: Self.nodeSample("{ Text: { id: x } }") { $0.id != nil }
      case .label: Self.nodeSample("{ Text: { label: hi } }") { $0.label != nil }
      case .text: Self.nodeSample("{ TextField: { text: $name } }") { $0.text?.root == "name" }
      case .isOn: Self.nodeSample("{ Toggle: { isOn: $flag } }") { $0.isOn?.root == "flag" }
      case .action: Self.nodeSample("{ Button: { action: { set: { n: 1 } } } }") { $0.action.count == 1 }
      case .focusable: Self.nodeSample("{ Text: { focusable: true } }") { $0.focusable != nil }
      case .focused: Self.nodeSample("{ Button: { focused: $f } }") { $0.focused.map(\.variable) == ["f"] }
      case .disabled: Self.nodeSample("{ Button: { disabled: true } }") { $0.disabled != nil && $0.condition == nil }
      case .if: Self.nodeSample("{ Button: { if: true } }") { $0.condition != nil && $0.disabled == nil }
      case .focusedValue: Self.nodeSample("{ Text: { focusedValue: { v: 1 } } }") { $0.focusedValues.map(\.key) == ["v"] }
      case .focusedSceneValue:
        Self.nodeSample("{ Text: { focusedSceneValue: { v: 1 } } }") { $0.focusedSceneValues.map(\.key) == ["v"] }
      case .focusSection: Self.nodeSample("{ VStack: { focusSection: true } }") { $0.focusSection }
      case .focusScope: Self.nodeSample("{ VStack: { focusScope: ns } }") { $0.focusScope == "ns" && $0.prefersDefaultFocus == nil }
      case .prefersDefaultFocus:
        Self.nodeSample("{ Button: { prefersDefaultFocus: ns } }") { $0.prefersDefaultFocus == "ns" && $0.focusScope == nil }
      case .defaultFocus: Self.nodeSample("{ Button: { defaultFocus: { $field: a } } }") { $0.defaultFocus?.variable == "field" }
      case .onSubmit: Self.nodeSample("{ TextField: { onSubmit: { set: { n: 1 } } } }") { $0.onSubmit?.count == 1 }
      case .submitScope: Self.nodeSample("{ VStack: { submitScope: true } }") { $0.submitScope == .aroundOwnHandler }
      case .onChange: Self.nodeSample("{ Text: { onChange: { $n: { set: { n: 1 } } } } }") { $0.onChange.map(\.variable) == ["n"] }
      case .onAppear: Self.nodeSample("{ Text: { onAppear: { set: { n: 1 } } } }") { $0.onAppear.count == 1 }
      case .frame: Self.nodeSample("{ Text: { frame: [1, 2, 3, 4] } }") { $0.frame == [1, 2, 3, 4] }
      case .children: Self.nodeSample("{ VStack: { children: [{ Text: hi }] } }") { $0.children.map(\.kind) == [.Text] }
      case .name: Self.nodeSample("{ View: { name: Card } }") { $0.customName == "Card" }
      case .sheet, .fullScreenCover, .popover:
        Self.nodeSample("{ Button: { \(key): { isPresented: $flag, view: { Text: hi } } } }") {
          $0.presentations.map(\.kind.rawValue) == [key.rawValue] && $0.presentations.first?.view?.kind == .Text
        }
      case .alert, .confirmationDialog:
        Self.nodeSample("{ Button: { \(key): { isPresented: $flag, actions: [{ Button: ok }] } } }") {
          $0.presentations.map(\.kind.rawValue) == [key.rawValue] && $0.presentations.first?.actions.map(\.kind) == [.Button]
        }
      case .role: Self.nodeSample("{ Button: { role: cancel } }") { $0.role == .cancel }
      case .path: Self.nodeSample("{ NavigationStack: { path: $items } }") { $0.path?.root == "items" && $0.destination == nil }
      case .destination:
        Self.nodeSample("{ NavigationStack: { destination: { Text: \"${item}\" } } }") { $0.destination?.kind == .Text && $0.path == nil }
      case .value: Self.nodeSample("{ NavigationLink: { value: 3 } }") { $0.value != nil && $0.destination == nil }
      case .selection:
        Self.nodeSample("{ TabView: { selection: $n, children: [{ Tab: { value: 0 } }] } }") {
          $0.selection?.root == "n" && $0.children.first?.value != nil
        }
      case .keyboardShortcut:
        Self.nodeSample("{ Button: { keyboardShortcut: cmd+s } }") {
          if case .chord(let chord)? = $0.keyboardShortcut { chord.description == "cmd+s" } else { false }
        }
      case .onKeyPress: Self.nodeSample("{ VStack: { onKeyPress: [{ key: j }] } }") { $0.onKeyPress.map(\.keys) == [["j"]] }
      case .onMoveCommand:
        Self.nodeSample("{ VStack: { onMoveCommand: { append: { to: $items, value: $direction } } } }") { $0.onMoveCommand?.count == 1 }
      case .onExitCommand: Self.nodeSample("{ VStack: { onExitCommand: [dismiss] } }") { $0.onExitCommand?.count == 1 }
      case .axis: Self.nodeSample("{ TextField: { text: $name, axis: vertical } }") { $0.isVerticalAxis }
      case .searchable:
        Self.nodeSample("{ List: { searchable: { text: $name, id: q } } }") { $0.searchable?.text.root == "name" && $0.searchable?.id != nil }
      case .searchFocused:
        Self.nodeSample("{ List: { searchable: { text: $name }, searchFocused: $f } }") { $0.searchFocused?.variable == "f" && $0.focused.isEmpty }
      case .onSearchSubmit:
        Self.nodeSample("{ List: { onSearchSubmit: { set: { n: 1 } } } }") { $0.onSearchSubmit?.count == 1 && $0.onSubmit == nil }
      case .viewport: Self.nodeSample("{ List: { viewport: 3 } }") { $0.viewport == 3 }
      }
    Self.check(sample)
  }

  @Test("Every ForEach key decodes into the ForEach", arguments: ForEachKey.allCases)
  func forEach(key: ForEachKey) {
    let node = "{ ForEach: { data: $items, idKey: key, row: { Button: hi }, if: true } }"
    let holds: (NodeTemplate) -> Bool =
      switch key {
      case .data: { $0.forEach?.data.root == "items" }
      case .idKey: { $0.forEach?.idKey == "key" }
      case .row: { $0.forEach?.row.kind == .Button }
      case .if: { $0.condition != nil }
      }
    Self.check(Self.nodeSample(node, holds))
  }

  @Test("Every focusable: key decodes into FocusableSpec", arguments: FocusableKey.allCases)
  func focusable(key: FocusableKey) {
    let node = "{ Text: { focusable: { enabled: false, interactions: [edit] } } }"
    let holds: (FocusableSpec) -> Bool =
      switch key {
      case .enabled: { if case .constant(false) = $0.enabled.kind { true } else { false } }
      case .interactions: { $0.interactions == [.edit] }
      }
    Self.check(Self.nodeSample(node) { $0.focusable.map(holds) ?? false })
  }

  @Test("Every defaultFocus: key decodes into DefaultFocusSpec", arguments: DefaultFocusKey.allCases)
  func defaultFocus(key: DefaultFocusKey) {
    let sample: Sample =
      switch key {
      case .priority:
        Self.nodeSample("{ Button: { defaultFocus: { $field: a, priority: userInitiated } } }") { $0.defaultFocus?.priority == .userInitiated }
      }
    Self.check(sample)
  }

  @Test("Every mapping step decodes into its step", arguments: MappingStepName.allCases)
  func mappingStep(name: MappingStepName) {
    let sample: Sample =
      switch name {
      case .click: Self.stepSample("click: a") { if case .click("a") = $0 { true } else { false } }
      case .tap: Self.stepSample("tap: a") { if case .click("a") = $0 { true } else { false } }
      case .key: Self.stepSample("key: cmd+k") { if case .key(let chord) = $0 { chord.description == "cmd+k" } else { false } }
      case .move: Self.stepSample("move: up") { if case .move(.up) = $0 { true } else { false } }
      case .type: Self.stepSample("type: x") { if case .type = $0 { true } else { false } }
      case .set: Self.stepSample("set: { n: 1 }") { if case .set(let assignments) = $0 { assignments.map(\.variable) == ["n"] } else { false } }
      case .run: Self.stepSample("run: { set: { n: 1 } }") { if case .run(let actions) = $0 { actions.count == 1 } else { false } }
      case .invoke: Self.stepSample("invoke: c") { if case .invoke("c") = $0 { true } else { false } }
      case .activate: Self.stepSample("activate: main") { if case .activate("main") = $0 { true } else { false } }
      case .expect: Self.stepSample("expect: { focused: a }") { if case .expect = $0 { true } else { false } }
      case .wait: Self.stepSample("wait: 0.5") { if case .wait(0.5) = $0 { true } else { false } }
      case .scroll: Self.stepSample("scroll: { in: a, to: 2 }") { if case .scroll = $0 { true } else { false } }
      }
    Self.check(sample)
  }

  @Test("Every bare step decodes, as a word and with a null value", arguments: BareStepName.allCases)
  func bareStep(name: BareStepName) {
    let holds: (Step.Kind) -> Bool =
      switch name {
      case .tab: { if case .key(let chord) = $0 { chord.description == "tab" } else { false } }
      case .shiftTab: { if case .key(let chord) = $0 { chord.description == "shift+tab" } else { false } }
      case .submit: { if case .submit = $0 { true } else { false } }
      case .select: { if case .select = $0 { true } else { false } }
      case .back: { if case .back = $0 { true } else { false } }
      }
    Self.check(Self.stepSample(name.rawValue, holds))
    Self.check(Self.stepSample("\(name):", holds))
  }

  @Test("Every action decodes into its action", arguments: ActionName.allCases)
  func action(name: ActionName) {
    let sample: Sample =
      switch name {
      case .set: Self.actionSample("{ set: { n: 1 } }") { if case .set = $0 { true } else { false } }
      case .let: Self.actionSample("{ let: { x: 1 } }") { if case .let(let bindings) = $0 { bindings.map(\.name) == ["x"] } else { false } }
      case .append: Self.actionSample("{ append: { to: $items, value: 1 } }") { if case .append = $0 { true } else { false } }
      case .insert: Self.actionSample("{ insert: { into: $items, at: 0, value: 1 } }") { if case .insert = $0 { true } else { false } }
      case .remove: Self.actionSample("{ remove: { from: $items, id: 1 } }") { if case .removeID = $0 { true } else { false } }
      case .if: Self.actionSample("{ if: true, then: [] }") { if case .if = $0 { true } else { false } }
      case .setFocusedBinding:
        Self.actionSample("{ setFocusedBinding: { k: 1 } }") { if case .setFocusedBinding = $0 { true } else { false } }
      case .resetFocus: Self.actionSample("{ resetFocus: ns }") { if case .resetFocus("ns") = $0 { true } else { false } }
      case .task: Self.actionSample("{ task: { set: { n: 1 } } }") { if case .task(let actions) = $0 { actions.count == 1 } else { false } }
      case .after:
        Self.actionSample("{ after: { seconds: 2, do: [{ set: { n: 1 } }, dismiss] } }") {
          if case .after(2, let actions) = $0 { actions.count == 2 } else { false }
        }
      case .scroll: Self.actionSample("{ scroll: { in: a, to: 2 } }") { if case .scroll = $0 { true } else { false } }
      }
    Self.check(sample)
  }

  @Test("Every scroll key decodes into the ScrollTarget (F55)", arguments: ScrollKey.allCases)
  func scroll(key: ScrollKey) {
    let holds: (Step.Kind) -> Bool = { kind in
      guard case .scroll(let target) = kind else { return false }
      switch key {
      case .in: if case .literal(.string("a")) = target.container.kind { return true } else { return false }
      case .to: if case .literal(.number(let n)) = target.row.kind { return n.doubleValue == 2 } else { return false }
      }
    }
    Self.check(Self.stepSample("scroll: { in: a, to: 2 }", holds))
  }

  @Test("Every bare action decodes, as a word, as a list of one and with a null value", arguments: BareActionName.allCases)
  func bareAction(name: BareActionName) {
    let holds: (Action.Kind) -> Bool =
      switch name {
      case .dismiss: { if case .dismiss = $0 { true } else { false } }
      }
    Self.check(Self.actionSample(name.rawValue, holds))
    Self.check(Self.actionSample("[\(name)]", holds))
    Self.check(Self.actionSample("{ \(name): null }", holds))
  }

  @Test("Every sheet key decodes into the presentation", arguments: SheetKey.allCases)
  func sheet(key: SheetKey) {
    let trigger = key == .item ? "item: $name" : "isPresented: $flag"
    let node = "{ Button: { popover: { id: p, \(trigger), onDismiss: { set: { n: 1 } }, view: { Text: \"${item}\" } } } }"
    let holds: (PresentationSpec) -> Bool =
      switch key {
      case .id: { if case .literal(.string("p")) = $0.id?.kind { true } else { false } }
      case .isPresented: { if case .isPresented(let flag) = $0.trigger { flag.root == "flag" } else { false } }
      case .item: { if case .item(let item) = $0.trigger { item.root == "name" } else { false } }
      case .onDismiss: { $0.onDismiss.count == 1 }
      case .view: { $0.view?.kind == .Text }
      }
    // `$item` in the view is defined by `item:` only.
    guard key == .item else {
      #expect(!diagnostics(Self.document(node: node)).isEmpty)
      Self.check(Self.nodeSample(node.replacingOccurrences(of: "${item}", with: "hi")) { $0.presentations.first.map(holds) ?? false })
      return
    }
    Self.check(Self.nodeSample(node) { $0.presentations.first.map(holds) ?? false })
  }

  @Test("Every alert key decodes into the presentation", arguments: AlertKey.allCases)
  func alert(key: AlertKey) {
    let trigger = key == .item ? "item: $name" : "isPresented: $flag"
    let node = "{ Button: { alert: { id: q, \(trigger), title: T, actions: [{ Button: { id: yes, role: destructive } }] } } }"
    let holds: (PresentationSpec) -> Bool =
      switch key {
      case .id: { if case .literal(.string("q")) = $0.id?.kind { true } else { false } }
      case .isPresented: { if case .isPresented(let flag) = $0.trigger { flag.root == "flag" } else { false } }
      case .item: { if case .item(let item) = $0.trigger { item.root == "name" } else { false } }
      case .title: { $0.title != nil && $0.view == nil }
      case .actions: { $0.actions.map(\.role) == [.destructive] }
      }
    Self.check(Self.nodeSample(node) { $0.presentations.first.map(holds) ?? false })
  }

  @Test("Every key of an onKeyPress handler decodes into it (F50)", arguments: KeyPressKey.allCases)
  func keyPress(key: KeyPressKey) {
    let keys = key == .keys ? "keys: [j, k]" : "key: j"
    let node = "{ VStack: { onKeyPress: [{ \(keys), modifiers: [cmd, shift], handled: false, action: { set: { n: 1 } } }] } }"
    let holds: (KeyPressHandlerSpec) -> Bool =
      switch key {
      case .key: { $0.keys == ["j"] }
      case .keys: { $0.keys == ["j", "k"] }
      case .modifiers: { $0.modifiers == [.cmd, .shift] }
      case .handled: { if case .constant(false)? = $0.handled?.kind { true } else { false } }
      case .action: { $0.action.count == 1 }
      }
    Self.check(Self.nodeSample(node) { $0.onKeyPress.first.map(holds) ?? false })
  }

  @Test("Every key of an if action decodes into it", arguments: IfActionKey.allCases)
  func ifAction(key: IfActionKey) {
    let action = "{ if: false, then: { set: { n: 1 } }, else: [{ set: { n: 2 } }, { set: { n: 3 } }] }"
    Self.check(
      Self.actionSample(action) { kind in
        guard case .if(let condition, let then, let otherwise) = kind else { return false }
        return switch key {
        case .if: if case .constant(false) = condition.kind { true } else { false }
        case .then: then.count == 1
        case .else: otherwise.count == 2
        }
      })
  }

  @Test("Every key of append decodes into it", arguments: AppendKey.allCases)
  func append(key: AppendKey) {
    Self.check(
      Self.actionSample("{ append: { to: $items, value: 7 } }") { kind in
        guard case .append(let target, let value) = kind else { return false }
        return switch key {
        case .to: target.root == "items"
        case .value: if case .literal(let literal) = value.kind { literal == 7 } else { false }
        }
      })
  }

  @Test("Every key of insert decodes into it", arguments: InsertKey.allCases)
  func insert(key: InsertKey) {
    let place: String =
      switch key {
      case .into, .value, .at: "at"
      case .after: "after"
      case .before: "before"
      }
    Self.check(
      Self.actionSample("{ insert: { into: $items, \(place): 0, value: 7 } }") { kind in
        guard case .insert(let target, let position, let value) = kind else { return false }
        return switch (key, position) {
        case (.into, _): target.root == "items"
        case (.value, _): if case .literal(let literal) = value.kind { literal == 7 } else { false }
        case (.after, .after), (.before, .before), (.at, .at): true
        case (.after, _), (.before, _), (.at, _): false
        }
      })
  }

  @Test("Every key of remove decodes into it", arguments: RemoveKey.allCases)
  func remove(key: RemoveKey) {
    let sample: Sample =
      switch key {
      case .from:
        Self.actionSample("{ remove: { from: $items, id: 1 } }") { if case .removeID(let target, _) = $0 { target.root == "items" } else { false } }
      case .id: Self.actionSample("{ remove: { from: $items, id: 1 } }") { if case .removeID = $0 { true } else { false } }
      case .where: Self.actionSample("{ remove: { from: $items, where: true } }") { if case .removeWhere = $0 { true } else { false } }
      }
    Self.check(sample)
  }

  @Test("Every condition operator decodes into its condition", arguments: ConditionOperator.allCases)
  func conditionOperator(name: ConditionOperator) {
    let sample: Sample =
      switch name {
      case .not: Self.conditionSample("{ not: true }") { if case .not = $0 { true } else { false } }
      case .all: Self.conditionSample("{ all: [true] }") { if case .all = $0 { true } else { false } }
      case .any: Self.conditionSample("{ any: [true] }") { if case .any = $0 { true } else { false } }
      case .isEmpty: Self.conditionSample("{ isEmpty: $name }") { if case .isEmpty = $0 { true } else { false } }
      case .isNil: Self.conditionSample("{ isNil: $field }") { if case .isNil = $0 { true } else { false } }
      case .equals: Self.conditionSample("{ equals: [$n, 1] }") { if case .equals = $0 { true } else { false } }
      }
    Self.check(sample)
  }

  @Test("Every expression operator decodes into its expression", arguments: ExpressionOperator.allCases)
  func expressionOperator(name: ExpressionOperator) {
    let sample: Sample =
      switch name {
      case .add: Self.expressionSample("{ add: [$n, 1] }") { if case .add = $0 { true } else { false } }
      case .multiply: Self.expressionSample("{ multiply: [$n, 2] }") { if case .multiply = $0 { true } else { false } }
      case .concat: Self.expressionSample("{ concat: [$name, x] }") { if case .concat = $0 { true } else { false } }
      case .count: Self.expressionSample("{ count: $items }") { if case .count = $0 { true } else { false } }
      case .first: Self.expressionSample("{ first: $items }") { if case .first = $0 { true } else { false } }
      case .last: Self.expressionSample("{ last: $items }") { if case .last = $0 { true } else { false } }
      }
    Self.check(sample)
  }

  @Test("Every expectation key decodes into its field", arguments: ExpectationKey.allCases)
  func expectation(key: ExpectationKey) {
    let sample: Sample =
      switch key {
      case .focused: Self.expectationSample("{ focused: a }") { $0.focused?.expected == "a" }
      case .focusState: Self.expectationSample("{ focusState: { f: false } }") { $0.focusState.map(\.key) == ["f"] && $0.state.isEmpty }
      case .state: Self.expectationSample("{ state: { n: 0 } }") { $0.state.map(\.key) == ["n"] && $0.focusState.isEmpty }
      case .focusedValues: Self.expectationSample("{ focusedValues: { k: 1 } }") { $0.focusedValues.map(\.key) == ["k"] }
      case .isFocused: Self.expectationSample("{ isFocused: { a: true } }") { $0.isFocused.map(\.key) == ["a"] && $0.present.isEmpty }
      case .commands: Self.expectationSample("{ commands: { c: disabled } }") { $0.commands.map(\.expected) == [.disabled] }
      case .tabOrder: Self.expectationSample("{ tabOrder: [a] }") { $0.tabOrder?.expected == ["a"] }
      case .present: Self.expectationSample("{ present: { a: true } }") { $0.present.map(\.key) == ["a"] && $0.disabled.isEmpty }
      case .disabled: Self.expectationSample("{ disabled: { a: true } }") { $0.disabled.map(\.key) == ["a"] && $0.isFocused.isEmpty }
      case .scene: Self.expectationSample("{ scene: main }") { $0.scene?.expected == "main" }
      case .warnings: Self.expectationSample("{ warnings: [w] }") { $0.warnings?.expected == ["w"] }
      case .presented: Self.expectationSample("{ presented: [sheet1] }") { $0.presented?.expected == ["sheet1"] && $0.warnings == nil }
      case .screens: Self.expectationSample("{ screens: { a: 2 } }") { $0.screens.map(\.key) == ["a"] && $0.screens.map(\.expected) == [2] }
      case .time: Self.expectationSample("{ time: 0.25 }") { $0.time?.expected == 0.25 && $0.screens.isEmpty }
      case .focusedIn: Self.expectationSample("{ focusedIn: a }") { $0.focusedIn?.expected == "a" && $0.focused == nil }
      }
    Self.check(sample)
  }

  // MARK: The lists and the schema

  /// Each group: its enum's names, `FormatDefinition`'s list, and where the
  /// schema lists its properties (a path of member names and item indices).
  static var groups: [(group: String, cases: [String], definition: [String], schema: [Any])] {
    [
    ("TopLevelKey", TopLevelKey.names, FormatDefinition.topLevel.names, ["properties"]),
    ("SettingKey", SettingKey.names, FormatDefinition.settings.names, ["properties", "settings", "properties"]),
    ("SceneKey", SceneKey.names, FormatDefinition.sceneKeys.names, ["properties", "scenes", "items", "properties"]),
    ("CommandKey", CommandKey.names, FormatDefinition.commandKeys.names, ["definitions", "command", "properties"]),
    ("ForEachKey", ForEachKey.names, FormatDefinition.forEachProperties.names, ["definitions", "body.dynamic", "properties"]),
    ("FocusableKey", FocusableKey.names, FormatDefinition.focusableKeys.names, ["definitions", "focusable", "anyOf", 1, "properties"]),
    ("DefaultFocusKey", DefaultFocusKey.names, FormatDefinition.defaultFocusKeys.names, ["definitions", "defaultFocus", "properties"]),
    ("steps", MappingStepName.names + BareStepName.names, FormatDefinition.steps.names, ["definitions", "step", "anyOf", 1, "properties"]),
    ("BareStepName", BareStepName.names, FormatDefinition.bareSteps.names, ["definitions", "step", "anyOf", 0, "enum"]),
    ("IfActionKey", IfActionKey.names, FormatDefinition.ifActionKeys.names, ["definitions", "action", "anyOf", 0, "properties"]),
    ("AppendKey", AppendKey.names, FormatDefinition.appendKeys.names, ["definitions", "action", "anyOf", 1, "properties", "append", "properties"]),
    ("InsertKey", InsertKey.names, FormatDefinition.insertKeys.names, ["definitions", "action", "anyOf", 1, "properties", "insert", "properties"]),
    ("RemoveKey", RemoveKey.names, FormatDefinition.removeKeys.names, ["definitions", "action", "anyOf", 1, "properties", "remove", "properties"]),
    ("ConditionOperator", ConditionOperator.names, FormatDefinition.conditionOperators.names, ["definitions", "condition", "anyOf", 2, "properties"]),
    ("ExpressionOperator", ExpressionOperator.names, FormatDefinition.expressionOperators.names, ["definitions", "expression", "anyOf", 2, "properties"]),
    ("ExpectationKey", ExpectationKey.names, FormatDefinition.expectationKeys.names, ["definitions", "expectation", "anyOf", 1, "properties"]),
    ("SheetKey", SheetKey.names, FormatDefinition.sheetKeys.names, ["definitions", "sheet", "properties"]),
    ("AlertKey", AlertKey.names, FormatDefinition.alertKeys.names, ["definitions", "alert", "properties"]),
    ("KeyPressKey", KeyPressKey.names, FormatDefinition.keyPressKeys.names, ["definitions", "keyPressHandler", "properties"]),
    ("BareActionName", BareActionName.names, FormatDefinition.bareActions.names, ["definitions", "action", "anyOf", 2, "enum"]),
    ("AfterKey", AfterKey.names, FormatDefinition.afterKeys.names, ["definitions", "action", "anyOf", 1, "properties", "after", "properties"]),
    ]
  }

  @Test("FormatDefinition lists each group's cases, in allCases order")
  func definitionsAreTheCases() {
    for group in Self.groups {
      #expect(group.definition == group.cases, "\(group.group)")
    }
    #expect(FormatDefinition.actions.names == ActionName.names)
    #expect(FormatDefinition.nodeProperties.map(\.name) == NodePropertyKey.names)
    #expect(FormatDefinition.nodeProperties.map(\.property) == NodePropertyKey.allCases)
  }

  @Test("The schema lists exactly each group's cases")
  func schemaListsTheCases() throws {
    let schema = try JSONSerialization.jsonObject(with: Data(SchemaGenerator.schema().utf8))
    for group in Self.groups {
      var value: Any? = schema
      for step in group.schema {
        if let name = step as? String { value = (value as? [String: Any])?[name] } else if let index = step as? Int {
          value = (value as? [Any]).flatMap { $0.indices.contains(index) ? $0[index] : nil }
        }
      }
      let listed = (value as? [String: Any]).map { Set($0.keys) } ?? (value as? [String]).map(Set.init)
      #expect(listed == Set(group.cases), "\(group.group) at \(group.schema)")
    }
    // Actions: `if` is a record of its own (IfActionKey), every other action a one-key mapping.
    let definitions = try #require((schema as? [String: Any])?["definitions"] as? [String: Any])
    let action = try #require((definitions["action"] as? [String: Any])?["anyOf"] as? [Any])
    let simple = try #require((action[1] as? [String: Any])?["properties"] as? [String: Any])
    #expect(Set(simple.keys).union([ActionName.if.rawValue]) == Set(ActionName.names + BareActionName.names))
    // Node properties: one definition each, and each accepted by some kind of node.
    let properties = Set(definitions.keys.filter { $0.hasPrefix("property.") }.map { String($0.dropFirst("property.".count)) })
    #expect(properties == Set(NodePropertyKey.names))
    var accepted: Set<String> = []
    for category in NodeCategory.allCases where category != .dynamic {
      let body = try #require(definitions["body.\(category.rawValue)"] as? [String: Any])
      let record = (body["anyOf"] as? [Any])?.last ?? body
      accepted.formUnion(try #require((record as? [String: Any])?["properties"] as? [String: Any]).keys)
    }
    #expect(accepted == Set(NodePropertyKey.names))
  }
}
