import FocusEngine
import Foundation
import Testing

@Suite("The trace is data: each decision is an event with its rules")
struct TraceEventTests {
  @Test("F18: Tab records a focus change with the Tab reason and the line the trace shows")
  func tab() {
    let e = engine(loginForm())
    e.tab(forward: true)
    let expected = FocusChange(scene: "main", namesScene: false, from: nil, to: "username", reason: .tab(forward: true, redirect: nil))
    #expect(e.events == [.focusChanged(expected)])
    #expect(e.events.first?.rules == [FocusRule(18)])
    #expect(e.events.first?.lines == ["focus: none → username (F18 Tab)"])
  }

  @Test("F11, F12: a set with two candidates warns, then focuses the first with both candidates as data")
  func setWithTwoCandidates() {
    let e = engine(node(.VStack, "v", [field("a", bound: "field", to: "x"), field("b", bound: "field", to: "x")]))
    let request = FocusRequest(variable: "field", value: "x")
    e.apply(request)
    #expect(e.events.count == 2)
    guard case .warning(let warning) = e.events.first else {
      Issue.record("expected a warning first, got \(e.events)")
      return
    }
    #expect(warning.code == FocusWarning.ambiguousFocusBinding)
    #expect(e.events.first?.rules == [FocusRule(12)])
    #expect(e.events.last == .focusChanged(FocusChange(
      scene: "main", namesScene: false, from: nil, to: "a", reason: .request(request, via: nil, candidates: ["a", "b"]))))
    #expect(e.events.last?.rules == [FocusRule(11)])
    #expect(e.events.last?.lines == ["focus: none → a (F11 set $field = x; candidates: a, b)"])
  }

  @Test("F14: a request with no focusable target waits, and succeeds when its node becomes focusable")
  func pendingSucceeds() {
    func tree(lateIsDisabled: Bool) -> ViewNode {
      node(.VStack, "v", [field("late", bound: "field", to: "late") { $0.isDisabled = lateIsDisabled }])
    }
    let e = engine(tree(lateIsDisabled: true))
    let request = FocusRequest(variable: "field", value: "late")
    e.apply(request)
    #expect(e.events == [.requestPending(request, candidates: ["late"])])
    #expect(e.events.first?.rules == [FocusRule(14)])
    #expect(e.events.first?.lines == ["set $field = late: no candidate has a focusable target; the request is pending (F14)"])
    e.events.removeAll()

    e.replaceTree(tree(lateIsDisabled: false), inScene: 0)
    #expect(e.retryPending())
    #expect(e.events == [
      .pendingSucceeds(request),
      .focusChanged(FocusChange(scene: "main", namesScene: false, from: nil, to: "late", reason: .request(request, via: nil, candidates: ["late"]))),
    ])
    #expect(e.events.map(\.rules) == [[FocusRule(14)], [FocusRule(11)]])
  }

  @Test("F20: a directional move records every candidate in the beam with its gap and cross, and the winner's measures")
  func directionalMove() {
    let root = node(.ZStack, "z", [
      button("from") { $0.frame = Rect(x: 0, y: 0, width: 10, height: 10) },
      button("far") { $0.frame = Rect(x: 20, y: 0, width: 10, height: 10) },
      button("near") { $0.frame = Rect(x: 15, y: 5, width: 10, height: 10) },
      button("below") { $0.frame = Rect(x: 0, y: 20, width: 10, height: 10) },
    ])
    let e = engine(root, platform: .tvOS)
    e.appear()
    #expect(e.focusedID == "from")
    e.events.removeAll()
    e.move(.right)

    let winner = DirectionalWinner(candidate: "near", target: "near", isFocusSection: false, gap: 5, cross: 5)
    let search = DirectionalSearchTrace(
      direction: .right, origin: "from", originFrame: Rect(x: 0, y: 0, width: 10, height: 10),
      candidates: [
        .init(id: "far", frame: Rect(x: 20, y: 0, width: 10, height: 10), isFocusSection: false, gap: 10, cross: 0),
        .init(id: "near", frame: Rect(x: 15, y: 5, width: 10, height: 10), isFocusSection: false, gap: 5, cross: 5),
      ],
      winner: winner)
    #expect(e.events == [
      .directionalSearch(search),
      .focusChanged(FocusChange(scene: "main", namesScene: false, from: "from", to: "near", reason: .move(.right, winner: winner, redirect: nil))),
    ])
    #expect(e.events.map(\.rules) == [[FocusRule(20)], [FocusRule(20)]])
    #expect(e.events.flatMap(\.lines) == [
      "move right from from [0, 0, 10, 10]: candidates in the beam (F20)",
      "  candidate far [20, 0, 10, 10]: gap 10, cross 0",
      "  candidate near [15, 5, 10, 10]: gap 5, cross 5",
      "focus: from → near (F20 move right: smallest gap 5, then cross 5, then tree order)",
    ])
  }

  @Test("F20: a move with nothing in the beam records the search without a winner and the line saying focus stays")
  func directionalMoveWithoutCandidates() {
    let e = engine(node(.ZStack, "z", [button("only") { $0.frame = Rect(x: 0, y: 0, width: 10, height: 10) }]), platform: .tvOS)
    e.appear()
    e.events.removeAll()
    e.move(.left)
    guard case .directionalSearch(let search) = e.events.first else {
      Issue.record("expected a directional search, got \(e.events)")
      return
    }
    #expect(search.candidates.isEmpty)
    #expect(search.winner == nil)
    #expect(e.events.count == 1)
    #expect(e.events.flatMap(\.lines) == [
      "move left from only [0, 0, 10, 10]: no candidates (F20)",
      "move left: no candidate in the beam; focus stays on only (F20, no wrap)",
    ])
  }

  @Test("F21: a focus section wins by its frame and hands focus to its nearest member")
  func focusSectionWinner() {
    let root = node(.ZStack, "z", [
      button("top") { $0.frame = Rect(x: 0, y: 0, width: 2, height: 1) },
      node(.VStack, "section", [button("member") { $0.frame = Rect(x: 5, y: 3, width: 1, height: 1) }]) {
        $0.isFocusSection = true
        $0.frame = Rect(x: 0, y: 2, width: 10, height: 3)
      },
    ])
    let e = engine(root, platform: .tvOS)
    e.appear()
    #expect(e.focusedID == "top")
    e.events.removeAll()
    e.move(.down)
    #expect(e.focusedID == "member")

    guard case .directionalSearch(let search) = e.events.first else {
      Issue.record("expected a directional search, got \(e.events)")
      return
    }
    #expect(search.candidates == [.init(id: "section", frame: Rect(x: 0, y: 2, width: 10, height: 3), isFocusSection: true, gap: 1, cross: 4)])
    let winner = DirectionalWinner(candidate: "section", target: "member", isFocusSection: true, gap: 1, cross: 4)
    #expect(search.winner == winner)
    #expect(e.events.first?.rules == [FocusRule(20), FocusRule(21)])
    #expect(e.events.last?.rules == [FocusRule(21)])
    #expect(e.events.last?.lines == [
      "focus: top → member (F21 move down: focus section section wins (smallest gap 1, then cross 4, then tree order) and hands focus to its nearest member)"
    ])
  }

  @Test("With tracing off no event is built; warnings still collect")
  func untraced() {
    let e = engine(node(.VStack, "v", [field("a", bound: "field", to: "x"), field("b", bound: "field", to: "x")]), platform: .tvOS)
    e.isTracing = false
    e.appear()
    e.apply(FocusRequest(variable: "field", value: "x"))
    e.tab(forward: true)
    e.move(.down)
    e.apply(FocusRequest(variable: "field", value: "nobody"))
    e.apply(FocusRequest(variable: "field", value: .null))
    #expect(e.focusedID == nil)
    #expect(e.events.isEmpty)
    #expect(e.warnings.map(\.code) == [FocusWarning.ambiguousFocusBinding])
  }

  @Test("F29, F6: a caller's text reasons keep their text and cite their rules")
  func textReasons() {
    let e = FocusEngine(
      platform: .macOS, settings: FocusSettings(), variables: [],
      scenes: [(id: "one", root: field("a")), (id: "two", root: field("b"))])
    e.click(focusing: "b", inScene: 1)
    e.dismissFocus(rule: "F6 click on label with clickClearsFocus")
    #expect(e.events.flatMap(\.lines) == [
      "scene: one → two is key (F29, click); its focus: none",
      "[two] focus: none → b (F6 click)",
      "[two] focus: b → none (F6 click on label with clickClearsFocus)",
    ])
    #expect(e.events.map(\.rules) == [[FocusRule(29)], [FocusRule(6)], [FocusRule(6)]])
  }

  @Test("Rules cited in text: F and digits with an optional clause letter, not inside a word, each once")
  func citedRules() {
    #expect(FocusRule.cited(in: "F26a defaultFocus on form, scene appears (F16, F26a)") == [FocusRule(26, clause: "a"), FocusRule(16)])
    #expect(FocusRule.cited(in: "F17 Return dismisses on iOS") == [FocusRule(17)])
    #expect(FocusRule.cited(in: "OFF12 F Fx nothing") == [])
    // A citation is a word of its own: `F2xy` and `F26cd` cite nothing.
    #expect(FocusRule.cited(in: "F2xy F26cd (F20)") == [FocusRule(20)])
    let text = "focus (F21 move right, F26c)"
    #expect(FocusRule.citations(in: text).map { String(text[$0.range]) } == ["F21", "F26c"])
    #expect(FocusRule(26, clause: "c").description == "F26c")
  }
}

@Suite("The structured trace as JSON")
struct TraceEventEncodingTests {
  @Test("An event encodes its kind, rules and data; absent values are left out")
  func tabEvent() throws {
    let e = FocusEngine(platform: .iOS, settings: FocusSettings(), variables: [], scenes: [(id: "main", root: ViewNode(id: "name", kind: .TextField))])
    e.tab(forward: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(e.events), as: UTF8.self)
    #expect(json == #"[{"change":{"namesScene":false,"reason":{"forward":true,"kind":"tab","rules":["F18"]},"scene":"main","to":"name"},"kind":"focusChanged","rules":["F18"]}]"#)
  }

  @Test("A directional search encodes its origin, candidates with their measures, and the winner")
  func searchEvent() throws {
    let search = DirectionalSearchTrace(
      direction: .down, origin: "a", originFrame: Rect(x: 0, y: 0, width: 1, height: 1),
      candidates: [.init(id: "b", frame: Rect(x: 0, y: 2, width: 1, height: 1), isFocusSection: false, gap: 1, cross: 0)],
      winner: DirectionalWinner(candidate: "b", target: "b", isFocusSection: false, gap: 1, cross: 0))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(FocusTraceEvent.directionalSearch(search)), as: UTF8.self)
    #expect(json.hasPrefix(#"{"kind":"directionalSearch","rules":["F20"],"search":{"candidates":[{"cross":0,"frame":{"height":1,"width":1,"x":0,"y":2},"gap":1,"id":"b","isFocusSection":false}],"direction":"down""#))
    #expect(json.contains(#""winner":{"candidate":"b","cross":0,"gap":1,"isFocusSection":false,"target":"b"}"#))
  }
}
