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
  public struct Limits: Sendable, Hashable {
    /// Largest file accepted, in bytes (16 MiB).
    public var maxFileSize: Int
    /// Deepest nesting of collections accepted.
    public var maxDepth: Int
    /// Most nodes that alias expansion may add to one file.
    public var maxAliasExpansion: Int
    /// Most bytes of scalar text that alias expansion may add to one file.
    public var maxAliasExpansionBytes: Int

    public init(
      maxFileSize: Int = 16 << 20, maxDepth: Int = 256, maxAliasExpansion: Int = 100_000,
      maxAliasExpansionBytes: Int = 1 << 20
    ) {
      self.maxFileSize = maxFileSize
      self.maxDepth = maxDepth
      self.maxAliasExpansion = maxAliasExpansion
      self.maxAliasExpansionBytes = maxAliasExpansionBytes
    }

    public static let `default` = Limits()
  }
}

/// One `---` document of a stream.
public struct YAMLDocument: Sendable {
  public var root: Node
  /// Where the document starts (its `---`, or its first node when implicit).
  public var start: Mark
  public var end: Mark
  public init(root: Node, start: Mark, end: Mark) {
    self.root = root
    self.start = start
    self.end = end
  }
}

/// All documents of one file, with the file's text.
public struct YAMLStream: Sendable {
  public var file: SourceFile
  public var documents: [YAMLDocument]
  public init(file: SourceFile, documents: [YAMLDocument]) {
    self.file = file
    self.documents = documents
  }
}
