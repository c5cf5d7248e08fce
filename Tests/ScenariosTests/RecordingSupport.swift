import Foundation
import Scenarios
import Testing
import YAML

/// Records `text` (as the file `r.yaml`) in memory and returns the edited text.
func recorded(
  _ text: String, update: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> String? {
  let recording = ScenarioRecorder.record(SourceFile(path: "r.yaml", text: text), options: .init(update: update))
  #expect(recording.problems.isEmpty, "\(recording.problems)", sourceLocation: sourceLocation)
  switch recording.outcome {
  case .edited:
    return recording.text.map { String(decoding: $0, as: UTF8.self) }
  case .unchanged:
    return text
  default:
    Issue.record("not recorded: \(recording.summary) \(recording.diagnostics.map(\.description))", sourceLocation: sourceLocation)
    return nil
  }
}

/// Decodes `text` and runs every scenario in it; all must pass.
func expectAllPass(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
  let file = ScenarioDecoder.decode(SourceFile(path: "r.yaml", text: text))
  #expect(file.fileDiagnostics.isEmpty, "\(file.fileDiagnostics)", sourceLocation: sourceLocation)
  for entry in file.entries {
    guard case .valid(let scenario) = entry else {
      Issue.record("invalid document: \(entry)", sourceLocation: sourceLocation)
      continue
    }
    let result = ScenarioExecutor.execute(scenario)
    #expect(
      result.status == .passed, "\(scenario.name): \(result.failures.map { "\($0.message) \($0.mismatches.map(\.description))" })",
      sourceLocation: sourceLocation)
  }
}

/// A scenario file on disk, in a fresh temporary folder removed at the end of `body`.
func withScenarioFile(
  _ text: String, named name: String = "r.yaml", _ body: (_ path: String) throws -> Void
) throws {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("focus-scenarios-record-\(UUID().uuidString)").path
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: folder) }
  let path = folder + "/" + name
  try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  try body(path)
}

/// The file's text.
func contents(_ path: String) throws -> String {
  String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
}
