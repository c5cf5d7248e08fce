import FocusEngine
import Testing

@Suite("F3–F5: what can hold focus")
struct FocusabilityTests {
  func focusable(_ root: ViewNode, platform: Platform = .iOS, keyboard: Bool = false) -> [String] {
    let tree = ViewTree(root: root, platform: platform, settings: FocusSettings(keyboardNavigation: keyboard))
    return (0..<tree.count).filter { tree.isFocusable[$0] }.map { tree.node($0).id }
  }

  @Test("F3: text inputs edit, controls activate, focusable nodes do both unless told otherwise")
  func interactions() {
    let tree = ViewTree(root: node(.VStack, "v", [
      field("f"), button("b"), node(.Text, "t"),
      node(.VStack, "card") { $0.focusable = FocusableModifier(isEnabled: true) },
      node(.VStack, "act") { $0.focusable = FocusableModifier(isEnabled: true, interactions: [.activate]) },
    ]), platform: .iOS, settings: FocusSettings())
    #expect(tree.interactions[tree.index(of: "f")!] == [.edit])
    #expect(tree.interactions[tree.index(of: "b")!] == [.activate])
    #expect(tree.interactions[tree.index(of: "t")!] == [])
    #expect(tree.interactions[tree.index(of: "card")!] == [.activate, .edit])
    #expect(tree.interactions[tree.index(of: "act")!] == [.activate])
  }

  @Test("F4: controls need activation focus: always on tvOS, with keyboard navigation on iOS and macOS")
  func activationFocus() {
    let root = node(.VStack, "v", [field("f"), button("b")])
    #expect(focusable(root, platform: .iOS) == ["f"])
    #expect(focusable(root, platform: .iOS, keyboard: true) == ["f", "b"])
    #expect(focusable(root, platform: .macOS) == ["f"])
    #expect(focusable(root, platform: .tvOS) == ["f", "b"])
    #expect(focusable(root, platform: .watchOS) == ["f", "b"])
  }

  @Test("F4: focusable false removes focusability but keeps the kind's interactions")
  func focusableFalse() {
    let root = node(.VStack, "v", [node(.TextField, "f") { $0.focusable = FocusableModifier(isEnabled: false) }])
    let tree = ViewTree(root: root, platform: .iOS, settings: FocusSettings())
    #expect(tree.isFocusable[1] == false)
    #expect(tree.interactions[1] == [.edit])
  }

  @Test("F5: disabled is inherited from any ancestor")
  func inheritedDisabled() {
    let root = node(.VStack, "v", [node(.Form, "form", [field("f")]) { $0.isDisabled = true }, field("g")])
    #expect(focusable(root) == ["g"])
  }
}
