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
/// By default (`--color auto`) files and pipes get `.plain`; a terminal gets
/// `.color` unless the user opted out with `--no-color` (`--color never`) or
/// the `NO_COLOR` convention (no-color.org). `--color always` colors anywhere.
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

  /// What the user asked for with `--color` (or `--no-color`, which is `never`).
  ///
  ///     RenderStyle.choose(.always, environment: [:], isTerminal: false)   // .color: piped, but asked for
  ///     RenderStyle.choose(.auto, environment: [:], isTerminal: false)     // .plain
  public enum Choice: String, CaseIterable, Sendable, Hashable {
    /// Color on a terminal unless `NO_COLOR` is set to a non-empty value: the default.
    case auto
    /// Color wherever the output goes, a pipe or a file too; it overrides
    /// `NO_COLOR`, as no-color.org lets a command-line flag do.
    case always
    /// Never color.
    case never
  }

  /// The style `choice` gives an output: `always` and `never` decide alone;
  /// `auto` colors only when `isTerminal` and `NO_COLOR` is unset or empty.
  public static func choose(_ choice: Choice, environment: [String: String], isTerminal: Bool) -> RenderStyle {
    switch choice {
    case .always: return .color
    case .never: return .plain
    case .auto:
      if !isTerminal { return .plain }
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .plain }
      return .color
    }
  }

  /// `choose(…)` for an output of this process: standard output unless told otherwise.
  ///
  ///     let style = RenderStyle.automatic(.auto, environment: ProcessInfo.processInfo.environment, fileDescriptor: 2)
  public static func automatic(_ choice: Choice, environment: [String: String], fileDescriptor: Int32 = 1) -> RenderStyle {
    choose(choice, environment: environment, isTerminal: isatty(fileDescriptor) != 0)
  }

  /// `.color` only when `isTerminal`, `noColorFlag` is off and `NO_COLOR` is unset or empty.
  public static func choose(noColorFlag: Bool, environment: [String: String], isTerminal: Bool) -> RenderStyle {
    choose(noColorFlag ? .never : .auto, environment: environment, isTerminal: isTerminal)
  }

  /// `choose(noColorFlag:…)` for an output of this process: standard output unless told otherwise.
  public static func automatic(noColorFlag: Bool, environment: [String: String], fileDescriptor: Int32 = 1) -> RenderStyle {
    automatic(noColorFlag ? .never : .auto, environment: environment, fileDescriptor: fileDescriptor)
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
