/// One rule of `FOCUS-SEMANTICS.md`, such as F18 or F26a: what a trace
/// event names as the reason for a decision.
///
///     let rule = FocusRule(18)
///     rule.description                        // "F18"
///     FocusRule(26, clause: "a").description  // "F26a"
///     FocusRule.cited(in: "F6 click on save with clickClearsFocus")   // [F6]
public struct FocusRule: Sendable, Hashable, Comparable, CustomStringConvertible, Encodable {
  /// The rule's number: 18 for F18.
  public var number: Int
  /// A lettered part of the rule (`"a"` for F26a), when the part decided.
  public var clause: String?

  /// Rule F`number`, or its lettered part `clause`.
  public init(_ number: Int, clause: String? = nil) {
    self.number = number
    self.clause = clause
  }

  /// `F18`, `F26a`: the name the spec and every trace use.
  public var description: String { "F\(number)\(clause ?? "")" }

  /// By number, then clause: F26 before F26a before F27.
  public static func < (lhs: FocusRule, rhs: FocusRule) -> Bool {
    (lhs.number, lhs.clause ?? "") < (rhs.number, rhs.clause ?? "")
  }

  /// Encoded as its name, `"F26a"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  /// The rules a free-text trace line cites, in order of appearance, each
  /// once: `F` followed by digits and an optional lowercase letter, not
  /// inside a word. For lines a caller writes as text (``FocusEngine``'s
  /// `note(_:)`, a `rule:` string), whose rules are not otherwise data.
  public static func cited(in text: String) -> [FocusRule] {
    var rules: [FocusRule] = []
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      defer { index += 1 }
      guard characters[index] == "F", index + 1 < characters.count, characters[index + 1].isASCII, characters[index + 1].isNumber else { continue }
      if index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber { continue }
      var end = index + 1
      var number = 0
      while end < characters.count, characters[end].isASCII, let digit = characters[end].wholeNumberValue {
        number = number * 10 + digit
        end += 1
      }
      var clause: String?
      if end < characters.count, characters[end].isASCII, characters[end].isLowercase,
        end + 1 >= characters.count || !(characters[end + 1].isLetter || characters[end + 1].isNumber) {
        clause = String(characters[end])
        end += 1
      }
      let rule = FocusRule(number, clause: clause)
      if !rules.contains(rule) { rules.append(rule) }
      index = end - 1
    }
    return rules
  }
}
