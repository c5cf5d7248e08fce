import FocusEngine

/// Records a run's trace events: always as the text trace's lines (the last
/// `TraceBuffer.defaultCapacity`), and, when asked, as data step by step
/// (`ScenarioTrace`) within `structuredBudget`.
///
/// One job, so the executor only says what happened (`record(_:)`) and
/// never formats: a run that does not trace records nothing at all.
struct TraceRecorder {
  /// Whether events are recorded at all (see `ScenarioRun.isTracing`).
  let isTracing: Bool
  private var buffer = TraceBuffer()
  /// `nil` unless the structured trace was asked for.
  private var structured: ScenarioTrace?
  /// The kept steps start at `start` (dropped ones wait to be compacted).
  private var start = 0
  private var weight = 0
  private var stepWeights: [Int] = []

  /// The most a structured trace holds: events, snapshot nodes and the
  /// weight of the values they carry (`Value.measure`). A 100,000-node
  /// tree or a 100,000-element list traced at every step would be
  /// gigabytes; the steps at the end, which explain a failure, are kept.
  static let structuredBudget = 200_000

  init(isTracing: Bool, isStructured: Bool) {
    self.isTracing = isTracing
    self.structured = isTracing && isStructured ? ScenarioTrace() : nil
  }

  /// Whether snapshots are worth taking.
  var isStructured: Bool { structured != nil }

  mutating func record(_ event: TraceEvent) {
    for line in event.lines { buffer.append(line) }
    guard structured != nil else { return }
    switch event {
    case .appear: beginStep(index: -1, summary: "appear")
    case .step(let index, let summary): beginStep(index: index, summary: summary)
    default: break
    }
    if structured!.steps.count == start { beginStep(index: -1, summary: "appear") }
    structured!.steps[structured!.steps.count - 1].events.append(event)
    add(weight: event.weight)
  }

  /// Attaches the state after the current step.
  mutating func attach(_ snapshot: StepSnapshot) {
    guard structured != nil, structured!.steps.count > start else { return }
    structured!.steps[structured!.steps.count - 1].snapshot = snapshot
    add(weight: snapshot.weight)
  }

  private mutating func beginStep(index: Int, summary: String) {
    structured!.steps.append(ScenarioTrace.Step(index: index, summary: summary))
    stepWeights.append(0)
  }

  private mutating func add(weight added: Int) {
    stepWeights[stepWeights.count - 1] += added
    weight += added
    // Oldest steps go first; the current one is always kept.
    while weight > Self.structuredBudget, start < structured!.steps.count - 1 {
      weight -= stepWeights[start]
      start += 1
      structured!.droppedSteps += 1
    }
    if start >= 64, start * 2 >= structured!.steps.count {
      structured!.steps.removeFirst(start)
      stepWeights.removeFirst(start)
      start = 0
    }
  }

  /// The text trace.
  var lines: [String] { buffer.lines }

  /// The structured trace, if it was asked for.
  var structuredTrace: ScenarioTrace? {
    guard var trace = structured else { return nil }
    if start > 0 { trace.steps.removeFirst(start) }
    return trace
  }
}

extension TraceEvent {
  /// Its share of `TraceRecorder.structuredBudget`: 1, plus its values' weight.
  var weight: Int {
    let values: [Value]
    switch self {
    case .focusStateAtAppear(_, let value), .focusedBindingWritten(_, _, let value): values = [value]
    case .focusStateChanged(_, let old, let new), .focusedValueChanged(_, let old, let new): values = [old, new]
    case .onChange(_, let old, let new): values = [old, new].compactMap { $0 }
    case .requestQueued(let request): values = [request.value]
    case .tree(let lines): return 1 + lines.count
    case .expectationHeld(let checks): return 1 + checks.count
    default: values = []
    }
    return values.reduce(1) { $0 + $1.traceWeight }
  }
}

extension Value {
  /// How much of the structured trace's budget the value takes.
  var traceWeight: Int { measure(upTo: TraceRecorder.structuredBudget, depthUpTo: .max).weight }
}
