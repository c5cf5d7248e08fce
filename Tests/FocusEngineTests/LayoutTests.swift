import FocusEngine
import Testing

@Suite("F2: synthetic layout")
struct LayoutTests {
  func frames(_ root: ViewNode, rtl: Bool = false) -> [String: Rect] {
    let settings = FocusSettings(layoutDirection: rtl ? .rightToLeft : .leftToRight)
    let tree = ViewTree(root: root, platform: .iOS, settings: settings)
    var result: [String: Rect] = [:]
    for index in 0..<tree.count { result[tree.node(index).id] = tree.frames[index] }
    return result
  }

  @Test("F2: a VStack places 1×1 leaves top to bottom, an HStack left to right")
  func stacks() {
    let result = frames(node(.VStack, "v", [field("a"), node(.HStack, "h", [button("b"), button("c")]), field("d")]))
    #expect(result["a"] == Rect(x: 0, y: 0, width: 1, height: 1))
    #expect(result["b"] == Rect(x: 0, y: 1, width: 1, height: 1))
    #expect(result["c"] == Rect(x: 1, y: 1, width: 1, height: 1))
    #expect(result["h"] == Rect(x: 0, y: 1, width: 2, height: 1))
    #expect(result["d"] == Rect(x: 0, y: 2, width: 1, height: 1))
    #expect(result["v"] == Rect(x: 0, y: 0, width: 2, height: 3))
  }

  @Test("F2: Group is transparent and continues the enclosing HStack")
  func transparentGroup() {
    let result = frames(node(.HStack, "h", [button("a"), node(.Group, "g", [button("b"), button("c")]), button("d")]))
    #expect(result["b"] == Rect(x: 1, y: 0, width: 1, height: 1))
    #expect(result["c"] == Rect(x: 2, y: 0, width: 1, height: 1))
    #expect(result["d"] == Rect(x: 3, y: 0, width: 1, height: 1))
  }

  @Test("F2: an explicit frame is absolute and its children start at its origin; the cursor can move back")
  func explicitFrames() {
    let result = frames(node(.VStack, "v", [
      node(.VStack, "box", [button("inside")]) { $0.frame = Rect(x: 10, y: 10, width: 5, height: 5) },
      button("after"),
    ]))
    #expect(result["inside"] == Rect(x: 10, y: 10, width: 1, height: 1))
    #expect(result["after"] == Rect(x: 0, y: 15, width: 1, height: 1))
  }

  @Test("F2: an empty container is 0×0 at its position; ZStack stacks at its origin")
  func emptyAndZStack() {
    let result = frames(node(.VStack, "v", [button("a"), node(.VStack, "empty"), node(.ZStack, "z", [button("b"), button("c")])]))
    #expect(result["empty"] == Rect(x: 0, y: 1, width: 0, height: 0))
    #expect(result["b"] == Rect(x: 0, y: 1, width: 1, height: 1))
    #expect(result["c"] == Rect(x: 0, y: 1, width: 1, height: 1))
  }

  @Test("F2: right-to-left mirrors the layout within the root")
  func rightToLeft() {
    let result = frames(node(.HStack, "h", [button("a"), button("b"), button("c")]), rtl: true)
    #expect(result["a"] == Rect(x: 2, y: 0, width: 1, height: 1))
    #expect(result["c"] == Rect(x: 0, y: 0, width: 1, height: 1))
  }
}
