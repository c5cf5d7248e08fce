import Foundation
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One Swift file, parsed by swift-syntax with its operators folded (so
/// `a == b && c` is a tree of infix expressions), and able to say where any
/// node starts.
///
///     let file = try SwiftFile(path: "LoginForm.swift")
///     file.location(of: node).short   // "LoginForm.swift:27"
package struct SwiftFile: Sendable {
  /// The path as the user gave it.
  package let path: String
  package let text: String
  package let tree: SourceFileSyntax
  private let converter: SourceLocationConverter
  private let lines: [Substring]

  /// Reads and parses `path`; a missing file or Swift that does not parse is
  /// an `ImportError` at the first problem.
  package init(path: String) throws {
    guard let data = FileManager.default.contents(atPath: path) else {
      let reason = FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file"
      throw ImportError(unreadable: path, reason: reason)
    }
    try self.init(path: path, text: String(decoding: data, as: UTF8.self))
  }

  /// Parses `text` as the file at `path`.
  package init(path: String, text: String) throws {
    self.path = path
    self.text = text
    let parsed = Parser.parse(source: text)
    lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    converter = SourceLocationConverter(fileName: path, tree: parsed)
    if let first = ParseDiagnosticsGenerator.diagnostics(for: parsed).first {
      let place = first.location(converter: converter)
      throw ImportError(
        .swiftSyntax, "Swift that does not parse: \(first.message)",
        at: SwiftLocation(file: path, line: place.line, column: place.column, sourceLine: Self.line(place.line, of: lines)))
    }
    tree = OperatorTable.standardOperators.foldAll(parsed, errorHandler: { _ in }).as(SourceFileSyntax.self) ?? parsed
  }

  /// Where `node` starts (after its leading trivia).
  package func location(of node: some SyntaxProtocol) -> SwiftLocation {
    let place = node.startLocation(converter: converter)
    return SwiftLocation(file: path, line: place.line, column: place.column, sourceLine: Self.line(place.line, of: lines))
  }

  private static func line(_ number: Int, of lines: [Substring]) -> String? {
    number >= 1 && number <= lines.count ? String(lines[number - 1]) : nil
  }
}
