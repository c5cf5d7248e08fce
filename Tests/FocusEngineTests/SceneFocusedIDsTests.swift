@testable import FocusEngine
import Testing

/// What a commit round compares to tell whether focus settled (F30): the
/// scenes' focused ids, the first held inline. It must read back and
/// compare as the array of ids it replaced.
struct SceneFocusedIDsTests {
  @Test("Appended ids read back in scene order, none included", arguments: 0...3)
  func readsBackAsAnArray(count: Int) {
    let written = Array(([nil, "name", nil] as [String?])[..<count])
    let ids = SceneFocusedIDs.of(written)
    #expect(ids.count == written.count)
    #expect((0..<ids.count).map { ids[$0] } == written)
  }

  @Test("Equal only for the same ids in the same number of scenes")
  func equality() {
    let ids = SceneFocusedIDs.of
    #expect(ids(["name", nil]) == ids(["name", nil]))
    #expect(ids(["name"]) != ids(["email"]))
    #expect(ids(["name", nil]) != ids(["name", "email"]))
    // A scene without focus is not the absence of a scene.
    #expect(ids([nil]) != ids([]))
    #expect(ids([nil]) != ids([nil, nil]))
  }

  @Test("The engine's focusedIDs follow focus in every scene (F29)")
  func engineFocusedIDsFollowFocus() {
    let engine = FocusEngine(
      platform: .macOS, settings: FocusSettings(), variables: [],
      scenes: [(id: "main", root: node(.VStack, "main", [field("name")])), (id: "inspector", root: node(.VStack, "inspector", [field("notes")]))])
    #expect(engine.focusedIDs == SceneFocusedIDs.of([nil, nil]))
    engine.setFocus("notes", inScene: 1, rule: "test")
    #expect(engine.focusedIDs == SceneFocusedIDs.of([nil, "notes"]))
    engine.setFocus("name", inScene: 0, rule: "test")
    #expect(engine.focusedIDs == SceneFocusedIDs.of(["name", "notes"]))
  }
}

extension SceneFocusedIDs {
  /// The ids of `written`, appended in order.
  static func of(_ written: [String?]) -> SceneFocusedIDs {
    var result = SceneFocusedIDs()
    for id in written { result.append(id) }
    return result
  }
}
