import Scenarios
import Testing

/// F25 (spec 1.1): a published FocusState variable is a binding.
@Suite("Executor: a published FocusState variable is a binding (F25)")
struct PublishedFocusStateTests {
  static let view = """
    focusState: { field: null }
    state: { a: "", b: "", seen: unset }
    view:
      VStack:
        focusedSceneValue: { focusField: $field }
        children:
          - TextField: { id: a, text: $a, focused: { $field: a } }
          - TextField: { id: b, text: $b, focused: { $field: b } }
    """

  @Test("setFocusedBinding on a published FocusState sets it programmatically, and readers see its value")
  func writeMovesFocus() {
    expectPass("""
      scenario: F25
      platform: macOS
      \(Self.view)
      steps:
        - expect: { focused: a, focusedValues: { focusField: a } }
        - run: { setFocusedBinding: { focusField: b } }
        - expect: { focused: b, focusState: { field: b }, focusedValues: { focusField: b } }
        - run: { setFocusedBinding: { focusField: null } }
        - expect: { focused: null, focusedValues: { focusField: null } }
      """)
  }

  @Test("The write is queued like set: (F15): the same action still reads the old focus")
  func writeIsQueued() {
    expectPass("""
      scenario: F25 F15
      platform: macOS
      \(Self.view)
      steps:
        - expect: { focused: a }
        - run:
            - setFocusedBinding: { focusField: b }
            - set: { seen: $focusedValues.focusField }
        - expect: { focused: b, state: { seen: a } }
      """)
  }

  @Test("A Bool FocusState published and written with a non-Bool fails the scenario (F8)")
  func boolNeedsBool() throws {
    let result = try #require(run("""
      scenario: F25 F8
      platform: macOS
      focusState: { on: false }
      view:
        TextField: { id: a, focused: $on, focusedSceneValue: { onKey: $on } }
      steps:
        - run: { setFocusedBinding: { onKey: hello } }
      """))
    #expect(result.status == .failed)
    #expect(result.failures.first?.message.contains("Bool FocusState") == true)
  }
}
