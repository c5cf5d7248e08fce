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
    /// `back`: the system back (tvOS Menu, the back swipe, macOS Back) (F52).
    case back
    /// `wait: S`: advance the virtual clock S ≥ 0 seconds, running each
    /// timer at its due time and settling there (F46, F47).
    case wait(Double)
    /// `scroll: { in: id, to: n }`: set a lazy container's scroll index (F55).
    case scroll(ScrollTarget)
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


/// `key:` spellings of `KeyChord` (the engine's type, F48).
extension KeyChord {
  /// Modifier spellings accepted (`command` = `cmd`, `alt`/`opt` = `option`, `ctrl` = `control`).
  public static let modifierAliases: [String: Modifier] = [
    "cmd": .cmd, "command": .cmd, "shift": .shift, "option": .option, "opt": .option,
    "alt": .option, "control": .control, "ctrl": .control,
  ]
}
