/// Why focus moved: the rule that decided and what it decided from. The
/// text trace shows it in parentheses after `focus: a → b`.
///
///     let reason = FocusChangeReason.tab(forward: false, redirect: nil)
///     reason.text    // "F18 Shift-Tab"
///     reason.rules   // [F18]
public enum FocusChangeReason: Sendable, Hashable {
  /// F6: a click on a focusable node.
  case click
  /// F18: Tab (`forward`) or Shift-Tab, possibly redirected by a
  /// `userInitiated` defaultFocus (F26).
  case tab(forward: Bool, redirect: FocusRedirect?)
  /// F20–F21: a directional move won by `winner`, possibly redirected (F26).
  case move(Direction, winner: DirectionalWinner, redirect: FocusRedirect?)
  /// F22: a move with nothing focused focuses the scene's default (F26).
  case moveWithNothingFocused(Direction, defaultFocus: DefaultFocusChoice)
  /// F11: a FocusState write focused the first candidate with a focusable
  /// target; `via` names the candidate when the target is inside it.
  case request(FocusRequest, via: String?, candidates: [String])
  /// F13: a `nil`/`false` write dismissed focus from a bound node.
  case dismissal(FocusRequest)
  /// F26: the scene appeared and focused its default.
  case sceneAppears(DefaultFocusChoice)
  /// F27: `resetFocus` moved focus to the scope's default.
  case resetFocus(scope: String)
  /// F16: the focused node `id` left or stopped being focusable; on tvOS and
  /// watchOS focus moves to the scene's default (`movedToDefault`).
  case loss(id: String, cause: FocusLossCause, movedToDefault: DefaultFocusChoice?, platform: Platform)
  /// F16 (a): on tvOS and watchOS the focused node `id`, in a ForEach row,
  /// was lost and focus moved to the focus target of `row`, the nearest
  /// surviving row of the ForEach `forEach` (`after`: it followed the lost row).
  case lossToSurvivingRow(id: String, cause: FocusLossCause, row: String, forEach: String, after: Bool, platform: Platform)
  /// F6: on macOS with `clickClearsFocus`, a click on node `id`, which is
  /// not interactive, clears focus.
  case clickClearsFocus(id: String)
  /// F17: Return in a single-line text input dismisses focus on iOS, iPadOS
  /// and visionOS when the transaction queued no focus request.
  case returnDismisses(Platform)
  /// A reason its caller wrote as text (`setFocus(_:inScene:rule:)`), such
  /// as "F17 Return dismisses on iOS"; its rules are the ones it cites.
  case described(String)

  /// The rules that decided, in the order the text cites them.
  public var rules: [FocusRule] {
    switch self {
    case .click: return [FocusRule(6)]
    case .tab(_, let redirect): return [FocusRule(18)] + (redirect == nil ? [] : [FocusRule(26)])
    case .move(_, let winner, let redirect): return [winner.rule] + (redirect == nil ? [] : [FocusRule(26)])
    case .moveWithNothingFocused(_, let choice): return [FocusRule(22), choice.rule]
    case .request: return [FocusRule(11)]
    case .dismissal: return [FocusRule(13)]
    case .sceneAppears(let choice): return [choice.rule]
    case .resetFocus: return [FocusRule(27)]
    case .loss(_, _, let choice, _): return [FocusRule(16)] + (choice.map { [$0.rule] } ?? [])
    case .lossToSurvivingRow: return [FocusRule(16)]
    case .clickClearsFocus: return [FocusRule(6)]
    case .returnDismisses: return [FocusRule(17)]
    case .described(let text): return FocusRule.cited(in: text)
    }
  }

  /// The text the trace shows, exactly as the engine always wrote it.
  public var text: String {
    switch self {
    case .click:
      return "F6 click"
    case .tab(let forward, let redirect):
      return "F18 \(forward ? "Tab" : "Shift-Tab")\(redirect?.text ?? "")"
    case .move(let direction, let winner, let redirect):
      return "\(winner.rule) move \(direction): \(winner.reasonText)\(redirect?.text ?? "")"
    case .moveWithNothingFocused(let direction, let choice):
      return "F22 move \(direction) with nothing focused → \(choice.text)"
    case .request(let request, let via, let candidates):
      return "F11 set \(request)\(via.map { " via \($0)" } ?? ""); candidates: \(candidates.joined(separator: ", "))"
    case .dismissal(let request):
      return "F13 set \(request)"
    case .sceneAppears(let choice):
      return "\(choice.text), scene appears"
    case .resetFocus(let scope):
      return "F27 resetFocus \(scope)"
    case .loss(let id, let cause, let choice, let platform):
      if let choice { return "F16 \(id) \(cause.text); \(platform) moves to the scene's default (\(choice.text))" }
      return "F16 \(id) \(cause.text)"
    case .lossToSurvivingRow(let id, let cause, let row, let forEach, let after, let platform):
      let side = after ? "next" : "previous"
      return "F16a \(id) \(cause.text); \(platform) moves to the \(side) surviving row \(row) of \(forEach)"
    case .clickClearsFocus(let id):
      return "F6 click on \(id) with clickClearsFocus"
    case .returnDismisses(let platform):
      return "F17 Return dismisses on \(platform)"
    case .described(let text):
      return text
    }
  }
}

/// F16: why a focused node lost focus.
///
///     FocusChangeReason.loss(id: "row3", cause: .notPresent, movedToDefault: nil, platform: .iOS).text
///     // "F16 row3 is no longer present"
public enum FocusLossCause: String, Sendable, Hashable, Encodable {
  /// `notPresent`: its `if:` turned false or its row left the data (F1); `notFocusable`: it was disabled or made unfocusable (F4, F5).
  case notPresent, notFocusable

  var text: String {
    switch self {
    case .notPresent: return "is no longer present"
    case .notFocusable: return "is no longer focusable"
    }
  }
}

/// F26 `priority: userInitiated`: a Tab or move that entered `container`
/// from outside landed on its default instead of `intended`.
///
///     FocusRedirect(container: "form", intended: "username").text
///     // "; redirected by userInitiated defaultFocus on form (F26)"
public struct FocusRedirect: Sendable, Hashable, Encodable {
  /// The node carrying the `userInitiated` defaultFocus.
  public var container: String
  /// The node the move would have focused.
  public var intended: String

  /// A redirect of a move meant for `intended` into `container` (F26).
  public init(container: String, intended: String) {
    self.container = container
    self.intended = intended
  }

  /// The suffix the trace appends to the move's rule.
  public var text: String { "; redirected by userInitiated defaultFocus on \(container) (F26)" }
}

/// Which part of F26 chose a scene's default focus.
///
///     DefaultFocusChoice.defaultFocus(on: "form").text   // "F26a defaultFocus on form"
///     DefaultFocusChoice.firstFocusable(.tvOS).rule      // F26c
public enum DefaultFocusChoice: Sendable, Hashable {
  /// (a) the first `defaultFocus` in tree order, carried by node `on`.
  case defaultFocus(on: String)
  /// (b) the first focusable node with `prefersDefaultFocus`.
  case prefersDefaultFocus
  /// (c) on macOS, the first text input in sequential order.
  case firstTextInput
  /// (c) on tvOS and watchOS, the first node in sequential order.
  case firstFocusable(Platform)

  /// The lettered part of F26 that chose: F26a, F26b or F26c.
  public var rule: FocusRule {
    switch self {
    case .defaultFocus: return FocusRule(26, clause: "a")
    case .prefersDefaultFocus: return FocusRule(26, clause: "b")
    case .firstTextInput, .firstFocusable: return FocusRule(26, clause: "c")
    }
  }

  /// The trace's words for the choice, led by its rule.
  public var text: String {
    switch self {
    case .defaultFocus(let id): return "F26a defaultFocus on \(id)"
    case .prefersDefaultFocus: return "F26b prefersDefaultFocus"
    case .firstTextInput: return "F26c macOS first text input"
    case .firstFocusable(let platform): return "F26c \(platform) first focusable"
    }
  }
}

/// F20–F21: the candidate a directional move chose and the measures that
/// decided: the smallest gap along the direction, then the smallest
/// distance between centres across it, then tree order.
///
///     let winner = DirectionalWinner(candidate: "b", target: "b", isFocusSection: false, gap: 10, cross: 0)
///     winner.rule         // F20
///     winner.reasonText   // "smallest gap 10, then cross 0, then tree order"
public struct DirectionalWinner: Sendable, Hashable, Encodable {
  /// The winning candidate: a focusable node, or a focus section (F21).
  public var candidate: String
  /// The node that takes focus: the candidate, or the section's member nearest the focused node.
  public var target: String
  /// Whether the candidate is a focus section that hands focus to a member (F21).
  public var isFocusSection: Bool
  /// Distance along the direction from the focused frame's edge to the winner's.
  public var gap: Double
  /// Distance between the centres across the direction.
  public var cross: Double

  /// The winner of a search and the measures that decided it.
  public init(candidate: String, target: String, isFocusSection: Bool, gap: Double, cross: Double) {
    self.candidate = candidate
    self.target = target
    self.isFocusSection = isFocusSection
    self.gap = gap
    self.cross = cross
  }

  /// F20, or F21 when a focus section won.
  public var rule: FocusRule { FocusRule(isFocusSection ? 21 : 20) }

  /// Why it won, as the trace words it.
  public var reasonText: String {
    let measures = "smallest gap \(Value.format(number: gap)), then cross \(Value.format(number: cross)), then tree order"
    guard isFocusSection else { return measures }
    return "focus section \(candidate) wins (\(measures)) and hands focus to its nearest member"
  }
}
