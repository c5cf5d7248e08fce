/// Draws diagnostics and excerpts like a compiler.
public struct DiagnosticRenderer: Sendable {
  public enum Style: Sendable, Hashable { case plain, color }
  public var style: Style
  public init(style: Style) { self.style = style }

  /// TEMPORARY: the full renderer replaces this.
  public func render(_ diagnostic: Diagnostic) -> String { diagnostic.description }

  /// TEMPORARY.
  public func excerpt(line: Int, column: Int, sourceLine: String?, length: Int = 1) -> String { sourceLine ?? "" }
}
