/// Finds the known word a user probably meant, for "did you mean …?" hints.
///
///     KeySuggester.suggestion(for: "focusStat", among: ["state", "focusState"])   // "focusState"
///     KeySuggester.suggestion(for: "ios", among: ["iOS", "macOS"])                // "iOS"
///
/// A case-insensitive exact match wins; otherwise the candidate with the
/// smallest Damerau-Levenshtein distance (optimal string alignment, case
/// folded) within `max(1, word.count / 3)`; ties go to the earlier candidate,
/// so the result is deterministic.
package enum KeySuggester {
  /// The work one document may spend on hints (see `DecodingContext.hint`):
  /// about a tenth of a second. A candidate costs one unit per character
  /// plus one per cell of its edit-distance table.
  static let documentBudget = 20_000_000

  package static func suggestion(for word: String, among candidates: [String]) -> String? {
    var unbounded = Int.max
    return suggestion(for: word, among: candidates, budget: &unbounded)
  }

  /// As `suggestion(for:among:)`, spending `budget`; `nil` (and a budget of
  /// 0) when the budget runs out before every candidate was compared, so a
  /// suggestion is never a worse one than the unbounded search gives.
  static func suggestion(for word: String, among candidates: [String], budget: inout Int) -> String? {
    let folded = word.lowercased()
    let limit = max(1, word.count / 3)
    let typed = Array(folded)
    var best: (candidate: String, distance: Int)?
    // One pass: the first case-insensitive exact match wins outright, and
    // it is the first in order, as a separate scan for it would find.
    for candidate in candidates where candidate != word {
      let lowered = Array(candidate.lowercased())
      budget -= 1 + lowered.count
      if budget < 0 {
        budget = 0
        return nil
      }
      if lowered == typed { return candidate }
      // A length difference alone is a lower bound of the distance.
      guard abs(lowered.count - typed.count) <= limit else { continue }
      budget -= (typed.count + 1) * (lowered.count + 1)
      if budget < 0 {
        budget = 0
        return nil
      }
      let distance = editDistance(typed, lowered)
      guard distance <= limit else { continue }
      if let current = best, current.distance <= distance { continue }
      best = (candidate, distance)
    }
    return best?.candidate
  }

  /// `"did you mean 'x'?"`, or `nil` when nothing is close.
  static func hint(for word: String, among candidates: [String]) -> String? {
    suggestion(for: word, among: candidates).map { "did you mean '\($0)'?" }
  }

  /// As `hint(for:among:)`, spending `budget` (see `suggestion(for:among:budget:)`).
  static func hint(for word: String, among candidates: [String], budget: inout Int) -> String? {
    suggestion(for: word, among: candidates, budget: &budget).map { "did you mean '\($0)'?" }
  }

  /// Optimal-string-alignment distance: insertions, deletions, substitutions
  /// and transpositions of neighbours each cost 1.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    let width = b.count + 1
    var table = [Int](repeating: 0, count: (a.count + 1) * width)
    for i in 0...a.count { table[i * width] = i }
    for j in 0...b.count { table[j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(
          table[(i - 1) * width + j] + 1,
          table[i * width + j - 1] + 1,
          table[(i - 1) * width + j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, table[(i - 2) * width + j - 2] + 1)
        }
        table[i * width + j] = value
      }
    }
    return table[a.count * width + b.count]
  }
}
