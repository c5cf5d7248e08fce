import FocusEngine
import Foundation
import Scenarios
import Testing
import YAML

/// F48–F51 through the executor: the run performs the handlers the engine
/// chose, in the step's transaction, and the trace names each rule where
/// its decision was made.
@Suite("Keyboard dispatch, executed")
struct KeyboardExecutionTests {
  static func trace(_ text: String) throws -> (trace: [String], passed: Bool) {
    let result = ScenarioExecutor.execute(try StructuredTraceTests.scenario(text), options: .init(keepsTraceOfPasses: true))
    return (result.trace, result.status == .passed)
  }

  @Test("F50: each handler's lines stand around its actions' own; handled reads the actions' state writes")
  func keyPressTrace() throws {
    let (lines, passed) = try Self.trace("""
      scenario: Handlers
      platform: macOS
      state: { count: 0 }
      focusState: { field: null }
      view:
        VStack:
          id: outer
          onKeyPress: [ { key: j, handled: { equals: [$count, 2] }, action: { set: { count: { add: [$count, 1] } } } } ]
          children:
            - TextField: { id: name, text: $t, focused: { $field: name }, onKeyPress: [ { key: j, handled: false, action: { set: { count: 1 } } } ] }
      steps:
        - key: j
        - expect: { state: { count: 2 } }
      """.replacingOccurrences(of: "$t", with: "$count"))
    #expect(passed)
    let key = try #require(lines.firstIndex { $0.hasPrefix("1. key: j") })
    #expect(Array(lines[(key + 1)...].prefix(4)) == [
      "    j: onKeyPress[0] of name runs (F50)",
      "    j: onKeyPress[0] of name ignored it; dispatch continues (F50)",
      "    j: onKeyPress[0] of outer runs (F50)",
      "    j: onKeyPress[0] of outer handled it (F50)",
    ])
  }

  @Test("F51: onMoveCommand sees $direction; onExitCommand dismisses the sheet it is in")
  func moveAndExit() throws {
    let (lines, passed) = try Self.trace("""
      scenario: Commands
      platform: macOS
      state: { log: [], show: true }
      focusState: { field: null }
      view:
        Button:
          id: open
          sheet:
            id: panel
            isPresented: $show
            view:
              VStack:
                id: grid
                defaultFocus: { $field: cell }
                onMoveCommand: { append: { to: $log, value: $direction } }
                onExitCommand: [dismiss]
                children:
                  - TextField: { id: cell, text: $x, focused: { $field: cell } }
      steps:
        - key: left
        - key: escape
        - expect: { state: { log: [left] }, presented: [] }
      """.replacingOccurrences(of: "$x", with: "$log"))
    #expect(passed, "\(lines)")
    #expect(lines.contains("    left: onMoveCommand of grid runs; nothing else happens (F51)"))
    #expect(lines.contains("    escape: onExitCommand of grid runs; nothing else happens (F51)"))
  }

  @Test("F50: a handled condition that fails to evaluate fails the step at its own line")
  func handledFails() throws {
    let result = try #require(run("""
      scenario: Broken
      platform: macOS
      state: { n: 0, t: "" }
      view:
        VStack:
          onKeyPress: [ { key: j, handled: { equals: [{ add: [$t, 1] }, 1] } } ]
          children: [ { TextField: { id: name, text: $t } } ]
      steps:
        - click: name
        - key: j
      """))
    #expect(result.status == .failed)
    #expect(result.failures.first?.location.line == 6, "\(result.failures)")
  }
}
