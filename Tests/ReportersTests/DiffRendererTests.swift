import Reporters
import Scenarios
import Testing

@Suite("DiffRenderer")
struct DiffRendererTests {
  static let diff = UnifiedDiff(old: "a\nb\n", new: "a\nc\n", path: "x.yaml")

  @Test("plain: the diff's lines as they are")
  func plain() {
    #expect(DiffRenderer(style: .plain).render(Self.diff) == "--- a/x.yaml\n+++ b/x.yaml\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n")
  }

  @Test("colour: removed lines red, added lines green, hunk headers cyan, context uncoloured")
  func colour() {
    let text = DiffRenderer(style: .color).render(Self.diff)
    #expect(text.contains("\u{1B}[31m-b\u{1B}[0m"))
    #expect(text.contains("\u{1B}[32m+c\u{1B}[0m"))
    #expect(text.contains("\u{1B}[36m@@ -1,2 +1,2 @@\u{1B}[0m"))
    #expect(text.contains("\n a\n"))
  }
}
