import FocusEngine
import YAML

/// `expect: { … }`: only the keys given are compared (SCENARIO-FORMAT "Expectations").
package struct Expectation: Sendable {
  /// One expected entry: the key it sits under, the value, and where the value is written.
  package struct Entry<Expected: Sendable>: Sendable {
    /// The name inside the group (`focusedField` of `focusState:`); empty for top-level keys.
    package var key: String
    package var expected: Expected
    /// Where the expected value is written, for the caret (and record --update).
    package var mark: Mark
    /// Where the expected value ends.
    package var end: Mark
    package init(key: String, expected: Expected, mark: Mark, end: Mark) {
      self.key = key
      self.expected = expected
      self.mark = mark
      self.end = end
    }
  }

  package enum CommandStatus: String, Sendable, Hashable, CaseIterable { case enabled, disabled }

  /// `focused: id | null`.
  package var focused: Entry<String?>?
  package var focusState: [Entry<Value>] = []
  package var state: [Entry<Value>] = []
  package var focusedValues: [Entry<Value>] = []
  package var isFocused: [Entry<Bool>] = []
  package var commands: [Entry<CommandStatus>] = []
  package var tabOrder: Entry<[String]>?
  package var present: [Entry<Bool>] = []
  package var disabled: [Entry<Bool>] = []
  package var scene: Entry<String>?
  package var warnings: Entry<[String]>?
  /// `presented: [ids]`: up presentations of the key scene, bottom to top (F35).
  package var presented: Entry<[String]>?
  /// `screens: { stackId: n }`: pushed screens of each NavigationStack (F42).
  package var screens: [Entry<Int>] = []
  /// `focusedIn: id`: whether node `id` contains focus in the key scene's
  /// active layer (F59); the actual value reported is the focused node.
  package var focusedIn: Entry<String>?
  /// `time: S`: the virtual clock (F46).
  package var time: Entry<Double>?

  /// Where `expect:`'s value (the mapping) starts and ends, for record mode.
  package var start: Mark
  package var end: Mark
  /// `- expect: {}`: nothing given, to be filled by `record`.
  package var isUnrecorded: Bool

  package init(start: Mark, end: Mark, isUnrecorded: Bool) {
    self.start = start
    self.end = end
    self.isUnrecorded = isUnrecorded
  }
}
