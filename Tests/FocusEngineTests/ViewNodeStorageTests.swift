@testable import FocusEngine
import Testing

/// `ViewNode` keeps value semantics although its properties sit behind one
/// shared reference (`ViewNode+Storage.swift`).
@Suite("ViewNode: copy on write")
struct ViewNodeStorageTests {
  @Test("Changing a copy leaves the original as it was")
  func copiesAreIndependent() {
    var original = ViewNode(id: "name", kind: .TextField)
    original.bindings = [FocusBinding(variable: "field", value: "name")]
    var copy = original
    #expect(copy.storage === original.storage)
    copy.bindings.append(FocusBinding(variable: "isEditing"))
    copy.id = "email"
    copy.isDisabled = true
    #expect(copy.storage !== original.storage)
    #expect(original.id == "name" && !original.isDisabled && original.bindings.count == 1)
    #expect(copy.id == "email" && copy.isDisabled && copy.bindings.count == 2)
  }

  @Test("A node changed while unshared keeps its storage")
  func uniqueNodesMutateInPlace() {
    var node = ViewNode(id: "save", kind: .Button)
    // Weak, so the test's reference does not make the storage shared.
    weak let storage = node.storage
    node.isDisabled = true
    node.focusedValues.append((key: "current", value: "x"))
    #expect(storage != nil && node.storage === storage)
  }

  @Test("F30: installing the same nodes again keeps the tree, and a copy changed since is installed")
  func reinstallingCopies() {
    var field = ViewNode(id: "name", kind: .TextField)
    field.focusedValues = [(key: "current", value: "a")]
    var root = ViewNode(id: "form", kind: .Form, children: [field])
    var tree = ViewTree(root: root, platform: .iOS, settings: FocusSettings())
    #expect(tree.installInPlace(root) == .installed(sceneValueKeysChanged: false))
    root.children[0].focusedValues = [(key: "current", value: "ab")]
    #expect(tree.installInPlace(root) == .installed(sceneValueKeysChanged: false))
    #expect(tree.node(1).focusedValues.first?.value == "ab")
    root.children[0].isDisabled = true
    #expect(tree.installInPlace(root) == .structureChanged)
  }
}
