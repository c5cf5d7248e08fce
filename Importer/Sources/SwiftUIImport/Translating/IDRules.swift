import FocusScenarios

/// How an imported node is named (docs/import.md, "Ids"), first rule that applies:
///
/// 1. the case of its first `.focused(_:equals:)`: `.username` → `username`, `.row(id:)` → `row`;
/// 2. the variable of its first `.focused(_:)`, without `IsFocused`/`Focused`: `containerIsFocused` → `container`;
/// 3. its label in lowerCamelCase: `"Sign In"` → `signIn`, `"input1:"` → `input1`;
/// 4. the last name of its `text:`/`isOn:` binding: `$note` → `note`, `$reminder.title` → `title`;
/// 5. a focusable container: its kind, `vStack`.
///
/// Inside a ForEach row the id becomes a template, `row-${item.id}`. A name
/// already taken gets 2, 3, … in tree order, so re-imports of the same
/// source give the same ids.
package enum IDRules {
  /// What rules 1–5 read of a node.
  package struct Facts {
    var focusedCase: String?
    var focusedFlag: String?
    var label: String?
    var bindingName: String?
    var isFocusableContainer = false
    var kind: String
  }

  /// The id by the first rule that applies, or nil (the node is then
  /// named by its path in reports).
  package static func baseID(_ facts: Facts) -> String? {
    if let focusedCase = facts.focusedCase { return focusedCase }
    if let flag = facts.focusedFlag {
      for suffix in ["IsFocused", "Focused"] where flag.hasSuffix(suffix) && flag.count > suffix.count {
        return String(flag.dropLast(suffix.count))
      }
      return flag
    }
    if let label = facts.label, let id = lowerCamelCase(label) { return id }
    if let binding = facts.bindingName { return binding }
    if facts.isFocusableContainer { return lowerCamelCase(facts.kind) }
    return nil
  }

  /// Marks an id in the tree until `resolve` numbers it.
  static let marker: Character = "\u{1}"

  /// The id written while translating: the base and the row suffix, to be resolved.
  package static func placeholder(base: String, suffix: String) -> String {
    String(marker) + base + String(marker) + suffix
  }

  /// Replaces every placeholder in `value`, in document order, with its
  /// base (or the base and 2, 3, … when taken) and suffix, as a YAML scalar.
  package static func resolve(_ value: YAMLValue, in session: ImportSession) -> YAMLValue {
    switch value {
    case .scalar(let text):
      guard text.first == marker else { return value }
      let parts = text.dropFirst().split(separator: marker, maxSplits: 1, omittingEmptySubsequences: false)
      let id = session.claimID(String(parts[0])) + (parts.count > 1 ? String(parts[1]) : "")
      return id.contains("${") ? .scalar(Value.yamlDoubleQuoted(id)) : .string(id)
    case .list(let entries): return .list(entries.map { resolved($0, in: session) })
    case .map(let entries): return .map(entries.map { resolved($0, in: session) })
    }
  }

  private static func resolved(_ entry: YAMLValue.Entry, in session: ImportSession) -> YAMLValue.Entry {
    var copy = entry
    copy.value = entry.value.map { resolve($0, in: session) }
    return copy
  }

  /// `"Sign In"` → `signIn`; nil when nothing of it can be an id.
  package static func lowerCamelCase(_ text: String) -> String? {
    let words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
    guard let first = words.first else { return nil }
    let head = first.first!.isUppercase && first.dropFirst().allSatisfy({ !$0.isUppercase }) || first.count == 1
      ? first.lowercased() : lowerFirst(first)
    return head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// `VStack` → `vStack`; `URLField` → `urlField`.
  private static func lowerFirst(_ word: String) -> String {
    let upper = word.prefix { $0.isUppercase }
    if upper.count <= 1 { return word.prefix(1).lowercased() + word.dropFirst() }
    let keep = upper.count == word.count ? upper.count : upper.count - 1
    return word.prefix(keep).lowercased() + word.dropFirst(keep)
  }
}
