import Foundation

/// Where report text goes: standard output, standard error, or a file.
///
///     let sink = try OutputSink.file(at: "report.xml")
///     sink.write("<testsuites/>\n")
struct OutputSink: Sendable {
  let write: @Sendable (String) -> Void

  // `write(contentsOf:)` throws where the older `write(_:)` would trap; a
  // closed pipe (`| head`) is not worth a crash report, so errors are dropped.
  static let standardOutput = OutputSink { try? FileHandle.standardOutput.write(contentsOf: Data($0.utf8)) }
  static let standardError = OutputSink { try? FileHandle.standardError.write(contentsOf: Data($0.utf8)) }

  /// Creates (or truncates) the file at `path`.
  static func file(at path: String) throws -> OutputSink {
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else {
      throw OutputError(path: path)
    }
    return OutputSink { try? handle.write(contentsOf: Data($0.utf8)) }
  }

  struct OutputError: Error, CustomStringConvertible {
    var path: String
    var description: String { "cannot write the report to '\(path)'" }
  }
}
