import YAML

/// Everything decoding one file produced: its valid scenarios and the
/// diagnostics of the invalid ones, in document order.
///
///     let file = ScenarioDecoder.load(path: "Scenarios/login.yaml")
///     for entry in file.entries {
///       switch entry {
///       case .valid(let scenario): print(ScenarioExecutor.execute(scenario).status)
///       case .invalid(let name, _, let diagnostics): print(name ?? "?", diagnostics.count)
///       }
///     }
public struct ScenarioFile: Sendable {
  /// One document's outcome.
  ///
  ///     if case .invalid(_, _, let diagnostics) = entry { diagnostics.map(\.code) }   // [unknown-key]
  public enum Entry: Sendable {
    /// A document that decoded into a scenario.
    case valid(Scenario)
    /// `name` is the `scenario:` text when it could be read; `mark` the document's start.
    case invalid(name: String?, mark: Mark, diagnostics: [Diagnostic])
  }

  /// The path as the caller named it, used verbatim in reports.
  public var path: String
  /// `nil` when the file could not be read at all.
  public var source: SourceFile?
  /// One entry per document, in document order.
  public var entries: [Entry]
  /// Problems with the file as a whole (YAML syntax, size, encoding): the
  /// file has no entries then.
  public var fileDiagnostics: [Diagnostic]
  /// The lint warnings (F23) of the invalid entries that have any, by index
  /// in `entries`; a valid entry's are on its `Scenario`. Kept beside
  /// `Entry` rather than in it: an invalid entry's `diagnostics` say why it
  /// is invalid, and a warning is no reason.
  ///
  ///     file.invalidEntryLintWarnings[1]?.map(\.code)   // [unpublished-focused-value]
  public var invalidEntryLintWarnings: [Int: [Diagnostic]]

  /// A decoded file, as `ScenarioDecoder` builds it.
  public init(
    path: String, source: SourceFile?, entries: [Entry], fileDiagnostics: [Diagnostic] = [],
    invalidEntryLintWarnings: [Int: [Diagnostic]] = [:]
  ) {
    self.path = path
    self.source = source
    self.entries = entries
    self.fileDiagnostics = fileDiagnostics
    self.invalidEntryLintWarnings = invalidEntryLintWarnings
  }

  /// The lint warnings of the entry at `index`, valid or not (F23).
  ///
  ///     file.lintWarnings(ofEntryAt: 0).first?.severity   // .warning
  public func lintWarnings(ofEntryAt index: Int) -> [Diagnostic] {
    guard entries.indices.contains(index) else { return [] }
    switch entries[index] {
    case .valid(let scenario): return scenario.lintWarnings
    case .invalid: return invalidEntryLintWarnings[index] ?? []
    }
  }
}
