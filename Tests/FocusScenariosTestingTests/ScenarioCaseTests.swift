import FocusScenariosTesting
import Testing

@Suite("ScenarioCase: one test case per scenario")
struct ScenarioCaseTests {
  @Test("Each passing fixture passes as its own case", arguments: try await ScenarioCase.all(in: Fixtures.path("passing")))
  func passingCase(_ scenario: ScenarioCase) {
    let result = expectPasses(scenario)
    #expect(result.status == .passed)
  }

  @Test("Cases are named after their scenarios, in path order")
  func names() async throws {
    let cases = try await ScenarioCase.all(in: Fixtures.path("."))
    #expect(cases.map(\.testDescription) == [
      "Expects the wrong field after Tab",
      "A misspelt key makes the scenario invalid",
      "F11: setting the FocusState focuses the bound field",
      "F18: Tab moves from the username to the password field",
    ])
    #expect(cases[0].id == Fixtures.path("./failing/wrong-focus-after-tab.yaml") + ":1")
  }

  @Test("A failing case records its issue at the YAML location")
  func failingCase() async throws {
    let cases = try await ScenarioCase.all(in: Fixtures.path("failing"))
    try #require(cases.count == 1)
    withKnownIssue {
      let result = expectPasses(cases[0])
      #expect(result.status == .failed)
    } matching: { issue in
      issue.sourceLocation?.fileName == "wrong-focus-after-tab.yaml" && issue.sourceLocation?.line == 14
    }
  }

  @Test("A missing folder throws rather than giving an empty argument list")
  func missingFolder() async {
    await #expect(throws: ScenarioLoadingError.self) {
      _ = try await ScenarioCase.all(in: Fixtures.path("no-such-folder"))
    }
  }
}
