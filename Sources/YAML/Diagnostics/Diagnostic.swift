/// One problem found in a file: where it is, what it is, and what might fix it.
///
/// Errors are data; `DiagnosticRenderer` turns them into the compiler-like
/// text users see:
///
///     signin.yaml:14:5: error: unknown key 'focusStat'
///        14 |     focusStat: { focusedField: username }
///           |     ^~~~~~~~~
///        hint: did you mean 'focusState'?
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
  public enum Severity: String, Sendable, Hashable, Comparable {
    case note, warning, error
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    private var rank: Int {
      switch self {
      case .note: return 0
      case .warning: return 1
      case .error: return 2
      }
    }
  }

  /// A stable, kebab-case identifier for the kind of problem (see docs/errors.md).
  public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    // Reading YAML
    public static let syntax = Code(rawValue: "yaml-syntax")
    public static let invalidUTF8 = Code(rawValue: "invalid-utf8")
    public static let fileTooLarge = Code(rawValue: "file-too-large")
    public static let tooDeep = Code(rawValue: "nesting-too-deep")
    public static let aliasExpansion = Code(rawValue: "alias-expansion-limit")
    public static let unknownAnchor = Code(rawValue: "unknown-anchor")
    public static let duplicateKey = Code(rawValue: "duplicate-key")
    public static let complexKey = Code(rawValue: "complex-key")
    public static let unreadableFile = Code(rawValue: "unreadable-file")
    // Decoding the scenario format
    public static let unknownKey = Code(rawValue: "unknown-key")
    public static let missingKey = Code(rawValue: "missing-key")
    public static let wrongType = Code(rawValue: "wrong-type")
    public static let invalidValue = Code(rawValue: "invalid-value")
    public static let unknownKind = Code(rawValue: "unknown-kind")
    public static let unknownStep = Code(rawValue: "unknown-step")
    public static let unknownAction = Code(rawValue: "unknown-action")
    public static let undefinedVariable = Code(rawValue: "undefined-variable")
    public static let undefinedID = Code(rawValue: "undefined-id")
    public static let duplicateID = Code(rawValue: "duplicate-id")
    public static let duplicateScenario = Code(rawValue: "duplicate-scenario")
    public static let invalidName = Code(rawValue: "invalid-name")
    public static let invalidFocusBinding = Code(rawValue: "invalid-focus-binding")
  }

  public var code: Code
  public var severity: Severity
  public var location: SourceLocation
  public var message: String
  public var hint: String?
  /// The text of the line at `location`, kept so the renderer can draw it.
  public var sourceLine: String?
  /// How many columns the caret's underline covers (at least 1).
  public var length: Int

  public init(
    code: Code, severity: Severity = .error, location: SourceLocation, message: String,
    hint: String? = nil, sourceLine: String? = nil, length: Int = 1
  ) {
    self.code = code
    self.severity = severity
    self.location = location
    self.message = message
    self.hint = hint
    self.sourceLine = sourceLine
    self.length = max(1, length)
  }

  /// A diagnostic at `mark` in `file`, quoting the line there.
  public init(
    _ code: Code, _ message: String, at mark: Mark, in file: SourceFile,
    hint: String? = nil, length: Int = 1, severity: Severity = .error
  ) {
    self.init(
      code: code, severity: severity, location: file.location(mark), message: message,
      hint: hint, sourceLine: file.line(mark.line), length: length)
  }

  /// A diagnostic spanning `start` to `end` (the underline covers the span
  /// when it fits on one line, else marks its start).
  public init(_ code: Code, _ message: String, from start: Mark, to end: Mark, in file: SourceFile, hint: String? = nil) {
    let length = end.line == start.line ? end.column - start.column : 1
    self.init(code, message, at: start, in: file, hint: hint, length: length)
  }

  /// A diagnostic spanning `node` (the underline covers it when it fits on one line).
  public init(_ code: Code, _ message: String, at node: Node, in file: SourceFile, hint: String? = nil) {
    self.init(code, message, from: node.start, to: node.end, in: file, hint: hint)
  }

  /// `path:line:col: error: message`, the first line of the rendered form.
  public var description: String { "\(location): \(severity.rawValue): \(message)" }
}
