import FocusEngine

/// The observable state after the appearance or a step, for the structured
/// trace: what a picture of the step shows besides its events.
///
///     let snapshot = result.structuredTrace?.steps.last?.snapshot
///     snapshot?.focus.scenes[0].tabOrder   // node indices in Tab order (F19)
///     snapshot?.state.first?.value         // a state variable's value after the step
public struct StepSnapshot: Sendable, Encodable {
  /// The engine's state: every scene's nodes with frames, Tab positions,
  /// disabled and focusable flags, the focused node and its chain, the
  /// pending request, FocusState and the published focused values.
  public var focus: FocusSnapshot
  /// Each published focused-value key and what a reader sees: a published
  /// binding read through (F23, F25).
  public var focusedValues: [KeyedValue]
  /// Each state variable's value, in declaration order.
  public var state: [KeyedValue]
  /// Per scene, the nodes whose `if:` is false, by the id of their parent (F1).
  public var absent: [[AbsentNodes]]

  /// A name or key and its value.
  ///
  ///     snapshot.state.map { "\($0.name): \($0.value)" }   // ["username: kim"]
  public struct KeyedValue: Sendable, Encodable {
    /// The state variable's name or the focused-value key.
    public var name: String
    /// Its value after the step; a published binding read through (F25).
    public var value: Value
  }

  /// The absent children of one parent node.
  ///
  ///     snapshot.absent[0].first.map { ($0.parent, $0.labels) }   // the form's children whose `if:` is false
  public struct AbsentNodes: Sendable, Encodable {
    /// The id of the present node whose absent children these are.
    public var parent: String
    /// Each absent node's kind and literal id, as `trace --tree` shows it.
    public var labels: [String]
  }

  /// Its share of `TraceRecorder.structuredBudget`: a node or an absent
  /// entry counts 1, values their weight.
  var weight: Int {
    var total = 1 + absent.reduce(0) { $0 + $1.count }
    for scene in focus.scenes { total += scene.nodes.count }
    for entry in focus.focusState { total += entry.value.traceWeight }
    for entry in focusedValues { total += entry.value.traceWeight }
    for entry in state { total += entry.value.traceWeight }
    return total
  }
}
