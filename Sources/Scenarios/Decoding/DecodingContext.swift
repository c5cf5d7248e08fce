import FocusEngine
import YAML

/// Everything decoding one document needs besides the nodes: the file (for
/// diagnostics), the declarations read so far, the scopes of `$references`,
/// and what the cross-checks of `ScenarioValidator` need once the whole
/// document has been read.
///
/// Decoding never stops at the first problem: each error is recorded and the
/// faulty part is left out. Flags such as `treeIncomplete` remember that a
/// part was left out, so that checks depending on it stay quiet instead of
/// reporting follow-on errors.
final class DecodingContext {
  let file: SourceFile
  private(set) var diagnostics: [Diagnostic] = []
  /// Warnings that leave the scenario valid (F23), kept apart from `diagnostics`.
  private(set) var lintWarnings: [Diagnostic] = []

  // MARK: Declarations (read before anything that refers to them)
  /// `state:` names in file order (declare them with `declareState`).
  private(set) var stateVariables: [String] = []
  /// `focusState:` names in file order; `kind` is `nil` when the initial value
  /// was invalid (F8). Declare them with `declareFocusState`.
  private(set) var focusStateVariables: [(name: String, kind: FocusStateKind?)] = []
  /// The same names for membership: every reference is checked against the
  /// declarations, and a scan of the lists made 200,000 variables quadratic.
  private var stateVariableSet: Set<String> = []
  private var focusStateKinds: [String: FocusStateKind?] = [:]
  /// A declaration section could not be read: undefined-variable checks would only cascade.
  var variablesIncomplete = false
  /// The initial value of each state variable that has a valid one: what
  /// `isPresented:` (a Bool) and `path:` (a list) are checked against (F35, F42).
  var stateInitialValues: [String: Value] = [:]
  /// `platform:`, read before the trees (`fullScreenCover` is not on macOS).
  var platform = Platform.iOS

  // MARK: Scopes of references
  /// `let` locals, one frame per action list being decoded (innermost last).
  /// Change them only through `withLocalFrame` and `declareLocal`, which keep `localCounts`.
  var localFrames: [[String]] = []
  /// How many frames declare each local, so that a reference is checked in
  /// constant time rather than by scanning every `let` of every frame.
  var localCounts: [String: Int] = [:]
  /// Inside a ForEach `row` ($item, $index).
  var rowDepth = 0
  /// Inside `remove: { where: }` ($item).
  var removeWhereDepth = 0
  /// Inside an `onChange` handler ($oldValue, $newValue).
  var onChangeDepth = 0
  /// Inside the `view:`, `title:` or `actions:` of an `item:` presentation ($item, F35).
  var presentedItemDepth = 0
  /// Inside a NavigationStack's `destination:` ($item, the path element, F42).
  var destinationDepth = 0

  // MARK: Where Tabs belong (F45)
  /// Whether the node being decoded stands where a TabView expects its Tabs:
  /// among its children, directly or through Group and ForEach.
  var tabSlot = false
  /// The same for the children of the node being decoded.
  var childTabSlot = false

  // MARK: What the scenario uses (record writes `presented` and `screens` only then)
  /// A node anywhere carries a presentation (F35).
  var usesPresentations = false
  /// A NavigationStack is somewhere in a tree (F42).
  var usesNavigationStacks = false
  /// A `wait` step or an `after:` timer is somewhere (F46, F47): `record` then writes `time`.
  var usesClock = false

  // MARK: Collected for ScenarioValidator
  /// The scene whose tree is being decoded.
  var currentScene = "main"
  /// A node was left out, or its id could not be read: id checks are skipped.
  var treeIncomplete = false
  var staticIDs: [(scene: String, id: String, span: SourceSpan)] = []
  var idTemplates: [[Expression.InterpolationPart]] = []
  /// Custom `View` names, which may start a path name.
  var customViewNames: [String] = []
  /// Keys of `focusedValue:` and `focusedSceneValue:` anywhere (F23, F24).
  var publishedKeys: [String] = []
  /// `$focusedValues.key` reads and `focusedValues:` expectation keys.
  var focusedValueReads: [(key: String, span: SourceSpan)] = []
  /// Node ids named by steps and expectations.
  var idTargets: [(id: String, span: SourceSpan)] = []
  var commandIDs: [String] = []
  /// `commandIDs` as a set, for duplicate checks while decoding.
  var commandIDSet: Set<String> = []
  var commandsIncomplete = false
  var commandTargets: [(id: String, span: SourceSpan)] = []
  var sceneIDs: [String] = []
  /// `sceneIDs` as a set, for duplicate checks while decoding.
  var sceneIDSet: Set<String> = []
  var scenesIncomplete = false
  var sceneTargets: [(id: String, span: SourceSpan)] = []

  init(file: SourceFile) {
    self.file = file
  }

  // MARK: Reporting

  func error(_ code: Diagnostic.Code, _ message: String, at node: Node, hint: String? = nil) {
    diagnostics.append(Diagnostic(code, message, at: node, in: file, hint: hint))
  }

  /// As `error(_:_:at:hint:)` for a node, at a span kept of it (`SourceSpan`).
  func error(_ code: Diagnostic.Code, _ message: String, at span: SourceSpan, hint: String? = nil) {
    diagnostics.append(Diagnostic(code, message, from: span.start, to: span.end, in: file, hint: hint))
  }

  func error(_ code: Diagnostic.Code, _ message: String, at mark: Mark, hint: String? = nil) {
    diagnostics.append(Diagnostic(code, message, at: mark, in: file, hint: hint))
  }

  /// A lint warning at a kept span: reported, but the scenario stays valid.
  func warning(_ code: Diagnostic.Code, _ message: String, at span: SourceSpan, hint: String? = nil) {
    var warning = Diagnostic(code, message, from: span.start, to: span.end, in: file, hint: hint)
    warning.severity = .warning
    lintWarnings.append(warning)
  }

  /// The lint warnings, by position (stable for equal positions).
  var sortedLintWarnings: [Diagnostic] {
    lintWarnings.enumerated()
      .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
      .map(\.element)
  }

  /// "expected a list of steps, found a mapping".
  /// Every item decoded, in order — or `nil` when any failed. All are
  /// decoded either way, so each error is reported in one pass. One array,
  /// built in place: mapping to `[T?]` and compacting copied every element twice.
  /// Items are lent by index: `for item in items` copied each node out of the array.
  func each<T>(_ items: Node.Items, _ decode: (Node) -> T?) -> [T]? {
    var result: [T] = []
    result.reserveCapacity(items.count)
    var failed = false
    for index in items.indices {
      if let decoded = decode(items[index]) { result.append(decoded) } else { failed = true }
    }
    return failed ? nil : result
  }

  func wrongType(_ expected: String, _ node: Node) {
    error(.wrongType, "expected \(expected), found \(node.kindDescription)", at: node)
  }

  /// The diagnostics so far, by position (stable for equal positions).
  var sortedDiagnostics: [Diagnostic] {
    diagnostics.enumerated()
      .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
      .map(\.element)
  }

  // MARK: Declarations

  func declareState(_ name: String) {
    stateVariables.append(name)
    stateVariableSet.insert(name)
    cachedAllVariables = nil
  }

  func declareFocusState(_ name: String, kind: FocusStateKind?) {
    focusStateVariables.append((name, kind))
    if focusStateKinds[name] == nil { focusStateKinds[name] = .some(kind) }
    cachedAllVariables = nil
    cachedFocusStateNames = nil
  }

  func isState(_ name: String) -> Bool { stateVariableSet.contains(name) }

  /// `nil` when `name` is not a FocusState variable; `.some(nil)` when it is, of unknown kind.
  func focusStateKind(_ name: String) -> FocusStateKind?? {
    focusStateKinds[name]
  }

  /// `allVariables.contains(name)`, without building the list: references are checked often.
  func isDeclared(_ name: String) -> Bool {
    isState(name) || focusStateKinds[name] != nil
  }

  // Kept between errors: a list built per undefined variable was quadratic
  // in a file with many of both.
  private var cachedFocusStateNames: [String]?
  private var cachedAllVariables: [String]?

  var focusStateNames: [String] {
    if let cachedFocusStateNames { return cachedFocusStateNames }
    let names = focusStateVariables.map(\.name)
    cachedFocusStateNames = names
    return names
  }

  var allVariables: [String] {
    if let cachedAllVariables { return cachedAllVariables }
    let names = stateVariables + focusStateNames
    cachedAllVariables = names
    return names
  }

  // MARK: Hints

  /// What is left of this document's budget for "did you mean" hints, in
  /// units of `KeySuggester`'s work. Each hint compares a word with every
  /// candidate, so many errors against many candidates (100,000 undefined
  /// ids beside 100,000 ids) was quadratic; past the budget, errors carry no
  /// hint. A hint is given whole or not at all, so a given hint is always
  /// the best candidate.
  private var hintBudget = KeySuggester.documentBudget

  /// `KeySuggester.hint(for:among:)` within the document's budget;
  /// `candidates` is only built while budget remains.
  func hint(for word: String, among candidates: @autoclosure () -> [String]) -> String? {
    guard hintBudget > 0 else { return nil }
    return KeySuggester.hint(for: word, among: candidates(), budget: &hintBudget)
  }
}
