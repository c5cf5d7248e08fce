// `import FocusScenariosTesting` brings the scenario model along
// (`ScenarioFilter`, `ScenarioResult`, …). YAML is not re-exported: its
// `SourceLocation` would make Swift Testing's ambiguous in every test file.
@_exported import Scenarios
