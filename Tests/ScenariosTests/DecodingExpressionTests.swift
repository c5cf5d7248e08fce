import FocusEngine
import Scenarios
import Testing
import YAML

/// Expressions, conditions, focus properties and the scopes of references.
struct DecodingExpressionTests {
  /// The `label:` of the root node of `view`.
  private func label(_ yaml: String, state: String = "  n: 1\n") -> Expression? {
    validScenario(document(state: state, view: "  Text: { label: \(yaml) }\n"))?.scenes.first?.root.label
  }

  @Test("References, interpolations, $$ escapes and operations")
  func expressions() {
    guard case .reference(let reference)? = label("$n.a.b")?.kind else {
      Issue.record("expected a reference")
      return
    }
    #expect(reference.root == "n" && reference.path == ["a", "b"])
    #expect(literal(label("\"$$5 and $ sign\"")) == "$5 and $ sign")
    guard case .interpolation(let parts)? = label("\"n=${n}!\"")?.kind, parts.count == 3 else {
      Issue.record("expected an interpolation")
      return
    }
    guard case .add(let lhs, let rhs)? = label("{ add: [$n, 1] }")?.kind else {
      Issue.record("expected add")
      return
    }
    #expect(literal(rhs) == 1)
    if case .reference = lhs.kind {} else { Issue.record("expected a reference operand") }
    #expect(literal(label("{ a: [1, x], b: null }")) == ["a": [1, "x"], "b": .null])
    guard case .map(let entries)? = label("{ id: $n, title: \"\" }")?.kind else {
      Issue.record("expected a map expression")
      return
    }
    #expect(entries.map(\.key) == ["id", "title"])
  }

  @Test("'$' alone and a bad path component are invalid names")
  func badReferences() {
    expectError(document(view: "  Text: { label: $ }\n"), .invalidName, "'$' must be followed by a variable name", at: 3, 18,
                hint: "write '$$' for a literal '$'")
    expectError(document(state: "  n: 1\n", view: "  Text: { label: $n.1x }\n"), .invalidName,
                "invalid reference '$n.1x': names start with a letter or '_' and contain only letters, digits and '_', separated by '.'", at: 5, 18)
  }

  @Test("add takes exactly two operands")
  func operationArity() {
    expectError(document(view: "  Text: { label: { add: [1] } }\n"), .wrongType,
                "'add' takes a list of exactly 2 expressions, found a list of 1", at: 3, 25)
  }

  @Test("let locals are visible later in the list and in nested lists, not after it")
  func letScope() {
    let ok = document(state: "  n: 1\n", view: "  Button: { id: b, action: [{ let: { x: 1 } }, { if: true, then: { set: { n: $x } } }] }\n")
    #expect(validScenario(ok) != nil)
    expectError(document(state: "  n: 1\n", view: "  Button: { id: b, action: [{ if: true, then: { let: { x: 1 } } }, { set: { n: $x } }] }\n"),
                .undefinedVariable, "undefined variable '$x'", at: 5, 80, hint: "did you mean 'n'?")
  }

  @Test("$oldValue and $newValue only in onChange; $item in remove where")
  func handlerScopes() {
    let ok = document(
      state: "  n: 1\n  l: []\n",
      view: "  Text: { onChange: { $n: { set: { l: [$oldValue, $newValue] } } }, onAppear: { remove: { from: $l, where: { equals: [$item, 1] } } } }\n")
    #expect(validScenario(ok) != nil)
    expectError(document(state: "  n: 1\n", view: "  Text: { label: $newValue }\n"), .undefinedVariable,
                "'$newValue' is only defined inside an onChange handler", at: 5, 18)
  }

  @Test("Focus properties: Bool and equals bindings, defaultFocus, focusable forms")
  func focusProperties() throws {
    let text = document(
      focusState: "  flag: false\n  field: null\n",
      view: """
          VStack:
            defaultFocus: { $field: b, priority: userInitiated }
            children:
              - TextField: { id: a, focused: [$flag, { $field: a }] }
              - Text: { id: b, focusable: { interactions: [edit] }, focused: { $flag: true } }
              - Text: { id: c, focusable: { not: true }, action: { resetFocus: main } }

        """)
    let root = try #require(validScenario(text)?.scenes.first?.root)
    #expect(root.defaultFocus?.variable == "field" && root.defaultFocus?.priority == .userInitiated)
    #expect(literal(root.defaultFocus?.value) == "b")
    let a = root.children[0]
    #expect(a.focused.map(\.variable) == ["flag", "field"])
    if case .bool? = a.focused.first?.form {} else { Issue.record("expected the Bool form") }
    let b = root.children[1]
    #expect(b.focusable?.interactions == [.edit])
    if case .bool? = b.focused.first?.form {} else { Issue.record("{ $flag: true } is the Bool form (F8)") }
    #expect(root.children[2].action.count == 1)
  }

  @Test("action: is for controls and focusable nodes only")
  func actionOnText() {
    expectError(document(view: "  Text: { action: { resetFocus: s } }\n"), .unknownKey,
                "'action:' is only for controls (Button, Toggle, …) and nodes with 'focusable:', not Text", at: 3, 11)
  }

  @Test("ForEach rejects other properties and needs a $reference")
  func forEachProperties() {
    expectError(document(state: "  l: []\n", view: "  ForEach: { data: $l, label: x, row: { Text: Hi } }\n"), .unknownKey,
                "unknown property 'label' of ForEach; it takes data, idKey, row and if", at: 5, 24)
    expectError(document(view: "  ForEach: { data: [1, 2], row: { Text: Hi } }\n"), .wrongType,
                "expected a list variable (a $reference), found a list", at: 3, 20)
  }

  @Test("A FocusState variable is set as a whole; set targets must be declared")
  func setTargets() {
    expectError(document(focusState: "  f: null\n", view: "  Text: Hi\n", steps: "  - set: { f.x: 1 }\n"), .invalidValue,
                "FocusState variable 'f' has no fields; set it as a whole", at: 7, 12)
    expectError(document(state: "  count: 0\n", view: "  Text: Hi\n", steps: "  - set: { cont: 1 }\n"), .undefinedVariable,
                "undefined variable 'cont'", at: 7, 12, hint: "did you mean 'count'?")
  }

  @Test("Expectations: focusState keys must be FocusState variables")
  func expectationVariables() {
    expectError(document(state: "  s: 1\n", view: "  Text: Hi\n", steps: "  - expect: { focusState: { s: 1 } }\n"), .undefinedVariable,
                "'s' is a state variable; expect it under 'state:'", at: 7, 29)
  }

  @Test("Expectation entries keep the marks of their values")
  func expectationMarks() throws {
    let scenario = try #require(validScenario(document(view: "  Text: { id: t }\n", steps: "  - expect: { focused: null, present: { t: true } }\n")))
    guard case .expect(let expectation)? = scenario.steps.first?.kind else {
      Issue.record("expected an expectation")
      return
    }
    #expect(expectation.focused?.expected == .some(nil))
    #expect(expectation.present.first?.key == "t" && expectation.present.first?.mark.column == 44)
    #expect(expectation.start.column == 13 && !expectation.isUnrecorded)
  }
}
