import FocusScenarios

/// An error a user can cause (a missing file, Swift that does not parse, no
/// View type, an unknown `--type`): located in the Swift file with the line
/// and a caret, drawn by the main package's `DiagnosticRenderer`.
///
///     throw ImportError(.unknownType, "no View type 'LoginFrom' in LoginForm.swift", at: location, hint: "did you mean 'LoginForm'?")
package struct ImportError: Error, Sendable {
  /// The located diagnostic.
  package var diagnostic: Diagnostic

  package init(_ code: Diagnostic.Code, _ message: String, at location: SwiftLocation, hint: String? = nil, length: Int = 1) {
    diagnostic = Diagnostic(
      code: code, location: SourceLocation(file: location.file, line: location.line, column: location.column),
      message: message, hint: hint, sourceLine: location.sourceLine, length: length)
  }

  /// An error about a whole file that could not be read.
  package init(unreadable path: String, reason: String) {
    diagnostic = Diagnostic(
      code: .unreadableFile, location: SourceLocation(file: path, line: 1, column: 1),
      message: "cannot read '\(path)': \(reason)")
  }
}

extension Diagnostic.Code {
  /// Swift that swift-syntax cannot parse.
  package static let swiftSyntax = Diagnostic.Code(rawValue: "swift-syntax")
  /// No View type in the files, or several and no `--type`.
  package static let noViewType = Diagnostic.Code(rawValue: "no-view-type")
  /// `--type` names no View type of the files.
  package static let unknownType = Diagnostic.Code(rawValue: "unknown-type")
}

/// A place in a Swift file: 1-based line and column, and the line's text
/// for the caret excerpt.
package struct SwiftLocation: Sendable, Hashable {
  package var file: String
  package var line: Int
  package var column: Int
  package var sourceLine: String?

  /// `LoginForm.swift:27`, how TODO comments name the place.
  package var short: String {
    let name = file.split(separator: "/").last.map(String.init) ?? file
    return "\(name):\(line)"
  }
}
