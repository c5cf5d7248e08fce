import FocusEngine
import Foundation
import Testing

@testable import Scenarios

/// Issue 17: the reference a clone carries, `docs/format.md` and
/// `docs/rules.md`, keeps up with the code. A key added to the format, or a
/// rule a message, trace or bundled scenario starts citing, fails here until
/// the docs describe it, so a user can always look up what a file may say and
/// what a trace's `F21` means.
@Suite("Reference docs")
struct ReferenceDocsTests {
  static let docsFolder = SchemaTests.packageRoot.appendingPathComponent("docs")

  static func document(_ name: String) throws -> String {
    try String(contentsOf: docsFolder.appendingPathComponent(name), encoding: .utf8)
  }

  // MARK: docs/format.md

  /// Every group of keys `FormatDefinition` describes, the lists the decoder
  /// allows and the schema is written from (the groups of
  /// `FormatKeyCoverageTests`, and node properties, actions and kinds).
  static var keyGroups: [(group: String, names: [String])] {
    [
      ("top level", FormatDefinition.topLevel.names),
      ("settings", FormatDefinition.settings.names),
      ("scenes", FormatDefinition.sceneKeys.names),
      ("commands", FormatDefinition.commandKeys.names),
      ("node kinds", FormatDefinition.nodeKinds.map(\.name)),
      ("node properties", FormatDefinition.nodeProperties.map(\.name)),
      ("ForEach", FormatDefinition.forEachProperties.names),
      ("focusable", FormatDefinition.focusableKeys.names),
      ("defaultFocus", FormatDefinition.defaultFocusKeys.names),
      ("sheet", FormatDefinition.sheetKeys.names),
      ("alert", FormatDefinition.alertKeys.names),
      ("onKeyPress", FormatDefinition.keyPressKeys.names),
      ("searchable", FormatDefinition.searchableKeys.names),
      ("scroll", FormatDefinition.scrollKeys.names),
      ("steps", FormatDefinition.steps.names),
      ("actions", FormatDefinition.actions.names),
      ("bare actions", FormatDefinition.bareActions.names),
      ("if", FormatDefinition.ifActionKeys.names),
      ("append", FormatDefinition.appendKeys.names),
      ("insert", FormatDefinition.insertKeys.names),
      ("remove", FormatDefinition.removeKeys.names),
      ("after", FormatDefinition.afterKeys.names),
      ("conditions", FormatDefinition.conditionOperators.names),
      ("expressions", FormatDefinition.expressionOperators.names),
      ("expectations", FormatDefinition.expectationKeys.names),
    ]
  }

  /// The words some keys take: a value a user has to know the spelling of.
  static var valueWords: [(group: String, names: [String])] {
    [
      ("platforms", Platform.allCases.map(\.rawValue)),
      ("initialFocus", FocusSettings.InitialFocus.allCases.map(\.rawValue)),
      ("layoutDirection", FocusSettings.LayoutDirection.allCases.map(\.rawValue)),
      ("interactions", Interaction.allCases.map(\.rawValue)),
      ("priority", DefaultFocusSpec.Priority.allCases.map(\.rawValue)),
      ("submitScope", SubmitScopeWord.allCases.map(\.rawValue)),
      ("keyboardShortcut", KeyboardShortcutWord.allCases.map(\.rawValue)),
      ("axis", TextFieldAxis.allCases.map(\.rawValue)),
      ("role", ButtonRole.allCases.map(\.rawValue)),
      ("move", Direction.allCases.map(\.rawValue)),
      ("commands expectation", Scenarios.Expectation.CommandStatus.allCases.map(\.rawValue)),
    ]
  }

  /// The names of `groups` that `text` never writes as `` `name` ``.
  static func undocumented(_ groups: [(group: String, names: [String])], in text: String) -> [String] {
    groups.flatMap { group in group.names.filter { !text.contains("`\($0)`") }.map { "\(group.group): \($0)" } }
  }

  @Test("docs/format.md names every key of the format as `key`")
  func formatNamesEveryKey() throws {
    let format = try Self.document("format.md")
    #expect(Self.undocumented(Self.keyGroups, in: format) == [])
  }

  @Test("docs/format.md names every word a key takes")
  func formatNamesEveryWord() throws {
    let format = try Self.document("format.md")
    #expect(Self.undocumented(Self.valueWords, in: format) == [])
  }

  @Test("a key missing from the docs is reported by group and name")
  func missingKeyIsReported() {
    #expect(Self.undocumented([("steps", ["click", "shift-tab"])], in: "`click` and shift-tab") == ["steps: shift-tab"])
  }

  // MARK: docs/rules.md

  /// The anchors `<a id="…"></a>` of `text`.
  static func anchors(in text: String) -> Set<String> {
    var found: Set<String> = []
    var rest = text[...]
    while let start = rest.range(of: "<a id=\"") {
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(of: "\"") else { break }
      found.insert(String(rest[..<end]))
      rest = rest[end...]
    }
    return found
  }

  /// A rule cited with its part glued on, such as F26c or F16a: the trace
  /// writes them so, and rules.md gives those parts anchors of their own.
  static func partCitations(in text: String) -> Set<String> {
    var found: Set<String> = []
    let characters = Array(text.utf8)
    var index = 0
    while index < characters.count {
      defer { index += 1 }
      guard characters[index] == UInt8(ascii: "F"), index == 0 || !characters[index - 1].isWordCharacter else { continue }
      var end = index + 1
      while end < characters.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(characters[end]) { end += 1 }
      guard end > index + 1, end < characters.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(characters[end]) else { continue }
      if end + 1 < characters.count, characters[end + 1].isWordCharacter { continue }
      found.insert("f" + String(decoding: characters[(index + 1)...end], as: UTF8.self))
    }
    return found
  }

  /// The text of every Swift file under Sources/ that cites rules: all but
  /// the YAML parser and libyaml, whose `F0`, `F4` are bytes, not rules.
  static func sourceTexts() -> [String] {
    let sources = SchemaTests.packageRoot.appendingPathComponent("Sources")
    var texts: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: sources.path)
    while let relative = enumerator?.nextObject() as? String {
      guard relative.hasSuffix(".swift"), !relative.hasPrefix("YAML/"), !relative.hasPrefix("CLibYAML/"),
        let text = try? String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)
      else { continue }
      texts.append(text)
    }
    return texts
  }

  static func scenarioTexts() -> [String] {
    var texts: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: InvariantTests.scenariosFolder.path)
    while let relative = enumerator?.nextObject() as? String {
      guard relative.hasSuffix(".yaml") || relative.hasSuffix(".yml"),
        let text = try? String(contentsOf: InvariantTests.scenariosFolder.appendingPathComponent(relative), encoding: .utf8)
      else { continue }
      texts.append(text)
    }
    return texts
  }

  @Test("docs/rules.md has an anchor for every rule the code or a bundled scenario cites")
  func rulesHaveEveryCitedRule() throws {
    let anchors = Self.anchors(in: try Self.document("rules.md"))
    let sources = Self.sourceTexts()
    let scenarios = Self.scenarioTexts()
    let cited = (sources + scenarios).reduce(into: Set<Int>()) { $0.formUnion(RuleCoverageTests.rules(in: $1)) }
    #expect(cited.count >= 64, "found only \(cited.count) rules cited")
    #expect(cited.sorted().filter { !anchors.contains("f\($0)") }.map { "F\($0)" } == [])
    let parts = (sources + scenarios).reduce(into: Set<String>()) { $0.formUnion(Self.partCitations(in: $1)) }
    #expect(parts.sorted().filter { !anchors.contains($0) } == [])
  }

  @Test("docs/rules.md has a heading for each of F1–F64 under its anchor")
  func rulesHaveEveryHeading() throws {
    let rules = try Self.document("rules.md")
    for rule in RuleCoverageTests.implementedRules {
      #expect(rules.contains("<a id=\"f\(rule)\"></a>\n### F\(rule) "), "F\(rule)")
    }
  }

  @Test("FocusRule.title gives each rule the heading docs/rules.md gives it (reports show them side by side)")
  func ruleTitlesMatchTheHeadings() throws {
    let rules = try Self.document("rules.md")
    for line in rules.split(separator: "\n") where line.hasPrefix("### F") {
      let heading = line.dropFirst(5)
      guard let space = heading.firstIndex(of: " "), let number = Int(heading[..<space]) else { continue }
      #expect(FocusRule(number).title == String(heading[heading.index(after: space)...]), "F\(number)")
    }
    for rule in RuleCoverageTests.implementedRules {
      #expect(FocusRule(rule).title != nil, "F\(rule) has no title")
    }
    #expect(FocusRule(65).title == nil)
    #expect(FocusRule(26, clause: "b").anchor == "f26b")
  }

  @Test("each rule in docs/rules.md names a bundled scenario, and every scenario it names exists")
  func rulesNameBundledScenarios() throws {
    let rules = try Self.document("rules.md")
    let sections = rules.components(separatedBy: "\n### F").dropFirst()
    #expect(sections.count == RuleCoverageTests.implementedRules.count)
    for section in sections {
      #expect(section.contains("](../Scenarios/"), "F\(section.prefix(while: { $0 != " " })) names no scenario")
    }
    for path in Self.linkTargets(in: rules, prefix: "../Scenarios/") {
      let file = Self.docsFolder.appendingPathComponent(path).standardizedFileURL.path
      #expect(FileManager.default.fileExists(atPath: file), "\(path)")
    }
  }

  @Test("every rules.md#fN link in docs/format.md finds its anchor")
  func formatLinksFindTheirRules() throws {
    let anchors = Self.anchors(in: try Self.document("rules.md"))
    let links = Self.linkTargets(in: try Self.document("format.md"), prefix: "rules.md#")
    #expect(!links.isEmpty)
    #expect(links.map { String($0.dropFirst("rules.md#".count)) }.filter { !anchors.contains($0) } == [])
  }

  /// The targets of the Markdown links `](target)` in `text` that start with `prefix`.
  static func linkTargets(in text: String, prefix: String) -> [String] {
    text.components(separatedBy: "](").dropFirst().compactMap { part in
      guard part.hasPrefix(prefix), let end = part.firstIndex(of: ")") else { return nil }
      return String(part[..<end])
    }
  }

  @Test("a rule part is a citation only with its letter glued on")
  func partCitationShape() {
    #expect(Self.partCitations(in: "F26c, (F16a) and F16 (a); not F26cx, OF26c or F12") == ["f26c", "f16a"])
  }
}

extension UInt8 {
  fileprivate var isWordCharacter: Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
  }
}
