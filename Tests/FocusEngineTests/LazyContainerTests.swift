import FocusEngine
import Testing

/// A lazy container as the executor hands it over: only the realized rows,
/// each marked with its index, and the window on the container (F53).
private func lazy(
  _ kind: ViewKind, _ id: String, viewport: Int, rowCount: Int, first: Int, row: (Int) -> ViewNode
) -> ViewNode {
  let window = LazyWindow(viewport: viewport, rowCount: rowCount, firstRealized: first)
  let rows = (window.firstRealized...window.lastRealized).map { index in
    var built = row(index)
    built.lazyRow = index
    return built
  }
  return node(kind, id, rows) { $0.lazyWindow = window }
}

@Suite("F53–F55: lazy containers")
struct LazyContainerTests {
  @Test("F53: on macOS only the first realized row of a List with viewport: is in the Tab order; a LazyVStack keeps all")
  func macOSListTabOrder() {
    let list = lazy(.List, "list", viewport: 3, rowCount: 10, first: 2) { field("t-\($0)") }
    let stack = lazy(.LazyVStack, "stack", viewport: 2, rowCount: 10, first: 0) { field("l-\($0)") }
    let root = node(.VStack, "root", [stack, list, field("after")])
    #expect(engine(root, platform: .macOS).sequentialOrderIDs == ["l-0", "l-1", "t-2", "after"])
    // Only on macOS, and only with viewport: (a List without a window is eager).
    #expect(engine(root, platform: .iPadOS).sequentialOrderIDs == ["l-0", "l-1", "t-2", "t-3", "t-4", "after"])
    let eager = node(.VStack, "root", [node(.List, "list", [field("a"), field("b")])])
    #expect(engine(eager, platform: .macOS).sequentialOrderIDs == ["a", "b"])
  }

  @Test("F53: Tab from a List row outside the order goes on after the List, Shift-Tab before it")
  func tabFromAnUnorderedListRow() {
    let list = lazy(.List, "list", viewport: 3, rowCount: 3, first: 0) { field("t-\($0)") }
    let root = node(.VStack, "root", [field("before"), list, field("after")])
    let e = engine(root, platform: .macOS)
    e.perform(.click("t-2"))
    #expect(e.focusedID == "t-2")
    e.perform(.key(.tab))
    #expect(e.focusedID == "after")
    e.perform(.click("t-1"))
    e.tab(forward: false)
    #expect(e.focusedID == "before")
  }

  @Test("F53, F1: unrealized rows are not present; a set to them is pending (F54, F14)")
  func unrealizedRowsArePending() {
    let list = lazy(.LazyVStack, "rows", viewport: 2, rowCount: 6, first: 0) { field("r-\($0)", bound: "field", to: .string("r-\($0)")) }
    let e = engine(list, platform: .iOS)
    #expect(e.keyScene.tree.index(of: "r-4") == nil)
    e.apply(FocusRequest(variable: "field", value: "r-4"))
    #expect(e.focusedID == nil)
    #expect(e.pendingRequest != nil)
    // The executor scrolls (F55): the new window holds row 4, the request succeeds.
    e.replaceTree(lazy(.LazyVStack, "rows", viewport: 2, rowCount: 6, first: 3) { field("r-\($0)", bound: "field", to: .string("r-\($0)")) }, inScene: 0)
    e.applyLosses()
    e.retryPending()
    #expect(e.focusedID == "r-4")
  }

  @Test("F54: on tvOS a move down from the last realized row asks for a shift; the continued move searches the new window")
  func tvOSMoveShifts() {
    let before = lazy(.LazyVStack, "rows", viewport: 2, rowCount: 4, first: 0) { button("b-\($0)") }
    let e = engine(before, platform: .tvOS)
    e.appear()
    e.perform(.move(.down))
    #expect(e.focusedID == "b-1")
    let outcome = e.perform(.move(.down))
    #expect(outcome.rule == .F54)
    guard case .shiftLazyWindow(let shift)? = outcome.effects.first else {
      Issue.record("expected a shift, got \(outcome.effects)")
      return
    }
    #expect(shift.container == "rows" && shift.by == 1 && shift.direction == .down)
    #expect(e.focusedID == "b-1")  // nothing searched yet
    e.replaceTree(lazy(.LazyVStack, "rows", viewport: 2, rowCount: 4, first: 1) { button("b-\($0)") }, inScene: 0)
    e.continueMove(after: shift)
    #expect(e.focusedID == "b-2")
    // Moving up from b-1, now the first realized row, shifts back; across the axis never.
    e.perform(.move(.up))
    #expect(e.perform(.move(.up)).rule == .F54)
    #expect(e.perform(.move(.left)).rule == .F20)
  }

  @Test("F54: no shift on iPadOS with directional navigation, at the last row of all, or for Tab")
  func noShift() {
    var settings = FocusSettings()
    settings.directionalNavigation = true
    let rows = lazy(.LazyVStack, "rows", viewport: 2, rowCount: 2, first: 0) { button("b-\($0)") }
    let tv = engine(rows, platform: .tvOS)
    tv.appear()
    tv.perform(.move(.down))
    #expect(tv.perform(.move(.down)).rule == .F20)  // no rows beyond
    let more = lazy(.LazyVStack, "rows", viewport: 2, rowCount: 5, first: 0) { button("b-\($0)") }
    let pad = engine(more, platform: .iPadOS, settings: settings)
    pad.perform(.click("b-1"))
    #expect(pad.perform(.move(.down)).rule == .F20)
    let tab = engine(more, platform: .tvOS)
    tab.appear()
    #expect(tab.perform(.key(.tab)).rule == .F18)
  }

  @Test("F54: with viewport: 1 the continued move searches from where the scrolled-away row stands")
  func oneRowViewport() {
    let carousel = lazy(.LazyHStack, "carousel", viewport: 1, rowCount: 3, first: 0) { button("c-\($0)") }
    let e = engine(carousel, platform: .tvOS)
    e.appear()
    #expect(e.focusedID == "c-0")
    guard case .shiftLazyWindow(let shift)? = e.perform(.move(.right)).effects.first else {
      Issue.record("expected a shift")
      return
    }
    e.replaceTree(lazy(.LazyHStack, "carousel", viewport: 1, rowCount: 3, first: 1) { button("c-\($0)") }, inScene: 0)
    e.continueMove(after: shift)
    #expect(e.focusedID == "c-1")
  }

  @Test("F55: the scroll index is clamped to [0, rows − N]; a focused row scrolled away is lost (F16)")
  func clampAndLoss() {
    #expect(LazyWindow.clamp(20, viewport: 3, rowCount: 10) == 7)
    #expect(LazyWindow.clamp(-4, viewport: 3, rowCount: 10) == 0)
    #expect(LazyWindow.clamp(2, viewport: 3, rowCount: 2) == 0)
    #expect(LazyWindow(viewport: 3, rowCount: 2, firstRealized: 0).realizedCount == 2)
    let e = engine(lazy(.List, "rows", viewport: 2, rowCount: 5, first: 0) { field("r-\($0)") }, platform: .iOS)
    e.perform(.click("r-0"))
    e.replaceTree(lazy(.List, "rows", viewport: 2, rowCount: 5, first: 3) { field("r-\($0)") }, inScene: 0)
    e.applyLosses()
    #expect(e.focusedID == nil)
  }
}
