/// Reads a YAML stream with libyaml's event API into `Node`s that keep their marks.
///
///     let stream = try YAMLReader.read(file: SourceFile(path: "a.yaml", text: "a: 1\n---\nb: 2\n"))
///     stream.documents.count   // 2
///
/// Every failure is a `Diagnostic` pointing into the file: libyaml's own
/// problems, invalid UTF-8, duplicate mapping keys, unknown aliases, nesting
/// deeper than `Limits.maxDepth`, alias expansion beyond
/// `Limits.maxAliasExpansion` nodes, files over `Limits.maxFileSize` bytes.
public enum YAMLReader {
  /// Bounds that keep hostile files from taking the runner down.
  ///
  ///     let stream = try YAMLReader.read(path: "big.yaml", limits: .init(maxFileSize: 1 << 20))
  public struct Limits: Sendable, Hashable {
    /// Largest file accepted, in bytes (16 MiB).
    public var maxFileSize: Int
    /// Deepest nesting of collections accepted.
    public var maxDepth: Int
    /// Most nodes that alias expansion may add to one file.
    public var maxAliasExpansion: Int
    /// Most bytes of scalar text that alias expansion may add to one file.
    public var maxAliasExpansionBytes: Int

    /// Limits; the defaults are those above.
    public init(
      maxFileSize: Int = 16 << 20, maxDepth: Int = 256, maxAliasExpansion: Int = 100_000,
      maxAliasExpansionBytes: Int = 1 << 20
    ) {
      self.maxFileSize = maxFileSize
      self.maxDepth = maxDepth
      self.maxAliasExpansion = maxAliasExpansion
      self.maxAliasExpansionBytes = maxAliasExpansionBytes
    }

    /// The limits `focus-scenarios` reads every file with.
    public static let `default` = Limits()
  }
}

/// One `---` document of a stream.
///
///     let doc = try YAMLReader.read(path: "a.yaml", text: "a: 1\n").documents[0]
///     doc.start   // 1:1
public struct YAMLDocument: Sendable {
  /// The document's root node.
  public var root: Node
  /// Where the document starts (its `---`, or its first node when implicit).
  public var start: Mark
  /// Where the document ends.
  public var end: Mark
  /// A document of `root`, between `start` and `end`.
  public init(root: Node, start: Mark, end: Mark) {
    self.root = root
    self.start = start
    self.end = end
  }
}

/// All documents of one file, with the file's text.
///
///     let stream = try YAMLReader.read(path: "a.yaml")
///     stream.documents.map(\.start.line)   // the line of each document
public struct YAMLStream: Sendable {
  /// The file the stream was read from.
  public var file: SourceFile
  /// The documents, in file order.
  public var documents: [YAMLDocument]
  /// A stream of `documents` read from `file`.
  public init(file: SourceFile, documents: [YAMLDocument]) {
    self.file = file
    self.documents = documents
  }
}
