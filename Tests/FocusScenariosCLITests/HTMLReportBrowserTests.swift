import Foundation
import Testing

/// Issue 18's done-when, in a real browser: the HTML report of a failing
/// scenario, opened by headless Chromium from `file://`, shows the failing
/// step, the node focused after it, and the expected and actual values; the
/// browser's HTML5 parser builds exactly the tree the report wrote; and the
/// report names no external URL. The screenshot the README shows
/// (`docs/images/report.png`) is this test's picture, refreshed with
/// `FOCUS_SCENARIOS_UPDATE_SCREENSHOT=1 swift test --filter HTMLReportBrowserTests`.
@Suite("HTML report in a browser", .serialized)
struct HTMLReportBrowserTests {
  /// The fixture: a tvOS swipe that a focus section catches (F21), whose
  /// author expected it to stay in the menu (step 6: expected music, got
  /// banner), beside a passing LoginForm scenario.
  static let fixture = "html-report"

  /// Runs the fixture folder with `--report html=DIR` and returns DIR/index.html.
  static func writeReport() throws -> (page: URL, html: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-html-\(UUID().uuidString)")
    let result = try CommandLineTool.run(["run", fixture, "--no-color", "--report", "html=\(folder.path)"])
    #expect(result.status == 1, "\(result)")
    let page = folder.appendingPathComponent("index.html")
    let html = try String(contentsOf: page, encoding: .utf8)
    return (page, html)
  }

  @Test(
    "Chromium shows the failing step, the node focused after it, and expected against actual",
    .enabled(if: HeadlessChromium.runsBrowserTests, HeadlessChromium.skipReason))
  func browserShowsTheFailingStep() throws {
    let (page, _) = try Self.writeReport()
    defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
    let dom = try HeadlessChromium.dumpDOM(of: page)

    let failing = DOMText.elements("section", withClasses: ["scenario"], in: dom).filter { $0.attribute("data-status") == "fail" }
    try #require(failing.count == 1, "one failing scenario in the DOM Chromium built")
    let scenario = failing[0]
    #expect(scenario.text.contains("a swipe right from Music was expected to stay in the menu"))

    let failingSteps = DOMText.elements("section", withClasses: ["step", "failing-step"], in: scenario.outerHTML)
    try #require(failingSteps.count == 1, "exactly one step is marked failing")
    let step = failingSteps[0]
    #expect(step.attribute("data-step") == "6", "the failing expect is step 6")
    #expect(step.attribute("id") == "\(scenario.attribute("id") ?? "?")-step-6")

    // The picture of the failing step: the banner holds focus (F21 handed it over).
    let focused = DOMText.elements("g", withClasses: ["node", "focused"], in: step.outerHTML)
    #expect(focused.map { $0.attribute("data-id") } == ["banner"])

    // The step's expectation, expected against actual.
    let tables = DOMText.elements("table", withClasses: ["expectation"], in: step.outerHTML)
    try #require(!tables.isEmpty, "the failing step shows its expectation")
    let cells = { (name: String) in tables.flatMap { DOMText.elements("td", withClasses: [name], in: $0.outerHTML).map(\.text) } }
    #expect(cells("path").contains("focused"))
    #expect(cells("expected").contains { $0.contains("music") })
    #expect(cells("actual").contains { $0.contains("banner") })

    // Every step of the failing scenario is drawn (the appearance and steps 1–6), each with an anchor.
    let steps = DOMText.elements("section", withClasses: ["step"], in: scenario.outerHTML)
    #expect(steps.compactMap { $0.attribute("data-step") } == ["0", "1", "2", "3", "4", "5", "6"])
    // The move that decided it cites F21, linked to the report's own rule glossary.
    let move = steps.first { $0.attribute("data-step") == "5" }
    #expect(move?.outerHTML.contains("href=\"#rule-f21\"") == true)
    #expect(dom.contains("id=\"rule-f21\""))
  }

  @Test(
    "Chromium's HTML5 parser builds exactly the element tree the report wrote",
    .enabled(if: HeadlessChromium.runsBrowserTests, HeadlessChromium.skipReason))
  func reportParsesAsHTML5WithoutRecovery() throws {
    let (page, html) = try Self.writeReport()
    defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    let written = try HTMLElementTree.tags(of: html, strict: true)
    let parsed = try HTMLElementTree.tags(of: try HeadlessChromium.dumpDOM(of: page), strict: false)
    #expect(written.count > 1000, "a report with pictures has many elements")
    if written != parsed {
      let common = zip(written, parsed).prefix { $0 == $1 }.count
      Issue.record("the browser's tree differs from the written one at character \(common): wrote …\(written.dropFirst(max(0, common - 200)).prefix(400)), browser built …\(parsed.dropFirst(max(0, common - 200)).prefix(400))")
    }
  }

  @Test(
    "the tree comparison catches markup the browser has to repair",
    .enabled(if: HeadlessChromium.runsBrowserTests, HeadlessChromium.skipReason))
  func treeComparisonCatchesRepairs() throws {
    // A <div> cannot sit in a <p>: HTML5 closes the paragraph before it and
    // makes an empty one of the stray </p>. The strict reader accepts the
    // nesting as written; only the browser's tree shows the repair.
    let page = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-repair-\(UUID().uuidString).html")
    let html = "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>t</title></head><body><p><div>x</div></p></body></html>"
    try html.write(to: page, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: page) }
    let written = try HTMLElementTree.tags(of: html, strict: true)
    let parsed = try HTMLElementTree.tags(of: try HeadlessChromium.dumpDOM(of: page), strict: false)
    #expect(written != parsed)
    #expect(throws: HTMLElementTree.Malformed.self) { try HTMLElementTree.tags(of: "<html><body><p></body></html>", strict: true) }
  }

  @Test("the report references no external URL: links stay in the page, nothing is loaded")
  func reportReferencesNoExternalURL() throws {
    let (page, html) = try Self.writeReport()
    defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
    #expect(DOMText.externalReferences(in: html) == [])
    // The checker itself finds what it looks for.
    #expect(
      DOMText.externalReferences(in: #"<a href="https://x.test/">x</a><img src="a.png"><style>p{background:url(http://x.test/a.png)}</style>"#)
        .count == 3)
  }

  @Test(
    "the screenshot of the failing step is a real picture (and refreshes docs/images/report.png on request)",
    .enabled(if: HeadlessChromium.runsBrowserTests, HeadlessChromium.skipReason))
  func screenshotOfTheFailingStep() throws {
    let (page, html) = try Self.writeReport()
    defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
    // Open the page at the step before the failing one: the move whose
    // beam, candidate and winner explain the failure, with the failing
    // expectation below it.
    let failing = DOMText.elements("section", withClasses: ["step", "failing-step"], in: html)
    let anchor = try #require(failing.first?.attribute("id"))
    #expect(anchor.hasSuffix("-step-6"))
    let url = URL(string: page.absoluteString + "#" + anchor.replacingOccurrences(of: "-step-6", with: "-step-5"))!
    let png = page.deletingLastPathComponent().appendingPathComponent("report.png")
    try HeadlessChromium.screenshot(of: url, to: png, width: 1280, height: 900)
    let data = try Data(contentsOf: png)
    #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG")
    // A page with boxes, text and colours compresses far worse than a blank one (about 3 KB).
    #expect(data.count > 40_000, "the screenshot is \(data.count) bytes: is the page blank?")
    if ProcessInfo.processInfo.environment["FOCUS_SCENARIOS_UPDATE_SCREENSHOT"] == "1" {
      let target = CommandLineTool.packageRoot.appendingPathComponent("docs/images/report.png")
      try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? FileManager.default.removeItem(at: target)
      try FileManager.default.copyItem(at: png, to: target)
    }
  }
}

/// Just enough of a DOM reader for the tests: elements by tag and classes,
/// their attributes and text, from well-formed HTML (Chromium's
/// serialization, or the report itself).
enum DOMText {
  struct Element {
    var startTag: String
    var outerHTML: String

    /// The attribute's value, entities for `&`, `<`, `>` and `"` decoded.
    func attribute(_ name: String) -> String? {
      guard let range = startTag.range(of: " \(name)=\"") else { return nil }
      let rest = startTag[range.upperBound...]
      guard let end = rest.firstIndex(of: "\"") else { return nil }
      return DOMText.decoded(String(rest[..<end]))
    }

    /// The text content: tags removed, entities decoded, whitespace collapsed.
    var text: String {
      var text = ""
      var inTag = false
      for character in outerHTML {
        if character == "<" { inTag = true; text.append(" ") }
        else if character == ">" { inTag = false }
        else if !inTag { text.append(character) }
      }
      return DOMText.decoded(text.split(whereSeparator: \.isWhitespace).joined(separator: " "))
    }
  }

  static func decoded(_ text: String) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&nbsp;", with: " ").replacingOccurrences(of: "&amp;", with: "&")
  }

  /// Every `tag` element whose class list holds all of `classes`, outermost first, in document order.
  static func elements(_ tag: String, withClasses classes: [String], in html: String) -> [Element] {
    var found: [Element] = []
    var searchStart = html.startIndex
    while let open = html.range(of: "<\(tag)", range: searchStart..<html.endIndex) {
      searchStart = open.upperBound
      guard let after = html[open.upperBound...].first, after == " " || after == ">" else { continue }
      guard let startEnd = html[open.upperBound...].firstIndex(of: ">") else { break }
      let startTag = String(html[open.lowerBound...startEnd])
      let element = Element(startTag: startTag, outerHTML: startTag)
      let classList = Set((element.attribute("class") ?? "").split(separator: " ").map(String.init))
      guard classes.allSatisfy(classList.contains) else { continue }
      // The matching end tag: count nested elements of the same name.
      var depth = 1
      var cursor = html.index(after: startEnd)
      var end = html.endIndex
      while depth > 0, let next = html.range(of: "<", range: cursor..<html.endIndex) {
        let rest = html[next.upperBound...]
        if rest.hasPrefix("/\(tag)>") {
          depth -= 1
          if depth == 0 { end = html.index(next.upperBound, offsetBy: tag.count + 2) }
        } else if rest.hasPrefix("\(tag) ") || rest.hasPrefix("\(tag)>") {
          depth += 1
        }
        cursor = next.upperBound
      }
      found.append(Element(startTag: startTag, outerHTML: String(html[open.lowerBound..<end])))
    }
    return found
  }

  /// What would make the page reach past itself: an `href` that is not an
  /// in-page `#anchor`, any `src`, `srcset`, `action` or `xlink:href` that
  /// is not in-page, `@import`, and CSS `url(…)` that is not `url(#…)`.
  static func externalReferences(in html: String) -> [String] {
    var found: [String] = []
    for attribute in ["href", "src", "srcset", "action", "xlink:href", "poster", "data"] {
      var searchStart = html.startIndex
      while let range = html.range(of: " \(attribute)=", range: searchStart..<html.endIndex) {
        searchStart = range.upperBound
        let rest = html[range.upperBound...]
        let quote = rest.first
        let value: Substring
        if quote == "\"" || quote == "'", let close = rest.dropFirst().firstIndex(of: quote!) {
          value = rest[rest.index(after: rest.startIndex)..<close]
        } else {
          value = rest.prefix { !$0.isWhitespace && $0 != ">" }
        }
        if !value.hasPrefix("#") { found.append("\(attribute)=\(value)") }
      }
    }
    var searchStart = html.startIndex
    while let range = html.range(of: "url(", range: searchStart..<html.endIndex) {
      searchStart = range.upperBound
      let rest = html[range.upperBound...].drop { $0 == "\"" || $0 == "'" || $0 == " " }
      if !rest.hasPrefix("#") { found.append("url(\(rest.prefix(40))") }
    }
    if html.contains("@import") { found.append("@import") }
    return found
  }
}
