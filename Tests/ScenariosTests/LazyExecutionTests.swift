import FocusEngine
import Scenarios
import Testing
import YAML

/// F53–F55 through the executor: realized rows, `scroll` as a step and an
/// action, the shift of a tvOS move, and the trace lines naming the rules.
@Suite("Lazy containers, executed")
struct LazyExecutionTests {
  static func list(platform: String = "iOS", viewport: Int = 2, steps: String) -> String {
    """
    scenario: lazy
    platform: \(platform)
    state: { rows: [0, 1, 2, 3, 4, 5], to: 0, text: "" }
    view:
      VStack:
        - Button: { id: jump, action: { scroll: { in: rows, to: $to } } }
        - LazyVStack:
            id: rows
            viewport: \(viewport)
            children:
              - ForEach: { data: $rows, row: { TextField: { id: "r-${item}", text: $text } } }
    steps:
    \(steps)
    """
  }

  @Test("F53: unrealized rows are not present; F55: scroll moves the window and names the rule in the trace")
  func scrollStep() throws {
    let result = try #require(run(Self.list(steps: """
      - expect: { present: { r-1: true, r-2: false } }
      - scroll: { in: rows, to: 3 }
      - expect: { present: { r-2: false, r-3: true, r-4: true, r-5: false } }
    """)))
    #expect(result.status == .passed, "\(result.trace.joined(separator: "\n"))")
    #expect(result.trace.contains { $0.contains("scroll rows to 3: rows 3–4 of 6 realized (F55)") })
  }

  @Test("F55: scroll as an action takes effect at its transaction's commit, clamped, even from 1e300")
  func scrollAction() throws {
    expectPass(Self.list(steps: """
      - set: { to: 1e300 }
      - click: jump
      - expect: { present: { r-3: false, r-4: true, r-5: true } }
      - set: { to: -7 }
      - click: jump
      - expect: { present: { r-0: true, r-1: true, r-2: false } }
    """))
  }

  @Test("F55: the rows' data shrinking re-clamps the index (F53)")
  func reclamp() throws {
    expectPass(Self.list(steps: """
      - scroll: { in: rows, to: 4 }
      - set: { rows: [0, 1, 2] }
      - expect: { present: { r-0: false, r-1: true, r-2: true } }
      - set: { rows: [0, 1, 2, 3, 4, 5] }
      - expect: { present: { r-1: true, r-2: true, r-3: false } }
    """))
  }

  @Test("F55: scroll to a non-whole number or into a non-lazy node fails the scenario at the step")
  func scrollFailures() throws {
    let fraction = try #require(run(Self.list(steps: """
      - set: { to: 1.5 }
      - click: jump
    """)))
    #expect(fraction.status == .failed)
    #expect(fraction.failures.first?.message.contains("to: must give a whole number, got 1.5 (F55)") == true)
    let notLazy = try #require(run(Self.list(steps: "  - scroll: { in: jump, to: 1 }")))
    #expect(notLazy.failures.first?.message.contains("jump is a Button, not a LazyVStack") == true)
  }

  @Test("F53: trace --tree shows the window on the container and each realized row's index")
  func treeShowsTheWindow() throws {
    let result = try #require(run(Self.list(steps: "  - scroll: { in: rows, to: 2 }"), options: .init(includeTrees: true, keepsTraceOfPasses: true)))
    #expect(result.trace.contains { $0.contains("LazyVStack rows  rows 2–3 of 6 realized (F53)") })
    #expect(result.trace.contains { $0.contains("TextField r-3") && $0.contains("row 3") })
  }

  @Test("F53, F31: a row that becomes realized appears: its onAppear runs, once per realization")
  func realizedRowsAppear() throws {
    expectPass("""
      scenario: appear
      platform: iOS
      state: { rows: [0, 1, 2, 3], log: [] }
      view:
        LazyVStack:
          id: rows
          viewport: 2
          children:
            - ForEach: { data: $rows, row: { Text: { id: "t-${item}", onAppear: { append: { to: $log, value: $item } } } } }
      steps:
        - expect: { state: { log: [0, 1] } }
        - scroll: { in: rows, to: 2 }
        - expect: { state: { log: [0, 1, 2, 3] } }
        - scroll: { in: rows, to: 1 }
        - expect: { state: { log: [0, 1, 2, 3, 1] } }
      """)
  }

  @Test("F54: a tvOS move from the last realized row traces the shift (F54) before the search (F20)")
  func tvOSShiftTrace() throws {
    let text = """
      scenario: shift
      platform: tvOS
      state: { rows: [0, 1, 2, 3] }
      view:
        LazyVStack:
          id: rows
          viewport: 2
          children:
            - ForEach: { data: $rows, row: { Button: { id: "b-${item}" } } }
      steps:
        - move: down
        - move: down
        - expect: { focused: b-2, present: { b-0: false } }
      """
    let result = try #require(run(text))
    #expect(result.status == .passed, "\(result.trace.joined(separator: "\n"))")
    let shift = result.trace.firstIndex { $0.contains("rows shifts one row on: rows 1–2 of 4 realized (F54)") }
    let search = result.trace.lastIndex { $0.contains("focus: b-1 → b-2 (F20") }
    #expect(shift != nil && search != nil && shift! < search!)
  }
}
