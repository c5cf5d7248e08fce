import FocusEngine
import YAML

/// One event of `steps:` (SCENARIO-FORMAT "Steps").
package struct Step: Sendable {
  package enum Kind: Sendable {
    /// `click: id` / `tap: id` (F6).
    case click(String)
    /// `key: …`, and the bare words `tab`, `shift-tab` (F17, F18, F20, F28, F29, F34).
    case key(KeyChord)
    /// `submit` (F17, F28).
    case submit
    /// `move: direction` (F20).
    case move(Direction)
    /// `select` (F34).
    case select
    /// `type: "text"`.
    case type(Expression)
    /// `set: { var: expr }` — app code writes state.
    case set([Action.Assignment])
    /// `run: actions`.
    case run([Action])
    /// `invoke: commandId` (F29).
    case invoke(String)
    /// `activate: sceneId` (F29).
    case activate(String)
    /// `expect: { … }`. Boxed (`indirect`): an expectation is about 260
    /// bytes, and inline it made every step that size, so decoding moved
    /// 300 bytes for each step it built, returned and appended.
    indirect case expect(Expectation)
  }

  package var kind: Kind
  /// Where the step starts (its `-` item).
  package var mark: Mark
  /// The step as a short line for reports: `click: signIn`, `tab`.
  package var summary: String

  package init(_ kind: Kind, at mark: Mark, summary: String) {
    self.kind = kind
    self.mark = mark
    self.summary = summary
  }
}


/// A key with modifiers: `tab`, `shift+tab`, `cmd+k`, `return`.
public struct KeyChord: Sendable, Hashable, CustomStringConvertible {
  public enum Modifier: String, Sendable, Hashable, CaseIterable, Comparable {
    case cmd, shift, option, control
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
  /// Sorted, without duplicates.
  public var modifiers: [Modifier]
  /// Lower-case key name: `tab`, `return`, `space`, `escape`, `up`, `down`,
  /// `left`, `right`, `delete`, or a single character.
  public var key: String

  public init(modifiers: [Modifier] = [], key: String) {
    // Most chords (every bare `tab` step) have no modifier or one, which are
    // already sorted and unique: building a `Set` and sorting for them was
    // most of the cost of decoding a bare step.
    self.modifiers = modifiers.count < 2 ? modifiers : Array(Set(modifiers)).sorted()
    self.key = key
  }

  /// Named keys accepted besides single characters.
  public static let namedKeys = ["tab", "return", "space", "escape", "up", "down", "left", "right", "delete"]
  /// Modifier spellings accepted (`command` = `cmd`, `alt`/`opt` = `option`, `ctrl` = `control`).
  public static let modifierAliases: [String: Modifier] = [
    "cmd": .cmd, "command": .cmd, "shift": .shift, "option": .option, "opt": .option,
    "alt": .option, "control": .control, "ctrl": .control,
  ]

  public var description: String { (modifiers.map(\.rawValue) + [key]).joined(separator: "+") }
}
