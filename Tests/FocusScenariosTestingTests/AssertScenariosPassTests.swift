import FocusScenariosTesting
import XCTest

/// The XCTest twin, on the passing fixtures (failures are checked through
/// `ScenarioIssue`, which both twins share: XCTest has no `withKnownIssue` on Linux).
final class AssertScenariosPassTests: XCTestCase {
  func testPassingFolderRecordsNoFailure() async {
    await assertScenariosPass(at: Fixtures.path("passing"))
  }

  func testFilterByName() async throws {
    await assertScenariosPass(at: Fixtures.path("."), filter: try ScenarioFilter(namePattern: "^F1[18]:"))
  }
}
