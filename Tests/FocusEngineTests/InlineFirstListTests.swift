@testable import FocusEngine
import Testing

/// The list that holds a node's bindings and published values with its
/// first element inline must behave as the array it replaced.
struct InlineFirstListTests {
  @Test("Appending keeps the order an array would", arguments: 0...4)
  func appendingMatchesAnArray(count: Int) {
    var list = InlineFirstList<Int>()
    var array: [Int] = []
    for element in 0..<count {
      list.append(element * 10)
      array.append(element * 10)
    }
    #expect(Array(list) == array)
    #expect(list.array == array)
    #expect(list.count == count)
    #expect(list.isEmpty == array.isEmpty)
    #expect(InlineFirstList(array) == list)
    #expect(Array(InlineFirstList(array)) == array)
  }

  @Test("Equality compares every element, the first and the rest")
  func equality() {
    #expect(InlineFirstList([1, 2, 3]) == InlineFirstList([1, 2, 3]))
    #expect(InlineFirstList([1, 2, 3]) != InlineFirstList([0, 2, 3]))
    #expect(InlineFirstList([1, 2, 3]) != InlineFirstList([1, 2, 4]))
    #expect(InlineFirstList([1]) != InlineFirstList([1, 1]))
    #expect(InlineFirstList<Int>() != InlineFirstList([1]))
  }

  @Test("A node's bindings and values read back as the arrays written, appended or set")
  func nodeAccessorsRoundTrip() {
    var node = ViewNode(id: "field", kind: .TextField)
    #expect(node.bindings.isEmpty && node.focusedValues.isEmpty)
    node.appendBinding(FocusBinding(variable: "field", value: "name"))
    node.appendBinding(FocusBinding(variable: "isEditing"))
    node.appendFocusedValue(key: "current", value: "Ada")
    #expect(node.bindings == [FocusBinding(variable: "field", value: "name"), FocusBinding(variable: "isEditing")])
    #expect(node.focusedValues.map(\.key) == ["current"])
    // Copy on write: the copy keeps what it had.
    let copy = node
    node.bindings = [FocusBinding(variable: "other")]
    node.focusedValues = []
    #expect(copy.bindings.count == 2 && copy.focusedValues.count == 1)
    #expect(node.bindings == [FocusBinding(variable: "other")] && node.focusedValues.isEmpty)
  }
}
