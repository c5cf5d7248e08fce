@testable import FocusEngine
import Testing

/// The compact forms a large tree's build keeps per node (issue 20): the
/// binding index's first nodes inline, rare properties out of line, index
/// hints in one word. Each must answer exactly what the plain form did.
@Suite("Large trees: compact per-node storage")
struct LargeTreeStorageTests {
  @Test("F11: the binding index lists every node of a binding, in tree order, once per node")
  func bindingIndex() {
    var first = ViewNode(id: "a", kind: .TextField)
    first.bindings = [FocusBinding(variable: "f", value: "x"), FocusBinding(variable: "f", value: "x")]
    var second = ViewNode(id: "b", kind: .TextField)
    second.bindings = [FocusBinding(variable: "f", value: "y"), FocusBinding(variable: "g")]
    var third = ViewNode(id: "c", kind: .TextField)
    third.bindings = [FocusBinding(variable: "f", value: "x")]
    let tree = ViewTree(root: ViewNode(id: "form", kind: .Form, children: [first, second, third]), platform: .iOS, settings: FocusSettings())
    #expect(tree.nodes(boundBy: FocusBinding(variable: "f", value: "x")) == [1, 3])
    #expect(tree.nodes(boundBy: FocusBinding(variable: "f", value: "y")) == [2])
    #expect(tree.nodes(boundBy: FocusBinding(variable: "g")) == [2])
    #expect(tree.nodes(boundBy: FocusBinding(variable: "f", value: "z")) == [])
  }

  @Test("F19: positions in the Tab order, one node at a time and as a whole")
  func sequentialPositions() {
    let tree = ViewTree(root: ViewNode(id: "form", kind: .Form, children: [
      ViewNode(id: "a", kind: .TextField), ViewNode(id: "label", kind: .Text), ViewNode(id: "b", kind: .TextField),
    ]), platform: .macOS, settings: FocusSettings())
    #expect(tree.sequentialPosition(of: 1) == 0 && tree.sequentialPosition(of: 3) == 1)
    #expect(tree.sequentialPosition(of: 2) == nil && tree.sequentialPosition(of: 99) == nil)
    #expect(tree.sequentialPosition == [1: 0, 3: 1])
    #expect(tree.interactions(of: 1) == [.edit] && tree.interactions == [[], [.edit], [], [.edit]])
  }

  @Test("A node without rare properties keeps no box; a copy that sets one leaves the original as it was")
  func rarePropertiesCopyOnWrite() {
    var node = ViewNode(id: "list", kind: .List)
    node.focusScope = nil
    node.frame = nil
    node.keyboard = KeyboardHandlers()
    #expect(node.storage.rare == nil)
    node.focusScope = "main"
    var copy = node
    copy.frame = Rect(x: 0, y: 0, width: 10, height: 10)
    copy.focusScope = "other"
    #expect(node.focusScope == "main" && node.frame == nil)
    #expect(copy.focusScope == "other" && copy.frame == Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(node.storage.rare !== copy.storage.rare)
    copy.focusScope = nil
    copy.frame = nil
    #expect(copy.focusScope == nil && copy.storage.rare != nil)
  }

  @Test("F25: index hints keep the two set last, and forget what they cannot hold")
  func indexHints() {
    var hints = BindingReference.IndexHints()
    #expect(hints[0] == nil)
    hints[0] = 7
    hints[2] = 3
    #expect(hints[0] == 7 && hints[2] == 3 && hints[1] == nil)
    hints[2] = 4
    #expect(hints[0] == 7 && hints[2] == 4)
    hints[5] = 1  // a third position: the oldest hint goes
    #expect(hints[0] == nil && hints[2] == 4 && hints[5] == 1)
    hints[5] = nil
    #expect(hints[5] == nil && hints[2] == 4)
    hints[1] = 1 << 24  // too large to keep: no hint, not a wrong one
    #expect(hints[1] == nil && hints[2] == 4)
    hints[200] = 1
    #expect(hints[200] == nil)
    hints[0] = 0
    #expect(hints[0] == 0)
  }
}
