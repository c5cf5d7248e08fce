import Foundation
import Scenarios
import Testing
import YAML

/// The executor checks `FocusEngine.invariantViolations()` after every step
/// in debug builds and writes each violation into the trace; every bundled
/// scenario must run without one.
@Suite("Engine invariants")
struct InvariantTests {
  static let scenariosFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenarios")

  static func bundledFiles() -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: scenariosFolder.path)
    var files: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      if relative.hasSuffix(".yaml") || relative.hasSuffix(".yml") {
        files.append(scenariosFolder.appendingPathComponent(relative).path)
      }
    }
    return files.sorted()
  }

  @Test("F7, F9, F10: no bundled scenario violates an engine invariant")
  func bundledScenariosKeepTheInvariants() {
    let files = Self.bundledFiles()
    #expect(files.count > 10, "found only \(files) in \(Self.scenariosFolder.path)")
    var scenarios = 0
    for path in files {
      for entry in ScenarioDecoder.load(path: path).entries {
        guard case .valid(let scenario) = entry else { continue }
        scenarios += 1
        let result = ScenarioExecutor.execute(scenario, options: .init(keepsTraceOfPasses: true))
        let violations = result.trace.filter { $0.contains("invariant violated") }
        #expect(violations.isEmpty, "\(path): \(scenario.name)\n\(violations.joined(separator: "\n"))")
      }
    }
    #expect(scenarios >= files.count)
  }
}
