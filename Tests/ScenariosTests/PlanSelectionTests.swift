import Foundation
@testable import Scenarios
import Testing
import YAML

/// One plan selects for every command: the shard (dealt by plan position over
/// every item, invalid files and documents included) chooses the same
/// scenarios when `run` runs them, `validate` lists them and `record` fills
/// them.
@Suite("ScenarioPlan selection")
struct PlanSelectionTests {
  /// Files whose scenarios all have one unrecorded expectation: an invalid
  /// document and a file that does not parse take plan positions too.
  static let files = [
    "a.yaml": document("A1", tags: ["smoke"]) + "---\n" + document("A2") + "---\n" + document("A3", tags: ["slow"]),
    "b.yaml": "scenario: B-broken\nview: { Txt: Hi }\nsteps: [ expect: {} ]\n---\n" + document("B1"),
    "c.yaml": document("C1") + "---\n" + document("C2", tags: ["slow"]),
    "d.yaml": "scenario: [\n",
    "e.yaml": document("E1") + "---\n" + document("E2") + "---\n" + document("E3", tags: ["smoke"]),
  ]

  static func document(_ name: String, tags: [String] = []) -> String {
    "scenario: \(name)\n" + (tags.isEmpty ? "" : "tags: [\(tags.joined(separator: ", "))]\n") + "view: { Text: Hi }\nsteps: [ expect: {} ]\n"
  }

  /// A new folder holding `files`, and its plan.
  static func plan(filter: ScenarioFilter, shard: Shard?) throws -> (URL, ScenarioPlan) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-shard-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
    return (folder, try ScenarioPlan(paths: [folder.path], filter: filter, shard: shard))
  }

  static func name(_ item: ScenarioPlan.Item) -> String {
    switch item {
    case .run(let scenario): return scenario.name
    case .report(let result): return result.name
    }
  }

  @Test(
    "A shard selects the same scenarios in run, validate and record",
    arguments: [nil, Shard(index: 1, count: 3), Shard(index: 2, count: 3), Shard(index: 3, count: 3), Shard(index: 2, count: 4)],
    [ScenarioFilter.all, try! ScenarioFilter(skipTags: ["slow"])])
  func shards(shard: Shard?, filter: ScenarioFilter) async throws {
    let (folder, plan) = try Self.plan(filter: filter, shard: shard)
    defer { try? FileManager.default.removeItem(at: folder) }

    // validate
    let listed = await ScenarioRunner(plan: plan).items().map(Self.name)
    // run, streamed and counted first
    for countsFirst in [false, true] {
      var ran: [String] = []
      let summary = await ScenarioRunner(plan: plan, configuration: .init(jobs: 2, countsBeforeRunning: countsFirst)).run { event in
        if case .scenarioFinished(let result) = event.kind { ran.append(result.name) }
      }
      #expect(ran == listed, "run (counted first: \(countsFirst)) and validate, shard \(String(describing: shard))")
      var selection = plan.selection()
      for planned in plan.files { _ = selection.select(ScenarioDecoder.load(path: planned.path), lines: planned.lines) }
      #expect(summary.inOtherShards == selection.inOtherShards)
    }
    // record: files with an invalid document or that do not parse are refused whole.
    var selection = plan.selection()
    var recorded: [String] = []
    var refused: Set<String> = []
    for planned in plan.files {
      let recording = ScenarioRecorder.record(planned, selection: &selection)
      guard recording.outcome == .written else {
        if recording.outcome == .invalid { refused.insert(planned.path) }
        continue
      }
      let text = try String(contentsOfFile: planned.path, encoding: .utf8)
      for document in text.components(separatedBy: "---\n") where !document.contains("expect: {}") {
        recorded += document.split(separator: "\n").filter { $0.hasPrefix("scenario: ") }.map { String($0.dropFirst(10)) }
      }
    }
    #expect(refused.map { ($0 as NSString).lastPathComponent }.sorted() == ["b.yaml", "d.yaml"])
    let runnable = await ScenarioRunner(plan: plan).items().compactMap { item -> String? in
      guard case .run(let scenario) = item, !refused.contains(scenario.source.path) else { return nil }
      return scenario.name
    }
    #expect(recorded == runnable, "record and run, shard \(String(describing: shard))")
  }

  @Test("Shards deal every item, invalid ones included, round-robin in plan order")
  func dealing() async throws {
    let (folder, plan) = try Self.plan(filter: .all, shard: Shard(index: 2, count: 3))
    defer { try? FileManager.default.removeItem(at: folder) }
    // Positions: A1 A2 A3 | B-broken B1 | C1 C2 | d.yaml | E1 E2 E3 — shard 2 of 3 takes 1, 4, 7, 10.
    #expect(await ScenarioRunner(plan: plan).items().map(Self.name) == ["A2", "B1", "d.yaml", "E3"])
  }
}
