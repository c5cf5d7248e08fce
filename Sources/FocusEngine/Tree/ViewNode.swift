/// One present node of a scene's concrete tree (F1): every property already
/// evaluated against the app's state. The executor builds these from the
/// scenario's templates at every commit (F30); the engine never sees YAML
/// or expressions.
///
///     var field = ViewNode(id: "username", kind: .TextField)
///     field.bindings = [FocusBinding(variable: "focusedField", value: "username")]
///     let form = ViewNode(id: "form", kind: .Form, children: [field, ViewNode(id: "signIn", kind: .Button)])
///
/// Modifiers are properties: `.disabled(true)` is `isDisabled = true`,
/// `.focusable()` is `focusable = FocusableModifier(isEnabled: true)`,
/// `.focusSection()` is `isFocusSection = true`.
public struct ViewNode: Sendable {
  /// Everything but the children, behind one reference: the executor
  /// hands the engine a whole new tree at every commit (F30 step 1), most
  /// of it nodes reused from the last one, and copying a node with a dozen
  /// reference-counted fields retained and released each of them. Now a
  /// copy is two retains, and a reused node is recognisably the installed
  /// one (`haveSameProperties`); rebuilding trees went from 32 % to 22 % of
  /// a corpus run (`perf`, docs/benchmarks.md). Copy on write keeps value
  /// semantics.
  var storage: Storage
  /// Children in tree order.
  public var children: [ViewNode] = []

  /// Identifies the node in its scene: what `focusedID`, clicks and expectations name.
  /// Ids should be unique; the first node in tree order wins a lookup.
  public var id: String {
    get { storage.id }
    _modify { yield &uniqueStorage().id }
  }
  /// The SwiftUI view it models, which decides its layout and interactions (F2, F3).
  public var kind: ViewKind {
    get { storage.kind }
    _modify { yield &uniqueStorage().kind }
  }
  /// `disabled:` on this node itself (F5 inherits it downwards).
  public var isDisabled: Bool {
    get { storage.isDisabled }
    _modify { yield &uniqueStorage().isDisabled }
  }
  /// `.focusable(_:interactions:)`, when written (F3).
  public var focusable: FocusableModifier? {
    get { storage.focusable }
    _modify { yield &uniqueStorage().focusable }
  }
  /// `focused:` bindings, in the order written (F9, F10).
  public var bindings: [FocusBinding] {
    get { storage.bindings.array }
    set { uniqueStorage().bindings = InlineFirstList(newValue) }
  }
  /// `focusedValue:` entries (F23, F25), in the order written.
  public var focusedValues: [(key: String, value: Value)] {
    get { storage.focusedValues.array }
    set { uniqueStorage().focusedValues = InlineFirstList(newValue) }
  }
  /// Adds a `focused:` binding after those written so far: what an
  /// evaluation does, without making an array for the usual single one.
  public mutating func appendBinding(_ binding: FocusBinding) {
    uniqueStorage().bindings.append(binding)
  }
  /// Adds a `focusedValue:` entry after those written so far (see ``appendBinding(_:)``).
  public mutating func appendFocusedValue(key: String, value: Value) {
    uniqueStorage().focusedValues.append((key, value))
  }
  /// `focusedSceneValue:` entries (F24).
  public var focusedSceneValues: [(key: String, value: Value)] {
    get { storage.rare?.focusedSceneValues ?? [] }
    set { setRare(\.focusedSceneValues, to: newValue, isEmpty: newValue.isEmpty) }
  }
  /// `.focusSection()` (F19, F21).
  public var isFocusSection: Bool {
    get { storage.isFocusSection }
    _modify { yield &uniqueStorage().isFocusSection }
  }
  /// `.focusScope(name)` (F27).
  public var focusScope: String? {
    get { storage.rare?.focusScope }
    set { setRare(\.focusScope, to: newValue, isEmpty: newValue == nil) }
  }
  /// `.prefersDefaultFocus(in: name)` (F27).
  public var prefersDefaultFocus: String? {
    get { storage.rare?.prefersDefaultFocus }
    set { setRare(\.prefersDefaultFocus, to: newValue, isEmpty: newValue == nil) }
  }
  /// `.defaultFocus(...)` (F26).
  public var defaultFocus: DefaultFocus? {
    get { storage.rare?.defaultFocus }
    set { setRare(\.defaultFocus, to: newValue, isEmpty: newValue == nil) }
  }
  /// `.submitScope()` and where it stands relative to `.onSubmit` (F28).
  public var submitScope: SubmitScope {
    get { storage.submitScope }
    _modify { yield &uniqueStorage().submitScope }
  }
  /// Whether `onSubmit:` is attached (F28).
  public var hasSubmitHandler: Bool {
    get { storage.hasSubmitHandler }
    _modify { yield &uniqueStorage().hasSubmitHandler }
  }
  /// `TextField(_:text:axis: .vertical)`: a software keyboard's Return
  /// types a newline in it instead of submitting (F56).
  public var isVerticalAxis: Bool {
    get { storage.isVerticalAxis }
    _modify { yield &uniqueStorage().isVerticalAxis }
  }
  /// The search field a `searchable` container adds: Return in it runs the
  /// `onSearchSubmit` handlers, not `onSubmit` (F57).
  public var isSearchField: Bool {
    get { storage.isSearchField }
    _modify { yield &uniqueStorage().isSearchField }
  }
  /// Whether `onSearchSubmit:` (`.onSubmit(of: .search)`) is attached (F57).
  public var hasSearchSubmitHandler: Bool {
    get { storage.hasSearchSubmitHandler }
    _modify { yield &uniqueStorage().hasSearchSubmitHandler }
  }
  /// `frame: [x, y, w, h]` (F2).
  public var frame: Rect? {
    get { storage.rare?.frame }
    set { setRare(\.frame, to: newValue, isEmpty: newValue == nil) }
  }
  /// On the root node of a ForEach row, its element's id; the rows of one
  /// ForEach are the children of its node. tvOS and watchOS move a lost
  /// focus to the nearest surviving row (F16 a).
  ///
  ///     var row = ViewNode(id: "List/Button[7]", kind: .Button)
  ///     row.forEachRowID = .number(7)
  public var forEachRowID: Value? {
    get { storage.forEachRowID }
    _modify { yield &uniqueStorage().forEachRowID }
  }
  /// The node's part in the scene's layers, screens and tabs (F35–F45);
  /// `nil` for an ordinary node.
  ///
  ///     var screen = ViewNode(id: "nav/screen[1]", kind: .VStack)
  ///     screen.role = .screen(stack: "nav", depth: 1, key: "p0:a")
  public var role: StructureRole? {
    get { storage.rare?.role }
    set { setRare(\.role, to: newValue, isEmpty: newValue == nil) }
  }

  /// Its keyboard shortcut and key handlers (F49–F51). The shortcut feeds
  /// an index (F49's lookup) and is compared by the replacement fast path;
  /// the handlers are read from the focus chain when a key or move is
  /// dispatched, like the published values.
  public var keyboard: KeyboardHandlers {
    get { storage.rare?.keyboard ?? KeyboardHandlers() }
    set { setRare(\.keyboard, to: newValue, isEmpty: newValue == KeyboardHandlers()) }
  }
  /// On a LazyVStack, LazyHStack or List with `viewport:`, the rows it
  /// realizes (F53); `nil` for every other node.
  ///
  ///     var list = ViewNode(id: "rows", kind: .List)
  ///     list.lazyWindow = LazyWindow(viewport: 1, rowCount: 60, firstRealized: 0)
  public var lazyWindow: LazyWindow? {
    get { storage.rare?.lazyWindow }
    set { setRare(\.lazyWindow, to: newValue, isEmpty: newValue == nil) }
  }
  /// On a realized row of a lazy container with `viewport:` (a child after
  /// expanding ForEach and Group), its index among all the rows (F53); the
  /// container is the nearest ancestor with a ``lazyWindow``.
  public var lazyRow: Int? {
    get { storage.rare?.lazyRow }
    set { setRare(\.lazyRow, to: newValue, isEmpty: newValue == nil) }
  }

  /// A node without modifiers; set the properties above to add them.
  ///
  ///     ViewNode(id: "list", kind: .VStack, children: [ViewNode(id: "row", kind: .Button)])
  public init(id: String, kind: ViewKind, children: [ViewNode] = []) {
    storage = Storage(id: id, kind: kind)
    self.children = children
  }
}

/// `.focusable(enabled, interactions:)` (F3, F4).
///
///     var card = ViewNode(id: "card", kind: .VStack)
///     card.focusable = FocusableModifier(isEnabled: true, interactions: [.activate])
///     // `.focusable(false)` keeps a Button clickable but takes it out of focus:
///     var button = ViewNode(id: "help", kind: .Button)
///     button.focusable = FocusableModifier(isEnabled: false)
public struct FocusableModifier: Sendable, Hashable {
  /// `false` for `.focusable(false)`: the node never takes focus (F4).
  public var isEnabled: Bool
  /// `nil`: the default `[activate, edit]`.
  public var interactions: Set<Interaction>?
  /// `.focusable(isEnabled, interactions: interactions)`.
  public init(isEnabled: Bool, interactions: Set<Interaction>? = nil) {
    self.isEnabled = isEnabled
    self.interactions = interactions
  }
}

/// One `focused:` binding of a node: Bool form (`value == nil`) or equals form (F8–F10).
///
///     // .focused($focusedField, equals: .username)
///     FocusBinding(variable: "focusedField", value: "username").description   // "$focusedField == username"
///     // .focused($isEditing)
///     FocusBinding(variable: "isEditing").description                         // "$isEditing"
public struct FocusBinding: Sendable, Hashable, CustomStringConvertible {
  /// The `@FocusState` variable's name, without `$`.
  public var variable: String
  /// `nil` for the Bool form `focused: $flag`.
  public var value: Value?
  /// `.focused($variable, equals: value)`, or `.focused($variable)` when `value` is `nil`.
  public init(variable: String, value: Value? = nil) {
    self.variable = variable
    self.value = value
  }
  /// `$variable == value` or `$variable`, as traces print the binding.
  public var description: String {
    if let value { return "$\(variable) == \(value.displayText)" }
    return "$\(variable)"
  }
}

/// `.defaultFocus($var, value, priority:)` (F26).
///
///     // Form { … }.defaultFocus($focusedField, .password)
///     var form = ViewNode(id: "form", kind: .Form, children: fields)
///     form.defaultFocus = DefaultFocus(binding: FocusBinding(variable: "focusedField", value: "password"))
public struct DefaultFocus: Sendable, Hashable {
  /// `automatic` applies when the scene appears; `userInitiated` also
  /// redirects a Tab or move that enters the subtree from outside (F26).
  ///
  ///     DefaultFocus(binding: FocusBinding(variable: "field", value: "email"), priority: .userInitiated)
  public enum Priority: String, Sendable, Hashable { case automatic, userInitiated }
  /// The binding it targets: `value == nil` targets Bool-form nodes.
  public var binding: FocusBinding
  /// Whether the default applies only at appearance or also on entry (F26).
  public var priority: Priority
  /// `.defaultFocus($variable, value, priority: priority)`.
  public init(binding: FocusBinding, priority: Priority = .automatic) {
    self.binding = binding
    self.priority = priority
  }
}
