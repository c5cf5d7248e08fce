import Foundation
import Testing

/// Issue 18, end to end: `run --report html=DIR` and `trace --html FILE`
/// write one self-contained page whose hooks (scenario and step sections,
/// the focused node, the expectation table) say what happened.
@Suite("The html report")
struct HTMLReportTests {
  static func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-html-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  static let directional = "Scenarios/directional/focus-section-catches-a-move-its-button-would-miss.yaml"
  static let presentation = "Scenarios/presentations/a-click-below-a-sheet-is-blocked.yaml"

  /// The text of the element that starts with `opening`, up to the next `</section>`.
  static func section(_ opening: String, in page: String) -> String? {
    guard let start = page.range(of: opening) else { return nil }
    let rest = page[start.lowerBound...]
    return rest.range(of: "</section>").map { String(rest[..<$0.upperBound]) }
  }

  /// Durations change from run to run; nothing else of the page may.
  static func withoutDurations(_ page: String) -> String {
    page.replacingOccurrences(of: #"[0-9]+ ms|[0-9]+\.[0-9]{3} s"#, with: "T", options: .regularExpression)
  }

  @Test("run --report html=DIR: a failing scenario's page names the failing step, the focused node, expected and actual")
  func failingRun() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = folder.appendingPathComponent("report/nested")
    let result = try CommandLineTool.run(["run", "failing/", "passing/", "--report", "html=\(report.path)"])
    #expect(result.status == 1, "\(result)")
    #expect(result.stdout.contains("✗ Sign In expects the wrong field"), "the human report on stdout\n\(result)")
    let page = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    for forbidden in ["http:", "https:", "//", "<script"] { #expect(!page.contains(forbidden), "\(forbidden)") }

    let scenario = try #require(page.range(of: #"<section class="scenario" id="scenario-1" data-status="fail">"#))
    #expect(page.contains(#"data-status="pass""#))
    #expect(page.contains("<title>focus-scenarios report: "))
    // Step 2 is the failing expect; step 1 (click: signIn) focused username (F11).
    let failing = try #require(Self.section(#"<section class="step failing-step" id="scenario-1-step-2" data-step="2">"#, in: page))
    #expect(failing.contains(#"<g class="node focused" data-id="username">"#))
    #expect(failing.contains(#"<table class="expectation">"#))
    #expect(failing.contains(#"<td class="path">focused</td><td class="expected">username</td><td class="actual">username</td>"#))
    #expect(failing.contains(
      #"<tr class="mismatch"><td class="path">focusState.focusedField</td><td class="expected">password</td><td class="actual">username</td>"#))
    let click = try #require(Self.section(#"<section class="step" id="scenario-1-step-1" data-step="1">"#, in: page))
    #expect(click.contains(##"<a class="rule" href="#rule-f11""##))
    #expect(page.contains(#"<dt id="rule-f11">F11</dt>"#))
    #expect(page[scenario.lowerBound...].contains("click: signIn"))
  }

  @Test("the page is the same whatever --jobs, and json reports carry no trace unless --trace asks")
  func deterministic() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let one = folder.appendingPathComponent("one"), four = folder.appendingPathComponent("four")
    let json = folder.appendingPathComponent("run.json")
    let paths = ["failing/", "passing/", "selection/"]
    _ = try CommandLineTool.run(["run"] + paths + ["--jobs", "1", "--report", "html=\(one.path)"])
    _ = try CommandLineTool.run(["run"] + paths + ["--jobs", "4", "--report", "html=\(four.path)", "--report", "json=\(json.path)"])
    let first = try String(contentsOf: one.appendingPathComponent("index.html"), encoding: .utf8)
    let second = try String(contentsOf: four.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(Self.withoutDurations(first) == Self.withoutDurations(second))
    #expect(!(try String(contentsOf: json, encoding: .utf8)).contains("\"trace\""))
  }

  @Test("trace --html FILE draws every step of a passing scenario: the beam, the candidates, the winner and why")
  func directionalTrace() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("trace.html")
    let plain = try CommandLineTool.run(["trace", Self.directional, "--no-color"], in: CommandLineTool.packageRoot)
    let result = try CommandLineTool.run(["trace", Self.directional, "--no-color", "--html", file.path], in: CommandLineTool.packageRoot)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == plain.stdout, "the text trace is still printed, unchanged")
    let page = try String(contentsOf: file, encoding: .utf8)
    #expect(page.contains(#"<section class="scenario" id="scenario-1" data-status="pass">"#))
    // Step 5: move right from music; the focus section wins and hands focus to banner (F21).
    let move = try #require(Self.section(#"<section class="step" id="scenario-1-step-5" data-step="5">"#, in: page))
    #expect(move.contains(#"<g class="node focused" data-id="banner">"#))
    #expect(move.contains(#"<rect class="beam""#))
    #expect(move.contains(#"<g class="candidate winner" data-id="featured">"#))
    #expect(move.contains("section featured: gap 0 · cross 1 · wins"))
    #expect(move.contains(#"<tr class="winner"><td><code>featured</code> (focus section)</td><td>[1, 0, 2, 3]</td><td>0</td><td>1</td><td>wins</td></tr>"#))
    #expect(move.contains("and hands focus to its nearest member, <code>banner</code>"))
    #expect(move.contains(#"class="leaf focusable was-focused""#), "music was focused before")
    #expect(move.contains(#"<text class="container-label section-label""#))
    // Held expectations show what they checked.
    let expect = try #require(Self.section(#"<section class="step" id="scenario-1-step-6" data-step="6">"#, in: page))
    #expect(expect.contains(#"<td class="path">focused</td><td class="expected">banner</td><td class="actual">banner</td>"#))
    #expect(!page.contains("class=\"step failing-step\""))
  }

  @Test("a presentation is drawn as a layer above the dimmed one below it (F36, F37)")
  func presentationLayers() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("sheet.html")
    let result = try CommandLineTool.run(["trace", Self.presentation, "--html", file.path], in: CommandLineTool.packageRoot)
    #expect(result.status == 0, "\(result)")
    let page = try String(contentsOf: file, encoding: .utf8)
    // Step 7: Tab with the sheet up focuses its first field.
    let tab = try #require(Self.section(#"<section class="step" id="scenario-1-step-7" data-step="7">"#, in: page))
    #expect(tab.contains("presented: composer"))
    #expect(tab.contains(#"<g class="node focused" data-id="subject">"#))
    #expect(tab.contains(#"<g class="node" data-id="search">"#))
    #expect(tab.contains(#"class="leaf lower""#), "the inbox's nodes are below the active layer")
    let blocked = try #require(Self.section(#"<section class="step" id="scenario-1-step-4" data-step="4">"#, in: page))
    #expect(blocked.contains(##"blocked, composer is up over it (<a class="rule" href="#rule-f37""##))
  }

  @Test("with two windows, each is drawn; the key window's focused node is the focused one (F29)")
  func twoScenes() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("scenes.html")
    let result = try CommandLineTool.run(
      ["trace", "Scenarios/scenes/each-window-keeps-its-own-focus.yaml", "--html", file.path], in: CommandLineTool.packageRoot)
    #expect(result.status == 0, "\(result)")
    let page = try String(contentsOf: file, encoding: .utf8)
    let tab = try #require(Self.section(#"<section class="step" id="scenario-1-step-2" data-step="2">"#, in: page))
    #expect(tab.components(separatedBy: #"<g class="node focused""#).count == 2, "one focused node per step")
    #expect(tab.contains(#"<g class="node focused" data-id="body">"#))
    #expect(tab.contains(#"<g class="node focused-in-scene" data-id="search">"#))
    #expect(tab.contains("scene <code>editor</code> (key)"))
  }

  @Test("--format html and --report html= are misuse: exit 64 with what to write instead")
  func misuse() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fixture = CommandLineTool.fixtures.appendingPathComponent("passing/sign-in.yaml").path
    let format = try CommandLineTool.run(["run", fixture, "--format", "html"], in: folder)
    #expect(format.status == 64, "\(format)")
    #expect(format.stderr.hasPrefix(
      "Error: --format html: the HTML report is a page of its own, not text for standard output; write it to a folder with --report html=DIR (it gets DIR/index.html)\n"),
      "\(format)")
    let empty = try CommandLineTool.run(["run", fixture, "--report", "html="], in: folder)
    #expect(empty.status == 64, "\(empty)")
    #expect(empty.stderr.hasPrefix("Error: --report html=: needs a folder after '=', as in --report html=report (it gets report/index.html)\n"))
    let file = folder.appendingPathComponent("a-file")
    _ = FileManager.default.createFile(atPath: file.path, contents: Data())
    let notFolder = try CommandLineTool.run(["run", fixture, "--report", "html=\(file.path)"], in: folder)
    #expect(notFolder.status == 64, "\(notFolder)")
    #expect(notFolder.stderr.contains("it is a file; the html report needs a folder, which gets index.html"), "\(notFolder)")
    let trace = try CommandLineTool.run(["trace", fixture, "--html", ""], in: folder)
    #expect(trace.status == 64, "\(trace)")
    #expect(trace.stderr.hasPrefix("Error: --html needs a file name, as in --html trace.html\n"), "\(trace)")
  }
}
