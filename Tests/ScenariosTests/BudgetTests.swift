import FocusEngine
@testable import Scenarios
import Testing
import YAML

/// The budgets of a run (docs/reliability.md, "Limits on input"): every one
/// ends the scenario with `limit-exceeded` at the place that passed it.
@Suite("Budgets of a run")
struct BudgetTests {
  func firstFailure(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ScenarioFailure? {
    let result = run(text, options: .init(), sourceLocation: sourceLocation)
    #expect(result?.status == .failed, sourceLocation: sourceLocation)
    return result?.failures.first
  }

  @Test("a list appended to itself stops at the value budget, at the append")
  func appendToItself() throws {
    let failure = try #require(firstFailure("""
      scenario: grow
      state: { l: [1] }
      view:
        Button: { id: b, action: [{ append: { to: $l, value: $l } }] }
      steps:
      \(String(repeating: "  - click: b\n", count: 20))
      """))
    #expect(failure.kind == .limitExceeded)
    #expect(failure.location.line == 4)
    #expect(failure.message.hasPrefix("value too large"))
  }

  @Test("insert and a path set of a list into itself are measured too")
  func insertAndPathSet() throws {
    let insert = try #require(firstFailure("""
      scenario: grow
      state: { l: [1] }
      view:
        Button: { id: b, action: [{ insert: { into: $l, at: 0, value: $l } }] }
      steps:
      \(String(repeating: "  - click: b\n", count: 20))
      """))
    #expect(insert.kind == .limitExceeded)
    let nested = try #require(firstFailure("""
      scenario: nest
      state: { m: { a: 1 } }
      view:
        Button: { id: b, action: { set: { m.a: $m } } }
      steps:
      \(String(repeating: "  - click: b\n", count: 300))
      """))
    #expect(nested.kind == .limitExceeded)
    #expect(nested.message.hasPrefix("value too deep"))
    #expect(nested.stepIndex == 255)
  }

  @Test("a variable the file declares over the weight stays writable while it does not grow")
  func declaredLargeValue() {
    let big = String(repeating: "x", count: 150_000)
    expectPass("""
      scenario: large but fixed
      state: { s: "\(big)", n: 0 }
      view:
        Button: { id: b, action: [{ set: { s: $s, n: 1 } }] }
      steps:
        - click: b
        - expect: { state: { n: 1 } }
      """)
  }

  @Test("nested ForEach stop at the node budget, at the row that passed it")
  func nodeBudget() throws {
    let elements = (0..<100).map(String.init).joined(separator: ", ")
    let failure = try #require(firstFailure("""
      scenario: multiply
      state: { l: [\(elements)] }
      view:
        VStack:
          - ForEach:
              data: $l
              row:
                VStack:
                  - ForEach:
                      data: $l
                      row:
                        VStack:
                          - ForEach: { data: $l, row: { Text: t } }
      """))
    #expect(failure.kind == .limitExceeded)
    #expect(failure.message.hasPrefix("view tree too large"))
    #expect(failure.location.line == 13)
  }

  @Test("arrow keys on a large tree stop at the work limit, at the step that passed it")
  func workLimit() throws {
    let columns = (0..<100).map(String.init).joined(separator: ", ")
    let failure = try #require(firstFailure("""
      scenario: many moves
      platform: tvOS
      state: { rows: [\(columns)], cols: [\(columns)] }
      view:
        VStack:
          - ForEach:
              data: $rows
              row:
                HStack:
                  - ForEach: { data: $cols, row: { Button: { label: B } } }
      steps:
      \(String(repeating: "  - move: right\n  - move: left\n", count: 150))
      """))
    #expect(failure.kind == .limitExceeded)
    #expect(failure.message.hasPrefix("work limit"))
    // Each move visits all 10,101 nodes, so 1,000,000 units allow at most
    // 99 moves; the appearance (building 10,101 nodes at three units each,
    // installing them, F26 default focus) takes about five moves' worth.
    #expect((90..<99).contains(failure.stepIndex), "stopped at step \(failure.stepIndex + 1)")
  }
}

/// A trace keeps its last lines (issue 13: `trace --tree` on a large tree
/// over many steps printed the tree at every step, without end).
@Suite("Trace buffer")
struct TraceBufferTests {
  @Test("keeps the last lines in order and says how many it dropped")
  func keepsTheEnd() {
    var buffer = TraceBuffer(capacity: 3)
    for index in 1...10 { buffer.append("line \(index)") }
    #expect(buffer.lines == ["… 7 earlier trace lines not kept (a trace keeps its last 3)", "line 8", "line 9", "line 10"])
  }

  @Test("under capacity, every line and nothing else")
  func underCapacity() {
    var buffer = TraceBuffer(capacity: 3)
    buffer.append("a")
    buffer.append("b")
    #expect(buffer.lines == ["a", "b"])
  }

  @Test("a failing scenario's trace in a report is bounded")
  func reportTrace() throws {
    let result = try #require(run("""
      scenario: long
      view:
        VStack:
          - Button: { id: a }
          - Button: { id: b }
      platform: macOS
      settings: { keyboardNavigation: true }
      steps:
      \(String(repeating: "  - key: tab\n", count: 12_000))
        - expect: { focused: null }
      """, options: .init()))
    #expect(result.status == .failed)
    #expect(result.trace.count == TraceBuffer.defaultCapacity + 1)
    #expect(result.trace.first?.hasPrefix("… ") == true)
    #expect(result.trace.last?.contains("focused: expected null") == true)
  }
}
