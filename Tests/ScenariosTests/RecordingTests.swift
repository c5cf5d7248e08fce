import Scenarios
import Testing
import YAML

@Suite("Record mode: filling unrecorded expectations in place")
struct RecordingTests {
  @Test("Probe")
  func probe() {
    let text = """
      # Sign-in form.
      scenario: Sign in   # the name

      state:
        name: ""
      focusState:
        field: null
      view:
        VStack:
          - TextField: { id: email, text: $name, focused: { $field: email } }
          - Button: { id: go, action: [ { set: { field: email } } ] }

      steps:
        # first
        - expect: {}

        - click: go
        - expect: {}   # after the click
        - type: "no"
        - expect:
      """
    print(recorded(text + "\n") ?? "nil")
  }
}
