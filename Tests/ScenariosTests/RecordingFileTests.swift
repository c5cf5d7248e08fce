import Foundation
import Testing
import YAML

@testable import Scenarios

@Suite("Record mode: writing files safely")
struct RecordingFileTests {
  static let unrecorded = """
    scenario: Disk   # keep me
    view: { Text: Hi }
    steps:
      - expect: {}

    """

  @Test("A recorded file is replaced with the edited text and keeps its permissions")
  func writes() throws {
    try withScenarioFile(Self.unrecorded) { path throws in
      try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
      let recording = ScenarioRecorder.record(path: path)
      #expect(recording.outcome == .written)
      #expect(recording.summary == "recorded 1 expectation in \(path)")
      #expect(try contents(path) == """
        scenario: Disk   # keep me
        view: { Text: Hi }
        steps:
          - expect:
              focused: null
              tabOrder: []
              warnings: []

        """)
      let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
      #expect(permissions == 0o640)
      // No temporary file is left behind.
      let folder = (path as NSString).deletingLastPathComponent
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["r.yaml"])
    }
  }

  @Test("Recording a file twice writes it once; the second run changes nothing")
  func idempotentOnDisk() throws {
    try withScenarioFile(Self.unrecorded) { path throws in
      #expect(ScenarioRecorder.record(path: path).outcome == .written)
      let once = try contents(path)
      let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
      let second = ScenarioRecorder.record(path: path)
      #expect(second.outcome == .unchanged)
      #expect(second.recorded == 0)
      #expect(try contents(path) == once)
      #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == modified)
    }
  }

  @Test("A file that does not parse is not written")
  func unparsable() throws {
    let text = "scenario: Broken\nview: { Text: Hi\nsteps:\n  - expect: {}\n"
    try withScenarioFile(text) { path throws in
      let recording = ScenarioRecorder.record(path: path)
      #expect(recording.outcome == .invalid)
      #expect(!recording.diagnostics.isEmpty)
      #expect(!recording.succeeded)
      #expect(try contents(path) == text)
    }
  }

  @Test("A file with an invalid scenario is not written, even when another scenario could be recorded")
  func invalidScenario() throws {
    let text = Self.unrecorded + "---\nscenario: Bad\nview: { Text: Hi }\nsteps: [ clik: x ]\n"
    try withScenarioFile(text) { path throws in
      let recording = ScenarioRecorder.record(path: path)
      #expect(recording.outcome == .invalid)
      #expect(recording.diagnostics.map(\.message) == ["unknown step 'clik'"])
      #expect(try contents(path) == text)
    }
  }

  @Test("A file that changed on disk after it was read is not overwritten")
  func changedOnDisk() throws {
    try withScenarioFile("a: 1\n") { path throws in
      #expect(throws: AtomicFileWriter.Failure.changedOnDisk) {
        try AtomicFileWriter.replace(path: path, expecting: Array("a: 0\n".utf8), with: Array("a: 2\n".utf8))
      }
      #expect(try contents(path) == "a: 1\n")
      try AtomicFileWriter.replace(path: path, expecting: Array("a: 1\n".utf8), with: Array("a: 2\n".utf8))
      #expect(try contents(path) == "a: 2\n")
    }
  }

  @Test("A symbolic link stays a link; the file it points at is recorded")
  func symbolicLink() throws {
    try withScenarioFile(Self.unrecorded) { path throws in
      let link = (path as NSString).deletingLastPathComponent + "/link.yaml"
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
      #expect(ScenarioRecorder.record(path: link).outcome == .written)
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == path)
      #expect(try contents(path).contains("warnings: []"))
    }
  }

  @Test("Emptying every bundled scenario's expectations and recording them again gives files that pass")
  func bundledScenariosRoundTrip() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let folder = root.appendingPathComponent("Scenarios").path
    let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".yaml") }.sorted()
    try #require(!files.isEmpty)
    var checked = 0
    for name in files {
      let original = try YAMLReader.read(path: folder + "/" + name)
      // Only scenarios that pass as written: their expectations are what recording must reproduce.
      let decoded = ScenarioDecoder.decode(original.file)
      let passing = decoded.entries.allSatisfy { entry in
        guard case .valid(let scenario) = entry else { return false }
        return ScenarioExecutor.execute(scenario).status == .passed
      }
      guard passing, !decoded.entries.isEmpty else { continue }

      var editor = InPlaceEditor(file: original.file)
      for document in original.documents {
        for step in document.root["steps"]?.sequence ?? .empty {
          guard let value = step["expect"] else { continue }
          let end = ScenarioRecorder.contentEnd(value, original.file.bytes)
          try editor.add(TextEdit(replacing: value.start.offset..<end, with: "{}"))
        }
      }
      let emptied = SourceFile(path: name, bytes: editor.apply())
      let recording = ScenarioRecorder.record(emptied)
      #expect(recording.problems.isEmpty, "\(name): \(recording.problems)")
      guard recording.outcome == .edited, let text = recording.text else {
        Issue.record("\(name): \(recording.summary)")
        continue
      }
      for entry in ScenarioDecoder.decode(SourceFile(path: name, bytes: text)).entries {
        guard case .valid(let scenario) = entry else {
          Issue.record("\(name): invalid after recording")
          continue
        }
        let result = ScenarioExecutor.execute(scenario)
        #expect(result.status == .passed, "\(name): \(result.failures.map { "\($0.message) \($0.mismatches.map(\.description))" })")
      }
      checked += 1
    }
    #expect(checked > 10)
  }
}
