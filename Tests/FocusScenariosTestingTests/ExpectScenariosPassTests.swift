import FocusScenariosTesting
import Testing

@Suite("expectScenariosPass: one issue per failure, located in the YAML file")
struct ExpectScenariosPassTests {
  @Test("A folder of passing scenarios records no issue")
  func passingFolder() async {
    await expectScenariosPass(at: Fixtures.path("passing"))
  }

  @Test("A path relative to the package root works, since swift test runs there")
  func relativePath() async {
    await expectScenariosPass(at: "Tests/FocusScenariosTestingTests/Fixtures/passing/tab-moves-to-the-next-field.yaml")
  }

  @Test("A filter selects scenarios by tag")
  func filterByTag() async throws {
    await expectScenariosPass(at: Fixtures.path("passing"), filter: try ScenarioFilter(tags: ["forms"]))
  }

  @Test("A failed expectation is an issue at the expected value's line and column")
  func failedExpectation() async {
    await withKnownIssue {
      await expectScenariosPass(at: Fixtures.path("failing"))
    } matching: { issue in
      guard let location = issue.sourceLocation else { return false }
      let comment = issue.comments.map(\.rawValue).joined()
      return location.fileName == "wrong-focus-after-tab.yaml" && location.line == 14 && location.column == 24
        && location.filePath == Fixtures.path("failing/wrong-focus-after-tab.yaml")
        && comment.contains("focused: expected username, got password")
    }
  }

  @Test("An invalid scenario is an issue at the diagnostic, with the rendered diagnostic")
  func invalidScenario() async {
    await withKnownIssue {
      await expectScenariosPass(at: Fixtures.path("invalid"))
    } matching: { issue in
      guard let location = issue.sourceLocation else { return false }
      let comment = issue.comments.map(\.rawValue).joined()
      return location.fileName == "misspelt-key.yaml" && location.line == 4 && location.column == 1
        && comment.contains("unknown key 'focusStat'") && comment.contains("did you mean 'focusState'?")
    }
  }

  @Test("A missing path is an issue at the caller that says where relative paths start")
  func missingPath() async {
    let line = #line + 2
    await withKnownIssue {
      await expectScenariosPass(at: "No/Such/Folder")
    } matching: { issue in
      let comment = issue.comments.map(\.rawValue).joined()
      return issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "ExpectScenariosPassTests.swift"
        && comment.contains("no such file or directory: 'No/Such/Folder'") && comment.contains("current directory")
    }
  }

  @Test("A filter that selects nothing is an issue, not a silent pass")
  func nothingSelected() async throws {
    let filter = try ScenarioFilter(tags: ["no-such-tag"])
    await withKnownIssue {
      await expectScenariosPass(at: Fixtures.path("passing"), filter: filter)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("no scenarios found")
    }
  }
}
