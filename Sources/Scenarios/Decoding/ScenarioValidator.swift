import FocusEngine
import YAML

/// Cross-checks that need the whole document: ids unique per scene, and
/// every id, command, scene and focused-value key that a step, expectation
/// or reference names exists somewhere. A check whose source could not be
/// read completely stays quiet (no follow-on errors).
struct ScenarioValidator {
  let context: DecodingContext

  func validate() {
    checkDuplicateIDs()
    checkIDTargets()
    checkFocusedValueKeys()
    checkNamed(context.commandTargets, known: context.commandIDs, skip: context.commandsIncomplete, what: "command")
    checkNamed(context.sceneTargets, known: context.sceneIDs, skip: context.scenesIncomplete, what: "scene")
  }

  /// Explicit static ids are unique per scene; the error points at the second.
  private func checkDuplicateIDs() {
    // The line of each id's first use, by scene and id (a pair, rather than
    // one joined string, so no string is built per id).
    var firstLines: [SceneID: Int] = [:]
    firstLines.reserveCapacity(context.staticIDs.count)
    for entry in context.staticIDs {
      let key = SceneID(scene: entry.scene, id: entry.id)
      if let firstLine = firstLines[key] {
        context.error(.duplicateID, "duplicate id '\(entry.id)' (first used on line \(firstLine))", at: entry.span)
      } else {
        firstLines[key] = entry.span.start.line
      }
    }
  }

  private struct SceneID: Hashable {
    var scene: String
    var id: String
  }

  /// The static ids in order of first use (for suggestions), and as a set
  /// (for membership): scanning the list for every id and every target was
  /// quadratic in the ids of a document.
  private var knownIDs: (list: [String], set: Set<String>) {
    var list: [String] = []
    var set: Set<String> = []
    set.reserveCapacity(context.staticIDs.count)
    for entry in context.staticIDs where set.insert(entry.id).inserted { list.append(entry.id) }
    return (list, set)
  }

  /// A target is a static id, a match of an id template (`${…}` matches
  /// anything), or a path name (`Form/TextField[1]`) starting with an id, a
  /// kind or a custom view name.
  private func checkIDTargets() {
    guard !context.treeIncomplete else { return }
    let ids = knownIDs
    for target in context.idTargets where !canExist(target.id, ids: ids.set) {
      context.error(
        .undefinedID, "no node can have id '\(target.id)'", at: target.span, hint: KeySuggester.hint(for: target.id, among: ids.list))
    }
  }

  private func canExist(_ target: String, ids: Set<String>) -> Bool {
    if ids.contains(target) || context.idTemplates.contains(where: { Self.matches(target, $0) }) { return true }
    guard let firstComponent = target.split(separator: "/", omittingEmptySubsequences: false).first else { return false }
    var head = String(firstComponent)
    if let bracket = head.firstIndex(of: "[") { head = String(head[..<bracket]) }
    if head != target, ids.contains(head) || context.idTemplates.contains(where: { Self.matches(head, $0) }) { return true }
    return ViewKind(rawValue: head) != nil || context.customViewNames.contains(head)
  }

  /// Glob matching where each reference part is a wildcard.
  static func matches(_ text: String, _ parts: [Expression.InterpolationPart]) -> Bool {
    matches(Substring(text), parts[...])
  }

  private static func matches(_ text: Substring, _ parts: ArraySlice<Expression.InterpolationPart>) -> Bool {
    guard let first = parts.first else { return text.isEmpty }
    switch first {
    case .text(let literal):
      guard text.hasPrefix(literal) else { return false }
      return matches(text.dropFirst(literal.count), parts.dropFirst())
    case .reference:
      var rest = text
      while true {
        if matches(rest, parts.dropFirst()) { return true }
        if rest.isEmpty { return false }
        rest = rest.dropFirst()
      }
    }
  }

  /// `$focusedValues.key` and `focusedValues:` expectations need a publisher (F23, F24).
  private func checkFocusedValueKeys() {
    guard !context.treeIncomplete else { return }
    var published: [String] = []
    for key in context.publishedKeys where !published.contains(key) { published.append(key) }
    for read in context.focusedValueReads where !published.contains(read.key) {
      context.error(.undefinedVariable, "no node publishes focused value '\(read.key)'", at: read.span,
                    hint: KeySuggester.hint(for: read.key, among: published) ?? "publish it with focusedValue: or focusedSceneValue:")
    }
  }

  private func checkNamed(_ targets: [(id: String, span: SourceSpan)], known: [String], skip: Bool, what: String) {
    guard !skip else { return }
    for target in targets where !known.contains(target.id) {
      context.error(.undefinedID, "no \(what) has id '\(target.id)'", at: target.span, hint: KeySuggester.hint(for: target.id, among: known))
    }
  }
}
