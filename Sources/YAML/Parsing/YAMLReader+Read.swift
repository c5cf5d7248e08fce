import Foundation

extension YAMLReader {
  /// Reads the file at `path` (the path is kept verbatim for messages).
  public static func read(path: String, limits: Limits = .default) throws(Diagnostic) -> YAMLStream {
    // TEMPORARY: replaced by the libyaml implementation.
    throw Diagnostic(code: .unreadableFile, location: SourceLocation(file: path, line: 1, column: 1), message: "not implemented")
  }

  /// Parses already-loaded text.
  public static func read(file: SourceFile, limits: Limits = .default) throws(Diagnostic) -> YAMLStream {
    throw Diagnostic(code: .unreadableFile, location: SourceLocation(file: file.path, line: 1, column: 1), message: "not implemented")
  }
}
