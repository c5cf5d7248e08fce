/// A direction for `move:` and arrow keys (F20). Directions are visual: in
/// right-to-left layout, right is still right.
public enum Direction: String, Sendable, Hashable, CaseIterable {
  case up, down, left, right
}
