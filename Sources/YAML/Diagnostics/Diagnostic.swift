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
  /// How serious a problem is; only an `error` makes a scenario invalid.
  ///
  ///     diagnostics.filter { $0.severity == .error }   // what makes a scenario invalid
  public enum Severity: String, Sendable, Hashable, Comparable {
    /// A remark, a problem that does not stop a run, or one that makes the scenario invalid.
    case note, warning, error
    /// `note` before `warning` before `error`.
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
  ///
  ///     diagnostic.code == .unknownKey   // true for a misspelled key
  ///     diagnostic.code.description      // "unknown-key"
  public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The kebab-case code, such as `unknown-key`.
    public var rawValue: String
    /// A code of `rawValue`, for a problem not listed here.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The code's kebab-case text.
    public var description: String { rawValue }

    // Reading YAML
    /// libyaml could not parse the file.
    public static let syntax = Code(rawValue: "yaml-syntax")
    /// The file is not valid UTF-8.
    public static let invalidUTF8 = Code(rawValue: "invalid-utf8")
    /// The file is larger than `YAMLReader.Limits.maxFileSize`.
    public static let fileTooLarge = Code(rawValue: "file-too-large")
    /// Collections nest deeper than `YAMLReader.Limits.maxDepth`.
    public static let tooDeep = Code(rawValue: "nesting-too-deep")
    /// Aliases expand beyond `YAMLReader.Limits.maxAliasExpansion` nodes or bytes.
    public static let aliasExpansion = Code(rawValue: "alias-expansion-limit")
    /// An alias (`*name`) names no anchor.
    public static let unknownAnchor = Code(rawValue: "unknown-anchor")
    /// A mapping holds the same key twice.
    public static let duplicateKey = Code(rawValue: "duplicate-key")
    /// A mapping key is a list or a mapping.
    public static let complexKey = Code(rawValue: "complex-key")
    /// The file cannot be opened or read, or is not a regular file.
    public static let unreadableFile = Code(rawValue: "unreadable-file")
    // Decoding the scenario format
    /// A key the format does not know; the hint suggests the nearest known one.
    public static let unknownKey = Code(rawValue: "unknown-key")
    /// A required key is not written.
    public static let missingKey = Code(rawValue: "missing-key")
    /// A value of the wrong type (a list where a mapping belongs…).
    public static let wrongType = Code(rawValue: "wrong-type")
    /// A value of the right type that the format does not accept.
    public static let invalidValue = Code(rawValue: "invalid-value")
    /// A node kind that is not in the format.
    public static let unknownKind = Code(rawValue: "unknown-kind")
    /// A step the format does not know.
    public static let unknownStep = Code(rawValue: "unknown-step")
    /// An action the format does not know.
    public static let unknownAction = Code(rawValue: "unknown-action")
    /// A `$name` that no `state`, `focusState` or `let` declares.
    public static let undefinedVariable = Code(rawValue: "undefined-variable")
    /// A step or expectation names an id no node can have.
    public static let undefinedID = Code(rawValue: "undefined-id")
    /// Two nodes (or scenes, or commands) with one id.
    public static let duplicateID = Code(rawValue: "duplicate-id")
    /// Two documents of one file have the same `scenario:` name.
    public static let duplicateScenario = Code(rawValue: "duplicate-scenario")
    /// A variable, id or scope name that breaks the naming rules.
    public static let invalidName = Code(rawValue: "invalid-name")
    /// A `focused:` binding that F9/F10 cannot honour.
    public static let invalidFocusBinding = Code(rawValue: "invalid-focus-binding")
  }

  /// The kind of problem, stable across versions.
  public var code: Code
  /// Whether it is an error, a warning or a note.
  public var severity: Severity
  /// Where the problem is.
  public var location: SourceLocation
  /// One line saying what is wrong.
  public var message: String
  /// What might fix it (`did you mean 'focusState'?`), if anything.
  public var hint: String?
  /// The text of the line at `location`, kept so the renderer can draw it.
  public var sourceLine: String?
  /// How many columns the caret's underline covers (at least 1).
  public var length: Int

  /// A diagnostic from its parts; `length` is at least 1.
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
