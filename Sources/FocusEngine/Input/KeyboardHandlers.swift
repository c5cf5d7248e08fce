/// What a node does with the hardware keyboard (F48–F51): its
/// `keyboardShortcut:` (F49), the keys and modifiers of its `onKeyPress:`
/// handlers (F50), and whether it has `onMoveCommand:` and
/// `onExitCommand:` (F51). The engine decides from these which stage
/// takes a key; the handlers' actions are the caller's to run.
///
///     var save = ViewNode(id: "save", kind: .Button)
///     save.keyboard.shortcut = KeyChord(modifiers: [.cmd], key: "s")
///     var grid = ViewNode(id: "grid", kind: .VStack)
///     grid.keyboard.handlesMoveCommand = true
public struct KeyboardHandlers: Sendable, Hashable {
  /// `keyboardShortcut:` resolved to its key: `defaultAction` is `return`,
  /// `cancelAction` `escape` (F49).
  public var shortcut: KeyChord?
  /// The `onKeyPress:` handlers, in the order written (F50).
  public var keyPress: [KeyPressFilter] = []
  /// `onMoveCommand:` is attached (F51).
  public var handlesMoveCommand = false
  /// `onExitCommand:` is attached (F51).
  public var handlesExitCommand = false

  /// A node that does nothing with the keyboard; set the properties to add handlers.
  public init(shortcut: KeyChord? = nil, keyPress: [KeyPressFilter] = [], handlesMoveCommand: Bool = false, handlesExitCommand: Bool = false) {
    self.shortcut = shortcut
    self.keyPress = keyPress
    self.handlesMoveCommand = handlesMoveCommand
    self.handlesExitCommand = handlesExitCommand
  }
}

/// Which keys one `onKeyPress:` handler matches (F50): its `key` or one of
/// its `keys`, with exactly its `modifiers` when they are listed, with any
/// modifiers when not (so `{ key: tab }` also takes Shift-Tab).
///
///     KeyPressFilter(keys: ["tab"]).matches(.shiftTab)                      // true
///     KeyPressFilter(keys: ["tab"], modifiers: []).matches(.shiftTab)       // false
public struct KeyPressFilter: Sendable, Hashable {
  /// Key names as ``KeyChord/key`` spells them.
  public var keys: [String]
  /// The exact modifiers, sorted; `nil`: any.
  public var modifiers: [KeyChord.Modifier]?

  /// A handler for `keys`, with exactly `modifiers` (any when `nil`).
  public init(keys: [String], modifiers: [KeyChord.Modifier]? = nil) {
    self.keys = keys
    self.modifiers = modifiers.map { KeyChord(modifiers: $0, key: "").modifiers }
  }

  /// Whether the handler takes `chord` (F50).
  public func matches(_ chord: KeyChord) -> Bool {
    guard keys.contains(chord.key) else { return false }
    guard let modifiers else { return true }
    return modifiers == chord.modifiers
  }
}
