import FocusEngine
import Testing

@Suite("F20–F22, F26, F29: directional edge cases, defaults and scenes")
struct DirectionalEdgeCaseTests {
  func tv(_ root: ViewNode, settings: FocusSettings = FocusSettings()) -> FocusEngine {
    let e = engine(root, platform: .tvOS, settings: settings)
    e.appear()
    return e
  }

  @Test("F20: equal gaps are decided by the distance between centres across the direction")
  func crossDistanceBreaksTies() {
    let root = node(.ZStack, "z", [
      button("from") { $0.frame = Rect(x: 0, y: 2, width: 1, height: 1) },
      button("far") { $0.frame = Rect(x: 2, y: 2.5, width: 1, height: 1) },
      button("near") { $0.frame = Rect(x: 2, y: 2.1, width: 1, height: 1) },
    ])
    let e = tv(root)
    e.move(.right)
    #expect(e.focusedID == "near")
  }

  @Test("F20: identical measures fall back to tree order")
  func treeOrderBreaksTies() {
    let root = node(.ZStack, "z", [
      button("from") { $0.frame = Rect(x: 0, y: 0, width: 1, height: 2) },
      button("first") { $0.frame = Rect(x: 1, y: 0, width: 1, height: 1) },
      button("second") { $0.frame = Rect(x: 1, y: 1, width: 1, height: 1) },
    ])
    let e = tv(root)
    e.move(.right)
    #expect(e.focusedID == "first")
  }

  @Test("F20: a node that only touches the beam's edge is out of the beam")
  func touchingIsNotOverlapping() {
    let root = node(.ZStack, "z", [
      button("from") { $0.frame = Rect(x: 0, y: 0, width: 1, height: 1) },
      button("diagonal") { $0.frame = Rect(x: 1, y: 1, width: 1, height: 1) },
    ])
    let e = tv(root)
    e.move(.right)
    #expect(e.focusedID == "from")
    #expect(e.events.last?.lines.last?.contains("no candidate") == true)
  }

  @Test("F21: a section with no focusable member is never a candidate")
  func emptySectionIsNoCandidate() {
    let root = node(.HStack, "h", [
      button("from"),
      node(.VStack, "section", [node(.Text, "label")]) { $0.isFocusSection = true },
    ])
    let e = tv(root)
    e.move(.right)
    #expect(e.focusedID == "from")
  }

  @Test("F20: directions are visual in right-to-left layout")
  func rightToLeftDirections() {
    let e = tv(node(.HStack, "h", [button("first"), button("second")]), settings: FocusSettings(layoutDirection: .rightToLeft))
    #expect(e.focusedID == "first")
    e.move(.right)
    #expect(e.focusedID == "first")
    e.move(.left)
    #expect(e.focusedID == "second")
  }

  @Test("F26: priority userInitiated redirects Tab entering its subtree; automatic does not")
  func userInitiatedRedirect() {
    func form(_ priority: DefaultFocus.Priority) -> ViewNode {
      node(.VStack, "root", [
        field("outside"),
        node(.VStack, "box", [field("a", bound: "field", to: "a"), field("b", bound: "field", to: "b")]) {
          $0.defaultFocus = DefaultFocus(binding: FocusBinding(variable: "field", value: "b"), priority: priority)
        },
      ])
    }
    let redirected = engine(form(.userInitiated))
    redirected.click(focusing: "outside", inScene: 0)
    redirected.tab(forward: true)
    #expect(redirected.focusedID == "b")
    let plain = engine(form(.automatic))
    plain.click(focusing: "outside", inScene: 0)
    plain.tab(forward: true)
    #expect(plain.focusedID == "a")
  }

  @Test("F29: each scene keeps its focused node; FocusState reads the key scene")
  func scenesKeepFocus() {
    let e = FocusEngine(
      platform: .macOS, settings: FocusSettings(),
      variables: [FocusStateVariable(name: "field", kind: .optional)],
      scenes: [
        (id: "one", root: node(.VStack, "v1", [field("a", bound: "field", to: "a")])),
        (id: "two", root: node(.VStack, "v2", [field("b", bound: "field", to: "b")])),
      ])
    e.appear()
    #expect(e.focusedID == "a")
    e.makeKey(1, reason: "activate")
    #expect(e.focusedID == "b")
    #expect(e.value(of: "field") == "b")
    e.makeKey(0, reason: "activate")
    #expect(e.value(of: "field") == "a")
  }
}
