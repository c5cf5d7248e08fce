import FocusEngine
import Scenarios
import YAML

/// One self-contained HTML page for people: the run's summary, failures
/// first, every file and scenario, and for each scenario that did not pass
/// (or was traced, `trace --html`) a picture of every step. Written whole
/// when the run ends (`run --report html=DIR` writes it to `DIR/index.html`).
///
///     var reporter = HTMLReporter(run: RunDescription(paths: ["Scenarios/"])) { page in html += page }
///     await runner.run { reporter.record($0) }
///
/// The page has inline CSS and SVG, no script and no external URL, so it
/// opens from `file://` and can be archived as a CI artifact. Same input,
/// same bytes (durations aside); the pictures come from each result's
/// `structuredTraceJSON`, so a report merged from shards draws the same.
///
/// Hooks for tests and tools: each scenario is
/// `<section class="scenario" id="scenario-N" data-status="pass|fail|invalid">`
/// (N its place in the run, from 1); each drawn step
/// `<section class="step" id="scenario-N-step-K" data-step="K">` (K as the
/// human report numbers steps, 0 the appearance), the failing one also of
/// class `failing-step`; the node focused after a step
/// `<g class="node focused" data-id="ID">`; the expectation
/// `<table class="expectation">` with `td.path`, `td.expected`, `td.actual`.
public struct HTMLReporter: WholeRunReporter {
  let write: @Sendable (String) -> Void
  var results: [ScenarioResult] = []
  /// What the run was asked to do, shown in the header.
  let run: RunDescription?
  /// The page's heading.
  let title: String

  /// The most steps the whole page draws; past it scenarios show their
  /// text report only, so a run where everything fails stays readable.
  static let stepBudget = 1_500
  /// The most steps one scenario draws: its last ones, which explain a failure.
  static let stepsPerScenario = 60

  /// A reporter that hands the page to `write` when the run ends.
  /// - Parameters:
  ///   - run: what the run was asked to do (paths, filters, shard, OS versions), for the header.
  ///   - title: the page's heading and `<title>`.
  public init(run: RunDescription? = nil, title: String = "focus-scenarios report", writingUsing write: @escaping @Sendable (String) -> Void) {
    self.run = run
    self.title = title
    self.write = write
  }

  func document(_ summary: RunSummary) -> String {
    var page = Page()
    var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    html += "<title>\(HTMLEscaping.text("\(title): \(summary.description)"))</title>\n"
    html += "<style>\n\(HTMLStyle.css)</style>\n</head>\n<body>\n"
    html += HTMLStyle.markers
    html += header(summary)
    html += "<main>\n"

    // Failures first, drawn; every scenario then appears once more in its file, as a line.
    let numbered = results.enumerated().map { (number: $0.offset + 1, result: $0.element) }
    let notPassed = numbered.filter { $0.result.status != .passed }
    if !notPassed.isEmpty {
      html += "<section class=\"failures\">\n<h2>Did not pass <span class=\"count\">\(notPassed.count)</span></h2>\n"
      for entry in notPassed { html += scenarioSection(entry.result, number: entry.number, page: &page) }
      html += "</section>\n"
    }

    var files: [String] = []
    var byFile: [String: [(number: Int, result: ScenarioResult)]] = [:]
    for entry in numbered {
      if byFile[entry.result.file] == nil { files.append(entry.result.file) }
      byFile[entry.result.file, default: []].append(entry)
    }
    html += "<section class=\"files\">\n<h2>Files <span class=\"count\">\(files.count)</span></h2>\n"
    if files.isEmpty { html += "<p class=\"note\">No scenario ran.</p>\n" }
    for file in files {
      let entries = byFile[file] ?? []
      let failing = entries.filter { $0.result.status != .passed }.count
      let time = entries.reduce(0) { $0 + $1.result.duration }
      html += "<section class=\"file\">\n<h3><code>\(HTMLEscaping.text(file))</code>"
      html += " <span class=\"file-counts\">\(entries.count) scenario\(entries.count == 1 ? "" : "s")"
      html += failing > 0 ? ", \(failing) not passing" : ""
      html += " · \(Self.duration(time))</span></h3>\n"
      for entry in entries {
        if entry.result.status != .passed {
          html += "<p class=\"line \(entry.result.status.rawValue)\">\(Self.mark(entry.result.status)) "
          html += "<a href=\"#scenario-\(entry.number)\">\(HTMLEscaping.text(entry.result.displayName))</a>"
          html += " <code class=\"where\">\(HTMLEscaping.text(Self.place(entry.result)))</code>"
          html += " <span class=\"duration\">\(Self.duration(entry.result.duration))</span></p>\n"
        } else if entry.result.structuredTraceJSON != nil {
          html += scenarioSection(entry.result, number: entry.number, page: &page)
        } else {
          html += "<section class=\"scenario compact\" id=\"scenario-\(entry.number)\" data-status=\"pass\">"
          html += "<p class=\"line pass\">✓ \(HTMLEscaping.text(entry.result.displayName))"
          html += " <code class=\"where\">\(HTMLEscaping.text(Self.place(entry.result)))</code>"
          html += " <span class=\"duration\">\(Self.duration(entry.result.duration))</span></p></section>\n"
        }
      }
      html += "</section>\n"
    }
    html += "</section>\n"
    html += glossary(page.citedRules)
    html += "</main>\n</body>\n</html>\n"
    return html
  }

  /// The run's title, counts, duration and what it was asked to do.
  private func header(_ summary: RunSummary) -> String {
    var html = "<header class=\"run\">\n<h1>\(HTMLEscaping.text(title))</h1>\n<p class=\"counts\">"
    html += "<span class=\"badge pass\">\(summary.passed) passed</span> "
    html += "<span class=\"badge fail\">\(summary.failed) failed</span> "
    html += "<span class=\"badge invalid\">\(summary.invalid) invalid</span> "
    html += "<span class=\"badge skipped\">\(summary.notRun) not run</span> "
    html += "<span class=\"duration\">in \(Self.duration(summary.duration))</span></p>\n"
    var facts: [(String, String)] = []
    if let run {
      facts.append(("paths", run.paths.joined(separator: " ")))
      if let filter = run.filter { facts.append(("filter", filter)) }
      if !run.tags.isEmpty { facts.append(("tags", run.tags.joined(separator: ", "))) }
      if !run.skipTags.isEmpty { facts.append(("skipped tags", run.skipTags.joined(separator: ", "))) }
      if let shard = run.shard { facts.append(("shard", "\(shard) (\(summary.inOtherShards) scenarios in other shards)")) }
      if let versions = run.osVersions { facts.append(("OS versions", versions)) }
      if run.lastFailed { facts.append(("last failed", "only the scenarios that did not pass last time")) }
    } else if let shard = summary.shard {
      facts.append(("shard", shard.description))
    }
    if summary.withoutVersion > 0 {
      facts.append(("not run", "\(summary.withoutVersion) scenarios: --os-versions lists no version of their platform"))
    }
    if !facts.isEmpty {
      html += "<dl class=\"run-facts\">"
      for (name, value) in facts {
        html += "<dt>\(HTMLEscaping.text(name))</dt><dd><code>\(HTMLEscaping.text(TerminalText.shortened(value)))</code></dd>"
      }
      html += "</dl>\n"
    }
    return html + "</header>\n"
  }

  /// Every rule the page cites, with its title, each an anchor the rule links point at.
  private func glossary(_ rules: Set<FocusRule>) -> String {
    guard !rules.isEmpty else { return "" }
    var html = "<section class=\"glossary\" id=\"rules\">\n<h2>Rules cited</h2>\n<dl>\n"
    for rule in rules.sorted() {
      html += "<dt id=\"rule-\(rule.anchor)\">\(rule)</dt><dd>\(HTMLEscaping.text(rule.title ?? "")) "
      html += "<span class=\"doc\">docs/rules.md#\(rule.anchor)</span></dd>\n"
    }
    return html + "</dl>\n</section>\n"
  }

  /// What the page collects while it is built.
  struct Page {
    /// Rules linked so far: each gets a glossary entry.
    var citedRules: Set<FocusRule> = []
    /// Steps drawn so far, against `stepBudget`.
    var drawnSteps = 0
  }

  /// `file:line` (the OS version of a run of `--os-versions` is in the name).
  static func place(_ result: ScenarioResult) -> String {
    "\(result.file):\(result.location.line)"
  }

  static func mark(_ status: ScenarioResult.Status) -> String {
    switch status {
    case .passed: return "✓"
    case .failed: return "✗"
    case .invalid: return "!"
    }
  }

  /// `4 ms` below a second, `1.234 s` above.
  static func duration(_ seconds: Double) -> String {
    guard seconds.isFinite, seconds > 0 else { return "0 ms" }
    if seconds < 1 { return "\(Int((seconds * 1000).rounded())) ms" }
    return JUnitReporter.seconds(seconds) + " s"
  }
}
