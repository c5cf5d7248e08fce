#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import YAML

/// Whether text is drawn with ANSI colors: chosen once per output, then passed down.
///
///     let style = RenderStyle.automatic(noColorFlag: false, environment: ProcessInfo.processInfo.environment)
///     print(style.paint("✓", .green) + " Sign In")
///
/// Files and pipes always get `.plain`; a terminal gets `.color` unless the
/// user opted out with `--no-color` or the `NO_COLOR` convention (no-color.org).
public enum RenderStyle: Sendable, Hashable {
  /// No escape codes: for files, pipes and `--no-color`.
  case plain
  /// ANSI colors, for a terminal.
  case color

  /// An SGR attribute.
  ///
  ///     RenderStyle.color.paint("✗", .red)   // "\u{1B}[31m✗\u{1B}[0m"
  public enum Paint: String, Sendable, Hashable {
    /// Emphasis: headers, `note:`, the counts that are not zero.
    case bold = "1"
    /// Secondary text: locations, earlier steps, trace lines.
    case dim = "2"
    /// Failures, errors and their count.
    case red = "31"
    /// Passes and their mark.
    case green = "32"
    /// Invalid scenarios and their count.
    case yellow = "33"
    /// The `note:` label.
    case cyan = "36"
  }

  /// `.color` only when `isTerminal`, `noColorFlag` is off and `NO_COLOR` is unset or empty.
  public static func choose(noColorFlag: Bool, environment: [String: String], isTerminal: Bool) -> RenderStyle {
    if noColorFlag || !isTerminal { return .plain }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .plain }
    return .color
  }

  /// `choose(…)` for an output of this process: standard output unless told otherwise.
  public static func automatic(noColorFlag: Bool, environment: [String: String], fileDescriptor: Int32 = 1) -> RenderStyle {
    choose(noColorFlag: noColorFlag, environment: environment, isTerminal: isatty(fileDescriptor) != 0)
  }

  /// The same choice for `DiagnosticRenderer`, so excerpts match the report around them.
  public var diagnosticStyle: DiagnosticRenderer.Style {
    switch self {
    case .plain: return .plain
    case .color: return .color
    }
  }

  /// `text` wrapped in the attributes when colored, unchanged when plain.
  public func paint(_ text: String, _ attributes: Paint...) -> String {
    guard self == .color, !attributes.isEmpty, !text.isEmpty else { return text }
    return "\u{1B}[" + attributes.map(\.rawValue).joined(separator: ";") + "m" + text + "\u{1B}[0m"
  }
}
