/// One decision of the engine, as data: what happened, the rule(s) that
/// decided, and the values it decided from. ``FocusEngine`` appends them to
/// ``FocusEngine/events`` while ``FocusEngine/isTracing`` is on; the text
/// trace is one rendering of them (``lines``), a JSON report another
/// (`Encodable`, with a `kind` and the `rules`).
///
///     let engine = FocusEngine(platform: .iOS, settings: FocusSettings(), variables: [],
///                              scenes: [(id: "main", root: ViewNode(id: "name", kind: .TextField))])
///     engine.tab(forward: true)
///     engine.events.first?.rules   // [F18]
///     engine.events.first?.lines   // ["focus: none → name (F18 Tab)"]
///     if case .focusChanged(let change) = engine.events.first { change.to }   // "name"
public enum FocusTraceEvent: Sendable, Hashable {
  /// A scene's focused node changed (F6, F11, F13, F16, F18, F20–F22, F26, F27, …).
  case focusChanged(FocusChange)
  /// Another scene became key, for `reason` (F29); `focus` is its focused node.
  case keySceneChanged(from: String, to: String, reason: String, focus: String?)
  /// F13: a dismissal that does nothing.
  case requestNotApplicable(FocusRequest, RequestNotApplicableCause)
  /// F14: no candidate has a focusable target; the request waits.
  /// `candidates` are the bound nodes, in tree order.
  case requestPending(FocusRequest, candidates: [String])
  /// F14: a pending request found its target at a later commit.
  case pendingSucceeds(FocusRequest)
  /// F14: a pending request was dropped.
  case pendingDropped(FocusRequest, cause: PendingDropCause)
  /// F26: a scene appeared without a default, so nothing is focused.
  /// `namesScene`: the app has more than one scene, and the text names it.
  case appearsUnfocused(scene: String, namesScene: Bool, initialFocusNone: Bool)
  /// F27: `resetFocus` named a scope with no focusable default.
  case resetFocusWithoutDefault(scope: String)
  /// F27 (1.1): `resetFocus` acts only when the focused node is inside the
  /// scope's region; `focused` is the node outside it, `nil` when nothing is focused.
  case resetFocusIgnored(scope: String, focused: String?)
  /// F18: Tab or Shift-Tab in a scene with nothing focusable.
  case tabWithoutFocusableNode(forward: Bool)
  /// F22: a move with nothing focused in a scene without a default.
  case moveWithoutFocusOrDefault(Direction)
  /// F20–F21: a directional search and its candidates.
  case directionalSearch(DirectionalSearchTrace)
  /// A warning SwiftUI would print (F12, F24); also in ``FocusEngine/warnings``.
  case warning(FocusWarning)
  /// A line its caller wrote as text (`FocusEngine.note(_:)`); its rules are the ones it cites.
  case note(String)

  /// The rules that decided.
  public var rules: [FocusRule] {
    switch self {
    case .focusChanged(let change): return change.reason.rules
    case .keySceneChanged: return [FocusRule(29)]
    case .requestNotApplicable: return [FocusRule(13)]
    case .requestPending, .pendingSucceeds, .pendingDropped: return [FocusRule(14)]
    case .appearsUnfocused: return [FocusRule(26)]
    case .resetFocusWithoutDefault, .resetFocusIgnored: return [FocusRule(27)]
    case .tabWithoutFocusableNode: return [FocusRule(18)]
    case .moveWithoutFocusOrDefault: return [FocusRule(22)]
    case .directionalSearch(let search): return search.rules
    case .warning(let warning): return warning.rule.map { [$0] } ?? []
    case .note(let text): return FocusRule.cited(in: text)
    }
  }

  /// The text trace's lines for this event, exactly as the engine has
  /// always written them (a directional search takes several).
  public var lines: [String] {
    switch self {
    case .directionalSearch(let search): return search.lines
    default: return [text]
    }
  }

  private var text: String {
    switch self {
    case .focusChanged(let change):
      return change.text
    case .keySceneChanged(let from, let to, let reason, let focus):
      return "scene: \(from) → \(to) is key (F29, \(reason)); its focus: \(focus ?? "none")"
    case .requestNotApplicable(let request, .nothingFocused):
      return "set \(request): nothing is focused (F13)"
    case .requestNotApplicable(let request, .focusOutsideBoundNodes):
      return "set \(request): focus is not inside a node bound to $\(request.variable); nothing happens (F13)"
    case .requestPending(let request, let candidates):
      let described = candidates.isEmpty ? "no node is bound to it" : "no candidate has a focusable target"
      return "set \(request): \(described); the request is pending (F14)"
    case .pendingSucceeds(let request):
      return "pending \(request) succeeds (F14)"
    case .pendingDropped(let request, let cause):
      return "pending \(request) dropped (F14: \(cause.text))"
    case .appearsUnfocused(let scene, let namesScene, let initialFocusNone):
      return "\(namesScene ? "[\(scene)] " : "")appears with nothing focused (F26: no default\(initialFocusNone ? ", initialFocus: none" : ""))"
    case .resetFocusWithoutDefault(let scope):
      return "resetFocus \(scope): no focusable default in that scope (F27)"
    case .resetFocusIgnored(let scope, let focused):
      let why = focused.map { "focus (\($0)) is outside the scope" } ?? "nothing is focused"
      return "resetFocus \(scope) ignored: \(why) (F27)"
    case .tabWithoutFocusableNode(let forward):
      return "\(forward ? "Tab" : "Shift-Tab"): no focusable node in the scene; nothing happens (F18)"
    case .moveWithoutFocusOrDefault(let direction):
      return "move \(direction): nothing focused and the scene has no default; nothing happens (F22)"
    case .directionalSearch(let search):
      return search.lines.joined(separator: "\n")
    case .warning(let warning):
      return "warning: \(warning)"
    case .note(let text):
      return text
    }
  }
}

/// One focus change: in `scene`, from `from` to `to` (either may be none), for `reason`.
///
///     let change = FocusChange(scene: "main", namesScene: false, from: nil, to: "name", reason: .click)
///     change.text   // "focus: none → name (F6 click)"
public struct FocusChange: Sendable, Hashable, Encodable {
  /// The scene whose focus changed.
  public var scene: String
  /// Whether the text names the scene: the app has more than one.
  public var namesScene: Bool
  /// The node that had focus; `nil` when nothing was focused.
  public var from: String?
  /// The node that has focus now; `nil` when focus was cleared.
  public var to: String?
  /// Why focus moved, with the rule that decided.
  public var reason: FocusChangeReason

  /// A change as the engine records it.
  public init(scene: String, namesScene: Bool, from: String?, to: String?, reason: FocusChangeReason) {
    self.scene = scene
    self.namesScene = namesScene
    self.from = from
    self.to = to
    self.reason = reason
  }

  /// The trace line.
  public var text: String {
    "\(namesScene ? "[\(scene)] " : "")focus: \(from ?? "none") → \(to ?? "none") (\(reason.text))"
  }
}

/// F13: why a dismissal did nothing.
///
///     FocusTraceEvent.requestNotApplicable(FocusRequest(variable: "field", value: .null), .nothingFocused).lines
///     // ["set $field = null: nothing is focused (F13)"]
public enum RequestNotApplicableCause: String, Sendable, Hashable, Encodable {
  /// Nothing is focused in the key scene.
  case nothingFocused
  /// Focus is not inside a node bound to the request's variable.
  case focusOutsideBoundNodes
}

/// F14: why a pending request was dropped.
///
///     FocusTraceEvent.pendingDropped(FocusRequest(variable: "field", value: "late"), cause: .userMovedFocus).lines
///     // ["pending $field = late dropped (F14: focus moved by the user)"]
public enum PendingDropCause: Sendable, Hashable {
  /// The user moved focus (click, Tab, Shift-Tab, move).
  case userMovedFocus
  /// A newer request replaced it.
  case replaced(by: FocusRequest)
  /// `resetFocus` is a newer request (F27).
  case resetFocus
  /// A cause its caller wrote as text.
  case described(String)

  /// The cause as the trace line words it.
  public var text: String {
    switch self {
    case .userMovedFocus: return "focus moved by the user"
    case .replaced(let request): return "replaced by \(request)"
    case .resetFocus: return "resetFocus is a newer request"
    case .described(let text): return text
    }
  }
}
