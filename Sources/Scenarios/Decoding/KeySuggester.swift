/// Finds the known word a user probably meant, for "did you mean …?" hints.
///
///     KeySuggester.suggestion(for: "focusStat", among: ["state", "focusState"])   // "focusState"
///     KeySuggester.suggestion(for: "ios", among: ["iOS", "macOS"])                // "iOS"
///
/// A case-insensitive exact match wins; otherwise the candidate with the
/// smallest Damerau-Levenshtein distance (optimal string alignment, case
/// folded) within `max(1, word.count / 3)`; ties go to the earlier candidate,
/// so the result is deterministic.
enum KeySuggester {
  static func suggestion(for word: String, among candidates: [String]) -> String? {
    let folded = word.lowercased()
    if let exact = candidates.first(where: { $0 != word && $0.lowercased() == folded }) { return exact }
    let limit = max(1, word.count / 3)
    let typed = Array(folded)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let distance = editDistance(typed, Array(candidate.lowercased()))
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
