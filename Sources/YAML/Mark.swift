/// A position in a source file, as libyaml reports it, made 1-based for people.
///
///     let mark = Mark(line: 3, column: 5, offset: 27)
///     print(mark)   // 3:5
public struct Mark: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// 1-based line number.
  public var line: Int
  /// 1-based column, counted in Unicode scalars as libyaml counts them.
  public var column: Int
  /// 0-based byte offset into the file's UTF-8 bytes.
  public var offset: Int

  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  public static func < (lhs: Mark, rhs: Mark) -> Bool { lhs.offset < rhs.offset }

  public var description: String { "\(line):\(column)" }
}
