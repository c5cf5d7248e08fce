import Foundation
import Testing

/// `run`, `validate`, `record` and `trace` select through one plan: the same
/// PATHs, `FILE:LINE`, `--filter`, `--tag` and `--skip-tag` choose the same
/// scenarios in each (issue 14).
@Suite("Selection agrees between commands")
struct SelectionAgreementTests {
  /// Three files: tagged scenarios, an invalid document beside a valid one,
  /// and a scenario tagged `slow`. Every expectation is unrecorded, so `run`
  /// and `trace` fail them and `record` fills them.
  static let files = [
    "a.yaml": """
      scenario: Login works
      tags: [smoke]
      view: { Text: Hi }
      steps: [ expect: {} ]
      ---
      scenario: Logout works
      tags: [smoke, slow]
      view: { Text: Hi }
      steps: [ expect: {} ]
      ---
      scenario: Search
      view: { Text: Hi }
      steps: [ expect: {} ]

      """,
    "b.yaml": """
      scenario: Broken login
      tags: [smoke]
      view: { Txt: Hi }
      steps: [ expect: {} ]
      ---
      scenario: Sign out
      view: { Text: Hi }
      steps: [ expect: {} ]

      """,
    "c.yaml": """
      scenario: Settings
      tags: [slow]
      view: { Text: Hi }
      steps: [ expect: {} ]

      """,
  ]

  /// A new folder holding `files`.
  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-agree-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
    return folder
  }

  /// `run --format json`: the names of the results, in order, and the exit status.
  static func run(_ selection: [String], in folder: URL) throws -> (names: [String], invalid: Int, status: Int32) {
    let result = try CommandLineTool.run(["run", "--format", "json"] + selection, in: folder)
    let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let scenarios = try #require(report?["scenarios"] as? [[String: Any]], "\(result)")
    let names = scenarios.compactMap { $0["name"] as? String }
    let invalid = scenarios.filter { $0["status"] as? String == "invalid" }.count
    return (names, invalid, result.status)
  }

  /// `trace`: the name on each `scenario:` line, in order, and the exit status.
  static func trace(_ selection: [String], in folder: URL) throws -> (names: [String], status: Int32) {
    let result = try CommandLineTool.run(["trace", "--no-color"] + selection, in: folder)
    let names = result.stdout.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("scenario: ") else { return nil }
      let rest = line.dropFirst("scenario: ".count)
      if rest.hasSuffix(" is invalid") { return String(rest.dropLast(" is invalid".count)) }
      return rest.range(of: "  (").map { String(rest[..<$0.lowerBound]) }
    }
    return (names, result.status)
  }

  /// `record` in a copy of the folder: the scenarios whose expectation was
  /// filled, in file order. A file with an invalid document is never written.
  static func record(_ selection: [String]) throws -> [String] {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try CommandLineTool.run(["record", "--no-color"] + selection, in: folder, unsetting: ["CI"])
    var recorded: [String] = []
    for name in files.keys.sorted() {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      for document in text.components(separatedBy: "---\n") where !document.contains("expect: {}") {
        guard let line = document.split(separator: "\n").first(where: { $0.hasPrefix("scenario: ") }) else { continue }
        recorded.append(String(line.dropFirst("scenario: ".count)))
      }
    }
    return recorded
  }

  @Test(
    "run, validate, record and trace select the same scenarios",
    arguments: [
      ["."], [".", "--filter", "^Log"], [".", "--filter", "in"], [".", "--tag", "smoke"], [".", "--tag", "slow"],
      [".", "--skip-tag", "slow"], [".", "--tag", "smoke", "--skip-tag", "slow"], [".", "--filter", "Settings"],
      ["a.yaml:7", "c.yaml"], ["b.yaml:2", "--tag", "none"], [".", "--tag", "none"],
    ])
  func agree(_ selection: [String]) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }

    let run = try Self.run(selection, in: folder)
    let trace = try Self.trace(selection, in: folder)
    #expect(trace.names == run.names, "trace \(selection)")
    #expect(trace.status == run.status, "trace \(selection)")

    let validate = try CommandLineTool.run(["validate", "--no-color"] + selection, in: folder)
    if run.names.isEmpty {
      #expect(validate.status == 3, "\(validate)")
    } else {
      #expect(validate.lastLine.hasPrefix("\(run.names.count - run.invalid) valid, \(run.invalid) invalid"), "\(validate)")
      #expect(validate.status == (run.invalid > 0 ? 2 : 0), "\(validate)")
    }

    // b.yaml holds an invalid document, so record writes none of it.
    let inB: Set = ["Broken login", "Sign out"]
    #expect(try Self.record(selection) == run.names.filter { !inB.contains($0) }, "record \(selection)")
  }

  @Test("The selections of the agreement test are not all alike (the test can tell them apart)")
  func selectionsDiffer() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Self.run(["."], in: folder).names == ["Login works", "Logout works", "Search", "Broken login", "Sign out", "Settings"])
    #expect(try Self.run([".", "--tag", "smoke"], in: folder).names == ["Login works", "Logout works", "Broken login"])
    #expect(try Self.run([".", "--tag", "smoke", "--skip-tag", "slow"], in: folder).names == ["Login works", "Broken login"])
    #expect(try Self.run(["a.yaml:7", "c.yaml"], in: folder).names == ["Logout works", "Settings"])
  }
}
