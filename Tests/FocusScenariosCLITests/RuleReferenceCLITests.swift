import Foundation
import Testing

/// Issue 17, item 1, end to end: every rule the tool cites when it explains a
/// run (`F21`, `F26c`…) can be looked up in the repository's `docs/rules.md`,
/// and the READMEs send users there rather than to a spec a clone lacks.
@Suite("Rule reference")
struct RuleReferenceCLITests {
  static let rulesFile = CommandLineTool.packageRoot.appendingPathComponent("docs/rules.md")

  /// The rule citations of `text`: `F` and digits at the start of a word,
  /// with a part letter glued on when there is one (`f21`, `f26c`), as
  /// the anchors of docs/rules.md spell them.
  static func citations(in text: String) -> Set<String> {
    var found: Set<String> = []
    let characters = Array(text.utf8)
    func isWord(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
    for index in characters.indices where characters[index] == UInt8(ascii: "F") && (index == 0 || !isWord(characters[index - 1])) {
      var end = index + 1
      while end < characters.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(characters[end]) { end += 1 }
      guard end > index + 1 else { continue }
      let number = "f" + String(decoding: characters[(index + 1)..<end], as: UTF8.self)
      found.insert(number)
      if end < characters.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(characters[end]),
        end + 1 == characters.count || !isWord(characters[end + 1])
      {
        found.insert(number + String(UnicodeScalar(characters[end])))
      }
    }
    return found
  }

  @Test("every rule a trace of the bundled scenarios cites has its anchor in docs/rules.md")
  func traceCitationsAreDocumented() throws {
    let rules = try String(contentsOf: Self.rulesFile, encoding: .utf8)
    let trace = try CommandLineTool.run(["trace", "Scenarios/"], in: CommandLineTool.packageRoot)
    #expect(trace.status == 0, "\(trace)")
    let cited = Self.citations(in: trace.stdout)
    // The trace explains every kind of decision the engine makes.
    #expect(cited.isSuperset(of: ["f1", "f21", "f26c", "f64"]), "\(cited.sorted())")
    #expect(cited.sorted().filter { !rules.contains("<a id=\"\($0)\"></a>") } == [])
  }

  @Test("a citation with a part letter gives the rule and the part")
  func citationShape() {
    #expect(Self.citations(in: "(F26c tvOS), F16 (a), F12; not OF9 or F26cx") == ["f26", "f26c", "f16", "f12"])
  }

  @Test("the READMEs point to docs/format.md and docs/rules.md, not to a spec a clone lacks")
  func readmesPointToTheDocs() throws {
    let readme = try String(contentsOf: CommandLineTool.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let scenarios = try String(contentsOf: CommandLineTool.packageRoot.appendingPathComponent("Scenarios/README.md"), encoding: .utf8)
    #expect(readme.contains("](docs/format.md)") && readme.contains("](docs/rules.md)"))
    #expect(scenarios.contains("](../docs/format.md)") && scenarios.contains("](../docs/rules.md)"))
    for (name, text) in [("README.md", readme), ("Scenarios/README.md", scenarios)] {
      for stale in ["shared/spec", "shared/seeds", "SCENARIO-FORMAT", "FOCUS-SEMANTICS"] {
        #expect(!text.contains(stale), "\(name) still mentions \(stale)")
      }
    }
  }
}
