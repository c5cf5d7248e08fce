@testable import Scenarios
import Testing

/// `ScenarioResult.planPosition`: what `merge-reports` orders the results
/// of shards by, so it must be the same whichever shard ran a scenario.
@Suite("Plan positions")
struct PlanPositionTests {
  private static func results(shard: Shard?, countsFirst: Bool, osVersions: String? = nil) async throws -> [ScenarioResult] {
    var runner = ScenarioRunnerTests.runner(ScenarioRunnerTests.files, jobs: 3, countsFirst: countsFirst)
    runner.plan.shard = shard
    runner.plan.osVersions = try osVersions.map { try OSVersionSelection(parsing: $0) }
    var results: [ScenarioResult] = []
    await runner.run { event in
      if case .scenarioFinished(let result) = event.kind { results.append(result) }
    }
    return results
  }

  @Test("Each result's position is its place in the unsharded selection, in every shard, counted first or not", arguments: [false, true])
  func positions(countsFirst: Bool) async throws {
    let whole = try await Self.results(shard: nil, countsFirst: countsFirst)
    #expect(whole.map(\.planPosition) == Array(0..<9))
    var merged: [ScenarioResult] = []
    for index in 1...4 {
      let shard = try await Self.results(shard: Shard(index: index, count: 4), countsFirst: countsFirst)
      #expect(shard.allSatisfy { Shard(index: index, count: 4)!.contains(position: $0.planPosition ?? -1) })
      merged += shard
    }
    merged.sort { ($0.planPosition ?? 0) < ($1.planPosition ?? 0) }
    #expect(merged.map(\.name) == whole.map(\.name))
  }

  @Test("Without a shard too, the runs of one scenario under --os-versions share its position", arguments: [false, true])
  func versionsUnsharded(countsFirst: Bool) async throws {
    // Not counted first and without a shard, workers run batches of files (`runInBatches`).
    let runs = try await Self.results(shard: nil, countsFirst: countsFirst, osVersions: "15,16")
    #expect(runs.map(\.planPosition) == (0..<9).flatMap { [$0, $0] })
  }

  @Test("The runs of one scenario under --os-versions share its position", arguments: [false, true])
  func versions(countsFirst: Bool) async throws {
    let runs = try await Self.results(shard: Shard(index: 2, count: 3), countsFirst: countsFirst, osVersions: "15,16")
    // Shard 2/3 holds positions 1, 4 and 7: a2 fail, b2 and c1 fail, each at iOS 15 then 16.
    #expect(runs.map(\.planPosition) == [1, 1, 4, 4, 7, 7])
    #expect(runs.map(\.name) == ["a2 fail", "a2 fail", "b2", "b2", "c1 fail", "c1 fail"])
  }
}
