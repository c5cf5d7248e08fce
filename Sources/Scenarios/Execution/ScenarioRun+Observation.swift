import FocusEngine
import YAML

/// What the run observes: the whole observable state for `record` (CLI.md
/// "record"), read with the same accessors `check` compares against, so a
/// recorded expectation holds when the scenario runs; and the FocusState and
/// focused-value changes a step's trace reports.
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
      warnings: warningsSinceExpect.map(\.description),
      // Only where the scenario can have them, so v1 recordings stay as they were.
      presented: scenario.usesPresentations ? presentedIDs() : nil,
      screens: scenario.usesNavigationStacks ? screenCounts() : [],
      time: scenario.usesClock ? clock.now : nil)
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

  /// What a step can change that the trace reports: FocusState values and focused values.
  struct Observation {
    var focusState: [(String, Value)]
    var focusedValues: [(String, Value)]
  }

  func observation() -> Observation {
    Observation(focusState: focusStateValues(), focusedValues: publishedValues())
  }

  /// Each FocusState variable's value now, in declaration order.
  func focusStateValues() -> [(String, Value)] {
    scenario.focusState.map { ($0.name, engine.value(of: $0.name)) }
  }

  /// Each published focused-value key and what a reader sees now (F23, F25).
  func publishedValues() -> [(String, Value)] {
    scenes.dependencies.publishedKeys.map { ($0, focusedValue($0)) }
  }

  func traceChanges(since before: Observation) {
    let after = observation()
    for ((name, old), (_, new)) in zip(before.focusState, after.focusState) where old != new {
      record(.focusStateChanged(variable: name, old: old, new: new))
    }
    for ((key, old), (_, new)) in zip(before.focusedValues, after.focusedValues) where old != new {
      record(.focusedValueChanged(key: key, old: old, new: new))
    }
  }
}
