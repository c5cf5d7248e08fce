import Foundation
import Testing

/// `run --os-versions` and `trace --os-version` (CLI.md, F60).
@Suite("--os-versions and --os-version")
struct OSVersionsCommandTests {
  @Test("the bundled scenarios pass at every version of their platform")
  func bundledPassEverywhere() throws {
    let result = try CommandLineTool.run(["run", "Scenarios/", "--os-versions", "all", "--no-color"], in: CommandLineTool.packageRoot)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("  iOS 15 ✓  16 ✓  17 ✓  18 ✓  26 ✓"))
    #expect(result.stdout.contains("[tvOS 15]"))
  }

  @Test("a run per version, named name [iOS 15], then the scenario's version line")
  func versionLines() throws {
    let result = try CommandLineTool.run(
      ["run", "Examples/os-versions", "--os-versions", "all", "--no-color"], in: CommandLineTool.packageRoot)
    #expect(result.status == 1, "\(result)")
    #expect(result.stdout.contains("✗ AudioBooth #307: opening the search tab focuses its search field only while the query is empty [iOS 15]"))
    #expect(result.stdout.contains("\n  iOS 15 ✗  16 ✓  17 ✓  18 ✓  26 ✓\n"), "\(result)")
    #expect(result.stdout.contains("\n  macOS 12 ✗  13 ✗  14 ✓  15 ✓  26 ✓\n"), "\(result)")
    #expect(result.lastLine == "11 passed, 4 failed, 0 invalid")
  }

  @Test("a platform prefix selects that platform's versions; others are not run and counted")
  func prefixAndNotRun() throws {
    let result = try CommandLineTool.run(
      ["run", "Examples/os-versions", "--os-versions", "iOS:16-18", "--no-color"], in: CommandLineTool.packageRoot)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("[iOS 16]") && result.stdout.contains("[iOS 18]") && !result.stdout.contains("[iOS 15]"))
    #expect(result.stdout.contains("1 scenario not run: --os-versions lists no version of their platform"))
    #expect(result.lastLine == "6 passed, 0 failed, 0 invalid, 1 not run")
  }

  @Test("json names the version in osVersion and keeps the plain name")
  func json() throws {
    let result = try CommandLineTool.run(
      ["run", "Examples/os-versions", "--os-versions", "iOS:15", "--format", "json"], in: CommandLineTool.packageRoot)
    #expect(result.stdout.contains("\"name\": \"AudioBooth #307: opening the search tab focuses its search field only while the query is empty\", \"osVersion\": \"iOS 15\""), "\(result)")
    #expect(result.stdout.contains("\"withoutOSVersion\": 1"))
  }

  @Test("a LIST that cannot be read is a usage error with a caret under the item")
  func badList() throws {
    let result = try CommandLineTool.run(["run", "Examples/os-versions", "--os-versions", "15,1x"], in: CommandLineTool.packageRoot)
    #expect(result.status == 64)
    #expect(result.stderr.contains("'1x' is not a version"))
    #expect(result.stderr.contains("  15,1x\n     ^^"), "\(result)")
  }

  @Test("record takes no --os-versions (exit 64)")
  func notWithRecord() throws {
    let result = try CommandLineTool.run(["record", "Examples/os-versions", "--os-versions", "all"], in: CommandLineTool.packageRoot)
    #expect(result.status == 64, "\(result)")
  }

  @Test("trace --os-version traces at that version and names the quirk")
  func trace() throws {
    let result = try CommandLineTool.run(
      ["trace", "Examples/os-versions/opening-the-search-tab-focuses-its-empty-search-field.yaml", "--os-version", "15"],
      in: CommandLineTool.packageRoot)
    #expect(result.stdout.contains("appear: iOS 15"))
    #expect(result.stdout.contains("quirk F61 (iOS 15)"))
    let unknown = try CommandLineTool.run(["trace", "Examples/os-versions", "--os-version", "3"], in: CommandLineTool.packageRoot)
    #expect(unknown.status == 64)
  }
}
