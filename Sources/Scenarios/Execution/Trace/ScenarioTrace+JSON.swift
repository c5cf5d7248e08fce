import FocusEngine
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import YAML

/// The structured trace in the JSON report (`run --format json --trace`):
///
///     { "droppedSteps": 0, "steps": [
///       { "index": -1, "summary": "appear", "events": [ { "kind": "appear", "rules": ["F26"], "text": ["appear: iOS"], … } ],
///         "snapshot": { "focus": { "scenes": [ … ] }, "state": [ … ], … } },
///       { "index": 0, "summary": "key: tab", "events": [ … ], "snapshot": { … } } ] }
///
/// Every event has `kind`, `rules` (F-numbers) and `text` (its lines in the
/// text trace, without indentation), then the data of its kind; an engine
/// decision carries the engine's event as `event`. Keys are sorted, so the
/// same run gives the same bytes.
extension ScenarioTrace {
  /// The trace as one line of JSON.
  public var jsonText: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // YAML's spellings: JSON has no NaN or infinities.
    encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: ".inf", negativeInfinity: "-.inf", nan: ".nan")
    do {
      return String(decoding: try encoder.encode(self), as: UTF8.self)
    } catch {
      // Nothing in a trace fails to encode; should it, the report says so.
      return "{\"error\": \(JSONText.quoted("the trace could not be encoded: \(error)"))}"
    }
  }
}


extension TraceEvent: Encodable {
  /// `{"kind": …, "rules": […], "text": […], …}`: the event's case, its rules, its trace lines and its data.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(rules, forKey: .rules)
    try container.encode(lines.map { String($0.drop { $0 == " " }) }, forKey: .text)
    switch self {
    case .appear(let platform, let version, let scenes):
      try container.encode(platform, forKey: .platform)
      try container.encodeIfPresent(version?.description, forKey: .osVersion)
      try container.encode(scenes, forKey: .scenes)
    case .step(let index, let summary):
      try container.encode(index, forKey: .index)
      try container.encode(summary, forKey: .summary)
    case .engine(let event):
      try container.encode(event, forKey: .event)
    case .focusStateAtAppear(let variable, let value):
      try container.encode(variable, forKey: .variable)
      try container.encode(value, forKey: .value)
    case .focusStateChanged(let variable, let old, let new):
      try container.encode(variable, forKey: .variable)
      try container.encode(old, forKey: .old)
      try container.encode(new, forKey: .new)
    case .focusedValueChanged(let key, let old, let new):
      try container.encode(key, forKey: .key)
      try container.encode(old, forKey: .old)
      try container.encode(new, forKey: .new)
    case .requestQueued(let request):
      try container.encode(request, forKey: .request)
    case .focusedBindingIgnored(let key):
      try container.encode(key, forKey: .key)
    case .focusedBindingWritten(let key, let binding, let value):
      try container.encode(key, forKey: .key)
      try container.encode(binding.description, forKey: .binding)
      try container.encode(value, forKey: .value)
    case .onChange(let variable, let old, let new):
      try container.encode(variable, forKey: .variable)
      try container.encode(old ?? .null, forKey: .old)
      try container.encode(new ?? .null, forKey: .new)
    case .onAppear(let id), .actionRuns(let id):
      try container.encode(id, forKey: .id)
    case .input:
      break  // its text and rule say it all
    case .toggled(let id, let binding, let isOn):
      try container.encode(id, forKey: .id)
      try container.encode(binding.description, forKey: .binding)
      try container.encode(isOn, forKey: .isOn)
    case .invoked(let command), .invokedDisabled(let command):
      try container.encode(command, forKey: .command)
    case .stepFailed(let message):
      try container.encode(message, forKey: .message)
    case .mismatch(let mismatch):
      try container.encode(mismatch.shownPath, forKey: .path)
      try container.encode(mismatch.shownExpected, forKey: .expected)
      try container.encode(mismatch.shownActual, forKey: .actual)
    case .expectationHeld(let checks):
      // Elided as a mismatch's values are.
      let shown = checks.map {
        ExpectationCheck(path: TerminalText.shortened($0.path), expected: Value.elided($0.expected), actual: Value.elided($0.actual))
      }
      try container.encode(shown, forKey: .checks)
    case .tree, .invariantViolated, .structure, .quirk:
      break
    case .taskQueued(let line), .taskRuns(let line):
      try container.encode(line, forKey: .line)
    case .timerScheduled(let line, let seconds, let due):
      try container.encode(line, forKey: .line)
      try container.encode(seconds, forKey: .seconds)
      try container.encode(due, forKey: .due)
    case .timerRuns(let line, let due):
      try container.encode(line, forKey: .line)
      try container.encode(due, forKey: .due)
    case .clockAdvanced(let from, let to):
      try container.encode(from, forKey: .from)
      try container.encode(to, forKey: .to)
    }
  }

  private enum Key: String, CodingKey {
    case kind, rules, text, platform, osVersion, scenes, index, summary, event, variable, value, old, new, key, request, binding
    case id, isOn, command, message, path, expected, actual, checks
    case line, seconds, due, from, to
  }

  /// The name of the event's kind in JSON.
  public var kind: String {
    switch self {
    case .appear: return "appear"
    case .step: return "step"
    case .engine: return "engine"
    case .focusStateAtAppear: return "focusStateAtAppear"
    case .focusStateChanged: return "focusStateChanged"
    case .focusedValueChanged: return "focusedValueChanged"
    case .requestQueued: return "requestQueued"
    case .focusedBindingIgnored: return "focusedBindingIgnored"
    case .focusedBindingWritten: return "focusedBindingWritten"
    case .onChange: return "onChange"
    case .onAppear: return "onAppear"
    case .input: return "input"
    case .toggled: return "toggled"
    case .actionRuns: return "actionRuns"
    case .invoked: return "invoked"
    case .invokedDisabled: return "invokedDisabled"
    case .stepFailed: return "stepFailed"
    case .mismatch: return "mismatch"
    case .expectationHeld: return "expectationHeld"
    case .tree: return "tree"
    case .invariantViolated: return "invariantViolated"
    case .structure: return "structure"
    case .quirk: return "quirk"
    case .taskQueued: return "taskQueued"
    case .timerScheduled: return "timerScheduled"
    case .taskRuns: return "taskRuns"
    case .timerRuns: return "timerRuns"
    case .clockAdvanced: return "clockAdvanced"
    }
  }
}
