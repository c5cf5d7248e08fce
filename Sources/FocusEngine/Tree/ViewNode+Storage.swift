/// A node's properties behind one reference, copied on write (see
/// `ViewNode.storage`).
extension ViewNode {
  /// Whether `a` and `b` share their properties (not necessarily their
  /// children): one is a copy of the other, unchanged since. The engine's
  /// in-place install skips comparing such nodes.
  static func haveSameProperties(_ a: UnsafePointer<ViewNode>, _ b: UnsafePointer<ViewNode>) -> Bool {
    a.pointee.storage === b.pointee.storage
  }

  /// A node without children whose properties are `storage`'s, shared
  /// (what a flattened tree stores).
  init(sharing storage: Storage) {
    self.storage = storage
  }

  mutating func uniqueStorage() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage
  }

  /// Sets one of the rare properties (`Storage.Rare`). An empty value on a
  /// node that has none of them leaves it without the box: every
  /// evaluation sets them all, mostly to nothing.
  mutating func setRare<Property>(_ property: ReferenceWritableKeyPath<Storage.Rare, Property>, to newValue: Property, isEmpty: Bool) {
    guard !isEmpty || storage.rare != nil else { return }
    uniqueStorage().uniqueRare()[keyPath: property] = newValue
  }

  /// The properties of a node. Shared only between copies of one
  /// `ViewNode`, and written only through `uniqueStorage()` when not
  /// shared, which is what makes the unchecked `Sendable` sound.
  ///
  /// Exclusivity is unchecked: every access comes through a `ViewNode`,
  /// whose own (static) exclusivity already rules out overlapping writes,
  /// and the dynamic checks of a class's properties were a third of the
  /// cost of comparing two nodes (`haveSameStructure`, `perf`).
  final class Storage: @unchecked Sendable {
    @exclusivity(unchecked) var id: String
    @exclusivity(unchecked) var kind: ViewKind
    @exclusivity(unchecked) var isDisabled = false
    @exclusivity(unchecked) var focusable: FocusableModifier?
    /// First element inline: one binding and one published value are the
    /// common case, and an array each was an allocation per node.
    @exclusivity(unchecked) var bindings = InlineFirstList<FocusBinding>()
    @exclusivity(unchecked) var focusedValues = InlineFirstList<(key: String, value: Value)>()
    @exclusivity(unchecked) var isFocusSection = false
    @exclusivity(unchecked) var submitScope = SubmitScope.off
    @exclusivity(unchecked) var hasSubmitHandler = false
    @exclusivity(unchecked) var isVerticalAxis = false
    @exclusivity(unchecked) var isSearchField = false
    @exclusivity(unchecked) var hasSearchSubmitHandler = false
    @exclusivity(unchecked) var forEachRowID: Value?
    /// The properties few nodes have; `nil` while a node has none of them.
    @exclusivity(unchecked) var rare: Rare?

    init(id: String, kind: ViewKind) {
      self.id = id
      self.kind = kind
    }

    func copy() -> Storage {
      let copy = Storage(id: id, kind: kind)
      copy.isDisabled = isDisabled
      copy.focusable = focusable
      copy.bindings = bindings
      copy.focusedValues = focusedValues
      copy.isFocusSection = isFocusSection
      copy.submitScope = submitScope
      copy.hasSubmitHandler = hasSubmitHandler
      copy.isVerticalAxis = isVerticalAxis
      copy.isSearchField = isSearchField
      copy.hasSearchSubmitHandler = hasSearchSubmitHandler
      copy.forEachRowID = forEachRowID
      // Shared until one of the copies writes a rare property (`uniqueRare`).
      copy.rare = rare
      return copy
    }

    /// The rare properties, made when a node first gets one, and copied
    /// first when another node's storage shares them.
    func uniqueRare() -> Rare {
      // Asked before binding the box to a name, which would hold a second reference.
      if isKnownUniquelyReferenced(&rare), let rare { return rare }
      let unique = rare?.copy() ?? Rare()
      rare = unique
      return unique
    }

    /// What few nodes carry — scene values, scopes, default focus, frames,
    /// roles, key handlers, lazy windows — out of line. Every node had room
    /// for all of it: a node's storage was 377 bytes, and a 100,000-row
    /// ForEach spent most of its memory (and of its page faults, and of the
    /// time freeing it) on fields nearly always empty (DHAT,
    /// docs/benchmarks.md). Kept with the same copy-on-write as `Storage`.
    final class Rare: @unchecked Sendable {
      @exclusivity(unchecked) var focusedSceneValues: [(key: String, value: Value)] = []
      @exclusivity(unchecked) var focusScope: String?
      @exclusivity(unchecked) var prefersDefaultFocus: String?
      @exclusivity(unchecked) var defaultFocus: DefaultFocus?
      @exclusivity(unchecked) var frame: Rect?
      @exclusivity(unchecked) var role: StructureRole?
      @exclusivity(unchecked) var keyboard = KeyboardHandlers()
      @exclusivity(unchecked) var lazyWindow: LazyWindow?
      @exclusivity(unchecked) var lazyRow: Int?

      func copy() -> Rare {
        let copy = Rare()
        copy.focusedSceneValues = focusedSceneValues
        copy.focusScope = focusScope
        copy.prefersDefaultFocus = prefersDefaultFocus
        copy.defaultFocus = defaultFocus
        copy.frame = frame
        copy.role = role
        copy.keyboard = keyboard
        copy.lazyWindow = lazyWindow
        copy.lazyRow = lazyRow
        return copy
      }
    }
  }
}
