import Foundation
import Testing

/// Issue 13, end to end on the built binary: positions under every line
/// break, no raw control character from a file on the terminal, values and
/// diagnostics printed within their budgets in every format and in `trace`.
@Suite("Output positions, escaping and budgets")
struct OutputBudgetTests {
  private func run(_ arguments: [String]) throws -> CommandLineTool.Result {
    try CommandLineTool.run(arguments, in: CommandLineTool.fixtures.appendingPathComponent("reliability"))
  }

  /// The located error lines (`path:line:col: error: …`) of an output.
  private func errors(_ text: String) -> [Substring] {
    text.split(separator: "\n").filter { $0.contains(".yaml:") && $0.contains(": error: ") }
  }

  @Test("A lone-CR file quotes the line libyaml names, with the caret under the column")
  func loneCR() throws {
    let result = try run(["run", "--no-color", "positions-lone-cr.yaml"])
    #expect(result.status == 2, "\(result)")
    #expect(result.stdout.contains("""
      positions-lone-cr.yaml:6:12: error: unknown step 'clck'
         6 | steps: [ { clck: b } ]
           |            ^~~~
      """), "\(result)")
  }

  @Test("An LS-separated file with an é before the column quotes its line and places the caret")
  func lineSeparator() throws {
    let result = try run(["validate", "--no-color", "positions-line-separator.yaml"])
    #expect(result.status == 2, "\(result)")
    #expect(result.stdout.contains("""
      positions-line-separator.yaml:5:30: error: unknown property 'labl' of Button
         5 |   Button: { label: é, id: b, labl: x }
           |                              ^~~~
      """), "\(result)")
  }

  @Test("ESC, CR, C1 and bidi controls from a file reach no output raw, in run, validate and trace", arguments: [
    ["run", "--no-color"], ["run"], ["validate", "--no-color"], ["trace", "--no-color"],
  ])
  func terminalEscapes(_ command: [String]) throws {
    let result = try run(command + ["terminal-escape-in-name.yaml"])
    #expect(result.status == 2, "\(result)")
    let unsafe = result.stdout.unicodeScalars.filter {
      switch $0.value {
      case 0x09, 0x0A: return false
      case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
      default: return false
      }
    }
    #expect(unsafe.isEmpty, "\(result)")
    #expect(errors(result.stdout).count == 1, "\(result)")
    #expect(result.stdout.contains("invalid id 'b\\e[31m'"), "\(result)")
  }

  @Test("A 5 KB string repeated 100 times in a failing expectation prints a few KB in every format and in trace", arguments: [
    ["run", "--no-color"], ["run", "--format", "json"], ["run", "--format", "junit"], ["run", "--format", "tap"],
    ["run", "--format", "github"], ["trace", "--no-color"],
  ])
  func hugeValue(_ command: [String]) throws {
    let result = try run(command + ["output-huge-value-in-failing-expectation.yaml"])
    #expect(result.status == 1, "\(result.status)")
    // Whole, the actual value alone would print 500 KB.
    #expect(result.stdout.utf8.count < 20_000, "\(result.stdout.utf8.count) bytes")
    #expect(result.stdout.contains("… 9 more] (500,220 bytes, elided)"))
  }

  @Test("3,000 invalid documents print the first 100 errors and how many more, still exit 2 and count all")
  func manyInvalidDocuments() throws {
    let result = try run(["run", "--no-color", "output-many-invalid-documents.yaml"])
    #expect(result.status == 2)
    #expect(errors(result.stdout).count == 100)
    #expect(result.stdout.contains(
      "\n… and 2900 more errors in output-many-invalid-documents.yaml (the first 100 of a file are printed)\n"))
    #expect(result.lastLine == "0 passed, 0 failed, 3000 invalid")
    #expect(result.stdout.utf8.count < 40_000, "\(result.stdout.utf8.count) bytes")
  }
}
