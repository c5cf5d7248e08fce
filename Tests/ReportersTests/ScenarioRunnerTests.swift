import Foundation
@testable import Scenarios
import Testing
import YAML

/// The runner with a scripted decoder and executor: order, parallelism,
/// fail-fast, selection. (Lives here because the runner feeds the reporters.)
@Suite("ScenarioRunner")
struct ScenarioRunnerTests {
  /// A file of scenarios named `names`, one document each, 10 lines apart.
  static func file(_ path: String, _ names: [String], tags: [[String]] = []) -> ScenarioFile {
    var text = ""
    for (index, name) in names.enumerated() {
      if index > 0 { text += "---\n" }
      text += "scenario: \(name)\n" + String(repeating: "steps: []\n", count: 8)
    }
    let source = SourceFile(path: path, text: text)
    let entries = names.enumerated().map { index, name in
      ScenarioFile.Entry.valid(Scenario(
        name: name, tags: index < tags.count ? tags[index] : [], scenes: [], source: source,
        mark: Mark(line: 1 + index * 10, column: 1, offset: 0), documentIndex: index))
    }
    return ScenarioFile(path: path, source: source, entries: entries)
  }

  /// Fails scenarios whose name contains "fail"; sleeps a little, longest for early scenarios,
  /// so with several jobs results finish out of plan order.
  static let execute: @Sendable (Scenario) -> ScenarioResult = { scenario in
    let delay = scenario.name.hasPrefix("a") ? 30_000 : scenario.name.count % 3 * 5_000
    usleep(UInt32(delay))
    return ScenarioResult(
      file: scenario.source.path, name: scenario.name, location: scenario.location, tags: scenario.tags,
      status: scenario.name.contains("fail") ? .failed : .passed)
  }

  static func runner(
    _ files: [ScenarioFile], jobs: Int, failFast: Bool = false, countsFirst: Bool = false,
    filter: ScenarioFilter = .all, lines: [String: [Int]] = [:]
  ) -> ScenarioRunner {
    let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0) })
    let plan = ScenarioPlan(files: files.map { ScenarioPlan.File(path: $0.path, lines: lines[$0.path]) }, filter: filter)
    return ScenarioRunner(
      plan: plan, configuration: .init(jobs: jobs, failFast: failFast, countsBeforeRunning: countsFirst),
      load: { byPath[$0] ?? ScenarioFile(path: $0, source: nil, entries: []) }, execute: execute)
  }

  /// The events as comparable lines.
  static func events(of runner: ScenarioRunner) async -> [String] {
    var lines: [String] = []
    await runner.run { event in
      switch event.kind {
      case .runStarted(let files, let scenarios):
        lines.append("start " + (files.map { "\($0) " } ?? "") + (scenarios.map(String.init) ?? "uncounted"))
      case .fileStarted(let path): lines.append("file \(path)")
      case .scenarioFinished(let result): lines.append("\(result.status.rawValue) \(result.name) \(result.location)")
      case .runEnded(let summary): lines.append("end \(summary) notRun \(summary.notRun)")
      }
    }
    return lines
  }

  static let files = [
    file("a.yaml", ["a1", "a2 fail", "a3"]),
    file("b.yaml", ["b1", "b2", "b3", "b4"]),
    file("c.yaml", ["c1 fail", "c2"]),
  ]

  @Test("Events come in plan order, the same with 1 job or 4, counted first or not", arguments: [false, true])
  func order(countsFirst: Bool) async {
    let one = await Self.events(of: Self.runner(Self.files, jobs: 1, countsFirst: countsFirst))
    let four = await Self.events(of: Self.runner(Self.files, jobs: 4, countsFirst: countsFirst))
    #expect(one == four)
    #expect(one == [
      countsFirst ? "start 3 9" : "start uncounted",
      "file a.yaml", "pass a1 a.yaml:1:1", "fail a2 fail a.yaml:11:1", "pass a3 a.yaml:21:1",
      "file b.yaml", "pass b1 b.yaml:1:1", "pass b2 b.yaml:11:1", "pass b3 b.yaml:21:1", "pass b4 b.yaml:31:1",
      "file c.yaml", "fail c1 fail c.yaml:1:1", "pass c2 c.yaml:11:1",
      "end 7 passed, 2 failed, 0 invalid notRun 0",
    ])
  }

  @Test("--fail-fast stops after the first failure in plan order, whatever the jobs", arguments: [1, 2, 8], [false, true])
  func failFast(jobs: Int, countsFirst: Bool) async {
    let events = await Self.events(of: Self.runner(Self.files, jobs: jobs, failFast: true, countsFirst: countsFirst))
    #expect(events == [
      countsFirst ? "start 3 9" : "start uncounted",
      "file a.yaml", "pass a1 a.yaml:1:1", "fail a2 fail a.yaml:11:1", "end 1 passed, 1 failed, 0 invalid notRun 7",
    ])
  }

  @Test("Streaming many files a window at a time gives the counted run's results, shards and notRun")
  func windows() async {
    // 100 files are several windows of `windowSize` files.
    let many = (0..<100).map { index in
      Self.file("f\(index).yaml", (0..<(index % 3 + 1)).map { "f\(index)-\($0)\(index == 17 ? " fail" : "")" })
    }
    #expect(Self.runner(many, jobs: 2).windowSize < many.count / 2)
    for shard in [nil, Shard(index: 2, count: 3)] as [Shard?] {
      for failFast in [false, true] {
        var counted = Self.runner(many, jobs: 2, failFast: failFast, countsFirst: true)
        var streamed = Self.runner(many, jobs: 2, failFast: failFast, countsFirst: false)
        counted.plan.shard = shard
        streamed.plan.shard = shard
        let a = await Self.events(of: counted)
        let b = await Self.events(of: streamed)
        #expect(a.dropFirst() == b.dropFirst(), "shard \(String(describing: shard)), fail-fast \(failFast)")
        let countedSummary = await counted.run { _ in }
        let streamedSummary = await streamed.run { _ in }
        #expect(countedSummary.inOtherShards == streamedSummary.inOtherShards)
        #expect(countedSummary.notRun == streamedSummary.notRun)
      }
    }
  }

  @Test("Batches hold every planned file once, in order; with several jobs the last ones shrink", arguments: [1, 2, 3])
  func batches(jobs: Int) {
    let many = (0..<200).map { Self.file("f\($0).yaml", ["f\($0)"]) }
    let batches = Self.runner(many, jobs: jobs).batches()
    #expect(batches.flatMap { $0 }.map(\.path) == many.map(\.path))
    let sizes = batches.map(\.count)
    #expect(sizes.allSatisfy { 1...ScenarioRunner.batchSize ~= $0 })
    if jobs == 1 {
      #expect(sizes.dropLast().allSatisfy { $0 == ScenarioRunner.batchSize })
    } else {
      #expect(sizes.first == ScenarioRunner.batchSize)
      #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 >= $1 }, "\(sizes)")
      #expect(sizes.suffix(jobs).allSatisfy { $0 == 1 }, "\(sizes)")
    }
  }

  @Test("Batches give the counted window's results, positions, notRun and versions left out", arguments: [false, true])
  func batchesAgainstWindows(failFast: Bool) async throws {
    // 100 files of 1 to 3 scenarios; every seventh on macOS, which `iOS:15,16` leaves out (F60).
    let many = (0..<100).map { index in
      var file = Self.file("f\(index).yaml", (0..<(index % 3 + 1)).map { "f\(index)-\($0)\(index == 61 ? " fail" : "")" })
      if index % 7 == 0 {
        file.entries = file.entries.map { entry in
          guard case .valid(var scenario) = entry else { return entry }
          scenario.platform = .macOS
          return .valid(scenario)
        }
      }
      return file
    }
    var results: [[String]] = []
    var summaries: [RunSummary] = []
    for (jobs, countsFirst) in [(1, true), (1, false), (2, false), (3, false)] {
      var runner = Self.runner(many, jobs: jobs, failFast: failFast, countsFirst: countsFirst)
      runner.plan.osVersions = try OSVersionSelection(parsing: "iOS:15,16")
      var lines: [String] = []
      summaries.append(await runner.run { event in
        if case .scenarioFinished(let result) = event.kind {
          lines.append("\(result.planPosition ?? -1) \(result.name) \(result.status.rawValue)")
        }
      })
      results.append(lines)
    }
    #expect(results.allSatisfy { $0 == results[0] })
    #expect(summaries.allSatisfy { $0.notRun == summaries[0].notRun && $0.withoutVersion == summaries[0].withoutVersion }, "\(summaries.map { ($0.notRun, $0.withoutVersion) })")
    #expect(summaries[0].withoutVersion > 0)
    #expect(results[0].last?.hasSuffix(failFast ? "fail" : "pass") == true)
    #expect((summaries[0].notRun > 0) == failFast)
  }

  @Test("A file that does not parse is one invalid result named after the file")
  func fileDiagnostics() throws {
    let diagnostics = [
      Diagnostic(code: .syntax, location: SourceLocation(file: "dir/bad.yaml", line: 3, column: 2), message: "second"),
      Diagnostic(code: .syntax, location: SourceLocation(file: "dir/bad.yaml", line: 1, column: 9), message: "first"),
    ]
    let bad = ScenarioFile(path: "dir/bad.yaml", source: nil, entries: [], fileDiagnostics: diagnostics)
    let items = ScenarioPlan(files: [], filter: try ScenarioFilter(namePattern: "nothing")).items(of: bad, lines: nil)
    #expect(items.count == 1)
    guard case .report(let result) = items.first else { Issue.record("expected a report"); return }
    #expect(result.name == "bad.yaml")
    #expect(result.status == .invalid)
    #expect(result.location == SourceLocation(file: "dir/bad.yaml", line: 1, column: 9))
    #expect(result.diagnostics == diagnostics)
  }

  @Test("An invalid document keeps its name, or is called <document N>")
  func invalidEntries() {
    let diagnostic = Diagnostic(code: .unknownKey, location: SourceLocation(file: "x.yaml", line: 4, column: 3), message: "unknown key")
    let file = ScenarioFile(path: "x.yaml", source: nil, entries: [
      .invalid(name: "Named", mark: Mark(line: 1, column: 1, offset: 0), diagnostics: [diagnostic]),
      .invalid(name: nil, mark: Mark(line: 9, column: 1, offset: 80), diagnostics: [diagnostic]),
    ])
    let names = ScenarioPlan(files: []).items(of: file, lines: nil).compactMap { item -> String? in
      if case .report(let result) = item { return "\(result.name) \(result.location)" }
      return nil
    }
    #expect(names == ["Named x.yaml:1:1", "<document 2> x.yaml:9:1"])
  }

  @Test("Filters: a regex searched in names, any --tag, no --skip-tag; invalid documents only obey --filter")
  func filters() throws {
    let tagged = Self.file("t.yaml", ["Login works", "Logout works", "Search"], tags: [["smoke"], ["smoke", "slow"], []])
    func names(_ filter: ScenarioFilter, _ file: ScenarioFile = tagged) -> [String] {
      ScenarioPlan(files: [], filter: filter).items(of: file, lines: nil).map {
        switch $0 {
        case .run(let scenario): return scenario.name
        case .report(let result): return result.name
        }
      }
    }
    #expect(names(try ScenarioFilter(namePattern: "^Log")) == ["Login works", "Logout works"])
    #expect(names(try ScenarioFilter(namePattern: "out")) == ["Logout works"])
    #expect(names(try ScenarioFilter(tags: ["smoke"])) == ["Login works", "Logout works"])
    #expect(names(try ScenarioFilter(tags: ["smoke"], skipTags: ["slow"])) == ["Login works"])
    #expect(names(try ScenarioFilter(tags: ["none", "slow"])) == ["Logout works"])

    let invalid = ScenarioFile(path: "i.yaml", source: nil, entries: [
      .invalid(name: "Broken login", mark: Mark(line: 1, column: 1, offset: 0), diagnostics: [])
    ])
    #expect(names(try ScenarioFilter(tags: ["smoke"]), invalid) == ["Broken login"])
    #expect(names(try ScenarioFilter(namePattern: "Search"), invalid) == [])
  }

  @Test("An invalid --filter is a usage error")
  func badRegex() {
    #expect(throws: PlanError.self) { try ScenarioFilter(namePattern: "(") }
  }

  @Test("FILE:LINE selects the document holding the line", arguments: [(1, ["a1"]), (9, ["a1"]), (10, ["a2"]), (11, ["a2"]), (25, ["a3"]), (99, ["a3"])])
  func line(line: Int, expected: [String]) {
    let items = ScenarioPlan(files: []).items(of: Self.file("a.yaml", ["a1", "a2", "a3"]), lines: [line])
    let names = items.compactMap { item -> String? in
      if case .run(let scenario) = item { return scenario.name }
      return nil
    }
    #expect(names == expected)
  }
}

@Suite("ScenarioPlan")
struct ScenarioPlanTests {
  /// A temporary folder with `files` (relative paths) in it.
  static func folder(_ files: [String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-plan-\(UUID().uuidString)")
    for file in files {
      let url = root.appendingPathComponent(file)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("scenario: x\n".utf8).write(to: url)
    }
    return root
  }

  @Test("A folder is searched recursively for .yaml and .yml, sorted, hidden folders skipped")
  func discovery() throws {
    let root = try Self.folder(["b.yaml", "a/z.yml", "a/y.yaml", "notes.md", ".hidden/h.yaml", "a/.build/x.yaml"])
    defer { try? FileManager.default.removeItem(at: root) }
    let plan = try ScenarioPlan(paths: [root.path])
    #expect(plan.files.map(\.path) == ["a/y.yaml", "a/z.yml", "b.yaml"].map { root.path + "/" + $0 })
    #expect(plan.files.allSatisfy { $0.lines == nil })
  }

  @Test("Files named twice run once; FILE:LINE selections gather; a whole file wins")
  func dedupe() throws {
    let root = try Self.folder(["a.yaml", "b.yaml"])
    defer { try? FileManager.default.removeItem(at: root) }
    let a = root.appendingPathComponent("a.yaml").path
    let b = root.appendingPathComponent("b.yaml").path
    // Lines must exist (a line past the end is a usage error): 20 of them.
    for path in [a, b] { try Data(("scenario: x\n" + String(repeating: "# …\n", count: 19)).utf8).write(to: URL(fileURLWithPath: path)) }
    let plan = try ScenarioPlan(paths: [b + ":20", a, b + ":3", a + ":5"])
    #expect(plan.files == [ScenarioPlan.File(path: a), ScenarioPlan.File(path: b, lines: [3, 20])])
  }

  @Test("A missing path or a bad line is a usage error")
  func errors() throws {
    let root = try Self.folder(["a.yaml"])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(throws: PlanError(.noSuchPath("no/such"))) { try ScenarioPlan(paths: ["no/such"]) }
    let a = root.appendingPathComponent("a.yaml").path
    #expect(throws: PlanError(.invalidLine(a + ":x"))) { try ScenarioPlan(paths: [a + ":x"]) }
    #expect(throws: PlanError(.invalidLine(a + ":0"))) { try ScenarioPlan(paths: [a + ":0"]) }
    #expect(throws: PlanError(.lineOutOfRange(a + ":2", lineCount: 1))) { try ScenarioPlan(paths: [a + ":2"]) }
    #expect(PlanError(.lineOutOfRange("a.yaml:2", lineCount: 1)).description == "invalid line in 'a.yaml:2': 'a.yaml' has 1 line")
    #expect(PlanError(.lineOutOfRange("a.yaml:1", lineCount: 0)).description == "invalid line in 'a.yaml:1': 'a.yaml' is empty")
  }
}

@Suite("Shard")
struct ShardTests {
  @Test("I/N parses only with 1 ≤ I ≤ N", arguments: ["1/1", "2/3", "3/3"])
  func valid(text: String) {
    #expect(Shard(parsing: text)?.description == text)
  }

  @Test("Anything else is refused", arguments: ["0/3", "4/3", "1/0", "1", "a/b", "1/2/3", "-1/2", ""])
  func invalid(text: String) {
    #expect(Shard(parsing: text) == nil)
  }

  @Test("The shards of a run together run every scenario once, in plan order")
  func partition() async {
    var seen: [String] = []
    var others: [Int] = []
    for index in 1...4 {
      var runner = ScenarioRunnerTests.runner(ScenarioRunnerTests.files, jobs: 2, countsFirst: index.isMultiple(of: 2))
      runner.plan.shard = Shard(index: index, count: 4)
      let summary = await runner.run { event in
        if case .scenarioFinished(let result) = event.kind { seen.append(result.name) }
      }
      others.append(summary.inOtherShards)
      #expect(summary.outcome != .nothingMatched)
    }
    #expect(seen.sorted() == ["a1", "a2 fail", "a3", "b1", "b2", "b3", "b4", "c1 fail", "c2"])
    #expect(others == [6, 7, 7, 7])
  }

  @Test("An empty shard of a non-empty selection passes; an empty selection does not")
  func empty() {
    #expect(RunSummary(inOtherShards: 1).outcome == .passed)
    #expect(RunSummary().outcome == .nothingMatched)
  }
}
