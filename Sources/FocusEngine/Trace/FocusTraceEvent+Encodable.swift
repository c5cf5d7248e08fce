/// JSON for the structured trace: each event is an object with its `kind`
/// (the case's name), its `rules` and its data; the text lines are not
/// repeated. Encoders should sort keys (`JSONEncoder.OutputFormatting.sortedKeys`)
/// for output that is the same at every run.
///
///     let encoder = JSONEncoder()
///     encoder.outputFormatting = [.sortedKeys]
///     try encoder.encode(engine.events)
///     // after Tab from nothing to "name":
///     // [{"change":{"namesScene":false,"reason":{"forward":true,"kind":"tab","rules":["F18"]},"scene":"main","to":"name"},
///     //   "kind":"focusChanged","rules":["F18"]}]
///
/// An absent value (`from` when nothing was focused) is left out.
extension FocusTraceEvent: Encodable {
  /// Encodes the event as the object described above.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TraceCodingKey.self)
    try container.encode(rules, forKey: "rules")
    switch self {
    case .focusChanged(let change):
      try container.encode("focusChanged", forKey: "kind")
      try container.encode(change, forKey: "change")
    case .keySceneChanged(let from, let to, let reason, let focus):
      try container.encode("keySceneChanged", forKey: "kind")
      try container.encode(from, forKey: "from")
      try container.encode(to, forKey: "to")
      try container.encode(reason, forKey: "reason")
      try container.encode(focus, forKey: "focus")
    case .requestNotApplicable(let request, let cause):
      try container.encode("requestNotApplicable", forKey: "kind")
      try container.encode(request, forKey: "request")
      try container.encode(cause, forKey: "cause")
    case .requestPending(let request, let candidates):
      try container.encode("requestPending", forKey: "kind")
      try container.encode(request, forKey: "request")
      try container.encode(candidates, forKey: "candidates")
    case .pendingSucceeds(let request):
      try container.encode("pendingSucceeds", forKey: "kind")
      try container.encode(request, forKey: "request")
    case .pendingDropped(let request, let cause):
      try container.encode("pendingDropped", forKey: "kind")
      try container.encode(request, forKey: "request")
      try container.encode(cause, forKey: "cause")
    case .appearsUnfocused(let scene, _, let initialFocusNone):
      try container.encode("appearsUnfocused", forKey: "kind")
      try container.encode(scene, forKey: "scene")
      try container.encode(initialFocusNone, forKey: "initialFocusNone")
    case .resetFocusWithoutDefault(let scope):
      try container.encode("resetFocusWithoutDefault", forKey: "kind")
      try container.encode(scope, forKey: "scope")
    case .resetFocusIgnored(let scope, let focused):
      try container.encode("resetFocusIgnored", forKey: "kind")
      try container.encode(scope, forKey: "scope")
      try container.encode(focused, forKey: "focused")
    case .tabWithoutFocusableNode(let forward):
      try container.encode("tabWithoutFocusableNode", forKey: "kind")
      try container.encode(forward, forKey: "forward")
    case .moveWithoutFocusOrDefault(let direction):
      try container.encode("moveWithoutFocusOrDefault", forKey: "kind")
      try container.encode(direction, forKey: "direction")
    case .directionalSearch(let search):
      try container.encode("directionalSearch", forKey: "kind")
      try container.encode(search, forKey: "search")
    case .warning(let warning):
      try container.encode("warning", forKey: "kind")
      try container.encode(warning.code, forKey: "code")
      try container.encode(warning.message, forKey: "message")
    case .note(let text):
      try container.encode("note", forKey: "kind")
      try container.encode(text, forKey: "text")
    }
  }
}

extension FocusChangeReason: Encodable {
  /// `{"kind": …, "rules": […], …}`: the reason's case and its data.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TraceCodingKey.self)
    try container.encode(rules, forKey: "rules")
    switch self {
    case .click:
      try container.encode("click", forKey: "kind")
    case .tab(let forward, let redirect):
      try container.encode("tab", forKey: "kind")
      try container.encode(forward, forKey: "forward")
      try container.encodeIfPresent(redirect, forKey: "redirect")
    case .move(let direction, let winner, let redirect):
      try container.encode("move", forKey: "kind")
      try container.encode(direction, forKey: "direction")
      try container.encode(winner, forKey: "winner")
      try container.encodeIfPresent(redirect, forKey: "redirect")
    case .moveWithNothingFocused(let direction, let choice):
      try container.encode("moveWithNothingFocused", forKey: "kind")
      try container.encode(direction, forKey: "direction")
      try container.encode(choice, forKey: "defaultFocus")
    case .request(let request, let via, let candidates):
      try container.encode("request", forKey: "kind")
      try container.encode(request, forKey: "request")
      try container.encodeIfPresent(via, forKey: "via")
      try container.encode(candidates, forKey: "candidates")
    case .dismissal(let request):
      try container.encode("dismissal", forKey: "kind")
      try container.encode(request, forKey: "request")
    case .sceneAppears(let choice):
      try container.encode("sceneAppears", forKey: "kind")
      try container.encode(choice, forKey: "defaultFocus")
    case .resetFocus(let scope):
      try container.encode("resetFocus", forKey: "kind")
      try container.encode(scope, forKey: "scope")
    case .loss(let id, let cause, let choice, _):
      try container.encode("loss", forKey: "kind")
      try container.encode(id, forKey: "id")
      try container.encode(cause, forKey: "cause")
      try container.encodeIfPresent(choice, forKey: "movedToDefault")
    case .lossToSurvivingRow(let id, let cause, let row, let forEach, let after, _):
      try container.encode("lossToSurvivingRow", forKey: "kind")
      try container.encode(id, forKey: "id")
      try container.encode(cause, forKey: "cause")
      try container.encode(row, forKey: "row")
      try container.encode(forEach, forKey: "forEach")
      try container.encode(after, forKey: "after")
    case .clickClearsFocus(let id):
      try container.encode("clickClearsFocus", forKey: "kind")
      try container.encode(id, forKey: "id")
    case .returnDismisses(let platform):
      try container.encode("returnDismisses", forKey: "kind")
      try container.encode(platform, forKey: "platform")
    case .described(let text):
      try container.encode("described", forKey: "kind")
      try container.encode(text, forKey: "text")
    }
  }
}

extension DefaultFocusChoice: Encodable {
  /// `{"kind": …, "rule": "F26a", …}`: which part of F26 chose, and its data.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TraceCodingKey.self)
    try container.encode(rule, forKey: "rule")
    switch self {
    case .defaultFocus(let id):
      try container.encode("defaultFocus", forKey: "kind")
      try container.encode(id, forKey: "on")
    case .prefersDefaultFocus:
      try container.encode("prefersDefaultFocus", forKey: "kind")
    case .firstTextInput:
      try container.encode("firstTextInput", forKey: "kind")
    case .firstFocusable:
      try container.encode("firstFocusable", forKey: "kind")
    }
  }
}

extension PendingDropCause: Encodable {
  /// `{"kind": …}`, with the newer request (`by`) or the text when the cause has one.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TraceCodingKey.self)
    switch self {
    case .userMovedFocus:
      try container.encode("userMovedFocus", forKey: "kind")
    case .replaced(let request):
      try container.encode("replaced", forKey: "kind")
      try container.encode(request, forKey: "by")
    case .resetFocus:
      try container.encode("resetFocus", forKey: "kind")
    case .described(let text):
      try container.encode("described", forKey: "kind")
      try container.encode(text, forKey: "text")
    }
  }
}

extension FocusRequest: Encodable {
  /// `{"value": …, "variable": "field"}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TraceCodingKey.self)
    try container.encode(variable, forKey: "variable")
    try container.encode(value, forKey: "value")
  }
}

extension FocusWarning: Encodable {
  /// `{"code": …, "message": …, "rule": "F12"}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TraceCodingKey.self)
    try container.encode(code, forKey: "code")
    try container.encode(message, forKey: "message")
    try container.encodeIfPresent(rule, forKey: "rule")
  }
}

extension Direction: Encodable {}
extension Platform: Encodable {}
extension ViewKind: Encodable {}
extension DefaultFocus.Priority: Encodable {}

/// Keys of the trace's hand-written encodings.
struct TraceCodingKey: CodingKey, ExpressibleByStringLiteral {
  var stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
  init(stringLiteral value: String) { stringValue = value }
}
