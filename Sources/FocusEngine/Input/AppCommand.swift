/// A command of the app's menus (`commands:`, F29) as the engine needs it:
/// its id and its shortcut. Whether it is enabled is the app's state, so
/// the engine asks for it when a key press reaches the command stage
/// (``FocusEngine/perform(_:isCommandEnabled:)``); running its action is the
/// caller's job (``InputEffect/runCommand(id:shortcut:)``).
///
///     engine.commands = [AppCommand(id: "search", shortcut: KeyChord(modifiers: [.cmd], key: "k"))]
///     engine.perform(.key(KeyChord(modifiers: [.cmd], key: "k"))).effects
///     // [.runCommand(id: "search", shortcut: cmd+k)]
public struct AppCommand: Sendable, Hashable {
  /// The command's id, as `invoke:` and ``InputEffect/runCommand(id:shortcut:)`` name it.
  public var id: String
  /// The key that runs it while it is enabled (F29), if any.
  public var shortcut: KeyChord?

  /// A command `id`, run by `shortcut` when it has one.
  public init(id: String, shortcut: KeyChord? = nil) {
    self.id = id
    self.shortcut = shortcut
  }
}
