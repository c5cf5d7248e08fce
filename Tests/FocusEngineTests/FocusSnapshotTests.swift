import FocusEngine
import Foundation
import Testing

@Suite("FocusSnapshot: the engine's state at one moment, as a value")
struct FocusSnapshotTests {
  /// A form whose middle group is disabled, publishing a focused value at its root.
  func smallForm() -> FocusEngine {
    let root = node(.VStack, "form", [
      field("name", bound: "field", to: "name"),
      node(.VStack, "group", [button("save")]) { $0.isDisabled = true },
      field("notes", bound: "field", to: "notes"),
    ]) { $0.focusedValues = [(key: "draft", value: "hello")] }
    return engine(root, settings: FocusSettings(keyboardNavigation: true))
  }

  @Test("F5, F7, F19: nodes in tree order with parents, Tab positions, disabled state; the focus chain innermost first")
  func smallTree() {
    let e = smallForm()
    e.tab(forward: true)
    e.tab(forward: true)
    let snapshot = e.snapshot()
    #expect(snapshot.keySceneIndex == 0)
    let scene = snapshot.scenes[0]
    #expect(scene.isKey)
    #expect(scene.nodes.map(\.id) == ["form", "name", "group", "save", "notes"])
    #expect(scene.nodes.map(\.parent) == [nil, 0, 0, 2, 0])
    #expect(scene.childIndices == [[1, 2, 4], [], [3], [], []])
    #expect(scene.nodes.map(\.tabPosition) == [nil, 1, nil, nil, 2])
    #expect(scene.nodes.map(\.isDisabled) == [false, false, true, true, false])
    #expect(scene.nodes.map(\.isFocusable) == [false, true, false, false, true])
    #expect(scene.tabOrder == [1, 4])
    #expect(scene.focusedID == "notes")
    #expect(scene.focusedIndex == 4)
    #expect(scene.focusChain == [4, 0])
    #expect(scene.nodes[4].bindings == [FocusBinding(variable: "field", value: "notes")])
    #expect(snapshot.focusState == [.init(name: "field", value: "notes")])
    #expect(snapshot.focusedValues == [.init(key: "draft", value: "hello", node: "form", rule: FocusRule(23))])
    #expect(snapshot.pendingRequest == nil)
  }

  @Test("F14: a pending request is part of the snapshot; nothing focused means an empty chain")
  func pending() {
    let e = smallForm()
    e.apply(FocusRequest(variable: "field", value: "missing"))
    let snapshot = e.snapshot()
    #expect(snapshot.pendingRequest == FocusRequest(variable: "field", value: "missing"))
    #expect(snapshot.scenes[0].focusChain.isEmpty)
    #expect(snapshot.scenes[0].focusedIndex == nil)
    #expect(snapshot.focusState == [.init(name: "field", value: .null)])
    #expect(snapshot.focusedValues.isEmpty)
  }

  @Test("Encoded with sorted keys, the snapshot is JSON with the same bytes at every run")
  func encodes() throws {
    let e = smallForm()
    e.tab(forward: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let first = try encoder.encode(e.snapshot())
    let second = try encoder.encode(e.snapshot())
    #expect(first == second)
    let text = String(decoding: first, as: UTF8.self)
    #expect(text.contains(#""focusChain":[1,0]"#))
    #expect(text.contains(#"{"value":"name","variable":"field"}"#))
    #expect(text.contains(#""tabPosition":1"#))
  }
}
