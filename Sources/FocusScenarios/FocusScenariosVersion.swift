/// The version of focus-scenarios and of the scenario format it reads: the
/// one place both are written. `focus-scenarios --version` prints
/// `description`; the README's install lines and `scripts/install` show it.
///
///     FocusScenariosVersion.tool          // "0.1.0"
///     FocusScenariosVersion.format        // "1.1"
///     FocusScenariosVersion.description   // "focus-scenarios 0.1.0 (scenario format 1.1)"
public enum FocusScenariosVersion {
  /// The tool's own version (semantic versioning; 0.x while the format and
  /// the command line may still change between releases).
  public static let tool = "0.1.0"
  /// The SCENARIO-FORMAT version every file is read as (`docs/format.md`).
  public static let format = "1.1"
  /// What `focus-scenarios --version` prints.
  public static let description = "focus-scenarios \(tool) (scenario format \(format))"
}
