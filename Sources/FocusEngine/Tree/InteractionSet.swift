/// F3: a node's interactions as two bits. Building a tree computes them for
/// every node at every full rebuild, so they must not allocate a `Set` each;
/// ``ViewTree/interactions(of:)`` hands out one of four shared `Set`s.
struct InteractionSet: OptionSet, Sendable {
  let rawValue: UInt8

  static let activate = InteractionSet(rawValue: 1 << 0)
  static let edit = InteractionSet(rawValue: 1 << 1)
  /// What `.focusable()` gives without `interactions:` (F3).
  static let all: InteractionSet = [.activate, .edit]

  init(rawValue: UInt8) { self.rawValue = rawValue }

  init(_ interactions: Set<Interaction>) {
    var bits: InteractionSet = []
    for interaction in interactions {
      switch interaction {
      case .activate: bits.insert(.activate)
      case .edit: bits.insert(.edit)
      }
    }
    self = bits
  }

  /// F3: the interactions of a node's kind, or of its `.focusable` when enabled:
  /// a node of `kind` with the `.focusable` modifier `focusable`.
  init(kind: ViewKind, focusable: FocusableModifier?) {
    if let modifier = focusable, modifier.isEnabled {
      self = modifier.interactions.map(InteractionSet.init) ?? .all
      return
    }
    var bits: InteractionSet = []
    if kind.isTextInput { bits.insert(.edit) }
    if kind.isControl { bits.insert(.activate) }
    self = bits
  }

  /// The public form, shared rather than built per node.
  var asSet: Set<Interaction> { InteractionSet.sets[Int(rawValue)] }

  /// Indexed by `rawValue`.
  private static let sets: [Set<Interaction>] = [[], [.activate], [.edit], [.activate, .edit]]
}
