/// Where a binding points: a variable and a path into it. Paths step into
/// mapping keys and into list elements by their identity, the way a ForEach
/// row's `$item.title` stays attached to its element even when the list is
/// reordered (F25).
///
///     BindingReference(variable: "reminders", path: [.element(id: "r1", idKey: "id"), .key("title")])
///     // prints as $reminders[id=r1].title
public struct BindingReference: Sendable, Hashable, CustomStringConvertible {
  /// One step of a binding's path: a mapping `key`, a list `element` found by
  /// its identity (the value of `idKey`, or the element itself when `nil`), or a
  /// list position `index`.
  ///
  ///     // $rows[id=r1].title
  ///     [.element(id: "r1", idKey: "id"), .key("title")]
  public enum Component: Sendable, Hashable {
    /// A mapping key: `.title`.
    case key(String)
    /// A list element found by identity: `[id=r1]`, or `[self=…]` for the element itself.
    case element(id: Value, idKey: String?)
    /// A list position: `[2]`.
    case index(Int)
  }

  /// The state variable the binding starts from, without `$`.
  public var variable: String
  /// The steps from the variable to the bound location; empty for `$var` itself.
  public var path: [Component]
  /// Where an `.element` component's element stood when the binding was
  /// made (path position → list index). Only a hint that makes reads O(1)
  /// while the list is unchanged; it takes no part in equality.
  public var indexHints = IndexHints()

  /// A binding to `variable`, stepping along `path`.
  public init(variable: String, path: [Component] = []) {
    self.variable = variable
    self.path = path
  }

  /// Equal when variable and path are; ``indexHints`` take no part.
  public static func == (lhs: BindingReference, rhs: BindingReference) -> Bool {
    lhs.variable == rhs.variable && lhs.path == rhs.path
  }

  /// Hashes variable and path, as `==` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(variable)
    hasher.combine(path)
  }

  /// `$variable.key[id=value][2]`, the way scenario files write bindings.
  public var description: String {
    var text = "$" + variable
    for component in path {
      switch component {
      case .key(let key): text += "." + key
      case .element(let id, let idKey): text += "[\(idKey ?? "self")=\(id.displayText)]"
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }
}

extension BindingReference {
  /// Path position → list index hints of a ``BindingReference``, without an
  /// allocation: every ForEach row's `$item` binding carries one, and a
  /// dictionary for it was an allocation per row to make and another to
  /// free (DHAT of a 100,000-row ForEach, docs/benchmarks.md).
  ///
  /// Holds the two hints set last (a ForEach row's, and its enclosing
  /// row's when ForEach nest), each a position below 128 and an index below
  /// 2^24; a hint outside those, or a third one, is not kept. Reads without
  /// a hint find the element by its id instead, as for a list that changed.
  ///
  ///     var hints = BindingReference.IndexHints()
  ///     hints[0] = 7
  ///     hints[0]   // 7
  ///     hints[1]   // nil
  public struct IndexHints: Sendable {
    /// Two slots of 32 bits, the newer in the low half: bit 31 set, the
    /// position in bits 24–30, the index in bits 0–23; 0 is an empty slot.
    private var slots: UInt64 = 0

    /// No hints.
    public init() {}

    /// The index hinted for path position `position`, if one is kept.
    public subscript(position: Int) -> Int? {
      get {
        let newer = UInt32(truncatingIfNeeded: slots)
        let older = UInt32(truncatingIfNeeded: slots >> 32)
        if Self.holds(newer, position) { return Int(newer & 0xFF_FFFF) }
        if Self.holds(older, position) { return Int(older & 0xFF_FFFF) }
        return nil
      }
      set {
        // This position's old hint goes; the newest of the others stays.
        let newer = UInt32(truncatingIfNeeded: slots)
        let older = UInt32(truncatingIfNeeded: slots >> 32)
        let kept = newer != 0 && !Self.holds(newer, position) ? newer : (older != 0 && !Self.holds(older, position) ? older : 0)
        guard let newValue, (0..<128).contains(position), (0..<(1 << 24)).contains(newValue) else {
          slots = UInt64(kept)
          return
        }
        let slot = UInt32(1) << 31 | UInt32(position) << 24 | UInt32(newValue)
        slots = UInt64(kept) << 32 | UInt64(slot)
      }
    }

    /// Whether `slot` is a hint for `position`.
    private static func holds(_ slot: UInt32, _ position: Int) -> Bool {
      slot != 0 && Int((slot >> 24) & 0x7F) == position
    }
  }
}
