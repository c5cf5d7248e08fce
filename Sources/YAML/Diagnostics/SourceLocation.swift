/// A place in a named file: what every error, failure and report points at.
///
///     SourceLocation(file: "Scenarios/login.yaml", line: 14, column: 5).description
///     // "Scenarios/login.yaml:14:5"
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The file as the user named it.
  public var file: String
  /// 1-based line.
  public var line: Int
  /// 1-based column, in Unicode scalars.
  public var column: Int

  /// A location from its parts.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// The location of `mark` in `file`.
  public init(file: String, mark: Mark) {
    self.init(file: file, line: mark.line, column: mark.column)
  }

  /// By file, then line, then column: the order reports sort by.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }

  /// `file:line:column`, as compilers and editors read it.
  public var description: String { "\(file):\(line):\(column)" }
}
