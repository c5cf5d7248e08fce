import FocusEngine
import YAML

/// `expect: { … }`: only the keys given are compared (SCENARIO-FORMAT "Expectations").
public struct Expectation: Sendable {
  /// One expected entry: the key it sits under, the value, and where the value is written.
  public struct Entry<Expected: Sendable>: Sendable {
    /// The name inside the group (`focusedField` of `focusState:`); empty for top-level keys.
    public var key: String
    public var expected: Expected
    /// Where the expected value is written, for the caret (and record --update).
    public var mark: Mark
    /// Where the expected value ends.
    public var end: Mark
    public init(key: String, expected: Expected, mark: Mark, end: Mark) {
      self.key = key
      self.expected = expected
      self.mark = mark
      self.end = end
    }
  }

  public enum CommandStatus: String, Sendable, Hashable, CaseIterable { case enabled, disabled }

  /// `focused: id | null`.
  public var focused: Entry<String?>?
  public var focusState: [Entry<Value>] = []
  public var state: [Entry<Value>] = []
  public var focusedValues: [Entry<Value>] = []
  public var isFocused: [Entry<Bool>] = []
  public var commands: [Entry<CommandStatus>] = []
  public var tabOrder: Entry<[String]>?
  public var present: [Entry<Bool>] = []
  public var disabled: [Entry<Bool>] = []
  public var scene: Entry<String>?
  public var warnings: Entry<[String]>?

  /// Where `expect:`'s value (the mapping) starts and ends, for record mode.
  public var start: Mark
  public var end: Mark
  /// `- expect: {}`: nothing given, to be filled by `record`.
  public var isUnrecorded: Bool

  public init(start: Mark, end: Mark, isUnrecorded: Bool) {
    self.start = start
    self.end = end
    self.isUnrecorded = isUnrecorded
  }
}
