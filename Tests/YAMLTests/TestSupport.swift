import Testing

@testable import YAML

/// Parses `text` as the file `test.yaml`.
func parse(_ text: String, limits: YAMLReader.Limits = .default) throws(Diagnostic) -> YAMLStream {
  try YAMLReader.read(file: SourceFile(path: "test.yaml", text: text), limits: limits)
}

/// Parses bytes as the file `test.yaml`.
func parse(bytes: [UInt8], limits: YAMLReader.Limits = .default) throws(Diagnostic) -> YAMLStream {
  try YAMLReader.read(file: SourceFile(path: "test.yaml", bytes: bytes), limits: limits)
}

/// The root of the only document of `text`.
func root(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Node {
  let stream = try parse(text)
  try #require(stream.documents.count == 1, sourceLocation: sourceLocation)
  return stream.documents[0].root
}

/// The diagnostic that reading `text` throws, or `nil` when it parses.
func diagnostic(_ text: String, limits: YAMLReader.Limits = .default) -> Diagnostic? {
  diagnostic(bytes: Array(text.utf8), limits: limits)
}

func diagnostic(bytes: [UInt8], limits: YAMLReader.Limits = .default) -> Diagnostic? {
  do {
    _ = try parse(bytes: bytes, limits: limits)
    return nil
  } catch {
    return error
  }
}

/// `line:column` of a node's start, for compact expectations.
func position(_ node: Node?) -> String? { node.map { "\($0.start)" } }

/// `line:column-line:column` of a node.
func span(_ node: Node?) -> String? { node.map { "\($0.start)-\($0.end)" } }
