import Foundation
import Scenarios
import Testing
import YAML

/// Every bundled scenario validates against the committed JSON Schema, the
/// way an editor or CI sees it: `scripts/validate-schema.py`, run by python3
/// with the `jsonschema` and `yaml` modules.
///
/// Those modules are optional (the README's steps do not install them, and
/// Debian's python3 refuses `pip install`): without them the tests that need
/// them are skipped, with the reason in the output. CI installs them and sets
/// `FOCUS_SCENARIOS_REQUIRE=python3-jsonschema` (`.ci/run`); then a missing
/// module fails the tests instead, so the check cannot silently go away.
@Suite("Schema validation")
struct SchemaValidationTests {
  static let packageRoot = SchemaTests.packageRoot
  static let script = packageRoot.appendingPathComponent("scripts/validate-schema.py").path

  /// Whether the environment says the optional tool must be there (a
  /// comma-separated list in `FOCUS_SCENARIOS_REQUIRE`).
  static let pythonRequired: Bool = {
    let list = ProcessInfo.processInfo.environment["FOCUS_SCENARIOS_REQUIRE"] ?? ""
    return list.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == "python3-jsonschema" }
  }()

  /// Whether `python3` on `PATH` imports both modules the script needs.
  static let pythonAvailable: Bool = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", "import jsonschema, yaml"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }()

  /// Runs a test when python3 has the modules, or when they are required
  /// (where their absence must fail the test through `checkPython`).
  static var runsPythonChecks: Bool { pythonRequired || pythonAvailable }
  static let skipReason: Comment = """
    optional: python3 with the jsonschema and yaml modules is not on PATH (apt-get install python3-jsonschema python3-yaml); \
    set FOCUS_SCENARIOS_REQUIRE=python3-jsonschema to make this a failure
    """

  /// `Scenarios/**/*.yaml` and `*.yml`, relative to the package root, sorted.
  static var bundledScenarioFiles: [String] {
    let root = packageRoot.appendingPathComponent("Scenarios")
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
    var files: [String] = []
    for case let url as URL in enumerator where ["yaml", "yml"].contains(url.pathExtension) {
      files.append(String(url.standardizedFileURL.path.dropFirst(packageRoot.standardizedFileURL.path.count + 1)))
    }
    return files.sorted()
  }

  struct Result {
    var status: Int32
    var output: String
  }

  /// Runs the validator on `files` (paths relative to the package root, or absolute).
  static func validate(_ files: [String]) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script] + files
    process.currentDirectoryURL = packageRoot
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }

  /// Fails with a clear message when python3 or a module is missing (env: 127, the script: 3).
  static func checkPython(_ result: Result, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Bool {
    switch result.status {
    case 127:
      Issue.record("python3 was not found on PATH; install Python 3 with PyYAML and jsonschema (apt-get install python3-jsonschema python3-yaml)",
                   sourceLocation: sourceLocation)
      return false
    case 3:
      Issue.record("python3 lacks a module the schema check needs: \(result.output)", sourceLocation: sourceLocation)
      return false
    default:
      return true
    }
  }

  @Test("Every document of every bundled scenario file validates against the schema", .enabled(if: runsPythonChecks, skipReason))
  func bundledScenariosValidate() throws {
    let files = Self.bundledScenarioFiles
    try #require(!files.isEmpty, "no scenario files found under \(Self.packageRoot.path)/Scenarios")
    let result = try Self.validate(files)
    guard Self.checkPython(result) else { return }
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.hasSuffix("in \(files.count) files checked, all valid\n"), "\(result.output)")
  }

  @Test("Every bundled scenario file starts with the yaml-language-server schema comment")
  func schemaComment() throws {
    for file in Self.bundledScenarioFiles {
      let text = try String(contentsOf: Self.packageRoot.appendingPathComponent(file), encoding: .utf8)
      let depth = file.split(separator: "/").count - 1
      let expected = "# yaml-language-server: $schema=" + String(repeating: "../", count: depth) + "schema/focus-scenario.schema.json\n"
      #expect(text.hasPrefix(expected), "\(file) should start with \(expected)")
    }
  }

  @Test("A file with an unknown key fails validation and names the key", .enabled(if: runsPythonChecks, skipReason))
  func unknownKeyFails() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-schema-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("unknown-key.yaml")
    try Data("scenario: A\nview: { Text: Hi }\n---\nscenario: B\nview:\n  Button: { id: b, lable: Go }\n".utf8).write(to: file)

    let result = try Self.validate([file.path])
    guard Self.checkPython(result) else { return }
    #expect(result.status == 1, "\(result.output)")
    #expect(result.output.contains("unknown-key.yaml: document 2: view.Button: Additional properties are not allowed ('lable' was unexpected)"),
            "\(result.output)")
    #expect(!result.output.contains("document 1:"), "\(result.output)")
  }

  /// Documents with one unknown key each, in every place the decoder checks keys.
  static let unknownKeyDocuments: [(name: String, text: String)] = [
    ("top-level", "scenario: A\nfocusStat: { f: null }\nview: { Text: Hi }\n"),
    ("settings", "scenario: A\nsettings: { keyboardNav: true }\nview: { Text: Hi }\n"),
    ("node-kind", "scenario: A\nview: { Txt: Hi }\n"),
    ("node-property", "scenario: A\nview: { Button: { id: b, lable: Go } }\n"),
    ("property-of-another-kind", "scenario: A\nstate: { t: \"\" }\nview: { Button: { text: $t } }\n"),
    ("action-without-focusable", "scenario: A\nstate: { n: 0 }\nview: { Text: { action: { set: { n: 1 } } } }\n"),
    ("for-each", "scenario: A\nstate: { l: [] }\nview: { VStack: [ { ForEach: { data: $l, row: { Text: Hi }, idkey: id } } ] }\n"),
    ("scene", "scenario: A\nscenes: [ { id: s, view: { Text: Hi }, title: S } ]\n"),
    ("command", "scenario: A\nview: { Text: Hi }\ncommands: [ { id: c, titel: C } ]\n"),
    ("step", "scenario: A\nview: { Text: Hi }\nsteps: [ { clik: x } ]\n"),
    ("action", "scenario: A\nview: { Text: Hi }\nsteps: [ { run: { sett: { a: 1 } } } ]\n"),
    ("insert", "scenario: A\nstate: { l: [] }\nview: { Text: Hi }\nsteps: [ { run: { insert: { into: $l, afterr: 1, value: 1 } } } ]\n"),
    ("condition", "scenario: A\nstate: { f: true }\nview: { Text: { if: { nott: $f } } }\n"),
    ("expectation", "scenario: A\nview: { Text: Hi }\nsteps: [ { expect: { focussed: null } } ]\n"),
    ("sheet", "scenario: A\nstate: { s: false }\nview: { Button: { sheet: { isPresented: $s, veiw: { Text: Hi } } } }\n"),
    ("alert", "scenario: A\nstate: { s: false }\nview: { Button: { alert: { isPresented: $s, titel: Hi } } }\n"),
    ("alert-action", "scenario: A\nstate: { s: false }\nview: { Button: { alert: { isPresented: $s, actions: [ { Text: Hi } ] } } }\n"),
    ("role-on-another-kind", "scenario: A\nview: { Toggle: { role: cancel } }\n"),
    ("destination-on-another-kind", "scenario: A\nview: { Button: { destination: { Text: Hi } } }\n"),
    ("value-on-another-kind", "scenario: A\nview: { NavigationStack: { value: 1 } }\n"),
    ("selection-on-another-kind", "scenario: A\nstate: { t: 0 }\nview: { Tab: { selection: $t } }\n"),
    ("tab-view-child", "scenario: A\nview: { TabView: { children: [ { Tab: a }, { Button: b } ] } }\n"),
  ]

  @Test("The decoder and the schema both reject an unknown key, wherever it is", .enabled(if: runsPythonChecks, skipReason))
  func unknownKeysAgree() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-schema-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [String] = []
    for document in Self.unknownKeyDocuments {
      let decoded = ScenarioDecoder.decode(SourceFile(path: "\(document.name).yaml", text: document.text))
      let invalid = decoded.entries.contains { if case .invalid = $0 { true } else { false } }
      #expect(invalid, "the decoder accepts \(document.name)")
      let path = folder.appendingPathComponent("\(document.name).yaml").path
      try Data(document.text.utf8).write(to: URL(fileURLWithPath: path))
      paths.append(path)
    }
    let result = try Self.validate(paths)
    guard Self.checkPython(result) else { return }
    #expect(result.status == 1, "\(result.output)")
    for document in Self.unknownKeyDocuments {
      #expect(result.output.contains("/\(document.name).yaml: document 1:"), "the schema accepts \(document.name): \(result.output)")
    }
  }
}
