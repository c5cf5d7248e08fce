/// A position in a source file, as libyaml reports it, made 1-based for people.
///
///     let mark = Mark(line: 3, column: 5, offset: 27)
///     print(mark)   // 3:5
public struct Mark: Sendable, Hashable, Comparable, CustomStringConvertible {
  // Stored in 32 bits: every node record of a `NodeStore` holds two marks,
  // and 12 bytes instead of 24 keep a record at 40 bytes. Files are far
  // smaller than 2 GiB (16 MiB by default, `YAMLReader.Limits.maxFileSize`).
  private var storedLine: Int32
  private var storedColumn: Int32
  private var storedOffset: Int32

  /// 1-based line number.
  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = Int32(newValue) }
  }
  /// 1-based column, counted in Unicode scalars as libyaml counts them.
  public var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = Int32(newValue) }
  }
  /// 0-based byte offset into the file's UTF-8 bytes.
  public var offset: Int {
    get { Int(storedOffset) }
    set { storedOffset = Int32(newValue) }
  }

  /// A mark at 1-based `line` and `column`, 0-based byte `offset`.
  public init(line: Int, column: Int, offset: Int) {
    self.storedLine = Int32(line)
    self.storedColumn = Int32(column)
    self.storedOffset = Int32(offset)
  }

  /// Earlier in the file first, by byte offset.
  public static func < (lhs: Mark, rhs: Mark) -> Bool { lhs.offset < rhs.offset }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }
}
