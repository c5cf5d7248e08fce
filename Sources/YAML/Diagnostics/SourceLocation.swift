/// A place in a named file: what every error, failure and report points at.
///
///     SourceLocation(file: "Scenarios/login.yaml", line: 14, column: 5).description
///     // "Scenarios/login.yaml:14:5"
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  public init(file: String, mark: Mark) {
    self.init(file: file, line: mark.line, column: mark.column)
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }

  public var description: String { "\(file):\(line):\(column)" }
}
