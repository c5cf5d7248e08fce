import FocusEngine
import YAML

/// What recording one scenario found: the observable state at each
/// unrecorded `expect`, the actual values at each failing one, and the step
/// that stopped the run, if any.
///
///     let result = ScenarioExecutor.record(scenario)
///     result.snapshots.count          // unrecorded expectations reached
///     result.failedExpectations.count // expectations that did not hold (for `record --update`)
///     result.stop?.message            // "click: no present node has the id 'x' (F6)"
///
/// Recording never changes a file by itself: `ScenarioRecorder` turns the
/// results of a file's scenarios into edits.
public struct RecordingResult: Sendable {
  /// An unrecorded expectation and the state observed there.
  ///
  ///     result.snapshots.first?.state   // focus, focusState, state… at that `expect`
  public struct Snapshot: Sendable {
    /// 0-based index of the `expect` step.
    public var stepIndex: Int
    package var expectation: Expectation
    /// The whole observable state at the step, which `record` writes in.
    public var state: ObservedState
    package init(stepIndex: Int, expectation: Expectation, state: ObservedState) {
      self.stepIndex = stepIndex
      self.expectation = expectation
      self.state = state
    }
  }

  /// One mismatching entry of a failing expectation and what to write instead.
  ///
  ///     let update = result.failedExpectations[0].updates[0]
  ///     (update.path, update.expected, update.actual)   // ("focused", "password", "username")
  public struct ValueUpdate: Sendable, Hashable {
    /// `focusState.focusedField`, `tabOrder`…
    public var path: String
    /// Where the expected value is written.
    public var start: Mark
    /// Where the expected value ends.
    public var end: Mark
    /// The expected value, as the failure reports it.
    public var expected: String
    /// The actual value in flow style; `nil` when it cannot be written as an
    /// expected value (a `disabled` node that is not present, an undefined command).
    public var actual: String?
    /// The actual value itself, which `record --update` writes (with
    /// `RecordedYAML`, so it reads back the same); ids, statuses and lists of
    /// strings as `.string` and `.list`. `nil` when `actual` is.
    public var actualValue: Value?
    /// An update of the value written between `start` and `end`.
    public init(path: String, start: Mark, end: Mark, expected: String, actual: String?, actualValue: Value? = nil) {
      self.path = path
      self.start = start
      self.end = end
      self.expected = expected
      self.actual = actual
      self.actualValue = actualValue
    }
  }

  /// An expectation that did not hold, with the actual values of its mismatching entries.
  ///
  ///     result.failedExpectations.map(\.stepIndex)   // [4]
  public struct FailedExpectation: Sendable {
    /// 0-based index of the `expect` step.
    public var stepIndex: Int
    package var expectation: Expectation
    /// The entries that differ, as a run reports them.
    public var mismatches: [Mismatch]
    /// What to write for each mismatch that can be written back.
    public var updates: [ValueUpdate]
    package init(stepIndex: Int, expectation: Expectation, mismatches: [Mismatch], updates: [ValueUpdate]) {
      self.stepIndex = stepIndex
      self.expectation = expectation
      self.mismatches = mismatches
      self.updates = updates
    }
  }

  /// The scenario that was recorded.
  public var scenario: Scenario
  /// Unrecorded expectations reached, in step order.
  public var snapshots: [RecordingResult.Snapshot] = []
  /// Failing expectations reached, in step order.
  public var failedExpectations: [FailedExpectation] = []
  /// Why the run ended before its last step (the appearance or a step
  /// failed); `nil` when every step ran.
  public var stop: ScenarioFailure?
  /// Unrecorded expectations after `stop`, which could not be recorded.
  public var unreached: Int = 0

  /// The result of `scenario` before any step ran.
  public init(scenario: Scenario) {
    self.scenario = scenario
  }
}
