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
  /// inside a word (`F2xy` cites nothing). For lines a caller writes as text (``FocusEngine``'s
  /// `note(_:)`, a `rule:` string), whose rules are not otherwise data.
  public static func cited(in text: String) -> [FocusRule] {
    var rules: [FocusRule] = []
    for citation in citations(in: text) where !rules.contains(citation.rule) { rules.append(citation.rule) }
    return rules
  }

  /// Every citation in `text` with where it stands, in order, repeats
  /// included: what ``cited(in:)`` finds, for a report that links each one
  /// where it is written (the HTML report's rule links).
  ///
  ///     FocusRule.citations(in: "F21 move right (F20)").map(\.rule)   // [F21, F20]
  public static func citations(in text: String) -> [(range: Range<String.Index>, rule: FocusRule)] {
    var found: [(range: Range<String.Index>, rule: FocusRule)] = []
    let indices = Array(text.indices)
    let characters = indices.map { text[$0] }
    var index = 0
    while index < characters.count {
      guard characters[index] == "F", index + 1 < characters.count, characters[index + 1].isASCII, characters[index + 1].isNumber,
        index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber)
      else {
        index += 1
        continue
      }
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
      // `F2xy` is a word, not a citation.
      if end < characters.count, characters[end].isLetter || characters[end].isNumber {
        index = end
        continue
      }
      let upper = end < indices.count ? indices[end] : text.endIndex
      found.append((indices[index]..<upper, FocusRule(number, clause: clause)))
      index = end
    }
    return found
  }
}
