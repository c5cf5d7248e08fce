import FocusEngine

/// The structured trace in the JSON report (`run --format json --trace`):
///
///     { "droppedSteps": 0, "steps": [
///       { "index": -1, "summary": "appear", "events": [ { "kind": "appear", "rule": "F26", "text": ["appear: iOS"], … } ],
///         "snapshot": { "focusState": { "field": "email" }, … } },
///       { "index": 0, "summary": "key: tab", "events": [ … ], "snapshot": { … } } ] }
///
/// Every event has `kind`, `rule` (an F-number or null) and `text` (its
/// lines in the text trace, without indentation), then the fields of its
/// kind. Members come in a fixed order, so the same run gives the same bytes.
extension ScenarioTrace {
  /// The trace as one line of JSON.
  public var jsonText: String { jsonValue.renderedOnOneLine() }

  var jsonValue: JSONValue {
    .object([
      JSONMember("droppedSteps", .integer(droppedSteps)),
      JSONMember("steps", .array(steps.map(\.jsonValue))),
    ])
  }
}

extension ScenarioTrace.Step {
  var jsonValue: JSONValue {
    .object([
      JSONMember("index", .integer(index)),
      JSONMember("summary", .string(summary)),
      JSONMember("events", .array(events.map(\.jsonValue))),
      JSONMember("snapshot", snapshot?.jsonValue ?? .null),
    ])
  }
}

extension StepSnapshot {
  var jsonValue: JSONValue {
    .object([
      JSONMember("focusState", .object(focusState.map { JSONMember($0.name, $0.value.jsonValue) })),
      JSONMember("focusedValues", .object(focusedValues.map { JSONMember($0.key, $0.value.jsonValue) })),
      JSONMember("state", .object(state.map { JSONMember($0.name, $0.value.jsonValue) })),
      JSONMember("absent", .array(absent.map { scene in
        .object(scene.map { JSONMember($0.parent, .strings($0.labels)) })
      })),
    ])
  }
}

extension TraceEvent {
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
    case .tree: return "tree"
    case .invariantViolated: return "invariantViolated"
    }
  }

  var jsonValue: JSONValue {
    var members = [
      JSONMember("kind", .string(kind)),
      JSONMember("rule", rule.map(JSONValue.string) ?? .null),
      JSONMember("text", .strings(lines.map { String($0.drop { $0 == " " }) })),
    ]
    members += fields
    return .object(members)
  }

  /// The members particular to the event's kind.
  private var fields: [JSONMember] {
    switch self {
    case .appear(let platform, let scenes):
      return [JSONMember("platform", .string(platform.rawValue)), JSONMember("scenes", .strings(scenes))]
    case .step(let index, let summary):
      return [JSONMember("index", .integer(index)), JSONMember("summary", .string(summary))]
    case .focusStateAtAppear(let variable, let value):
      return [JSONMember("variable", .string(variable)), JSONMember("value", value.jsonValue)]
    case .focusStateChanged(let variable, let old, let new):
      return [JSONMember("variable", .string(variable)), JSONMember("old", old.jsonValue), JSONMember("new", new.jsonValue)]
    case .focusedValueChanged(let key, let old, let new):
      return [JSONMember("key", .string(key)), JSONMember("old", old.jsonValue), JSONMember("new", new.jsonValue)]
    case .requestQueued(let request):
      return [JSONMember("variable", .string(request.variable)), JSONMember("value", request.value.jsonValue)]
    case .focusedBindingIgnored(let key):
      return [JSONMember("key", .string(key))]
    case .focusedBindingWritten(let key, let binding, let value):
      return [JSONMember("key", .string(key)), JSONMember("binding", .string(binding.description)), JSONMember("value", value.jsonValue)]
    case .onChange(let variable, let old, let new):
      return [
        JSONMember("variable", .string(variable)), JSONMember("old", old?.jsonValue ?? .null),
        JSONMember("new", new?.jsonValue ?? .null),
      ]
    case .onAppear(let id):
      return [JSONMember("id", .string(id))]
    case .stepFailed(let message):
      return [JSONMember("message", .string(message))]
    case .mismatch(let mismatch):
      return [
        JSONMember("path", .string(mismatch.shownPath)), JSONMember("expected", .string(mismatch.shownExpected)),
        JSONMember("actual", .string(mismatch.shownActual)),
      ]
    case .toggled(let id, let binding, let isOn):
      return [JSONMember("id", .string(id)), JSONMember("binding", .string(binding.description)), JSONMember("isOn", .bool(isOn))]
    case .actionRuns(let id):
      return [JSONMember("id", .string(id))]
    case .invoked(let command), .invokedDisabled(let command):
      return [JSONMember("command", .string(command))]
    case .engine, .input, .tree, .invariantViolated:
      return []
    }
  }
}

extension Value {
  /// The value as JSON: a binding as `{ "binding": "$var.path" }`, a
  /// number that JSON cannot hold (NaN, infinities) as its YAML spelling.
  var jsonValue: JSONValue {
    switch self {
    case .null: return .null
    case .bool(let flag): return .bool(flag)
    case .number(let number):
      return number.isFinite ? .number(Value.format(number: number)) : .string(Value.format(number: number))
    case .string(let text): return .string(text)
    case .list(let items): return .array(items.map(\.jsonValue))
    case .map(let map): return .object(map.map { JSONMember($0.key, $0.value.jsonValue) })
    case .binding(let binding): return .object([JSONMember("binding", .string(binding.description))])
    }
  }
}
