/// Draws diagnostics and excerpts like a compiler: a header, the source
/// line with its number, a caret under the columns in question, and a hint.
///
///     let renderer = DiagnosticRenderer(style: .plain)
///     print(renderer.render(diagnostic))
///     // signin.yaml:14:5: error: unknown key 'focusStat'
///     //    14 |     focusStat: { focusedField: username }
///     //       |     ^~~~~~~~~
///     //    hint: did you mean 'focusState'?
///
/// Columns count Unicode scalars, as libyaml does. Tabs before the caret are
/// copied into the caret line so it lines up whatever the tab width; control
/// characters are drawn as visible symbols (C0 and DEL as ␛ ␡ …, C1 controls,
/// line separators and bidi overrides as `\u{9B}`, the caret moved to
/// match); lines over 200 columns are cut around the caret with `…`. The
/// header and hint come from the file too (names, keys, values), so they are
/// escaped with `TerminalText`. The result has no trailing newline.
public struct DiagnosticRenderer: Sendable {
  /// Plain text, or ANSI colors for a terminal.
  ///
  ///     DiagnosticRenderer(style: .color).render(diagnostic)   // with ANSI colors
  public enum Style: Sendable, Hashable { case plain, color }

  /// Plain text or colors.
  public var style: Style

  /// Lines longer than this many columns are cut around the caret.
  static let maxColumns = 200
  /// How many columns a cut line keeps before the caret.
  static let columnsBeforeCaret = 80

  /// A renderer that draws with `style`.
  public init(style: Style) { self.style = style }

  /// The full diagnostic: header, excerpt (when the source line is known) and hint.
  ///
  ///     DiagnosticRenderer(style: .plain).render(diagnostic)
  public func render(_ diagnostic: Diagnostic) -> String {
    var lines = [header(diagnostic)]
    let excerpt = excerpt(
      line: diagnostic.location.line, column: diagnostic.location.column,
      sourceLine: diagnostic.sourceLine, length: diagnostic.length)
    if !excerpt.isEmpty { lines.append(excerpt) }
    if let hint = diagnostic.hint {
      lines.append("   " + paint("hint:", Self.bold) + " " + TerminalText.escaped(hint))
    }
    return lines.joined(separator: "\n")
  }

  /// Just the two excerpt lines: the numbered source line and the caret line.
  /// Empty when `sourceLine` is `nil`.
  ///
  ///     DiagnosticRenderer(style: .plain).excerpt(line: 3, column: 11, sourceLine: "  - type: kim", length: 3)
  ///     //    3 |   - type: kim
  ///     //      |           ^~~
  public func excerpt(line: Int, column: Int, sourceLine: String?, length: Int = 1) -> String {
    guard let sourceLine else { return "" }
    var scalars = Array(sourceLine.unicodeScalars)
    // libyaml does not count a byte order mark as a column.
    if scalars.first == "\u{FEFF}" { scalars.removeFirst() }

    let caret = min(max(0, column - 1), scalars.count)
    var windowStart = 0
    var windowEnd = scalars.count
    if scalars.count > Self.maxColumns {
      windowStart = max(0, min(caret - Self.columnsBeforeCaret, scalars.count - Self.maxColumns))
      windowEnd = min(scalars.count, windowStart + Self.maxColumns)
    }
    let underline = max(1, min(length, windowEnd - caret))

    var source = windowStart > 0 ? "…" : ""
    var indent = windowStart > 0 ? " " : ""
    for index in windowStart..<windowEnd {
      let scalar = scalars[index]
      let shown = Self.visible(scalar)
      source += shown
      if index < caret { indent += scalar == "\t" ? "\t" : String(repeating: " ", count: shown.unicodeScalars.count) }
    }
    if windowEnd < scalars.count { source += "…" }

    let number = String(line)
    let gutter = "   " + number + " | "
    let blankGutter = String(repeating: " ", count: 3 + number.count) + " | "
    let marker = "^" + String(repeating: "~", count: underline - 1)
    return gutter + source + "\n" + blankGutter + indent + paint(marker, Self.green)
  }

  // MARK: - Pieces

  private func header(_ diagnostic: Diagnostic) -> String {
    guard style == .color else { return TerminalText.escaped(diagnostic.description) }
    let color: String
    switch diagnostic.severity {
    case .error: color = Self.red
    case .warning: color = Self.yellow
    case .note: color = Self.cyan
    }
    return Self.bold + TerminalText.escaped("\(diagnostic.location): ") + color + diagnostic.severity.rawValue + ":"
      + Self.defaultColor + " " + TerminalText.escaped(diagnostic.message) + Self.reset
  }

  private func paint(_ text: String, _ code: String) -> String {
    style == .color ? code + text + Self.reset : text
  }

  /// Control characters would move the cursor or recolor the terminal, and
  /// bidi overrides reorder what follows them; show C0 controls and DEL as
  /// one-column symbols (␀, ␛, ␡) and the others as `TerminalText` escapes
  /// (`\u{202E}`), which the caret line makes room for.
  private static func visible(_ scalar: Unicode.Scalar) -> String {
    switch scalar.value {
    case 0x09: return "\t"
    case 0x00...0x1F: return String(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
    case 0x7F: return "\u{2421}"
    default: return TerminalText.needsEscape(scalar) ? TerminalText.escape(scalar) : String(scalar)
    }
  }

  private static let reset = "\u{1B}[0m"
  private static let bold = "\u{1B}[1m"
  private static let red = "\u{1B}[31m"
  private static let green = "\u{1B}[32m"
  private static let yellow = "\u{1B}[33m"
  private static let cyan = "\u{1B}[36m"
  private static let defaultColor = "\u{1B}[39m"
}
