import Scenarios
import YAML

/// JUnit XML for CI systems: written whole when the run ends.
///
///     <?xml version="1.0" encoding="UTF-8"?>
///     <testsuites name="focus-scenarios" tests="2" failures="1" errors="0" time="0.004">
///       <testsuite name="Scenarios/forms/login.yaml" tests="2" failures="1" errors="0" time="0.003">
///         <testcase name="Sign In" classname="Scenarios.forms" file="Scenarios/forms/login.yaml" line="3" time="0.001"/>
///         <testcase name="Tab order" classname="Scenarios.forms" file="Scenarios/forms/login.yaml" line="40" time="0.002">
///           <failure message="expectation failed: focused: expected password, got username" type="mismatch">…</failure>
///         </testcase>
///       </testsuite>
///     </testsuites>
///
/// One `<testsuite>` per file in plan order; `classname` is the file's
/// folder with dots (`Scenarios.forms`), which CI dashboards show as the
/// package. A failed scenario has a `<failure>` and an invalid one an
/// `<error>`, whose text is the human report's details without color.
/// Everything but the `time` attributes is deterministic.
///
/// A scenario's lint warnings (F23) are its `<system-out>`, after any
/// `<failure>` or `<error>`; they change no count.
///
/// Past a file's diagnostic budget (`DiagnosticBudget`, as in the human
/// report) invalid scenarios get no `<testcase>`; the counts stay whole and
/// the suite ends with `<system-err>… and N more errors in FILE …</system-err>`.
public struct JUnitReporter: WholeRunReporter {
  let write: @Sendable (String) -> Void
  var results: [ScenarioResult] = []

  /// A reporter that hands the whole XML document to `write` when the run ends:
  ///
  ///     var reporter = JUnitReporter { xml in try? xml.write(toFile: "junit.xml", atomically: true, encoding: .utf8) }
  ///     await runner.run { reporter.record($0) }
  public init(writingUsing write: @escaping @Sendable (String) -> Void) {
    self.write = write
  }


  func document(_ summary: RunSummary) -> String {
    // Group by file, keeping the order in which files first appear.
    var files: [String] = []
    var byFile: [String: [ScenarioResult]] = [:]
    for result in results {
      if byFile[result.file] == nil { files.append(result.file) }
      byFile[result.file, default: []].append(result)
    }

    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"focus-scenarios\" tests=\"\(summary.total)\" failures=\"\(summary.failed)\""
    xml += " errors=\"\(summary.invalid)\" time=\"\(Self.seconds(summary.duration))\">\n"
    var budget = DiagnosticBudget()
    for file in files {
      let cases = byFile[file] ?? []
      let failures = cases.filter { $0.status == .failed }.count
      let errors = cases.filter { $0.status == .invalid }.count
      let time = cases.reduce(0) { $0 + $1.duration }
      xml += "  <testsuite name=\"\(XMLEscaping.attribute(file))\" tests=\"\(cases.count)\""
      xml += " failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(Self.seconds(time))\">\n"
      for result in cases {
        if let shown = budget.admit(result) { xml += testcase(shown) }
      }
      let withheld = budget.withheldCount(in: file)
      if withheld > 0 {
        xml += "    <system-err>\(XMLEscaping.text(DiagnosticBudget.note(file: file, count: withheld)))</system-err>\n"
      }
      xml += "  </testsuite>\n"
    }
    xml += "</testsuites>\n"
    return xml
  }

  private func testcase(_ result: ScenarioResult) -> String {
    var xml = "    <testcase name=\"\(XMLEscaping.attribute(result.displayName))\""
    xml += " classname=\"\(XMLEscaping.attribute(Self.className(of: result.file)))\""
    xml += " file=\"\(XMLEscaping.attribute(result.file))\" line=\"\(result.location.line)\""
    xml += " time=\"\(Self.seconds(result.duration))\""
    let details = XMLEscaping.text(ResultFormatter(style: .plain).details(of: result))
    let output = systemOut(result)
    switch result.status {
    case .passed:
      return output.isEmpty ? xml + "/>\n" : xml + ">\n" + output + "    </testcase>\n"
    case .failed:
      let first = result.failures.first
      var message = first?.shownMessage ?? "failed"
      if let mismatch = first?.mismatches.first { message += ": " + mismatch.shownDescription }
      let type = first?.kind.rawValue ?? "failure"
      xml += ">\n      <failure message=\"\(XMLEscaping.attribute(message))\" type=\"\(XMLEscaping.attribute(type))\">"
      return xml + details + "</failure>\n" + output + "    </testcase>\n"
    case .invalid:
      let first = result.diagnostics.first
      let message = TerminalText.shortened(first?.message ?? "invalid")
      let type = first?.code.rawValue ?? "invalid"
      xml += ">\n      <error message=\"\(XMLEscaping.attribute(message))\" type=\"\(XMLEscaping.attribute(type))\">"
      return xml + details + "</error>\n" + output + "    </testcase>\n"
    }
  }

  /// The testcase's lint warnings (F23) as `<system-out>`, compiler-style
  /// without color; empty when it has none. Standard output is what JUnit
  /// consumers show beside a test whatever its outcome (Jenkins' "Standard
  /// Output", GitHub test-report actions); testcase `<properties>` are not
  /// in the Ant schema many of them validate against and most never show.
  private func systemOut(_ result: ScenarioResult) -> String {
    guard !result.lintWarnings.isEmpty else { return "" }
    let text = XMLEscaping.text(ResultFormatter(style: .plain).lintWarnings(result.lintWarnings))
    return "      <system-out>" + text + "</system-out>\n"
  }

  /// The folder of `file` with dots: `Scenarios/focus-state/a.yaml` → `Scenarios.focus-state`.
  /// A file with no folder is its own class (`a.yaml` → `a`).
  static func className(of file: String) -> String {
    var components = file.split(separator: "/").filter { $0 != "." }
    guard let name = components.popLast() else { return file }
    if components.isEmpty {
      let stem = name.split(separator: ".", omittingEmptySubsequences: false).dropLast()
      return stem.isEmpty ? String(name) : stem.joined(separator: ".")
    }
    return components.joined(separator: ".")
  }

  /// Seconds with three decimals, built by hand so no locale can turn the point into a comma.
  static func seconds(_ value: Double) -> String {
    guard value.isFinite, value > 0 else { return "0.000" }
    let milliseconds = Int((value * 1000).rounded())
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}
