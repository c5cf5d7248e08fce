import FocusEngine
import YAML

/// The outcome of one scenario: what every reporter formats.
///
///     let result = ScenarioExecutor.execute(scenario)
///     result.status                      // .failed
///     result.failures.first?.message     // "expectation failed"
///     result.trace                       // the focus trace up to the failing step
public struct ScenarioResult: Sendable {
  /// `pass`, `fail` or `invalid`, the words every report uses for a result.
  ///
  ///     ScenarioResult.Status.passed.rawValue   // "pass"
  public enum Status: String, Sendable, Hashable, CaseIterable {
    /// Every step ran and every expectation held.
    case passed = "pass"
    /// A step or expectation failed; see `failures`.
    case failed = "fail"
    /// The file or the scenario could not be decoded; see `diagnostics`.
    case invalid
  }

  /// The file as the user named it.
  public var file: String
  /// The scenario's name; for a document whose name could not be read, `<document N>`;
  /// for a file that could not be read or parsed, the file's name.
  public var name: String
  /// Where the scenario starts (its `scenario:` key).
  public var location: SourceLocation
  /// The scenario's `tags:`, as written.
  public var tags: [String]
  /// Whether it passed, failed or could not be run.
  public var status: Status
  /// Why a `fail` failed; empty otherwise. The first failure ends the scenario.
  public var failures: [ScenarioFailure]
  /// Why an `invalid` is invalid; empty otherwise.
  public var diagnostics: [Diagnostic]
  /// The scenario's lint warnings (F23): shown, never changing `status`;
  /// an `invalid` result keeps those its document had beside its errors.
  ///
  ///     result.lintWarnings.first?.severity   // .warning
  public var lintWarnings: [Diagnostic] = []
  /// The focus trace of the steps run, up to and including the failing one:
  /// one line per entry, ready to print (F33: deterministic).
  public var trace: [String]
  /// The trace as data, when `ScenarioExecutor.Options.recordsStructuredTrace` asked for it.
  public var structuredTrace: ScenarioTrace? {
    // Encoded once, here: the json and html reports and the checks for a
    // trace all read `structuredTraceJSON`, and encoding costs a walk of
    // every step's snapshot.
    didSet { encodedStructuredTrace = structuredTrace?.jsonText }
  }
  /// `structuredTrace` encoded, kept beside it.
  private var encodedStructuredTrace: String?
  /// The structured trace as a JSON report carried it, for a result read
  /// back from a report (`merge-reports`), whose trace is not rebuilt as
  /// values; `structuredTrace` is `nil` then.
  public var recordedTraceJSON: String?

  /// The structured trace as JSON (`ScenarioTrace.jsonText`), from this run
  /// or from the report it was read back from; `nil` when it was not
  /// recorded. What the json and html reports write and draw.
  public var structuredTraceJSON: String? { encodedStructuredTrace ?? recordedTraceJSON }
  /// Wall time of the run, in seconds (the only non-deterministic field).
  public var duration: Double
  /// The OS version this run was made at by `run --os-versions` (F60);
  /// `nil` for a scenario run at its own version.
  public var osVersion: OSVersion?
  /// The result's place in its plan's selection, 0-based and counted
  /// before `--shard` deals the selection out (`Shard.contains(position:)`):
  /// what `merge-reports` orders the results of shards by, so a merged
  /// report lists them as one run would. The runs of one scenario under
  /// `--os-versions` share it (they follow each other in version order).
  /// `nil` for a result no runner placed.
  public var planPosition: Int?

  /// The name reports show: `name [iOS 15]` for a run of `--os-versions`
  /// (human, junit, tap, github; json keeps `name` and adds `osVersion`).
  public var displayName: String {
    osVersion.map { "\(name) [\($0)]" } ?? name
  }

  /// A result as the executor or the runner builds it; `structuredTrace` is set afterwards when asked for.
  public init(
    file: String, name: String, location: SourceLocation, tags: [String] = [], status: Status,
    failures: [ScenarioFailure] = [], diagnostics: [Diagnostic] = [], lintWarnings: [Diagnostic] = [],
    trace: [String] = [], duration: Double = 0
  ) {
    self.file = file
    self.name = name
    self.location = location
    self.tags = tags
    self.status = status
    self.failures = failures
    self.diagnostics = diagnostics
    self.lintWarnings = lintWarnings
    self.trace = trace
    self.duration = duration
  }
}

/// Why a scenario failed: a step that could not be performed, a runtime
/// error, an unrecorded expectation, or an expectation whose values differ.
///
///     let failure = result.failures[0]
///     failure.kind           // .mismatch
///     failure.stepSummary    // "expect"
///     failure.location       // Scenarios/login.yaml:14:16, the first wrong value
public struct ScenarioFailure: Sendable {
  /// What kind of failure ended the scenario; the raw value is the JSON report's `kind`.
  ///
  ///     ScenarioFailure.Kind.stepFailed.rawValue   // "step-failed"
  public enum Kind: String, Sendable, Hashable {
    /// An `expect` whose values differ; see `mismatches`.
    case mismatch
    /// `- expect: {}` under `run`.
    case unrecorded
    /// A step that cannot be performed (`type` with no text input focused, `click` on tvOS…).
    case stepFailed = "step-failed"
    /// A runtime error (`change-cycle`, a `remove` of a missing id, …).
    case runtimeError = "runtime-error"
    /// A budget of the run was exceeded: a value, the view tree or the
    /// engine's work grew past its limit (docs/reliability.md).
    case limitExceeded = "limit-exceeded"
  }

  /// What kind of failure it is.
  public var kind: Kind
  /// One line: "expectation failed", "type: no text input is focused", "change-cycle: …".
  public var message: String
  /// 0-based index of the step in `steps:`.
  public var stepIndex: Int
  /// The step as written in short: `expect`, `type: "kim"`.
  public var stepSummary: String
  /// Where to point: the first mismatching expected value, or the step.
  public var location: SourceLocation
  /// The text of the line at `location`, for the excerpt under the message.
  public var sourceLine: String?
  /// How many characters of `sourceLine` to underline, from `location`'s column.
  public var length: Int
  /// The differing paths of a `mismatch`; empty for other kinds.
  public var mismatches: [Mismatch]
  /// Summaries of the steps run before this one, in order ("the steps that led there").
  public var precedingSteps: [String]

  /// A failure at `stepIndex`, pointing at `location`.
  public init(
    kind: Kind, message: String, stepIndex: Int, stepSummary: String, location: SourceLocation,
    sourceLine: String? = nil, length: Int = 1, mismatches: [Mismatch] = [], precedingSteps: [String] = []
  ) {
    self.kind = kind
    self.message = message
    self.stepIndex = stepIndex
    self.stepSummary = stepSummary
    self.location = location
    self.sourceLine = sourceLine
    self.length = length
    self.mismatches = mismatches
    self.precedingSteps = precedingSteps
  }
}

/// One differing path of an expectation: `focusState.focusedField: expected password, got username`.
///
///     let mismatch = result.failures[0].mismatches[0]
///     "\(mismatch.path): expected \(mismatch.expected), got \(mismatch.actual)"
///     // "focused: expected password, got username"
public struct Mismatch: Sendable, Hashable {
  /// `focused`, `focusState.focusedField`, `tabOrder`, `isFocused.email`…
  public var path: String
  /// Printed as written in YAML flow style.
  public var expected: String
  /// The actual value in flow style, or why there is none (`not present`).
  public var actual: String
  /// Where the expected value is written.
  public var location: SourceLocation
  /// The text of the line at `location`, for the excerpt under the message.
  public var sourceLine: String?
  /// How many characters of `sourceLine` to underline: the expected value's length.
  public var length: Int
  /// Where the expected value is written, start to end: what `record --update` replaces.
  public var valueRange: Range<Mark>?
  /// Whether `actual` can be written back as the expected value; `false`
  /// when it is a reason (`not present`, `not defined`) rather than a value.
  public var isActualWritable: Bool
  /// For a list or mapping, the elements and fields that differ, each with
  /// its own path (`state.reminders[1].title`); empty otherwise.
  public var details: [ValueDifference] = []

  /// A mismatch of `path`, expected as written at `location`.
  public init(
    path: String, expected: String, actual: String, location: SourceLocation, sourceLine: String? = nil,
    length: Int = 1, valueRange: Range<Mark>? = nil, isActualWritable: Bool = true
  ) {
    self.path = path
    self.expected = expected
    self.actual = actual
    self.location = location
    self.sourceLine = sourceLine
    self.length = length
    self.valueRange = valueRange
    self.isActualWritable = isActualWritable
  }

  /// `path: expected X, got Y`.
  public var description: String { "\(path): expected \(expected), got \(actual)" }
}
