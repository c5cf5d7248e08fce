/// F1–F64 by name, as the headings of docs/rules.md give them, for reports
/// that show a rule beside its number (the HTML report's rule panel).
/// `ReferenceDocsTests` keeps this table and the headings equal.
extension FocusRule {
  /// The rule's title: its heading in docs/rules.md; `nil` for a number the spec does not define.
  ///
  ///     FocusRule(20).title   // "Arrow keys and swipes"
  public var title: String? { Self.titles[number] }

  /// The docs/rules.md anchor of the rule or its part: `f26b`.
  public var anchor: String { description.lowercased() }

  static let titles: [Int: String] = [
    1: "Presence",
    2: "Synthetic layout",
    3: "Interactions",
    4: "Focusable",
    5: "Disabled is inherited",
    6: "Clicks and taps",
    7: "One focused node per scene",
    8: "FocusState variables",
    9: "The Bool form",
    10: "The equals form",
    11: "Setting focus from code",
    12: "Ambiguous bindings warn",
    13: "Setting null or false",
    14: "Pending requests",
    15: "FocusState writes apply at commit",
    16: "When the focused node goes away",
    17: "Return in a text field",
    18: "Tab and Shift-Tab",
    19: "Sequential order",
    20: "Arrow keys and swipes",
    21: "Focus sections catch moves",
    22: "A move with nothing focused",
    23: "Focused values",
    24: "Scene values",
    25: "Focused bindings",
    26: "The scene's default",
    27: "Focus scopes and resetFocus",
    28: "onSubmit and submitScope",
    29: "Scenes and commands",
    30: "Transactions",
    31: "onAppear",
    32: "isFocused",
    33: "Determinism",
    34: "Activation",
    35: "Requesting a presentation",
    36: "A layer is a tree of its own",
    37: "The active layer",
    38: "Focus when a layer comes up",
    39: "Dismissal",
    40: "Restoration",
    41: "The dismiss action",
    42: "NavigationStack and NavigationLink",
    43: "Focus after a push",
    44: "Focus after a pop",
    45: "TabView",
    46: "The virtual clock",
    47: "Tasks and timers",
    48: "Where a key goes",
    49: "Keyboard shortcuts on controls",
    50: "onKeyPress",
    51: "onMoveCommand and onExitCommand",
    52: "Escape and back",
    53: "Realized rows",
    54: "What scrolls",
    55: "The scroll step and action",
    56: "Hardware and software keyboards",
    57: "Search fields",
    58: "first and last",
    59: "focusedIn",
    60: "Platform versions",
    61: "iOS 15 drops focus sets made on appear",
    62: "macOS 12 and 13: focusable means activate only",
    63: "iOS 18: sheets and new rows",
    64: "tvOS ignores prefersDefaultFocus in a ScrollView",
  ]
}
