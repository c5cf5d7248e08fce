import Foundation
import Testing

/// Issues 15 and 16's done-when, kept true: every rule of the spec (F1–F64)
/// is cited by a bundled scenario and by an engine test, so a rule cannot
/// lose its last example unnoticed.
@Suite("Rule coverage")
struct RuleCoverageTests {
  static let implementedRules = Array(1...64)

  /// The F-numbers cited in the files under `folder` whose names end with `suffix`.
  static func citedRules(under folder: URL, suffix: String) -> Set<Int> {
    var cited: Set<Int> = []
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    while let relative = enumerator?.nextObject() as? String {
      guard relative.hasSuffix(suffix), let text = try? String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8) else { continue }
      cited.formUnion(Self.rules(in: text))
    }
    return cited
  }

  /// `F` and digits, not inside a word: F16 in "F16 (a)", "F16a", "(F16)".
  static func rules(in text: String) -> Set<Int> {
    var found: Set<Int> = []
    let characters = Array(text.utf8)
    var index = 0
    while index < characters.count {
      defer { index += 1 }
      guard characters[index] == UInt8(ascii: "F"), index + 1 < characters.count else { continue }
      if index > 0, characters[index - 1].isLetterOrDigit { continue }
      var end = index + 1
      var number = 0
      while end < characters.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(characters[end]) {
        number = number * 10 + Int(characters[end] - UInt8(ascii: "0"))
        end += 1
      }
      if end > index + 1 { found.insert(number) }
    }
    return found
  }

  @Test("every rule F1–F64 is cited by a bundled scenario")
  func bundledScenarios() {
    let cited = Self.citedRules(under: InvariantTests.scenariosFolder, suffix: ".yaml")
    #expect(Self.implementedRules.filter { !cited.contains($0) } == [])
  }

  @Test("every rule F1–F64 is cited by an engine test")
  func engineTests() {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("FocusEngineTests")
    let cited = Self.citedRules(under: folder, suffix: ".swift")
    #expect(Self.implementedRules.filter { !cited.contains($0) } == [])
  }

  @Test("a citation is F and digits at the start of a word")
  func citationShape() {
    #expect(Self.rules(in: "F16 (a), F26a and (F52); not OFF9 or F") == [16, 26, 52])
  }
}

extension UInt8 {
  fileprivate var isLetterOrDigit: Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
  }
}
