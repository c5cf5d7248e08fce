import FocusEngine
import Foundation
@testable import Reporters
import Scenarios
import Testing
import YAML

/// Issue 18: the HTML report. Its structure and hooks, escaping of
/// everything from files, determinism, the budgets, and its size on a
/// large passing run.
@Suite("HTML reporter")
struct HTMLReporterTests {
  /// A scenario that fails at step 3 after a Tab and a held expect.
  static let failingForm = """
    scenario: Tab reaches the password, then an expectation fails
    platform: macOS
    state: { name: "" }
    focusState: { field: null }
    view:
      Form:
        id: form
        children:
          - TextField: { id: name, text: $name, focused: { $field: name } }
          - SecureField: { id: password, focused: { $field: password } }
          - Button: { id: save, disabled: true }
    steps:
      - key: tab
      - expect: { focused: password, state: { name: "" } }
      - expect: { focused: name, focusState: { field: password } }
    """

  static func result(_ text: String, path: String = "Scenarios/forms/tab.yaml", keepsPasses: Bool = false) throws -> ScenarioResult {
    let file = ScenarioDecoder.decode(SourceFile(path: path, text: text))
    guard case .valid(let scenario)? = file.entries.first else {
      var messages = file.fileDiagnostics.map(\.message)
      if case .invalid(_, _, let diagnostics)? = file.entries.first { messages += diagnostics.map(\.message) }
      throw Undecodable(messages: messages)
    }
    return ScenarioExecutor.execute(scenario, options: .init(keepsTraceOfPasses: keepsPasses, recordsStructuredTrace: true))
  }

  struct Undecodable: Error { var messages: [String] }

  static func page(_ results: [ScenarioResult], run: RunDescription? = RunDescription(paths: ["Scenarios/"])) -> String {
    let capture = Capture()
    var reporter = HTMLReporter(run: run) { capture.write($0) }
    reporter.record([ScenarioEvent(.runStarted(fileCount: nil, scenarioCount: nil))])
    for result in results { reporter.record(ScenarioEvent(.scenarioFinished(result))) }
    reporter.record(ScenarioEvent(.runEnded(RunSummary(results: results, duration: 0.5))))
    return capture.text
  }

  static func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  @Test("a failing scenario: its section, every step, the failing one marked, the focused node and expected against actual")
  func failingScenario() throws {
    let failed = try Self.result(Self.failingForm)
    #expect(failed.status == .failed)
    let passed = ScenarioResult(
      file: "Scenarios/forms/other.yaml", name: "Another", location: SourceLocation(file: "Scenarios/forms/other.yaml", line: 1, column: 1),
      status: .passed, duration: 0.001)
    let page = Self.page([passed, failed])
    #expect(HTMLChecker.problems(in: page) == [])
    // Numbered in run order; failures first, the pass as one line.
    #expect(page.contains(##"<section class="scenario" id="scenario-2" data-status="fail">"##))
    #expect(page.contains(##"<section class="scenario compact" id="scenario-1" data-status="pass">"##))
    #expect(page.range(of: ##"id="scenario-2""##)!.lowerBound < page.range(of: ##"id="scenario-1""##)!.lowerBound)
    // The appearance (0) and the three steps.
    for step in 0...3 { #expect(page.contains(##"id="scenario-2-step-\##(step)" data-step="\##(step)""##)) }
    #expect(page.contains(##"<section class="step failing-step" id="scenario-2-step-3" data-step="3">"##))
    #expect(Self.count("class=\"step failing-step\"", in: page) == 1)
    // After the Tab, password is focused (macOS focuses the first text input at appearance, F26c).
    let tab = try #require(page.components(separatedBy: ##"id="scenario-2-step-1""##).last?.components(separatedBy: "</section>").first)
    #expect(tab.contains(##"<g class="node focused" data-id="password">"##))
    #expect(tab.contains(##"class="leaf was-focused""##) || tab.contains(##"was-focused"##))
    #expect(tab.contains(##"<a class="rule" href="#rule-f18""##))
    // A held expect lists what it checked; the failing one says expected against actual.
    let held = try #require(page.components(separatedBy: ##"id="scenario-2-step-2""##).last?.components(separatedBy: "</section>").first)
    #expect(held.contains(##"<table class="expectation">"##))
    #expect(held.contains(##"<td class="path">focused</td><td class="expected">password</td><td class="actual">password</td>"##))
    let failing = try #require(page.components(separatedBy: ##"id="scenario-2-step-3""##).last?.components(separatedBy: "</section>").first)
    #expect(failing.contains(##"<tr class="mismatch"><td class="path">focused</td><td class="expected">name</td><td class="actual">password</td>"##))
    #expect(failing.contains(##"<td class="path">focusState.field</td><td class="expected">password</td><td class="actual">password</td>"##))
    // The glossary: every linked rule has its entry, with its title and where to read.
    #expect(page.contains(##"<dt id="rule-f18">F18</dt><dd>Tab and Shift-Tab <span class="doc">docs/rules.md#f18</span></dd>"##))
    // The timeline links each step and marks the failing one.
    #expect(page.contains(##"<li class="failing"><a href="#scenario-2-step-3">3. expect</a>"##))
    // The disabled button is drawn grey.
    #expect(page.contains(##"<g class="node" data-id="save">"##))
    #expect(page.contains("class=\"leaf disabled\""))
  }

  @Test("the page is one self-contained file: no external URL, no script, every link inside it")
  func selfContained() throws {
    let page = Self.page([try Self.result(Self.failingForm)])
    for forbidden in ["http:", "https:", "//", "<script", "src=", "@import", "<link"] {
      #expect(!page.contains(forbidden), "\(forbidden)")
    }
    let hrefs = page.components(separatedBy: "href=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
    #expect(!hrefs.isEmpty)
    for href in hrefs {
      #expect(href.hasPrefix("#"), "\(href)")
      #expect(page.contains("id=\"\(href.dropFirst())\""), "\(href) points at nothing")
    }
    let urls = page.components(separatedBy: "url(").dropFirst().map { $0.prefix { $0 != ")" } }
    for url in urls { #expect(url.hasPrefix("#arrow-") && page.contains("id=\"\(url.dropFirst())\""), "\(url)") }
    #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">"))
  }

  @Test("names, ids, values and messages from files are escaped for text and attributes")
  func escaping() throws {
    let text = ##"""
      scenario: "<script>alert(\"x\")</script> & 'q' \a"
      platform: macOS
      state: { note: "a<b>&\"c\"" }
      view:
        VStack:
          children:
            - TextField: { id: x.y-z, label: "<i>label</i>", text: $note }
      steps:
        - key: tab
        - expect: { state: { note: "</td>" } }
      """##
    let result = try Self.result(text, path: "Scenarios/<odd> & \"name\".yaml")
    #expect(result.status == .failed)
    let page = Self.page([result])
    #expect(HTMLChecker.problems(in: page) == [])
    #expect(!page.contains("<script>"))
    #expect(!page.contains("<b>"))
    #expect(!page.contains("<i>"))
    #expect(!page.contains("\u{07}"))
    #expect(page.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;"))
    #expect(page.contains(##"<td class="expected">&lt;/td&gt;</td><td class="actual">a&lt;b&gt;&amp;&quot;c&quot;</td>"##))
    #expect(page.contains("Scenarios/&lt;odd&gt; &amp; &quot;name&quot;.yaml"))
  }

  @Test("same results, same bytes; a trace read back from a report draws what the run's trace draws")
  func deterministic() throws {
    let result = try Self.result(Self.failingForm)
    let first = Self.page([result])
    #expect(Self.page([try Self.result(Self.failingForm)]) == first)
    // A merged report has only the JSON text of the trace.
    var readBack = result
    readBack.recordedTraceJSON = result.structuredTraceJSON
    readBack.structuredTrace = nil
    #expect(Self.page([readBack]) == first)
  }

  @Test("Item 3: 1,000 passing scenarios make a page under 2 MB, with no picture")
  func size() {
    let results = (1...1_000).map { index in
      let file = "Scenarios/suite-\(index / 50)/scenario-with-a-fairly-long-file-name-\(index).yaml"
      return ScenarioResult(
        file: file, name: "Scenario \(index): a name of ordinary length that says what it checks",
        location: SourceLocation(file: file, line: 2, column: 1), tags: ["forms"], status: .passed, duration: 0.0123)
    }
    let page = Self.page(results)
    #expect(page.utf8.count < 2_000_000, "\(page.utf8.count) bytes")
    #expect(!page.contains("<svg class=\"layout\""))
    #expect(Self.count(##"data-status="pass""##, in: page) == 1_000)
    #expect(HTMLChecker.problems(in: page) == [])
  }

  @Test("a scene of thousands of nodes draws within the budget and says how many it left out")
  func nodeBudget() throws {
    let text = """
      scenario: A long list fails
      platform: macOS
      state: { rows: [\((1...2_000).map { "{ id: \($0) }" }.joined(separator: ", "))] }
      view:
        VStack:
          children:
            - ForEach:
                data: $rows
                row:
                  TextField: { id: "field-${item.id}" }
      steps:
        - key: tab
        - expect: { focused: field-3 }
      """
    let result = try Self.result(text)
    #expect(result.status == .failed)
    let page = Self.page([result])
    #expect(HTMLChecker.problems(in: page) == [])
    #expect(page.contains("nodes not drawn (a picture draws at most \(StepPicture.nodeBudget)"))
    #expect(page.contains(##"<g class="node focused" data-id="field-2">"##))
    #expect(page.utf8.count < 3_000_000, "\(page.utf8.count) bytes")
  }

  @Test("an invalid file and a failure without a trace are listed with their text, not drawn")
  func withoutTrace() throws {
    let page = Self.page([Fixtures.invalid, Fixtures.failed], run: nil)
    #expect(HTMLChecker.problems(in: page) == [])
    #expect(page.contains(##"<section class="scenario" id="scenario-1" data-status="invalid">"##))
    #expect(page.contains(##"<section class="scenario" id="scenario-2" data-status="fail">"##))
    #expect(page.contains("No picture: no trace was recorded for it."))
    #expect(page.contains("did not find expected &#39;,&#39; or &#39;]&#39;"))
    #expect(!page.contains("<section class=\"step"))
  }

  @Test("the header says what the run was: paths, filter, tags, shard, OS versions")
  func runDescription() throws {
    let run = RunDescription(
      paths: ["Scenarios/forms", "Scenarios/lists"], filter: "Sign.*", tags: ["forms"], skipTags: ["slow"],
      shard: Shard(parsing: "2/3"), osVersions: "iOS:15-18")
    let page = Self.page([Fixtures.passed], run: run)
    for fact in ["<dt>paths</dt><dd><code>Scenarios/forms Scenarios/lists</code></dd>", "<dt>filter</dt><dd><code>Sign.*</code></dd>",
      "<dt>tags</dt><dd><code>forms</code></dd>", "<dt>skipped tags</dt><dd><code>slow</code></dd>", "<dt>shard</dt><dd><code>2/3",
      "<dt>OS versions</dt><dd><code>iOS:15-18</code></dd>"]
    {
      #expect(page.contains(fact), "\(fact)")
    }
    #expect(page.contains(##"<span class="badge pass">1 passed</span>"##))
    #expect(page.contains("<title>focus-scenarios report: 1 passed, 0 failed, 0 invalid</title>"))
  }

  @Test("every bundled scenario, traced: a clean page, each step drawn with at most one focused node")
  func bundledScenarios() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let folder = root.appendingPathComponent("Scenarios")
    let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
      .filter { $0.hasSuffix(".yaml") }.sorted()
    #expect(files.count > 100)
    var drawnSteps = 0
    for file in files {
      let decoded = ScenarioDecoder.load(path: folder.appendingPathComponent(file).path)
      let results = decoded.entries.compactMap { entry -> ScenarioResult? in
        guard case .valid(let scenario) = entry else { return nil }
        return ScenarioExecutor.execute(scenario, options: .init(keepsTraceOfPasses: true, recordsStructuredTrace: true))
      }
      let page = Self.page(results)
      #expect(HTMLChecker.problems(in: page) == [], "\(file)")
      let steps = page.components(separatedBy: "<section class=\"step").dropFirst()
      drawnSteps += steps.count
      for step in steps {
        let body = step.components(separatedBy: "</section>").first ?? ""
        #expect(body.components(separatedBy: "<g class=\"node focused\"").count <= 2, "\(file)")
      }
    }
    #expect(drawnSteps > 1_000)
  }

  @Test("rule links: each cited rule of the spec a link, other F-words left as text")
  func ruleLinks() {
    var cited: Set<FocusRule> = []
    let html = StepPanel.linked("focus: a → b (F26c tvOS first focusable) <F99> OFF F2xy F20", citing: &cited)
    #expect(html == ##"focus: a → b (<a class="rule" href="#rule-f26c" title="The scene&#39;s default">F26c</a> tvOS first focusable) &lt;F99&gt; OFF F2xy <a class="rule" href="#rule-f20" title="Arrow keys and swipes">F20</a>"##)
    #expect(cited == [FocusRule(26, clause: "c"), FocusRule(20)])
  }

  @Test("HTMLEscaping leaves no character an HTML5 parser reports")
  func escapingCharacters() {
    var hostile = "a\r\u{0}\u{85}"
    hostile.unicodeScalars.append(contentsOf: [Unicode.Scalar(0xFFFE)!, Unicode.Scalar(0xFDD0)!])
    #expect(HTMLEscaping.text(hostile + "b") == "a\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}b")
    #expect(HTMLEscaping.attribute("x\ny\t\"'") == "x&#10;y&#9;&quot;&#39;")
    #expect(HTMLEscaping.text("plain ✓ é") == "plain ✓ é")
  }
}
