#if canImport(XCTest)
  import Foundation
  import Scenarios
  import XCTest

  extension XCTestCase {
    /// The XCTest twin of ``expectScenariosPass(at:filter:sourceLocation:)``:
    /// runs every scenario of a file or folder and records one failure per
    /// failed expectation, failing step or invalid-scenario diagnostic, at the
    /// line of the YAML file that failed (the column is in the message).
    ///
    ///     import FocusScenariosTesting
    ///     import XCTest
    ///
    ///     final class ScenarioTests: XCTestCase {
    ///       func testScenariosPass() async {
    ///         await assertScenariosPass(at: "Scenarios/")
    ///       }
    ///     }
    ///
    /// A path that does not exist or holds no selected scenario fails at `file`
    /// and `line`, the caller's. Relative paths are resolved against the
    /// current directory, which `swift test` sets to the package root.
    public func assertScenariosPass(
      at path: String, filter: ScenarioFilter = .all, file: StaticString = #filePath, line: UInt = #line
    ) async {
      let results: [ScenarioResult]
      do {
        results = try await ScenarioLoader.results(at: path, filter: filter)
      } catch {
        recordScenarioFailure(error.description, filePath: "\(file)", line: Int(line))
        return
      }
      for result in results {
        for issue in ScenarioIssue.issues(in: result) {
          recordScenarioFailure(issue.message, filePath: issue.absoluteFilePath, line: max(1, issue.location.line))
        }
      }
    }

    /// One failure at a file and line known only at run time (`XCTFail` takes a `StaticString`).
    private func recordScenarioFailure(_ message: String, filePath: String, line: Int) {
      #if canImport(Darwin)
        let location = XCTSourceCodeLocation(filePath: filePath, lineNumber: line)
        record(XCTIssue(type: .assertionFailure, compactDescription: message, sourceCodeContext: XCTSourceCodeContext(location: location)))
      #else
        recordFailure(withDescription: message, inFile: filePath, atLine: line, expected: true)
      #endif
    }
  }
#endif
