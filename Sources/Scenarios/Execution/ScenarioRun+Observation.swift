import FocusEngine
import YAML

/// The whole observable state for `record` (CLI.md "record"), read with the
/// same accessors `check` compares against, so a recorded expectation holds
/// when the scenario runs.
extension ScenarioRun {
  /// Everything an `expect` can state about the key scene now.
  func observedState() -> ObservedState {
    ObservedState(
      focused: engine.focusedID,
      scene: scenario.hasExplicitScenes ? engine.keyScene.id : nil,
      focusState: focusStateValues(),
      state: scenario.state.map { ($0.name, state[$0.name] ?? .null) },
      focusedValues: publishedValues(),
      tabOrder: engine.sequentialOrderIDs,
      // A command whose `disabled:` condition fails to evaluate has no status to record.
      commands: scenario.commands.compactMap { command in
        Expectation.CommandStatus(rawValue: commandStatus(command.id)).map { (command.id, $0) }
      },
      warnings: warningsSinceExpect.map(\.description))
  }

  /// The actual value of each mismatching entry of `expectation`, in the
  /// order of `mismatches`, at the place `check` found its expected value.
  func updates(for expectation: Expectation, mismatches: [Mismatch]) -> [RecordingResult.ValueUpdate] {
    mismatches.compactMap { mismatch in
      guard let range = mismatch.valueRange else { return nil }
      return RecordingResult.ValueUpdate(
        path: mismatch.path, start: range.lowerBound, end: range.upperBound, expected: mismatch.expected,
        actual: mismatch.isActualWritable ? mismatch.actual : nil)
    }
  }
}
