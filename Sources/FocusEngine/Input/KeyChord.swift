/// A key with modifiers: `tab`, `shift+tab`, `cmd+k`, `return`: what a
/// hardware key press hands ``FocusEngine/perform(_:isCommandEnabled:)``
/// (F48), and what a command's shortcut is (F29).
///
///     KeyChord.tab                                   // tab (F18)
///     KeyChord(modifiers: [.shift], key: "tab")      // shift+tab
///     KeyChord(modifiers: [.cmd], key: "k")          // cmd+k, a command's shortcut
///     KeyChord(modifiers: [.shift, .cmd], key: "k").description   // "cmd+shift+k"
public struct KeyChord: Sendable, Hashable, CustomStringConvertible {
  /// A modifier key, ordered as a chord is written: `cmd+shift+option+control`.
  ///
  ///     KeyChord.Modifier.allCases.sorted()   // [.cmd, .shift, .option, .control]
  public enum Modifier: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Command, Shift, Option and Control.
    case cmd, shift, option, control
    /// In the written order: `cmd` before `shift` before `option` before `control`.
    public static func < (lhs: Modifier, rhs: Modifier) -> Bool { lhs.rank < rhs.rank }
    private var rank: Int {
      switch self {
      case .cmd: return 0
      case .shift: return 1
      case .option: return 2
      case .control: return 3
      }
    }
  }
  /// Sorted, without duplicates: two chords naming the same keys are equal.
  public var modifiers: [Modifier]
  /// Lower-case key name: `tab`, `return`, `space`, `escape`, `up`, `down`,
  /// `left`, `right`, `delete`, or a single character.
  public var key: String

  /// A chord of `key` with `modifiers`, in any order and repeated or not.
  ///
  ///     KeyChord(modifiers: [.shift, .cmd, .shift], key: "k") == KeyChord(modifiers: [.cmd, .shift], key: "k")   // true
  public init(modifiers: [Modifier] = [], key: String) {
    // Most chords (every bare `tab` step) have no modifier or one, which are
    // already sorted and unique: building a `Set` and sorting for them was
    // most of the cost of decoding a bare step.
    self.modifiers = modifiers.count < 2 ? modifiers : Array(Set(modifiers)).sorted()
    self.key = key
  }

  /// Named keys accepted besides single characters.
  public static let namedKeys = ["tab", "return", "space", "escape", "up", "down", "left", "right", "delete"]

  /// Tab (F18).
  public static let tab = KeyChord(key: "tab")
  /// Shift-Tab (F18).
  public static let shiftTab = KeyChord(modifiers: [.shift], key: "tab")
  /// Return (F17, F28).
  public static let `return` = KeyChord(key: "return")
  /// Space (F34).
  public static let space = KeyChord(key: "space")
  /// Escape: a `cancelAction` shortcut (F49), `onExitCommand` on macOS
  /// (F51), or the cancel of an alert or dialog (F52).
  public static let escape = KeyChord(key: "escape")
  /// An arrow key (F20).
  public static func arrow(_ direction: Direction) -> KeyChord { KeyChord(key: direction.rawValue) }

  /// The chord as `key:` writes it: `cmd+shift+k`.
  public var description: String { (modifiers.map(\.rawValue) + [key]).joined(separator: "+") }
}
