import FocusScenariosTesting
import Foundation
import Testing

// `swift test` runs with the package root as the current directory, so
// "Scenarios/" is the folder beside Package.swift.

@Test("Every scenario in Scenarios/ passes")
func scenariosPass() async {
  await expectScenariosPass(at: "Scenarios/")
}

@Test("Scenario", arguments: try await ScenarioCase.all(in: "Scenarios/"))
func scenario(_ scenario: ScenarioCase) {
  expectPasses(scenario)
}

@Test(
  "Failing/ fails, with the failure reported at its YAML line (FOCUS_SCENARIOS_EXPECT_FAILURE=1)",
  .enabled(if: ProcessInfo.processInfo.environment["FOCUS_SCENARIOS_EXPECT_FAILURE"] == "1")
)
func failingScenarioIsReported() async {
  await expectScenariosPass(at: "Failing/")
}
