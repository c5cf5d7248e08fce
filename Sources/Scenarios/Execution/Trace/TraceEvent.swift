import FocusEngine

/// One thing that happened while a scenario ran, as data: the focus
/// engine's decisions, the inputs' outcomes, the app's handlers and
/// actions, and the expectations' results. The text trace (`trace`, the
/// human report) is one rendering of these events (`lines`); the JSON
/// report's structured trace is another (`ScenarioTrace`).
///
///     let event = TraceEvent.requestQueued(FocusRequest(variable: "field", value: .string("email")))
///     event.rules   // [F15]
///     event.lines   // ["    queued $field = email (F15: applies at commit)"]
public enum TraceEvent: Sendable {
  /// The scenes appear (F26 default focus, F31 onAppear follow).
  /// `version` when the scenario names one or runs at a listed one (F60).
  case appear(platform: Platform, version: OSVersion?, scenes: [String])
  /// Step `index` (0-based) begins.
  case step(index: Int, summary: String)
  /// A decision of the focus engine: focus changes, requests, directional
  /// searches, warnings, each with the rule that made it.
  case engine(FocusTraceEvent)
  /// A FocusState variable that does not start empty at the appearance (F8, F26).
  case focusStateAtAppear(variable: String, value: Value)
  /// A FocusState variable changed during a step (F10).
  case focusStateChanged(variable: String, old: Value, new: Value)
  /// What a reader of a focused value sees changed during a step (F23, F25).
  case focusedValueChanged(key: String, old: Value, new: Value)
  /// F15: a FocusState write waits for the commit.
  case requestQueued(FocusRequest)
  /// F25: `setFocusedBinding` on a key nothing publishes does nothing.
  case focusedBindingIgnored(key: String)
  /// F25: `setFocusedBinding` wrote through the published binding.
  case focusedBindingWritten(key: String, binding: BindingReference, value: Value)
  /// F30 step 4: an onChange handler runs for a changed variable.
  case onChange(variable: String, old: Value?, new: Value?)
  /// F31: an onAppear handler runs for a node that became present.
  case onAppear(id: String)
  /// An input's decision, or the line that goes with one of its effects
  /// (F6, F17, F20, F28, F29, F34).
  case input(InputNote)
  /// F34: activating a Toggle flipped its `isOn` binding.
  case toggled(id: String, binding: BindingReference, isOn: Bool)
  /// A control's action runs (F6 click, F34 Space or select).
  case actionRuns(id: String)
  /// F29: `invoke:` ran a command.
  case invoked(command: String)
  /// F29: `invoke:` found the command disabled; nothing happens.
  case invokedDisabled(command: String)
  /// A step could not be performed; the run stops.
  case stepFailed(message: String)
  /// An expectation did not hold.
  case mismatch(Mismatch)
  /// The paths of an `expect` that held, with their values; recorded only
  /// in the structured trace (no text line: the text trace stays as it
  /// was), for the pictures of the HTML report.
  case expectationHeld([ExpectationCheck])
  /// `trace --tree`: the view tree after the appearance or a step.
  case tree(lines: [String])
  /// A debug build's engine invariant did not hold (a bug of this tool).
  case invariantViolated(String)
  /// Presentations, screens and tabs: a dismissal, a push, a pop, a
  /// cancel, `onDismiss` (F35–F45, F52), the line naming its rules.
  case structure(String)
  /// An OS version's quirk (F61–F64) changed an outcome, the line naming it.
  case quirk(String)
  /// F47: `task:` at line `line` queued a task for when the instant settles.
  case taskQueued(line: Int)
  /// F47: `after:` at line `line` scheduled a timer `seconds` from now, due at `due`.
  case timerScheduled(line: Int, seconds: Double, due: Double)
  /// F47: the task queued by `task:` at line `line` runs, a transaction of its own.
  case taskRuns(line: Int)
  /// F47: the timer scheduled by `after:` at line `line` runs at `due`.
  case timerRuns(line: Int, due: Double)
  /// F46: `wait` moved the virtual clock.
  case clockAdvanced(from: Double, to: Double)

  /// The rules (F-numbers) that decided, when any did.
  public var rules: [FocusRule] {
    switch self {
    case .appear: return [FocusRule(26)]
    case .focusStateAtAppear, .focusStateChanged: return [FocusRule(10)]
    case .focusedValueChanged: return [FocusRule(23)]
    case .requestQueued: return [FocusRule(15)]
    case .focusedBindingIgnored, .focusedBindingWritten: return [FocusRule(25)]
    case .onChange: return [FocusRule(30)]
    case .onAppear: return [FocusRule(31)]
    case .engine(let event): return event.rules
    case .input(let note): return note.rules
    case .toggled: return [FocusRule(34)]
    case .invoked, .invokedDisabled: return [FocusRule(29)]
    case .structure(let text), .quirk(let text): return FocusRule.cited(in: text)
    case .taskQueued, .timerScheduled, .taskRuns, .timerRuns: return [FocusRule(47)]
    case .clockAdvanced: return [FocusRule(46)]
    case .actionRuns, .step, .stepFailed, .mismatch, .expectationHeld, .tree, .invariantViolated: return []
    }
  }

  /// The event as lines of the text trace, indented as `trace` prints them.
  public var lines: [String] {
    switch self {
    case .appear(let platform, let version, let scenes):
      let name = version?.description ?? platform.description
      return ["appear: \(name)\(scenes.count > 1 ? ", scenes \(scenes.joined(separator: ", "))" : "")"]
    case .step(let index, let summary):
      return ["\(index + 1). \(summary)"]
    case .engine(let event):
      return event.lines.compactMap { $0.isEmpty ? nil : "    " + $0 }
    case .focusStateAtAppear(let variable, let value):
      return ["    $\(variable) = \(value.traceText)"]
    case .focusStateChanged(let variable, let old, let new):
      return ["    $\(variable): \(old.traceText) → \(new.traceText)"]
    case .focusedValueChanged(let key, let old, let new):
      return ["    focusedValues.\(key): \(old.traceText) → \(new.traceText)"]
    case .requestQueued(let request):
      return ["    queued \(request) (F15: applies at commit)"]
    case .focusedBindingIgnored(let key):
      return ["    setFocusedBinding \(key): nothing publishes it; ignored (F25)"]
    case .focusedBindingWritten(let key, let binding, let value):
      return ["    setFocusedBinding \(key): \(binding) = \(value.traceText) (F25)"]
    case .onChange(let variable, let old, let new):
      return ["    onChange $\(variable): \(old?.traceText ?? "") → \(new?.traceText ?? "") (F30)"]
    case .onAppear(let id):
      return ["    onAppear \(id) (F31)"]
    case .input(let note):
      return ["    \(note)"]
    case .toggled(let id, let binding, let isOn):
      return ["    \(id): \(binding) = \(isOn) (F34)"]
    case .actionRuns(let id):
      return ["    \(id): action runs"]
    case .invoked(let command):
      return ["    invoke \(command) (F29)"]
    case .invokedDisabled(let command):
      return ["    invoke \(command): disabled; nothing happens (F29)"]
    case .stepFailed(let message):
      return ["    ✗ \(message)"]
    case .mismatch(let mismatch):
      // Values elided past `Value.reportBudget`: a trace line is printed whole.
      return ["    ✗ \(mismatch.shownDescription)"]
    case .expectationHeld:
      return []
    case .tree(let lines):
      return lines.map { "      " + $0 }
    case .invariantViolated(let problem):
      return ["    invariant violated: \(problem)"]
    case .structure(let text), .quirk(let text):
      return ["    \(text)"]
    case .taskQueued(let line):
      return ["    task queued (line \(line)); runs when the instant settles (F47)"]
    case .timerScheduled(let line, let seconds, let due):
      return ["    timer scheduled (line \(line)): after \(Self.seconds(seconds)), due at \(Self.seconds(due)) (F47)"]
    case .taskRuns(let line):
      return ["    task (line \(line)) runs (F47)"]
    case .timerRuns(let line, let due):
      return ["    timer (line \(line)) runs at \(Self.seconds(due)) (F47)"]
    case .clockAdvanced(let from, let to):
      return ["    clock: \(Self.seconds(from)) → \(Self.seconds(to)) (F46)"]
    }
  }

  /// `0.5 s`: a time of the virtual clock as the trace prints it.
  static func seconds(_ value: Double) -> String {
    "\(Value.format(number: value)) s"
  }
}
