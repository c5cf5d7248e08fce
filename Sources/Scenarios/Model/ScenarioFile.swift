import YAML

/// Everything decoding one file produced: its valid scenarios and the
/// diagnostics of the invalid ones, in document order.
public struct ScenarioFile: Sendable {
  /// One document's outcome.
  public enum Entry: Sendable {
    case valid(Scenario)
    /// `name` is the `scenario:` text when it could be read; `mark` the document's start.
    case invalid(name: String?, mark: Mark, diagnostics: [Diagnostic])
  }

  public var path: String
  /// `nil` when the file could not be read at all.
  public var source: SourceFile?
  public var entries: [Entry]
  /// Problems with the file as a whole (YAML syntax, size, encoding): the
  /// file has no entries then.
  public var fileDiagnostics: [Diagnostic]

  public init(path: String, source: SourceFile?, entries: [Entry], fileDiagnostics: [Diagnostic] = []) {
    self.path = path
    self.source = source
    self.entries = entries
    self.fileDiagnostics = fileDiagnostics
  }
}
