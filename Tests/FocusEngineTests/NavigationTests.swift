import FocusEngine
import Testing

@Suite("F18–F22: sequential and directional navigation")
struct NavigationTests {
  @Test("F18: Tab walks the sequential order and wraps; Shift-Tab goes back")
  func tabWraps() {
    let e = engine(loginForm())
    e.tab(forward: true)
    #expect(e.focusedID == "username")
    e.tab(forward: true)
    #expect(e.focusedID == "password")
    e.tab(forward: true)
    #expect(e.focusedID == "username")
    e.tab(forward: false)
    #expect(e.focusedID == "password")
  }

  @Test("F18: Shift-Tab with nothing focused goes to the last; no focusable node does nothing")
  func tabEdges() {
    let e = engine(loginForm())
    e.tab(forward: false)
    #expect(e.focusedID == "password")
    let empty = engine(node(.VStack, "v", [node(.Text, "t")]))
    empty.tab(forward: true)
    #expect(empty.focusedID == nil)
  }

  @Test("F19: reading order is by top edge then leading edge, ties in tree order")
  func readingOrder() {
    let root = node(.HStack, "h", [
      node(.VStack, "left", [field("l1"), field("l2")]),
      node(.VStack, "right", [field("r1"), field("r2")]),
    ])
    #expect(engine(root).sequentialOrderIDs == ["l1", "r1", "l2", "r2"])
  }

  @Test("F19: a focus section is traversed completely at the position of its first member")
  func sectionOrder() {
    let root = node(.HStack, "h", [
      node(.VStack, "left", [field("l1"), field("l2")]) { $0.isFocusSection = true },
      node(.VStack, "right", [field("r1"), field("r2")]),
    ])
    #expect(engine(root).sequentialOrderIDs == ["l1", "l2", "r1", "r2"])
  }

  @Test("F19: a focusable focusSection is the first member of its own section")
  func focusableSectionIsItsOwnMember() {
    // `beside` reads between the section node (top edge 0) and its first
    // field (top edge 1); the section is still traversed as one unit.
    let root = node(.HStack, "h", [
      node(.VStack, "section", [node(.Text, "title"), field("s1"), field("s2")]) {
        $0.isFocusSection = true
        $0.focusable = FocusableModifier(isEnabled: true)
      },
      field("beside"),
    ])
    #expect(engine(root).sequentialOrderIDs == ["section", "s1", "s2", "beside"])
  }

  @Test("F19: in right-to-left layout the larger right edge reads first")
  func rightToLeftOrder() {
    // Mirrored, the HStack's first child sits on the right, the leading side.
    let stack = node(.HStack, "h", [field("a"), field("b")])
    #expect(engine(stack, settings: FocusSettings(layoutDirection: .rightToLeft)).sequentialOrderIDs == ["a", "b"])
    // Explicit frames are mirrored too: x = 8 ends up left of x = 0.
    let framed = node(.ZStack, "z", [
      field("left") { $0.frame = Rect(x: 0, y: 0, width: 1, height: 1) },
      field("right") { $0.frame = Rect(x: 8, y: 0, width: 1, height: 1) },
    ])
    #expect(engine(framed).sequentialOrderIDs == ["left", "right"])
    #expect(engine(framed, settings: FocusSettings(layoutDirection: .rightToLeft)).sequentialOrderIDs == ["left", "right"])
  }

  @Test("F20: a move picks the nearest candidate in the beam; none means focus stays")
  func beam() {
    let root = node(.VStack, "grid", [
      node(.HStack, "row1", [button("a"), button("b")]),
      node(.HStack, "row2", [button("c"), button("d")]),
    ])
    let e = engine(root, platform: .tvOS)
    e.appear()
    #expect(e.focusedID == "a")
    e.move(.right)
    #expect(e.focusedID == "b")
    e.move(.down)
    #expect(e.focusedID == "d")
    e.move(.right)
    #expect(e.focusedID == "d")
  }

  @Test("F21: a focus section catches a move its members would miss")
  func sectionCatches() {
    let root = node(.VStack, "v", [
      button("top"),
      node(.VStack, "section", [button("far") { $0.frame = Rect(x: 5, y: 3, width: 1, height: 1) }]) {
        $0.isFocusSection = true
        $0.frame = Rect(x: 0, y: 2, width: 10, height: 3)
      },
    ])
    let e = engine(root, platform: .tvOS)
    e.appear()
    #expect(e.focusedID == "top")
    e.move(.down)
    #expect(e.focusedID == "far")
  }

  @Test("F19, F21: a focusable section that wins a move hands focus to its nearest member, itself included")
  func focusableSectionHandsFocusToNearestMember() {
    // The wide section's centre lies far across the beam; its member `near`
    // (outside the beam) is nearer, so it takes focus, not the section node.
    let root = node(.VStack, "v", [
      button("top"),
      node(.VStack, "section", [button("near") { $0.frame = Rect(x: 5, y: 2, width: 1, height: 1) }]) {
        $0.isFocusSection = true
        $0.focusable = FocusableModifier(isEnabled: true)
        $0.frame = Rect(x: 0, y: 2, width: 20, height: 3)
      },
    ])
    let e = engine(root, platform: .tvOS)
    e.appear()
    #expect(e.focusedID == "top")
    e.move(.down)
    #expect(e.focusedID == "near")
    #expect(e.events.last?.rules == [FocusRule(21)])
  }

  @Test("F22: with nothing focused a move focuses the scene's default")
  func moveWithNothingFocused() {
    let e = engine(node(.VStack, "v", [button("a"), button("b")]), platform: .tvOS, settings: FocusSettings(initialFocus: .none))
    e.appear()
    #expect(e.focusedID == nil)
    e.move(.down)
    #expect(e.focusedID == "a")
  }
}
