import FocusEngine
import YAML

/// Turns a scenario file into `Scenario`s, checking everything the format
/// says before anything runs.
///
///     let file = ScenarioDecoder.decode(SourceFile(path: "a.yaml", text: "scenario: A\nview: { Text: Hi }\n"))
///     if case .valid(let scenario) = file.entries[0] { scenario.name }   // "A"
///
/// Each document is one scenario. A document with errors becomes an
/// `.invalid` entry listing all its errors by position; the other documents
/// still decode. An empty document is skipped. A YAML error fails the whole
/// file (`fileDiagnostics`).
public enum ScenarioDecoder {
  /// Reads and decodes the file at `path`. Never throws: every problem is a diagnostic in the result.
  public static func load(path: String) -> ScenarioFile {
    decode(read(path: path))
  }

  /// A file read as YAML but not decoded yet, or what its reading came to.
  ///
  /// Reading and decoding are two steps so a runner can read a whole batch
  /// of files before decoding any of them: each step's code then stays hot
  /// (docs/benchmarks.md, "Batches").
  enum ReadFile: Sendable {
    /// Read: the documents, to decode.
    case read(YAMLStream)
    /// Already a decoded file: one that could not be read, whose
    /// `fileDiagnostics` say why (or a test's scripted file).
    case decoded(ScenarioFile)
  }

  /// The first step of `load(path:)`: the file at `path` read as YAML.
  static func read(path: String) -> ReadFile {
    do {
      return .read(try YAMLReader.read(path: path))
    } catch {
      return .decoded(ScenarioFile(path: path, source: nil, entries: [], fileDiagnostics: [error]))
    }
  }

  /// The second step of `load(path:)`.
  static func decode(_ file: ReadFile) -> ScenarioFile {
    switch file {
    case .read(let stream): return decode(stream)
    case .decoded(let decoded): return decoded
    }
  }

  /// Decodes already-read text (tests, record mode).
  public static func decode(_ source: SourceFile) -> ScenarioFile {
    do {
      return decode(try YAMLReader.read(file: source))
    } catch {
      return ScenarioFile(path: source.path, source: source, entries: [], fileDiagnostics: [error])
    }
  }

  static func decode(_ stream: YAMLStream) -> ScenarioFile {
    let file = stream.file
    var entries: [ScenarioFile.Entry] = []
    // The first mark of each name: a dictionary, since a scan of a list per
    // document was quadratic in the documents of a file.
    var names: [String: Mark] = [:]
    var invalidLintWarnings: [Int: [Diagnostic]] = [:]
    for (index, document) in stream.documents.enumerated() {
      let root = document.root
      if root.resolved == .null { continue }
      let context = DecodingContext(file: file)
      let scenario = context.scenario(root, index: index)
      // The name is checked for uniqueness even when the document is invalid.
      let nameNode = root[TopLevelKey.scenario.rawValue]
      var name: String?
      if case .string(let text)? = nameNode?.resolved { name = text }
      if let name, let nameNode {
        if let first = names[name] {
          context.error(.duplicateScenario, "duplicate scenario name '\(name)' (first on line \(first.line))", at: nameNode)
        } else {
          names[name] = nameNode.start
        }
      }
      if var scenario, context.diagnostics.isEmpty {
        scenario.lintWarnings = context.sortedLintWarnings
        entries.append(.valid(scenario))
      } else {
        let mark = root.mapping?.first { $0.key.scalar?.text == TopLevelKey.scenario.rawValue }?.key.start ?? root.start
        // F23: a document invalid for another reason keeps its lint warnings.
        if !context.lintWarnings.isEmpty { invalidLintWarnings[entries.count] = context.sortedLintWarnings }
        entries.append(.invalid(name: name, mark: mark, diagnostics: context.sortedDiagnostics))
      }
    }
    return ScenarioFile(path: file.path, source: file, entries: entries, invalidEntryLintWarnings: invalidLintWarnings)
  }
}
