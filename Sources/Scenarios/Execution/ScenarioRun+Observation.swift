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
      focusState: scenario.focusState.map { ($0.name, engine.value(of: $0.name)) },
      state: scenario.state.map { ($0.name, state[$0.name] ?? .null) },
      focusedValues: publishedKeys().map { ($0, dereference(engine.focusedValue($0))) },
      tabOrder: engine.sequentialOrderIDs,
      // A command whose `disabled:` condition fails to evaluate has no status to record.
      commands: scenario.commands.compactMap { command in
        Expectation.CommandStatus(rawValue: commandStatus(command.id)).map { (command.id, $0) }
      },
      warnings: warningsSinceExpect.map(\.description))
  }

  /// The actual value of each mismatching entry of `expectation`, in the
  /// order of `mismatches`, located by the entry's path and place.
  func updates(for expectation: Expectation, mismatches: [Mismatch]) -> [RecordingResult.ValueUpdate] {
    let entries = Self.locatedEntries(expectation)
    return mismatches.compactMap { mismatch in
      guard
        let entry = entries.first(where: {
          $0.path == mismatch.path && $0.start.line == mismatch.location.line && $0.start.column == mismatch.location.column
        })
      else { return nil }
      return RecordingResult.ValueUpdate(
        path: mismatch.path, start: entry.start, end: entry.end, expected: mismatch.expected,
        actual: entry.kind.accepts(mismatch.actual) ? mismatch.actual : nil)
    }
  }

  /// What an entry's value may be, to tell writable actual values from reasons ("not present").
  private enum EntryKind {
    case any, bool, commandStatus

    func accepts(_ actual: String) -> Bool {
      switch self {
      case .any: return true
      case .bool: return actual == "true" || actual == "false"
      case .commandStatus: return Expectation.CommandStatus(rawValue: actual) != nil
      }
    }
  }

  /// Every entry of `expectation` with the path `check` reports it under.
  private static func locatedEntries(_ expectation: Expectation) -> [(path: String, start: Mark, end: Mark, kind: EntryKind)] {
    var entries: [(path: String, start: Mark, end: Mark, kind: EntryKind)] = []
    func add<T>(_ path: String, _ entry: Expectation.Entry<T>?, _ kind: EntryKind = .any) {
      guard let entry else { return }
      entries.append((entry.key.isEmpty ? path : "\(path).\(entry.key)", entry.mark, entry.end, kind))
    }
    add("focused", expectation.focused)
    for entry in expectation.focusState { add("focusState", entry) }
    for entry in expectation.state { add("state", entry) }
    for entry in expectation.focusedValues { add("focusedValues", entry) }
    for entry in expectation.isFocused { add("isFocused", entry, .bool) }
    for entry in expectation.commands { add("commands", entry, .commandStatus) }
    add("tabOrder", expectation.tabOrder)
    for entry in expectation.present { add("present", entry, .bool) }
    for entry in expectation.disabled { add("disabled", entry, .bool) }
    add("scene", expectation.scene)
    add("warnings", expectation.warnings)
    return entries
  }
}
