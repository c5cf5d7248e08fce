import Scenarios
import Testing
import YAML

/// Decodes `text` as the file `t.yaml`.
func decodeScenarios(_ text: String) -> ScenarioFile {
  ScenarioDecoder.decode(SourceFile(path: "t.yaml", text: text))
}

/// The diagnostics of the first document (or of the file, when YAML failed).
func diagnostics(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Diagnostic] {
  let file = decodeScenarios(text)
  if !file.fileDiagnostics.isEmpty { return file.fileDiagnostics }
  guard case .invalid(_, _, let diagnostics)? = file.entries.first else {
    Issue.record("expected an invalid first document", sourceLocation: sourceLocation)
    return []
  }
  return diagnostics
}

/// Expects exactly one diagnostic with the given code, message, place and hint.
func expectError(
  _ text: String, _ code: Diagnostic.Code, _ message: String, at line: Int, _ column: Int, hint: String? = nil,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let found = diagnostics(text, sourceLocation: sourceLocation)
  #expect(found.count == 1, "\(found.map(\.description))", sourceLocation: sourceLocation)
  guard let first = found.first else { return }
  #expect(first.code == code, sourceLocation: sourceLocation)
  #expect(first.message == message, sourceLocation: sourceLocation)
  #expect(first.location.line == line && first.location.column == column, "at \(first.location)", sourceLocation: sourceLocation)
  #expect(first.hint == hint, sourceLocation: sourceLocation)
}

/// The only scenario of `text`, which must be valid.
func validScenario(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Scenario? {
  let file = decodeScenarios(text)
  guard file.fileDiagnostics.isEmpty, case .valid(let scenario)? = file.entries.first else {
    let problems: [Diagnostic]
    if case .invalid(_, _, let diagnostics)? = file.entries.first { problems = diagnostics } else { problems = file.fileDiagnostics }
    Issue.record("expected a valid scenario: \(problems.map(\.description))", sourceLocation: sourceLocation)
    return nil
  }
  return scenario
}

/// A minimal valid document around `view` and `steps` lines (already indented).
func document(state: String = "", focusState: String = "", view: String, steps: String = "") -> String {
  var text = "scenario: T\n"
  if !state.isEmpty { text += "state:\n" + state }
  if !focusState.isEmpty { text += "focusState:\n" + focusState }
  text += "view:\n" + view
  if !steps.isEmpty { text += "steps:\n" + steps }
  return text
}
