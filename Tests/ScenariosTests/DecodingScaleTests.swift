import Testing
import YAML

@testable import Scenarios

/// Decoding stays linear in what a document holds (issue 13). The times are
/// measured by `scripts/bench/run` ("decoding scales linearly"), never here;
/// these tests check what the linear structures must keep: the same
/// diagnostics in the same order, hints bounded per document, and id
/// templates matched without a search that explodes.
@Suite("Decoding at scale")
struct DecodingScaleTests {
  @Test("Each undefined id past the document's hint budget is still reported, in order, without a hint")
  func hintBudget() {
    // 3,000 ids and 3,000 targets one edit away: every hint compares with
    // every id, so the budget runs out part-way (an unbounded search was
    // quadratic, and 100,000 of each took minutes).
    let count = 3_000
    var text = "scenario: A\nview:\n  VStack:\n"
    for index in 0..<count { text += "    - Button: { id: b\(index), label: B }\n" }
    text += "steps:\n"
    for index in 0..<count { text += "  - click: x\(index)\n" }
    let found = diagnostics(text)
    #expect(found.count == count)
    #expect(found.map(\.message) == (0..<count).map { "no node can have id 'x\($0)'" })
    #expect(found.first?.hint == "did you mean 'b0'?")
    let hinted = found.prefix { $0.hint != nil }.count
    #expect(hinted > 10 && hinted < count, "\(hinted) hints")
    // Given whole or not at all: after the first error without a hint, none has one.
    #expect(found.dropFirst(hinted).allSatisfy { $0.hint == nil })
  }

  @Test("An id template with many wildcards is matched without backtracking")
  func templateWithManyWildcards() {
    // Twelve wildcards before a literal absent from a 60-character target:
    // the recursive matcher tried every split, about 60^12 of them.
    let template = String(repeating: "${item}", count: 12) + "z"
    let text = """
      scenario: A
      state: { items: [a] }
      view:
        ForEach:
          data: $items
          row: { Button: { id: "\(template)", label: B } }
      steps:
        - click: \(String(repeating: "a", count: 60))
        - click: \(String(repeating: "a", count: 30))z

      """
    let found = diagnostics(text)
    #expect(found.map(\.message) == ["no node can have id '\(String(repeating: "a", count: 60))'"])
  }

  @Test("Templates match as globs: literal prefix, pieces in order, literal suffix")
  func globs() {
    func parts(_ pattern: String) -> [Expression.InterpolationPart] {
      pattern.split(separator: "*", omittingEmptySubsequences: false).enumerated().flatMap { index, piece in
        (index == 0 ? [] : [Expression.InterpolationPart.reference(Reference(root: "x", path: [], mark: Mark(line: 1, column: 1, offset: 0)))])
          + (piece.isEmpty ? [] : [.text(String(piece))])
      }
    }
    let cases: [(String, String, Bool)] = [
      ("row-*", "row-1", true), ("row-*", "row-", true), ("row-*", "ro", false),
      ("*-*", "a-b", true), ("*-*", "ab", false), ("a*b*c", "abc", true), ("a*b*c", "aXbYc", true),
      ("a*b*c", "acb", false), ("a*a", "a", false), ("a*a", "aa", true), ("*", "", true),
      ("x*y*y", "xyy", true), ("x*yy*y", "xyyy", true), ("x*yy*y", "xyy", false), ("no-wildcard", "no-wildcard", true),
    ]
    for (pattern, text, expected) in cases {
      #expect(ScenarioValidator.matches(text, parts(pattern)) == expected, "\(pattern) on \(text)")
    }
  }

  @Test("Duplicate names across many documents still point at the first")
  func duplicateScenarioNames() {
    var text = ""
    for index in 0..<500 { text += "---\nscenario: s\(index)\nview: { Text: Hi }\n" }
    text += "---\nscenario: s250\nview: { Text: Hi }\n"
    let file = decodeScenarios(text)
    guard case .invalid(_, _, let found)? = file.entries.last else {
      Issue.record("expected the last document to be invalid")
      return
    }
    #expect(found.map(\.message) == ["duplicate scenario name 's250' (first on line \(250 * 3 + 2))"])
  }

  @Test("A let local is in scope in its list and nested lists, and out of scope after")
  func localScope() {
    let text = """
      scenario: A
      state: { n: 0 }
      view: { Text: Hi }
      steps:
        - run:
            - let: { a: 1 }
            - if: { equals: [$a, 1] }
              then:
                - let: { a: 2 }
                - set: { n: $a }
              else: [ { set: { n: $a } } ]
            - set: { n: $a }
        - run: [ { set: { n: $a } } ]

      """
    let found = diagnostics(text)
    #expect(found.map(\.message) == ["undefined variable '$a'"])
    #expect(found.first?.location.line == 13)
  }
}
