import FocusEngine

/// A scenario's trace as data: for the appearance and each step that ran,
/// the events in order and the state after it. The JSON report carries it
/// (`run --format json --trace`); a picture of a step is drawn from it.
///
///     let result = ScenarioExecutor.execute(scenario, options: .init(recordsStructuredTrace: true))
///     result.structuredTrace?.steps.first?.summary   // "appear"
///     result.structuredTrace?.steps.last?.events.last?.rules  // [F18]
public struct ScenarioTrace: Sendable, Encodable {
  /// The appearance (`index` -1) or one step.
  ///
  ///     let step = trace.steps[1]
  ///     step.summary                     // "tab"
  ///     step.events.map(\.rules)         // [[F18]]
  ///     step.snapshot?.focus.scenes[0].focusedID   // "password"
  public struct Step: Sendable, Encodable {
    /// The step's place in `steps:`, from 0; -1 for the appearance.
    public var index: Int
    /// The step as the text trace names it (`click: save`), or `appear`.
    public var summary: String
    /// What happened, in order.
    public var events: [TraceEvent]
    /// The state after the step (absent when the step failed before it ended).
    public var snapshot: StepSnapshot?

    /// A step of the trace: where it stands in `steps:`, its events and the state after it.
    public init(index: Int, summary: String, events: [TraceEvent] = [], snapshot: StepSnapshot? = nil) {
      self.index = index
      self.summary = summary
      self.events = events
      self.snapshot = snapshot
    }
  }

  /// The steps kept, oldest first.
  public var steps: [Step]
  /// How many steps were dropped from the front to stay within
  /// `TraceRecorder.structuredBudget` (the end explains a failure).
  public var droppedSteps: Int

  /// A trace of `steps`, after `droppedSteps` were left out of the front.
  public init(steps: [Step] = [], droppedSteps: Int = 0) {
    self.steps = steps
    self.droppedSteps = droppedSteps
  }
}
