import Scenarios
import YAML

/// A unified diff as text, coloured on a terminal like `git diff`: file
/// headers bold, hunk headers cyan, removed lines red, added lines green.
/// The lines come from the file, so they are escaped (`TerminalText`).
///
///     DiffRenderer(style: .plain).render(recording.diff!)
///     // "--- a/login.yaml\n+++ b/login.yaml\n@@ -12,1 +12,4 @@\n-  - expect: {}\n+  - expect:\n…"
public struct DiffRenderer: Sendable {
  /// Colours or not.
  public var style: RenderStyle

  /// A renderer in `style`.
  public init(style: RenderStyle) {
    self.style = style
  }

  /// The diff's lines, each ending in a newline.
  public func render(_ diff: UnifiedDiff) -> String {
    diff.lines.map { line -> String in
      let text = TerminalText.escaped(line)
      if line.hasPrefix("--- ") || line.hasPrefix("+++ ") { return style.paint(text, .bold) }
      if line.hasPrefix("@@") { return style.paint(text, .cyan) }
      if line.hasPrefix("-") { return style.paint(text, .red) }
      if line.hasPrefix("+") { return style.paint(text, .green) }
      return text
    }.map { $0 + "\n" }.joined()
  }
}
