import FocusScenariosTesting
import Testing

@Suite("ScenarioIssue: what each result reports")
struct ScenarioIssueTests {
  @Test("A passed result has no issue; a failed one has one at its first mismatch")
  func issuesOfResults() async throws {
    let cases = try await ScenarioCase.all(in: Fixtures.path("."))
    let issues = cases.map { ScenarioIssue.issues(in: $0.run()) }
    #expect(issues.map(\.count) == [1, 1, 0, 0])
    let failure = try #require(issues[0].first)
    #expect(failure.location.line == 14)
    #expect(failure.location.column == 24)
    #expect(failure.message.hasPrefix("\(failure.location): error: Expects the wrong field after Tab: expectation failed"))
    #expect(failure.message.contains("   14 |   - expect: { focused: username }"))
  }

  @Test("Swift Testing's location names the YAML file by folder and name, and its absolute path")
  func testingLocation() {
    let issue = ScenarioIssue(message: "m", location: .init(file: "/a/Scenarios/forms/sign-in.yaml", line: 38, column: 24))
    let location = issue.testingSourceLocation
    #expect(location.fileID == "forms/sign-in.yaml")
    #expect(location.fileName == "sign-in.yaml")
    #expect(location.filePath == "/a/Scenarios/forms/sign-in.yaml")
    #expect(location.line == 38)
    #expect(location.column == 24)
  }
}
