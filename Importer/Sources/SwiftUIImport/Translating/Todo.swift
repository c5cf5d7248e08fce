import SwiftSyntax

/// The comment that marks what was not translated:
/// `TODO(LoginForm.swift:27): handleLogin(username, password): a call …`.
///
/// The quoted Swift is the construct's first line, cut at 60 characters,
/// so the comment stays one line and points at the source for the rest.
package enum Todo {
  package static func comment(_ untranslated: Untranslated, in file: SwiftFile) -> String {
    comment(about: untranslated.node, untranslated.reason, in: file)
  }

  package static func comment(about node: some SyntaxProtocol, _ reason: String, in file: SwiftFile) -> String {
    comment(at: node, quoting: node.trimmedDescription, reason, in: file)
  }

  /// A TODO located at `node` that quotes `text`.
  package static func comment(at node: some SyntaxProtocol, quoting text: String, _ reason: String, in file: SwiftFile) -> String {
    let firstLine = text.split(separator: "\n").first.map(String.init) ?? ""
    let quoted = firstLine.count > 60 ? firstLine.prefix(59) + "…" : firstLine
    return "TODO(\(file.location(of: node).short)): `\(quoted)`: \(reason)"
  }
}
