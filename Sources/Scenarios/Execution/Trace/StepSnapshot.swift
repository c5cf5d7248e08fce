import FocusEngine

/// The observable state after the appearance or a step, for the
/// structured trace: what a picture of the step shows besides its events.
public struct StepSnapshot: Sendable {
  /// Each FocusState variable's value, in declaration order.
  public var focusState: [(name: String, value: Value)]
  /// Each published focused-value key and what a reader sees (F23, F25).
  public var focusedValues: [(key: String, value: Value)]
  /// Each state variable's value, in declaration order.
  public var state: [(name: String, value: Value)]
  /// Per scene, the nodes whose `if:` is false, by the id of their parent (F1).
  public var absent: [[(parent: String, labels: [String])]]

  /// Its share of `TraceRecorder.structuredBudget`.
  var weight: Int {
    var total = 1 + absent.reduce(0) { $0 + $1.count }
    for (_, value) in focusState { total += value.traceWeight }
    for (_, value) in focusedValues { total += value.traceWeight }
    for (_, value) in state { total += value.traceWeight }
    return total
  }
}
