import ArgumentParser
import FocusScenarios
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension RenderStyle.Choice: ExpressibleByArgument {}

/// `--color auto|always|never` and its older spelling `--no-color`: the
/// options of every command that prints reports or diagnostics.
///
///     $ focus-scenarios run Scenarios/ --color always | less -R
struct ColorOptions: ParsableArguments {
  @Option(help: ArgumentHelp(
    "When to color: auto (on a terminal, unless NO_COLOR is set), always (also piped, whatever NO_COLOR says) or never.",
    valueName: "when"))
  var color: RenderStyle.Choice?

  @Flag(help: "Same as --color never.")
  var noColor = false

  func validate() throws {
    if noColor, let color, color != .never {
      throw ValidationError("--no-color and --color \(color.rawValue) contradict each other; give one of them")
    }
  }

  /// What was asked for: `--color`, else `never` with `--no-color`, else `auto`.
  var choice: RenderStyle.Choice { color ?? (noColor ? .never : .auto) }

  /// The style of output written to `fileDescriptor` (standard output unless told otherwise).
  func style(fileDescriptor: Int32 = 1) -> RenderStyle {
    RenderStyle.automatic(choice, environment: ProcessInfo.processInfo.environment, fileDescriptor: fileDescriptor)
  }
}
