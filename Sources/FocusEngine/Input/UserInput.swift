/// One event of the user's, as ``FocusEngine/perform(_:isCommandEnabled:)``
/// takes it. Tab and Shift-Tab are keys; `submit` is Return of the
/// keyboard the text input belongs to (F48).
///
///     engine.perform(.click("signIn"))       // F6
///     engine.perform(.key(.tab))             // F29, then F18
///     engine.perform(.key(.space))           // F29, then F34
///     engine.perform(.select)                // F34 on tvOS and watchOS
///     engine.perform(.move(.down))           // F20
///     engine.perform(.submit)                // F17, F28
public enum UserInput: Sendable, Hashable, CustomStringConvertible {
  /// A pointer click or tap on the present node with this id (F6).
  case click(String)
  /// A hardware key press, through the key dispatch stages (F29, then the key's meaning).
  case key(KeyChord)
  /// The remote's select button (F34).
  case select
  /// A directional move: the remote, a swipe, or the arrow keys (F20).
  case move(Direction)
  /// Return in the focused text input. From a software keyboard it reaches
  /// the input alone (F17, F28, F48); from a hardware keyboard
  /// (``FocusSettings/hasHardwareKeyboard(on:)``) it is `key: return`,
  /// through every key stage (F56).
  case submit
  /// `back`: the system back — tvOS Menu, the back swipe, macOS Back (F52).
  case back

  /// `click: signIn`, `key: shift+tab`, `move: down`: how a step names the input.
  public var description: String {
    switch self {
    case .click(let id): return "click: \(id)"
    case .key(let chord): return "key: \(chord)"
    case .select: return "select"
    case .move(let direction): return "move: \(direction.rawValue)"
    case .submit: return "submit"
    case .back: return "back"
    }
  }
}
