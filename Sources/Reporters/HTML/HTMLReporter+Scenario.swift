import FocusEngine
import Scenarios
import YAML

/// A drawn scenario: its header, what failed, the timeline of its steps
/// and a section per step (picture and panel).
extension HTMLReporter {
  func scenarioSection(_ result: ScenarioResult, number: Int, page: inout Page) -> String {
    let id = "scenario-\(number)"
    var html = "<section class=\"scenario\" id=\"\(id)\" data-status=\"\(result.status.rawValue)\">\n"
    html += "<header class=\"scenario-head\"><span class=\"badge \(result.status.rawValue)\">\(Self.statusWord(result.status))</span>"
    html += "<h3>\(HTMLEscaping.text(TerminalText.shortened(result.displayName)))</h3>"
    html += "<code class=\"where\">\(HTMLEscaping.text(Self.place(result)))</code>"
    html += "<span class=\"duration\">\(Self.duration(result.duration))</span></header>\n"

    let details = ResultFormatter(style: .plain).details(of: result)
    var drawn = ""
    if let json = result.structuredTraceJSON {
      if page.drawnSteps >= Self.stepBudget {
        drawn = "<p class=\"note\">Not drawn: the report already draws \(Self.stepBudget) steps; the text report below says what happened.</p>\n"
      } else {
        do {
          let trace = try TraceView.decode(json)
          drawn = steps(of: trace, result: result, id: id, page: &page)
        } catch {
          drawn = "<p class=\"note\">The trace could not be read, so no step is drawn: \(HTMLEscaping.text(TerminalText.shortened("\(error)")))</p>\n"
        }
      }
    } else if result.status == .failed {
      let why = result.failures.first?.kind == .limitExceeded
        ? "a scenario that exceeds a limit is not replayed for its trace" : "no trace was recorded for it"
      drawn = "<p class=\"note\">No picture: \(why).</p>\n"
    }
    if let failure = result.failures.first {
      html += "<div class=\"failure\"><p><strong>\(HTMLEscaping.text(failure.shownMessage))</strong> at step "
      html += "\(failure.stepIndex + 1) (<code>\(HTMLEscaping.text(failure.shownStepSummary))</code>), "
      html += "<code>\(HTMLEscaping.text(failure.location.description))</code>"
      let anchor = "\(id)-step-\(failure.stepIndex + 1)"
      if drawn.contains("id=\"\(anchor)\"") { html += " · <a href=\"#\(anchor)\">see the step</a>" }
      html += "</p>"
      if let line = failure.sourceLine {
        html += "<pre class=\"source\">\(failure.location.line) | \(HTMLEscaping.text(TerminalText.shortened(line)))</pre>"
      }
      if !failure.mismatches.isEmpty {
        html += "<ul class=\"mismatches\">"
        for mismatch in failure.mismatches.prefix(20) {
          html += "<li><code>\(HTMLEscaping.text(mismatch.shownPath))</code>: expected <code class=\"m-expected\">"
          html += "\(HTMLEscaping.text(mismatch.shownExpected))</code>, got <code class=\"m-actual\">\(HTMLEscaping.text(mismatch.shownActual))</code></li>"
        }
        html += "</ul>"
      }
      html += "</div>\n"
    }
    html += drawn
    if !details.isEmpty {
      // Compiler-style, as the human report says it (the trace included).
      html += "<details class=\"text-report\"\(drawn.isEmpty ? " open" : "")><summary>As the text report says it</summary>"
      html += "<pre>\(HTMLEscaping.text(details))</pre></details>\n"
    }
    return html + "</section>\n"
  }

  static func statusWord(_ status: ScenarioResult.Status) -> String {
    switch status {
    case .passed: return "✓ passed"
    case .failed: return "✗ failed"
    case .invalid: return "! invalid"
    }
  }

  /// The timeline, then each step kept (within the budgets) as a section.
  private func steps(of trace: TraceView, result: ScenarioResult, id: String, page: inout Page) -> String {
    let failure = result.failures.first
    let failingNumber = failure.map { $0.stepIndex + 1 }
    let allowed = Swift.min(Self.stepsPerScenario, Self.stepBudget - page.drawnSteps)
    let firstDrawn = Swift.max(0, trace.steps.count - allowed)
    page.drawnSteps += trace.steps.count - firstDrawn

    // Each step's state: its own snapshot, or the last one before it (an
    // `expect` changes nothing; a failed step may have none).
    var snapshots: [TraceView.Snapshot?] = []
    var last: TraceView.Snapshot?
    for step in trace.steps {
      snapshots.append(step.snapshot ?? last)
      if let snapshot = step.snapshot { last = snapshot }
    }

    var html = HTMLStyle.legend + "<nav class=\"timeline\" aria-label=\"steps\"><h4>Steps</h4><ol>"
    if trace.droppedSteps > 0 {
      html += "<li class=\"dropped\">… \(trace.droppedSteps) earlier step\(trace.droppedSteps == 1 ? "" : "s") not kept by the trace</li>"
    }
    for (position, step) in trace.steps.enumerated() {
      let number = step.index + 1
      let failing = number == failingNumber && position == trace.steps.count - 1
      let label = "\(step.index < 0 ? "appear" : "\(number). \(TerminalText.shortened(step.summary, budget: 120))")"
      let focus = Self.focusText(before: position > 0 ? snapshots[position - 1] : nil, after: snapshots[position])
      html += "<li\(failing ? " class=\"failing\"" : "")>"
      if position >= firstDrawn {
        html += "<a href=\"#\(id)-step-\(number)\">\(HTMLEscaping.text(label))</a>"
      } else {
        html += HTMLEscaping.text(label)
      }
      html += focus.map { " <span class=\"focus-move\">\(HTMLEscaping.text($0))</span>" } ?? ""
      html += Self.verdict(of: step, failing: failing) + "</li>"
    }
    html += "</ol></nav>\n"
    if firstDrawn > 0 {
      html += "<p class=\"note\">\(firstDrawn) earlier step\(firstDrawn == 1 ? " is" : "s are") listed but not drawn (a scenario draws its last \(allowed)).</p>\n"
    }

    for position in firstDrawn..<trace.steps.count {
      let step = trace.steps[position]
      let number = step.index + 1
      let failing = number == failingNumber && position == trace.steps.count - 1
      let previous = position > firstDrawn ? "\(id)-step-\(trace.steps[position - 1].index + 1)" : nil
      let next = position + 1 < trace.steps.count ? "\(id)-step-\(trace.steps[position + 1].index + 1)" : nil
      html += "<section class=\"step\(failing ? " failing-step" : "")\" id=\"\(id)-step-\(number)\" data-step=\"\(number)\">\n"
      html += "<div class=\"step-head\">"
      html += previous.map { "<a class=\"nav\" href=\"#\($0)\">◀ previous</a>" } ?? "<span class=\"nav off\">◀ previous</span>"
      // A scenario that passed ran all its steps; one that failed stopped at the last drawn.
      let total = result.status == .passed ? trace.steps.last.map { " of \($0.index + 1)" } ?? "" : ""
      let title = step.index < 0 ? "Appearance" : "Step \(number)\(total)"
      html += "<h4>\(title) · <code>\(HTMLEscaping.text(TerminalText.shortened(step.summary, budget: 200)))</code>"
      html += failing ? " <span class=\"badge fail\">failed here</span>" : ""
      html += "</h4>"
      html += next.map { "<a class=\"nav\" href=\"#\($0)\">next ▶</a>" } ?? "<span class=\"nav off\">next ▶</span>"
      html += "</div>\n<div class=\"step-body\">\n<div class=\"picture\">"
      let before = position > 0 ? snapshots[position - 1] : nil
      html += picture(step: step, snapshot: snapshots[position], before: before, inherited: step.snapshot == nil)
      html += "</div>\n"
      let panel = StepPanel(
        step: step, snapshot: snapshots[position], before: before, failing: failing ? failure : nil)
      html += panel.render(citing: &page.citedRules)
      html += "</div>\n</section>\n"
    }
    return html
  }

  /// The step's scenes drawn, each with its absent nodes.
  private func picture(step: TraceView.Step, snapshot: TraceView.Snapshot?, before: TraceView.Snapshot?, inherited: Bool) -> String {
    guard let snapshot else { return "<p class=\"note\">No state was recorded for this step.</p>" }
    var html = ""
    if inherited {
      html += step.summary == "expect"
        ? "<p class=\"note\">An expect changes nothing: the state after the step before.</p>"
        : "<p class=\"note\">The step ended early: the state after the step before.</p>"
    }
    let search = step.events.last { $0.event?.kind == "directionalSearch" }?.event?.search
    let scenes = snapshot.focus.scenes
    for (index, scene) in scenes.enumerated() {
      let previous = before?.focus.scenes.first { $0.id == scene.id }
      if scenes.count > 1 {
        html += "<p class=\"scene-name\">scene <code>\(HTMLEscaping.text(scene.id))</code>\(scene.isKey ? " (key)" : "")</p>"
      }
      // The node a click step names, marked where it is (F6).
      let clicked = step.summary.hasPrefix("click: ") ? String(step.summary.dropFirst("click: ".count)) : nil
      let picture = StepPicture(
        scene: scene, focusedBefore: previous?.focusedID, search: scene.isKey ? search : nil, isKeyScene: scene.isKey,
        clicked: scene.isKey ? clicked : nil)
      html += picture.render()
      let absent = index < snapshot.absent.count ? snapshot.absent[index] : []
      if !absent.isEmpty {
        html += "<ul class=\"absent\" title=\"nodes whose if: is false (F1)\">"
        for group in absent.prefix(50) {
          for label in group.labels.prefix(50) {
            html += "<li><span class=\"ghost\">\(HTMLEscaping.text(TerminalText.shortened(label, budget: 120)))</span>"
            html += " absent (if: false) in <code>\(HTMLEscaping.text(TerminalText.shortened(group.parent, budget: 120)))</code></li>"
          }
        }
        html += "</ul>"
      }
    }
    return html
  }

  /// `movies → shows` when the key scene's focus changed over the step.
  static func focusText(before: TraceView.Snapshot?, after: TraceView.Snapshot?) -> String? {
    guard let after, after.focus.keySceneIndex < after.focus.scenes.count else { return nil }
    let scene = after.focus.scenes[after.focus.keySceneIndex]
    let previous = before?.focus.scenes.first { $0.id == scene.id }?.focusedID
    guard previous != scene.focusedID else { return nil }
    return "\(previous ?? "none") → \(scene.focusedID ?? "none")"
  }

  /// ✓ for an expect that held, ✗ where it failed.
  private static func verdict(of step: TraceView.Step, failing: Bool) -> String {
    if failing { return " <span class=\"verdict fail\">✗</span>" }
    return step.summary == "expect" ? " <span class=\"verdict pass\">✓</span>" : ""
  }
}
