import Scenarios
import Testing
import YAML

/// F23: a lint warning never makes a document invalid, and a document that
/// is invalid for another reason still reports its lint warnings beside its
/// errors (kept on `ScenarioFile.invalidEntryLintWarnings`, carried to the
/// result by `ScenarioPlan.items(of:lines:)`).
@Suite("Lint warnings of invalid documents")
struct InvalidDocumentLintWarningTests {
  /// A document with an unknown step (line 8) and a read of an unpublished key (line 9).
  static let misspelled = """
    scenario: broken
    platform: macOS
    state:
      note: Hello
    view:
      TextField: { id: note, text: $note, focusedValue: { noteKey: $note } }
    steps:
      - clik: note
      - expect: { focusedValues: { noteKy: null } }

    """

  @Test("An invalid document keeps its lint warnings apart from its errors")
  func invalidDocumentKeepsWarnings() {
    let file = decodeScenarios(Self.misspelled)
    guard case .invalid(_, _, let diagnostics)? = file.entries.first else {
      Issue.record("expected an invalid document")
      return
    }
    #expect(diagnostics.map(\.description) == ["t.yaml:8:5: error: unknown step 'clik'"])
    let warnings = file.lintWarnings(ofEntryAt: 0)
    #expect(warnings.map(\.description) == ["t.yaml:9:32: warning: no node publishes focused value 'noteKy'; it reads null"])
    #expect(warnings.map(\.code) == [.unpublishedFocusedValue])
    #expect(warnings.map(\.hint) == ["did you mean 'noteKey'?"])
    #expect(file.invalidEntryLintWarnings.keys.sorted() == [0])
  }

  @Test("Each document's warnings stay with it: a valid one's on its scenario, a duplicate's by its index")
  func warningsByDocument() {
    let valid = Self.misspelled.replacingOccurrences(of: "clik", with: "click")
    let file = decodeScenarios(valid + "---\n" + valid)
    guard file.entries.count == 2, case .valid(let first) = file.entries[0], case .invalid(_, _, let diagnostics) = file.entries[1] else {
      Issue.record("expected a valid document and a duplicate")
      return
    }
    #expect(diagnostics.map(\.code) == [.duplicateScenario])
    #expect(first.lintWarnings.map(\.description) == ["t.yaml:9:32: warning: no node publishes focused value 'noteKy'; it reads null"])
    #expect(file.lintWarnings(ofEntryAt: 0).map(\.description) == first.lintWarnings.map(\.description))
    #expect(file.lintWarnings(ofEntryAt: 1).map(\.description) == [
      "t.yaml:19:32: warning: no node publishes focused value 'noteKy'; it reads null"
    ])
    #expect(file.invalidEntryLintWarnings.keys.sorted() == [1])
    #expect(file.lintWarnings(ofEntryAt: 2).isEmpty)
  }

  @Test("An invalid document without lint warnings records none")
  func invalidWithoutWarnings() {
    let file = decodeScenarios(Self.misspelled.replacingOccurrences(of: "noteKy", with: "noteKey"))
    guard case .invalid? = file.entries.first else {
      Issue.record("expected an invalid document")
      return
    }
    #expect(file.invalidEntryLintWarnings.isEmpty)
    #expect(file.lintWarnings(ofEntryAt: 0).isEmpty)
  }

  @Test("The invalid result that run and validate report carries the warnings, not as diagnostics")
  func resultCarriesWarnings() {
    let items = ScenarioPlan(files: []).items(of: decodeScenarios(Self.misspelled), lines: nil)
    guard items.count == 1, case .report(let result) = items[0] else {
      Issue.record("expected one invalid result")
      return
    }
    #expect(result.status == .invalid)
    #expect(result.diagnostics.map(\.code) == [.unknownStep])
    #expect(result.lintWarnings.map(\.description) == ["t.yaml:9:32: warning: no node publishes focused value 'noteKy'; it reads null"])
  }
}
