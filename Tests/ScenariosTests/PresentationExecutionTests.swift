import FocusEngine
import Foundation
import Scenarios
import Testing
import YAML

/// F35–F45, F52 through the executor: what record writes once layers are
/// really up and stacks really pushed, and the trace lines that name the
/// rules (issue 15: "trace shows layers coming up and down, pushes, pops
/// and restorations with their F-numbers").
@Suite("Presentations, navigation and tabs, executed")
struct PresentationExecutionTests {
  static let editor = """
    scenario: A sheet and a stack
    platform: macOS
    state: { show: false, path: [], title: "" }
    view:
      VStack:
        children:
          - Button:
              id: open
              action: { set: { show: true } }
              sheet:
                id: editor
                isPresented: $show
                onDismiss: { set: { title: closed } }
                view: { TextField: { id: titleField, text: $title, defaultFocus: { } } }
          - NavigationStack:
              id: nav
              path: $path
              destination: { TextField: { id: "f-${item}", text: $title } }
              children: [ { NavigationLink: { id: go, value: x } } ]
    steps:
      - expect: {}
      - click: go
      - expect: {}
      - click: open
      - expect: {}

    """

  @Test("record writes presented and screens as they are after a push and with a sheet up, and the file passes")
  func recordsUpLayers() throws {
    let source = Self.editor.replacingOccurrences(of: ", defaultFocus: { }", with: "")
    let output = try #require(recorded(source))
    #expect(output.contains("""
        - click: go
        - expect:
            focused: f-x
            state: { show: false, path: [x], title: "" }
            tabOrder: [f-x]
            warnings: []
            presented: []
            screens: { nav: 1 }
      """))
    #expect(output.contains("""
            presented: [editor]
            screens: { nav: 1 }
      """))
    expectAllPass(output)
  }

  static func trace(_ text: String) throws -> (trace: [String], passed: Bool) {
    let result = ScenarioExecutor.execute(try StructuredTraceTests.scenario(text), options: .init(keepsTraceOfPasses: true))
    return (result.trace, result.status == .passed)
  }

  @Test("the trace names F38 and F39 for a layer, F40 for its restoration, F43 and F44 for a push and a pop")
  func traceNamesTheRules() throws {
    let (lines, passed) = try Self.trace("""
      scenario: Up, down, push, pop
      platform: macOS
      state: { show: false, path: [], text: "" }
      view:
        VStack:
          children:
            - TextField: { id: name, text: $text }
            - Button: { id: open, sheet: { id: editor, isPresented: $show, view: { TextField: { id: title, text: $text } } } }
            - NavigationStack:
                id: nav
                path: $path
                destination: { TextField: { id: "f-${item}", text: $text } }
                children: [ { NavigationLink: { id: go, value: x } } ]
      steps:
        - set: { show: true }
        - set: { show: false }
        - click: go
        - back
        - expect: { focused: name, presented: [], screens: { nav: 0 } }
      """)
    #expect(passed, "\(lines.joined(separator: "\n"))")
    let text = lines.joined(separator: "\n")
    #expect(text.contains("sheet editor comes up; it remembers name (F38)"))
    #expect(text.contains("sheet editor goes down (F39)"))
    #expect(text.contains("focus: none → name (F40 restore after dismissal of editor)"))
    #expect(text.contains("nav: 1 screen(s) pushed; the covered screen remembers name (F43)"))
    #expect(text.contains("focus: name → f-x (F43 push onto nav: F26c macOS first text input)"))
    #expect(text.contains("back pops the top screen of nav (F52)"))
    #expect(text.contains("focus: none → name (F44 restore after a pop of nav)"))
  }

  @Test("a presentation requested below the active layer waits with presentation-blocked, once")
  func blocked() throws {
    let (lines, passed) = try Self.trace("""
      scenario: Blocked
      platform: iOS
      state: { a: false, b: false }
      view:
        VStack:
          - Button: { id: one, sheet: { id: first, isPresented: $a, view: { Text: First } } }
          - Button: { id: two, sheet: { id: second, isPresented: $b, view: { Text: Second } } }
      steps:
        - set: { a: true, b: true }
        - set: { a: true }
        - expect: { presented: [first], warnings: [presentation-blocked] }
        - set: { a: false }
        - expect: { presented: [second], warnings: [] }
      """)
    #expect(lines.filter { $0.contains("presentation-blocked") }.count == 1)
    #expect(passed, "\(lines.joined(separator: "\n"))")
  }
}
