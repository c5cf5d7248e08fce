import FocusEngine
@testable import Scenarios
import Testing
import YAML

/// A template node numbers its children within their component, which
/// generated ids and paths use (SCENARIO-FORMAT's `id` row:
/// `Form/TextField[2]`). A few children are compared, many are counted in
/// a dictionary; both must number alike.
@Suite("Template nodes: sibling indices")
struct TemplateNodeTests {
  @Test(
    "a child's sibling index counts the earlier children of its component, compared or counted alike",
    arguments: [0, 1, 16, 17, 40])  // up to 16 compared, from 17 counted
  func siblingIndices(count: Int) {
    let mark = Mark(line: 1, column: 1, offset: 0)
    var parent = NodeTemplate(kind: .VStack, mark: mark)
    let kinds: [ViewKind] = [.TextField, .Button, .TextField, .Text, .Button]
    for index in 0..<count {
      var child = NodeTemplate(kind: kinds[index % kinds.count], mark: mark)
      // A custom view is its own component, whatever its kind.
      if index % 7 == 6 { child.customName = "Row" }
      parent.children.append(child)
    }
    let node = TemplateNode(parent)
    var seen: [String: Int] = [:]
    let expected = node.children.map { child -> Int in
      seen[child.component, default: 0] += 1
      return seen[child.component] ?? 0
    }
    #expect(node.childSiblingIndices == expected)
    #expect(node.childSiblingIndices.count == count)
    if count >= 3 { #expect(node.childSiblingIndices[2] == 2, "the second TextField") }
  }
}
