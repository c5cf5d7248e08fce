import Reporters
import Scenarios
import Testing
import YAML

@Suite("ValidationReporter")
struct ValidationReporterTests {
  private func report(_ items: [ScenarioRunner.Item]) -> String {
    let capture = Capture()
    ValidationReporter(style: .plain, writingUsing: { capture.write($0) }).report(items)
    return capture.text
  }

  @Test("Only problems are printed, compiler-style, then the totals")
  func problems() {
    let source = SourceFile(path: Fixtures.login, text: "scenario: ok\n")
    let valid = Scenario(name: "ok", scenes: [], source: source, mark: Mark(line: 1, column: 1, offset: 0))
    let text = report([.report(Fixtures.invalid), .run(valid), .run(valid)])
    #expect(text == Fixtures.rendered(Fixtures.syntaxError) + "\n\n2 valid, 1 invalid in 2 files\n")
  }

  @Test("Nothing found says so")
  func nothing() {
    #expect(report([]) == "note: no scenario matched the paths and filters\n0 valid, 0 invalid in 0 files\n")
  }
}
