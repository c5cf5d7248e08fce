import FocusEngine
import Scenarios
import YAML

/// The side panel of a drawn step: what happened (the step's trace lines,
/// each rule a link to the page's glossary), a directional move's
/// candidates, the expectation with expected against actual, then the
/// pending request, warnings, FocusState, focused values and state, with
/// what the step changed marked.
struct StepPanel {
  var step: TraceView.Step
  var snapshot: TraceView.Snapshot?
  var before: TraceView.Snapshot?
  /// The scenario's failure, when this is the step that failed.
  var failing: ScenarioFailure?

  /// The most trace lines one panel lists.
  static let lineBudget = 200

  func render(citing rules: inout Set<FocusRule>) -> String {
    var html = "<div class=\"panel\">\n"
    html += happened(citing: &rules)
    html += expectation()
    html += stateCards()
    return html + "</div>\n"
  }

  private func happened(citing rules: inout Set<FocusRule>) -> String {
    var html = "<div class=\"card\"><h5>What happened</h5>"
    if let focus = HTMLReporter.focusText(before: before, after: snapshot) {
      html += "<p class=\"focus-line\">focus: <strong>\(HTMLEscaping.text(focus))</strong></p>"
    }
    // The step's own line ("3. move: right") is the heading already, and
    // the tree of `trace --tree` is the picture.
    let lines = step.events.filter { $0.kind != "step" && $0.kind != "tree" }.flatMap(\.text)
    if lines.isEmpty {
      html += step.summary == "expect"
        ? "<p class=\"quiet\">An expect checks the state; it changes nothing.</p>"
        : "<p class=\"quiet\">Nothing traced: no focus decision, handler or change.</p>"
    } else {
      html += "<ul class=\"events\">"
      for line in lines.prefix(Self.lineBudget) {
        let text = TerminalText.shortened(line, budget: TerminalText.traceLineBudget)
        let indent = line.hasPrefix("  ") ? " class=\"sub\"" : ""
        html += "<li\(indent)>\(Self.linked(text, citing: &rules))</li>"
      }
      if lines.count > Self.lineBudget { html += "<li class=\"quiet\">… \(lines.count - Self.lineBudget) more lines</li>" }
      html += "</ul>"
    }
    if let search = step.events.last(where: { $0.event?.kind == "directionalSearch" })?.event?.search {
      html += directional(search, citing: &rules)
    }
    return html + "</div>\n"
  }

  /// The beam's candidates with their measures, and why the winner won (F20, F21).
  private func directional(_ search: TraceView.Search, citing rules: inout Set<FocusRule>) -> String {
    var html = "<table class=\"candidates\"><caption>move \(HTMLEscaping.text(search.direction)) from "
    html += "<code>\(HTMLEscaping.text(search.origin))</code> \(search.originFrame.text): candidates in the beam</caption>"
    html += "<thead><tr><th>candidate</th><th>frame</th><th>gap</th><th>cross</th><th></th></tr></thead><tbody>"
    if search.candidates.isEmpty {
      html += "<tr><td colspan=\"5\" class=\"quiet\">none: focus stays, no wrap (\(Self.linked("F20", citing: &rules)))</td></tr>"
    }
    for candidate in search.candidates.prefix(100) {
      let wins = search.winner?.candidate == candidate.id
      html += "<tr\(wins ? " class=\"winner\"" : "")><td><code>\(HTMLEscaping.text(candidate.id))</code>"
      html += candidate.isFocusSection ? " (focus section)" : ""
      html += "</td><td>\(candidate.frame.text)</td><td>\(Value.format(number: candidate.gap))</td>"
      html += "<td>\(Value.format(number: candidate.cross))</td><td>\(wins ? "wins" : "")</td></tr>"
    }
    html += "</tbody></table>"
    if let winner = search.winner {
      let rule = winner.isFocusSection ? "F21" : "F20"
      let measures = "smallest gap \(Value.format(number: winner.gap)), then cross \(Value.format(number: winner.cross)), then tree order"
      var why = "<code>\(HTMLEscaping.text(winner.candidate))</code> wins (\(measures))"
      if winner.isFocusSection {
        why = "focus section " + why + " and hands focus to its nearest member, <code>\(HTMLEscaping.text(winner.target))</code>"
      }
      html += "<p class=\"why\">\(Self.linked(rule, citing: &rules)): \(why).</p>"
    }
    return html
  }

  /// The step's expectation: the failure's mismatches and the paths that held.
  private func expectation() -> String {
    var rows: [(path: String, expected: String, actual: String, held: Bool)] = []
    for event in step.events where event.kind == "expectationHeld" {
      for check in event.checks ?? [] { rows.append((check.path, check.expected, check.actual, true)) }
    }
    if let failing, !failing.mismatches.isEmpty {
      for mismatch in failing.mismatches {
        rows.append((mismatch.shownPath, mismatch.shownExpected, mismatch.shownActual, false))
      }
    } else {
      for event in step.events where event.kind == "mismatch" {
        rows.append((event.path ?? "", event.expected ?? "", event.actual ?? "", false))
      }
    }
    var html = ""
    if !rows.isEmpty {
      html += "<div class=\"card\"><h5>Expectation</h5><table class=\"expectation\"><thead><tr><th>path</th><th>expected</th>"
      html += "<th>actual</th><th></th></tr></thead><tbody>"
      for row in rows.prefix(200) {
        html += "<tr class=\"\(row.held ? "held" : "mismatch")\"><td class=\"path\">\(HTMLEscaping.text(row.path))</td>"
        html += "<td class=\"expected\">\(HTMLEscaping.text(row.expected))</td><td class=\"actual\">\(HTMLEscaping.text(row.actual))</td>"
        html += "<td class=\"verdict \(row.held ? "pass" : "fail")\">\(row.held ? "✓" : "✗")</td></tr>"
      }
      html += "</tbody></table></div>\n"
    }
    if let failing, failing.mismatches.isEmpty {
      html += "<div class=\"card failure-card\"><h5>Failed</h5><p>\(HTMLEscaping.text(failing.shownMessage))</p></div>\n"
    }
    return html
  }

  /// Pending request, warnings, FocusState, focused values and state.
  private func stateCards() -> String {
    guard let snapshot else { return "" }
    // An expect, or a step that ended early, has no state of its own.
    let heading = step.snapshot != nil ? "State after the step"
      : step.summary == "expect" ? "State (an expect changes nothing)" : "State before the step (it ended early)"
    var html = "<div class=\"card\"><h5>\(heading)</h5>"
    if let pending = snapshot.focus.pendingRequest {
      html += "<p class=\"pending\">pending request (F14): <code>\(HTMLEscaping.text(Value.elided(pending.text)))</code></p>"
    }
    let warnings = step.events.compactMap { $0.event?.kind == "warning" ? $0.event?.message : nil }
    for warning in warnings.prefix(20) {
      html += "<p class=\"warning\">warning: \(HTMLEscaping.text(TerminalText.shortened(warning)))</p>"
    }
    if snapshot.focus.keySceneIndex < snapshot.focus.scenes.count {
      let scene = snapshot.focus.scenes[snapshot.focus.keySceneIndex]
      let order = scene.tabOrder.filter { $0 < scene.nodes.count }
      html += "<h6>Tab order (F19)</h6>"
      if order.isEmpty {
        html += "<p class=\"quiet\">nothing focusable</p>"
      } else {
        let shown = order.prefix(50).enumerated().map { "\($0.offset + 1) \(TerminalText.shortened(scene.nodes[$0.element].id, budget: 120))" }
        html += "<p class=\"tab-order\">\(HTMLEscaping.text(shown.joined(separator: " · ")))\(order.count > 50 ? " · … \(order.count - 50) more" : "")</p>"
      }
    }
    html += table(
      "FocusState", snapshot.focus.focusState.map { ($0.name, $0.value) },
      before: before.map { $0.focus.focusState.map { ($0.name, $0.value) } }, empty: "no @FocusState variables")
    html += table(
      "Focused values", snapshot.focus.focusedValues.map { ("\($0.key) (\($0.node), \($0.rule))", $0.value) },
      before: before.map { $0.focus.focusedValues.map { ("\($0.key) (\($0.node), \($0.rule))", $0.value) } },
      empty: "none published")
    html += table(
      "State", snapshot.state.map { ($0.name, $0.value) }, before: before.map { $0.state.map { ($0.name, $0.value) } },
      empty: "no state variables")
    return html + "</div>\n"
  }

  /// A name/value table; a row the step changed is marked, with its old value.
  private func table(_ title: String, _ rows: [(String, JSONValue)], before: [(String, JSONValue)]?, empty: String) -> String {
    var html = "<h6>\(title)</h6>"
    guard !rows.isEmpty else { return html + "<p class=\"quiet\">\(empty)</p>" }
    var old: [String: JSONValue] = [:]
    for (name, value) in before ?? [] where old[name] == nil { old[name] = value }
    html += "<table class=\"values\"><tbody>"
    for (name, value) in rows.prefix(100) {
      let previous = before == nil ? nil : old[name]
      let changed = before != nil && previous != value
      html += "<tr\(changed ? " class=\"changed\"" : "")><td>\(HTMLEscaping.text(TerminalText.shortened(name, budget: 200)))</td>"
      html += "<td><code>\(HTMLEscaping.text(value.shownText))</code>"
      if changed {
        html += " <span class=\"was\">was \(HTMLEscaping.text(previous?.shownText ?? "not set"))</span>"
      }
      html += "</td></tr>"
    }
    if rows.count > 100 { html += "<tr><td colspan=\"2\" class=\"quiet\">… \(rows.count - 100) more</td></tr>" }
    return html + "</tbody></table>"
  }

  /// `text` escaped, each rule it cites (F20, F26c) a link to the glossary,
  /// where `FocusRule.citations(in:)` finds them, so a line links the rules
  /// its JSON event lists. Rules the spec does not define stay text.
  static func linked(_ text: String, citing rules: inout Set<FocusRule>) -> String {
    var out = ""
    var plainStart = text.startIndex
    for citation in FocusRule.citations(in: text) {
      guard let title = citation.rule.title else { continue }
      out += HTMLEscaping.text(String(text[plainStart..<citation.range.lowerBound]))
      rules.insert(citation.rule)
      out += "<a class=\"rule\" href=\"#rule-\(citation.rule.anchor)\" title=\"\(HTMLEscaping.attribute(title))\">\(citation.rule)</a>"
      plainStart = citation.range.upperBound
    }
    return out + HTMLEscaping.text(String(text[plainStart...]))
  }
}
