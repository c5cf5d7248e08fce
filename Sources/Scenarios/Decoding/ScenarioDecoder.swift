import FocusEngine
import YAML

/// Turns a scenario file into `Scenario`s, checking everything the format
/// says before anything runs.
public enum ScenarioDecoder {
  /// Reads and decodes the file at `path`. Never throws: every problem is a diagnostic in the result.
  public static func load(path: String) -> ScenarioFile {
    // TEMPORARY: replaced by the real decoder.
    ScenarioFile(path: path, source: nil, entries: [])
  }

  /// Decodes already-read text (tests, record mode).
  public static func decode(_ source: SourceFile) -> ScenarioFile {
    ScenarioFile(path: source.path, source: source, entries: [])
  }
}
