/// A direction for `move:` and arrow keys (F20). Directions are visual: in
/// right-to-left layout, right is still right.
///
///     engine.move(.down)   // F20: the nearest focusable node below, in the beam
public enum Direction: String, Sendable, Hashable, CaseIterable {
  /// The four directions of a remote, a swipe or the arrow keys.
  case up, down, left, right
}
