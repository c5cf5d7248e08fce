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
    let templates = TemplateIndex(context.idTemplates)
    let customViews = Set(context.customViewNames)
    for target in context.idTargets where !canExist(target.id, ids: ids.set, templates: templates, customViews: customViews) {
      context.error(
        .undefinedID, "no node can have id '\(target.id)'", at: target.span, hint: context.hint(for: target.id, among: ids.list))
    }
  }

  private func canExist(_ target: String, ids: Set<String>, templates: TemplateIndex, customViews: Set<String>) -> Bool {
    if ids.contains(target) || templates.matches(target) { return true }
    guard let firstComponent = target.split(separator: "/", omittingEmptySubsequences: false).first else { return false }
    var head = String(firstComponent)
    if let bracket = head.firstIndex(of: "[") { head = String(head[..<bracket]) }
    if head != target, ids.contains(head) || templates.matches(head) { return true }
    if ViewKind(rawValue: head) != nil || customViews.contains(head) { return true }
    // Ids the runner generates under a node's id: a tvOS tab bar item
    // `<TabView id>.<value>` (F45), an alert's implicit `<id>.ok` and a
    // presentation's default id `<presenter id>.<kind>` (F35, F36).
    if let dot = target.lastIndex(of: "."), dot != target.startIndex {
      return canExist(String(target[..<dot]), ids: ids, templates: templates, customViews: customViews)
    }
    return false
  }

  /// Glob matching where each reference part is a wildcard.
  static func matches(_ text: String, _ parts: [Expression.InterpolationPart]) -> Bool {
    Glob(parts).matches(Array(text))
  }

  /// An id template as a glob: literal segments around wildcards, in Characters.
  struct Glob: Hashable {
    /// The literal text before the first wildcard (all of it when there is none).
    var prefix: [Character] = []
    /// The literals after each wildcard (empty ones dropped, except the last,
    /// which must end the text); empty when there is no wildcard.
    var segments: [[Character]] = []
    var hasWildcard = false

    init(_ parts: [Expression.InterpolationPart]) {
      var current: [Character] = []
      for part in parts {
        switch part {
        case .text(let literal): current += Array(literal)
        case .reference:
          if hasWildcard {
            if !current.isEmpty { segments.append(current) }
          } else {
            prefix = current
            hasWildcard = true
          }
          current = []
        }
      }
      if hasWildcard { segments.append(current) } else { prefix = current }
    }

    /// In time linear in the text for each segment: wildcards match greedily
    /// leftmost, which is exact for `*`-only globs; the recursive search
    /// this replaces was exponential in the wildcards of a template.
    func matches(_ text: [Character]) -> Bool {
      guard hasWildcard else { return text == prefix }
      guard text.count >= prefix.count, text[..<prefix.count].elementsEqual(prefix) else { return false }
      let last = segments[segments.count - 1]
      var start = prefix.count
      let end = text.count - last.count
      guard end >= start, text[end...].elementsEqual(last) else { return false }
      for segment in segments.dropLast() {
        guard let found = Self.find(segment, in: text, from: start, before: end) else { return false }
        start = found + segment.count
      }
      return true
    }

    private static func find(_ needle: [Character], in text: [Character], from start: Int, before end: Int) -> Int? {
      guard end - start >= needle.count else { return nil }
      for index in start...(end - needle.count) where text[index..<(index + needle.count)].elementsEqual(needle) {
        return index
      }
      return nil
    }
  }

  /// The id templates of a document by their literal prefix: a target is
  /// tried only against templates whose prefix it starts with, so many
  /// templates and many targets are not checked pair by pair.
  struct TemplateIndex {
    private var byPrefix: [[Character]: [Glob]] = [:]
    /// The distinct prefix lengths, shortest first.
    private var lengths: [Int] = []

    init(_ templates: [[Expression.InterpolationPart]]) {
      var seen: Set<Glob> = []
      for parts in templates {
        let glob = Glob(parts)
        guard seen.insert(glob).inserted else { continue }
        byPrefix[glob.prefix, default: []].append(glob)
      }
      lengths = Set(byPrefix.keys.map(\.count)).sorted()
    }

    func matches(_ target: String) -> Bool {
      guard !byPrefix.isEmpty else { return false }
      let text = Array(target)
      for length in lengths {
        guard length <= text.count else { break }
        guard let globs = byPrefix[Array(text[..<length])] else { continue }
        if globs.contains(where: { $0.matches(text) }) { return true }
      }
      return false
    }
  }

  /// A read of a key no node publishes is valid and reads `null`, as a
  /// `FocusedValueKey` nobody publishes does in SwiftUI (F23, corrected in
  /// spec 1.1: v1 made it an error); it is a lint warning with the closest key.
  private func checkFocusedValueKeys() {
    guard !context.treeIncomplete else { return }
    // In order of first use (for suggestions), and as a set (for membership).
    var published: [String] = []
    var publishedSet: Set<String> = []
    for key in context.publishedKeys where publishedSet.insert(key).inserted { published.append(key) }
    for read in context.focusedValueReads where !publishedSet.contains(read.key) {
      context.warning(.unpublishedFocusedValue, "no node publishes focused value '\(read.key)'; it reads null", at: read.span,
                      hint: context.hint(for: read.key, among: published) ?? "publish it with focusedValue: or focusedSceneValue:")
    }
  }

  private func checkNamed(_ targets: [(id: String, span: SourceSpan)], known: [String], skip: Bool, what: String) {
    guard !skip else { return }
    let knownSet = Set(known)
    for target in targets where !knownSet.contains(target.id) {
      context.error(.undefinedID, "no \(what) has id '\(target.id)'", at: target.span, hint: context.hint(for: target.id, among: known))
    }
  }
}
