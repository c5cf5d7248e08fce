import FocusEngine
import Testing
import YAML

@testable import Scenarios

/// F56–F59 through the decoder and the executor: `axis:`,
/// `hardwareKeyboard`, the search field the builder adds, `onSearchSubmit`,
/// `first`/`last` and `focusedIn`.
@Suite("Text input and search, decoded and executed (F56–F59)")
struct TextInputAndSearchExecutionTests {
  // MARK: Decoding

  @Test("F57: searchFocused needs a searchable on its node or an ancestor; a presented view's root has none")
  func searchFocusedNeedsSearchable() {
    expectError(
      document(focusState: "  s: false\n", view: "  VStack: { searchFocused: $s, children: [] }\n"),
      .invalidValue, "'searchFocused:' needs a 'searchable:' on this node or an ancestor (F57)", at: 5, 28,
      hint: "add searchable: { text: $query } to a container around it")
    // Inside a sheet's view, the presenter's searchable does not count (F36).
    let inSheet = document(
      state: "  q: \"\"\n  show: false\n", focusState: "  s: false\n",
      view: """
          VStack:
            searchable: { text: $q }
            children:
              - Button: { id: b, sheet: { isPresented: $show, view: { VStack: { searchFocused: $s, children: [] } } } }

        """)
    #expect(diagnostics(inSheet).map(\.code) == [.invalidValue])
    // On the node itself or below a searchable ancestor: valid.
    #expect(validScenario(document(
      state: "  q: \"\"\n", focusState: "  s: false\n",
      view: "  List: { searchable: { text: $q }, children: [ { Section: { searchFocused: $s, children: [] } } ] }\n")) != nil)
  }

  @Test("F57: searchable takes a text binding and an optional id; only containers have it")
  func searchableShape() {
    expectError(
      document(view: "  List: { searchable: { id: s }, children: [] }\n"), .missingKey, "searchable needs 'text:'", at: 3, 11)
    expectError(
      document(state: "  q: \"\"\n", view: "  Button: { searchable: { text: $q } }\n"), .unknownKey,
      "'searchable:' is only for containers (VStack, Form, List, …), not Button", at: 5, 13)
    expectError(
      document(state: "  q: \"\"\n", view: "  List: { searchable: { text: $q, txt: 1 } }\n"), .unknownKey,
      "unknown key 'txt' of searchable", at: 5, 35, hint: "did you mean 'text'?")
  }

  @Test("F56: axis is vertical or horizontal, on a TextField only")
  func axisShape() {
    expectError(
      document(state: "  t: \"\"\n", view: "  TextEditor: { text: $t, axis: vertical }\n"), .unknownKey,
      "'axis:' is only for TextField, not TextEditor", at: 5, 27)
    expectError(
      document(state: "  t: \"\"\n", view: "  TextField: { text: $t, axis: verticle }\n"), .invalidValue,
      "unknown axis 'verticle'; expected one of horizontal, vertical", at: 5, 32, hint: "did you mean 'vertical'?")
  }

  // MARK: The search field

  @Test("F57: the search field is a single-line TextField first in its container, named <id>.search or by id:")
  func searchFieldIsBuilt() throws {
    let result = try #require(run("""
      scenario: T
      platform: macOS
      state: { q: "", r: "" }
      view:
        VStack:
          - List: { id: list, searchable: { text: $q }, children: [ { Text: hi } ] }
          - Form: { searchable: { text: $r, id: "find-${r}" }, children: [] }
      steps:
        - expect: { focused: list.search, tabOrder: [list.search, find-] }
        - type: a
        - expect: { state: { q: a }, present: { find-: true } }
      """))
    #expect(result.status == .passed, "\(result.failures.map(\.message)) \(result.failures.flatMap(\.mismatches).map(\.description))")
  }

  @Test("F57: searchFocused on a descendant binds the nearest searchable's field; the equals form reads as focused: does")
  func searchFocusedBindsNearest() {
    expectPass("""
      scenario: T
      platform: iOS
      state: { q: "", r: "" }
      focusState: { field: null, inner: false }
      view:
        VStack:
          id: outer
          searchable: { text: $q }
          children:
            - Group: { searchFocused: { $field: outer }, children: [] }
            - List:
                id: inner
                searchable: { text: $r }
                children: [ { Section: { searchFocused: $inner, children: [] } } ]
      steps:
        - set: { field: outer }
        - expect: { focused: outer.search, focusState: { field: outer, inner: false } }
        - set: { inner: true }
        - expect: { focused: inner.search, focusState: { field: null, inner: true } }
      """)
  }

  @Test("F57: Return in the search field runs onSearchSubmit with the handler's own scope, then F17 keeps focus on macOS")
  func searchSubmitRuns() throws {
    let result = try #require(run("""
      scenario: T
      platform: macOS
      state: { q: "", log: [] }
      view:
        List:
          id: list
          searchable: { text: $q }
          onSubmit: { append: { to: $log, value: submit } }
          onSearchSubmit: { append: { to: $log, value: "search ${q}" } }
          children: []
      steps:
        - type: milk
        - key: return
        - expect: { focused: list.search, state: { log: [search milk] } }
      """))
    #expect(result.status == .passed, "\(result.failures.flatMap(\.mismatches).map(\.description))")
    #expect(result.trace.contains { $0.contains("onSearchSubmit of list runs (F57)") })
  }

  // MARK: F56 through the executor

  @Test("F56: the software Return's newline and option+return are traced with F56")
  func newlineTraces() throws {
    let result = try #require(run("""
      scenario: T
      platform: iOS
      state: { m: "" }
      view:
        TextField: { id: m, text: $m, axis: vertical }
      steps:
        - click: m
        - submit
        - key: option+return
        - expect: { focused: m, state: { m: "\\n\\n" } }
      """))
    #expect(result.status == .passed, "\(result.failures.flatMap(\.mismatches).map(\.description))")
    #expect(result.trace.contains { $0.contains("return in vertical TextField m from the software keyboard: newline, no submit (F56)") })
    #expect(result.trace.contains { $0.contains("option+return in m: newline (F56)") })
  }

  // MARK: F58

  @Test("F58: first and last of a list, null for an empty one; a non-list fails with not-a-list")
  func firstAndLast() throws {
    expectPass("""
      scenario: T
      state: { items: [a, b, c], none: [], f: 0, l: 0, e: 0 }
      view: { Text: hi }
      steps:
        - set: { f: { first: $items }, l: { last: $items }, e: { first: $none } }
        - expect: { state: { f: a, l: c, e: null } }
      """)
    let result = try #require(run("""
      scenario: T
      state: { n: 3, x: 0 }
      view: { Text: hi }
      steps:
        - set: { x: { last: $n } }
      """))
    #expect(result.status == .failed)
    #expect(result.failures.first?.message.contains("not-a-list: last needs a list, got a number (F58)") == true)
  }

  // MARK: F59

  static let focusedInSheet = """
    scenario: T
    platform: macOS
    state: { q: "", t: "", show: false }
    view:
      VStack:
        id: screen
        children:
          - List:
              id: list
              searchable: { text: $q }
              children:
                - Button: { id: open, action: { set: { show: true } }, sheet: { isPresented: $show, view: { VStack: { id: root, children: [ { TextField: { id: t, text: $t } } ] } } } }
    steps:
      - expect: { focusedIn: screen }
      - click: open
      - click: t
      - expect: { focusedIn: list }

    """

  @Test("F59: focusedIn holds for an ancestor of the focused node and not for a node of a lower layer; the actual value is the focused node")
  func focusedIn() throws {
    let result = try #require(run(Self.focusedInSheet))
    #expect(result.status == .failed)
    let mismatch = try #require(result.failures.first?.mismatches.first)
    #expect(mismatch.path == "focusedIn" && mismatch.expected == "list" && mismatch.actual == "t")
    #expect(mismatch.location.line == 17)
  }

  @Test("F59: focusedIn of an absent node or with nothing focused does not hold and is not writable")
  func focusedInAbsent() throws {
    let result = try #require(run("""
      scenario: T
      platform: iOS
      state: { q: "" }
      view: { List: { id: list, searchable: { text: $q }, children: [ { Text: { id: gone, if: false } } ] } }
      steps:
        - expect: { focusedIn: gone }
      """))
    let mismatch = try #require(result.failures.first?.mismatches.first)
    #expect(mismatch.actual == "null" && !mismatch.isActualWritable)
  }

  @Test("F59: record leaves focusedIn out of an unrecorded expect and updates a failing one to the focused node")
  func recordFocusedIn() throws {
    let source = Self.focusedInSheet.replacingOccurrences(of: "  - expect: { focusedIn: screen }\n", with: "  - expect: {}\n")
    let output = try #require(recorded(source, update: true))
    #expect(!output.contains("focusedIn: screen"))
    #expect(output.contains("- expect: { focusedIn: t }"))
    #expect(output.contains("focused: list.search"))
    expectAllPass(output)
  }
}
