/// A node's properties behind one reference, copied on write (see
/// `ViewNode.storage`).
extension ViewNode {
  /// Whether `a` and `b` share their properties (not necessarily their
  /// children): one is a copy of the other, unchanged since. The engine's
  /// in-place install skips comparing such nodes.
  static func haveSameProperties(_ a: UnsafePointer<ViewNode>, _ b: UnsafePointer<ViewNode>) -> Bool {
    a.pointee.storage === b.pointee.storage
  }

  mutating func uniqueStorage() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage
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
    @exclusivity(unchecked) var bindings: [FocusBinding] = []
    @exclusivity(unchecked) var focusedValues: [(key: String, value: Value)] = []
    @exclusivity(unchecked) var focusedSceneValues: [(key: String, value: Value)] = []
    @exclusivity(unchecked) var isFocusSection = false
    @exclusivity(unchecked) var focusScope: String?
    @exclusivity(unchecked) var prefersDefaultFocus: String?
    @exclusivity(unchecked) var defaultFocus: DefaultFocus?
    @exclusivity(unchecked) var submitScope = SubmitScope.off
    @exclusivity(unchecked) var hasSubmitHandler = false
    @exclusivity(unchecked) var isVerticalAxis = false
    @exclusivity(unchecked) var isSearchField = false
    @exclusivity(unchecked) var hasSearchSubmitHandler = false
    @exclusivity(unchecked) var frame: Rect?
    @exclusivity(unchecked) var forEachRowID: Value?
    @exclusivity(unchecked) var role: StructureRole?
    @exclusivity(unchecked) var keyboard = KeyboardHandlers()
    @exclusivity(unchecked) var lazyWindow: LazyWindow?
    @exclusivity(unchecked) var lazyRow: Int?

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
      copy.focusedSceneValues = focusedSceneValues
      copy.isFocusSection = isFocusSection
      copy.focusScope = focusScope
      copy.prefersDefaultFocus = prefersDefaultFocus
      copy.defaultFocus = defaultFocus
      copy.submitScope = submitScope
      copy.hasSubmitHandler = hasSubmitHandler
      copy.isVerticalAxis = isVerticalAxis
      copy.isSearchField = isSearchField
      copy.hasSearchSubmitHandler = hasSearchSubmitHandler
      copy.frame = frame
      copy.forEachRowID = forEachRowID
      copy.role = role
      copy.keyboard = keyboard
      copy.lazyWindow = lazyWindow
      copy.lazyRow = lazyRow
      return copy
    }
  }
}
