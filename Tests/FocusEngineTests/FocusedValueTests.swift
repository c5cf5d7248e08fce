import FocusEngine
import Testing

@Suite("F23–F27, F32: focused values, defaults and isFocused")
struct FocusedValueTests {
  @Test("F23: the publisher nearest the focused node wins; nothing focused reads null")
  func nearestPublisher() {
    let root = node(.VStack, "outer", [field("inner") { $0.focusedValues = [("title", "inner")] }]) {
      $0.focusedValues = [("title", "outer")]
    }
    let e = engine(root)
    #expect(e.focusedValue("title") == .null)
    e.click(focusing: "inner", inScene: 0)
    #expect(e.focusedValue("title") == "inner")
  }

  @Test("F24: a scene value is read without focus, loses to a chain value, and duplicates warn once")
  func sceneValues() {
    let root = node(.VStack, "v", [
      field("a") { $0.focusedValues = [("doc", "focused")] },
      node(.Text, "s1") { $0.focusedSceneValues = [("doc", "scene1")] },
      node(.Text, "s2") { $0.focusedSceneValues = [("doc", "scene2")] },
    ])
    let e = engine(root)
    #expect(e.focusedValue("doc") == "scene1")
    #expect(e.warnings.map(\.code) == ["duplicate-scene-value"])
    e.click(focusing: "a", inScene: 0)
    #expect(e.focusedValue("doc") == "focused")
    e.replaceTree(root, inScene: 0)
    #expect(e.warnings.count == 1)
  }

  @Test("F25: a published binding is handed to readers as a binding")
  func bindings() {
    let e = engine(node(.VStack, "v", [field("note") { $0.focusedValues = [("noteKey", .binding(BindingReference(variable: "note")))] }]))
    e.click(focusing: "note", inScene: 0)
    #expect(e.focusedValue("noteKey") == .binding(BindingReference(variable: "note")))
  }

  @Test("F26: the scene's default per platform at appearance")
  func platformDefaults() {
    let root = node(.VStack, "v", [button("b"), field("f")])
    let mac = engine(root, platform: .macOS)
    mac.appear()
    #expect(mac.focusedID == "f")
    let tv = engine(root, platform: .tvOS)
    tv.appear()
    #expect(tv.focusedID == "b")
    let phone = engine(root, platform: .iOS)
    phone.appear()
    #expect(phone.focusedID == nil)
    let none = engine(root, platform: .macOS, settings: FocusSettings(initialFocus: .none))
    none.appear()
    #expect(none.focusedID == nil)
  }

  @Test("F26: defaultFocus picks its bound node on every platform")
  func defaultFocusModifier() {
    let root = node(.VStack, "v", [field("a", bound: "field", to: "a"), field("b", bound: "field", to: "b")]) {
      $0.defaultFocus = DefaultFocus(binding: FocusBinding(variable: "field", value: "b"))
    }
    let e = engine(root)
    e.appear()
    #expect(e.focusedID == "b")
  }

  @Test("F27: resetFocus with focus inside the scope moves to the scope's preferred node")
  func resetFocusScope() {
    let root = node(.VStack, "scope", [field("a"), field("b") { $0.prefersDefaultFocus = "main" }]) { $0.focusScope = "main" }
    let e = engine(root)
    e.click(focusing: "a", inScene: 0)
    e.resetFocus("main")
    #expect(e.focusedID == "b")
  }

  @Test("F27: resetFocus with focus outside the scope, or none, is ignored and still drops a pending request")
  func resetFocusOutsideScope() {
    let root = node(.VStack, "v", [
      node(.VStack, "scope", [field("a"), field("b") { $0.prefersDefaultFocus = "main" }]) { $0.focusScope = "main" },
      field("outside"),
      field("late", bound: "field", to: "late") { $0.isDisabled = true },
    ])
    let e = engine(root)
    e.resetFocus("main")
    #expect(e.focusedID == nil)
    #expect(e.events.last == .resetFocusIgnored(scope: "main", focused: nil))
    #expect(e.events.last?.lines == ["resetFocus main ignored: nothing is focused (F27)"])
    e.click(focusing: "outside", inScene: 0)
    e.apply(FocusRequest(variable: "field", value: "late"))
    #expect(e.pendingRequest != nil)
    e.events.removeAll()
    e.resetFocus("main")
    #expect(e.focusedID == "outside")
    #expect(e.pendingRequest == nil, "F14: the ignored reset is still a newer request")
    #expect(e.events.last == .resetFocusIgnored(scope: "main", focused: "outside"))
    #expect(e.events.last?.rules == [FocusRule(27)])
  }

  @Test("F32: isFocused is true when the nearest focusable ancestor-or-self is focused")
  func isFocused() {
    let root = node(.VStack, "v", [node(.HStack, "label", [node(.Text, "caption")]) { $0.focusable = FocusableModifier(isEnabled: true) }, field("f")])
    let e = engine(root)
    e.click(focusing: "label", inScene: 0)
    #expect(e.isFocused("caption"))
    #expect(e.isFocused("label"))
    #expect(!e.isFocused("f"))
  }
}
