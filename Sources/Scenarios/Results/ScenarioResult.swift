import YAML

/// The outcome of one scenario: what every reporter formats.
public struct ScenarioResult: Sendable {
  public enum Status: String, Sendable, Hashable, CaseIterable {
    case passed = "pass"
    case failed = "fail"
    case invalid
  }

  /// The file as the user named it.
  public var file: String
  /// The scenario's name; for a document whose name could not be read, `<document N>`;
  /// for a file that could not be read or parsed, the file's name.
  public var name: String
  /// Where the scenario starts (its `scenario:` key).
  public var location: SourceLocation
  public var tags: [String]
  public var status: Status
  /// Why a `fail` failed; empty otherwise. The first failure ends the scenario.
  public var failures: [ScenarioFailure]
  /// Why an `invalid` is invalid; empty otherwise.
  public var diagnostics: [Diagnostic]
  /// The focus trace of the steps run, up to and including the failing one:
  /// one line per entry, ready to print (F33: deterministic).
  public var trace: [String]
  /// The trace as data, when `ScenarioExecutor.Options.recordsStructuredTrace` asked for it.
  public var structuredTrace: ScenarioTrace?
  /// Wall time of the run, in seconds (the only non-deterministic field).
  public var duration: Double

  public init(
    file: String, name: String, location: SourceLocation, tags: [String] = [], status: Status,
    failures: [ScenarioFailure] = [], diagnostics: [Diagnostic] = [], trace: [String] = [],
    duration: Double = 0
  ) {
    self.file = file
    self.name = name
    self.location = location
    self.tags = tags
    self.status = status
    self.failures = failures
    self.diagnostics = diagnostics
    self.trace = trace
    self.duration = duration
  }
}

/// Why a scenario failed: a step that could not be performed, a runtime
/// error, an unrecorded expectation, or an expectation whose values differ.
public struct ScenarioFailure: Sendable {
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

  public var kind: Kind
  /// One line: "expectation failed", "type: no text input is focused", "change-cycle: …".
  public var message: String
  /// 0-based index of the step in `steps:`.
  public var stepIndex: Int
  /// The step as written in short: `expect`, `type: "kim"`.
  public var stepSummary: String
  /// Where to point: the first mismatching expected value, or the step.
  public var location: SourceLocation
  public var sourceLine: String?
  public var length: Int
  public var mismatches: [Mismatch]
  /// Summaries of the steps run before this one, in order ("the steps that led there").
  public var precedingSteps: [String]

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
public struct Mismatch: Sendable, Hashable {
  /// `focused`, `focusState.focusedField`, `tabOrder`, `isFocused.email`…
  public var path: String
  /// Printed as written in YAML flow style.
  public var expected: String
  public var actual: String
  /// Where the expected value is written.
  public var location: SourceLocation
  public var sourceLine: String?
  public var length: Int
  /// Where the expected value is written, start to end: what `record --update` replaces.
  public var valueRange: Range<Mark>?
  /// Whether `actual` can be written back as the expected value; `false`
  /// when it is a reason (`not present`, `not defined`) rather than a value.
  public var isActualWritable: Bool

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
