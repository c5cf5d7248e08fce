/// Everything the engine knows at one moment, as a value: per scene the
/// nodes in tree order with their frames (F2), disabled state (F5),
/// focusability (F4), Tab positions (F19) and bindings, the focused node
/// and focus chain (F7); the key scene (F29), the pending request (F14),
/// the FocusState values (F9, F10) and the focused values readable now
/// (F23, F24). What `trace --tree` draws and a JSON report can carry.
///
///     let snapshot = engine.snapshot()
///     let main = snapshot.scenes[0]
///     main.focusedID                                  // "username"
///     main.tabOrder.map { main.nodes[$0].id }         // ["username", "password"]
///     main.nodes[main.tabOrder[0]].tabPosition        // 1
///     snapshot.focusState.first { $0.name == "field" }?.value   // "username"
///
/// Nodes refer to each other by their index in `nodes` (ids need not be
/// unique, F1). Encoded with sorted keys, the JSON is the same at every run.
public struct FocusSnapshot: Sendable, Hashable, Encodable {
  /// One scene (window, F29).
  ///
  ///     let scene = engine.snapshot().scenes[0]
  ///     scene.focusedID                              // "username"
  ///     scene.childIndices[0].map { scene.nodes[$0].id }   // the root's children
  public struct Scene: Sendable, Hashable, Encodable {
    /// The scene's name.
    public var id: String
    /// Whether it receives keys, and FocusState and focused values read it (F29).
    public var isKey: Bool
    /// The present nodes in tree (pre-)order; index 0 is the root.
    public var nodes: [Node]
    /// The focused node's index in `nodes`, `nil` when nothing is focused (F7).
    public var focusedIndex: Int?
    /// The focused node's id.
    public var focusedID: String?
    /// The focused node and its ancestors, innermost first (F7); empty when nothing is focused.
    public var focusChain: [Int]
    /// Focusable nodes in sequential (Tab) order (F19).
    public var tabOrder: [Int]
    /// The up presentations' ids, bottom to top (F35); `nil` (left out of
    /// the JSON) when none is up.
    public var presented: [String]?

    /// Each node's children, in tree order (from the nodes' `parent`).
    public var childIndices: [[Int]] {
      var children = Array(repeating: [Int](), count: nodes.count)
      for (index, node) in nodes.enumerated() {
        if let parent = node.parent { children[parent].append(index) }
      }
      return children
    }
  }

  /// One present node (F1) with what focus decides from.
  ///
  ///     let node = scene.nodes[scene.tabOrder[0]]
  ///     (node.id, node.tabPosition, node.isFocusable)   // ("username", 1, true)
  public struct Node: Sendable, Hashable, Encodable {
    /// The node's id.
    public var id: String
    /// The view the node stands for: `TextField`, `VStack`, …
    public var kind: ViewKind
    /// The parent's index in the scene's `nodes`; `nil` for the root.
    public var parent: Int?
    /// F2: in scene coordinates, mirrored in right-to-left layout.
    public var frame: Rect
    /// F5: disabled itself or through an ancestor.
    public var isDisabled: Bool
    /// F4: may hold focus now.
    public var isFocusable: Bool
    /// F3: what it can do, sorted by name.
    public var interactions: [Interaction]
    /// F19: 1 for the first node in the Tab order; `nil` when not in it.
    public var tabPosition: Int?
    /// `.focusSection()` (F19, F21).
    public var isFocusSection: Bool
    /// `focused:` bindings, in the order written (F9, F10).
    public var bindings: [FocusBinding]
    /// `.focusScope(name)` (F27).
    public var focusScope: String?
    /// `.prefersDefaultFocus(in: name)` (F27).
    public var prefersDefaultFocus: String?
    /// `.defaultFocus(...)` (F26).
    public var defaultFocus: DefaultFocus?
    /// F37, F42: `lowerLayer` below the active layer, `covered` on a covered
    /// screen; `nil` (left out of the JSON) in the active region.
    public var region: NodeRegion?
    /// F53: on a lazy container with `viewport:`, the rows it realizes; `nil`
    /// (left out of the JSON) elsewhere.
    public var lazyWindow: LazyWindow?
    /// F53: on a realized row of such a container, its index among all rows.
    public var lazyRow: Int?
  }

  /// A FocusState variable and the value it reads now (F9, F10).
  ///
  ///     snapshot.focusState.map { "\($0.name) = \($0.value)" }   // ["field = username"]
  public struct FocusStateEntry: Sendable, Hashable, Encodable {
    /// The variable's name, without `$`.
    public var name: String
    /// What the variable reads now: the bound value, `false` or `null` (F8).
    public var value: Value

    /// A variable and the value it reads.
    public init(name: String, value: Value) {
      self.name = name
      self.value = value
    }
  }

  /// A focused value readable now: its key, value, publishing node and the
  /// rule that chose the publisher (F23: nearest on the focus chain; F24: a
  /// scene value). A binding (F25) is shown as the binding, not its target.
  ///
  ///     snapshot.focusedValues.first.map { ($0.key, $0.node, $0.rule) }   // ("selection", "list", F23)
  public struct FocusedValueEntry: Sendable, Hashable, Encodable {
    /// The focused-value key, as `focusedValue:` writes it.
    public var key: String
    /// The value published, a binding shown as the binding (F25).
    public var value: Value
    /// The id of the node that publishes it.
    public var node: String
    /// F23 for a value read along the focus chain, F24 for a scene value.
    public var rule: FocusRule

    /// A readable focused value and where it came from.
    public init(key: String, value: Value, node: String, rule: FocusRule) {
      self.key = key
      self.value = value
      self.node = node
      self.rule = rule
    }
  }

  /// The platform whose rules the engine applies.
  public var platform: Platform
  /// Every scene, in the order the app declares them.
  public var scenes: [Scene]
  /// The key scene's index in `scenes` (F29).
  public var keySceneIndex: Int
  /// A request waiting for a focusable candidate (F14).
  public var pendingRequest: FocusRequest?
  /// Every declared FocusState variable, by name.
  public var focusState: [FocusStateEntry]
  /// Keys published along the key scene's focus chain (innermost first),
  /// then its scene values in tree order, each once.
  public var focusedValues: [FocusedValueEntry]
}

extension FocusEngine {
  /// The engine's state now as a ``FocusSnapshot``. Reading it changes
  /// nothing and costs a walk of every tree; a traced step takes one.
  ///
  ///     engine.tab(forward: true)
  ///     let scene = engine.snapshot().scenes[0]
  ///     scene.focusChain.map { scene.nodes[$0].id }   // ["password", "form"]
  public func snapshot() -> FocusSnapshot {
    FocusSnapshot(
      platform: platform,
      scenes: scenes.indices.map { sceneSnapshot($0) },
      keySceneIndex: keySceneIndex,
      pendingRequest: pendingRequest,
      focusState: variables.keys.sorted().map { FocusSnapshot.FocusStateEntry(name: $0, value: value(of: $0)) },
      focusedValues: readableFocusedValues())
  }

  private func sceneSnapshot(_ sceneIndex: Int) -> FocusSnapshot.Scene {
    let scene = scenes[sceneIndex]
    let tree = scene.tree
    let nodes = tree.nodes.indices.map { index in
      let node = tree.nodes[index]
      return FocusSnapshot.Node(
        id: node.id, kind: node.kind, parent: tree.parent[index], frame: tree.frames[index],
        isDisabled: tree.isDisabled[index], isFocusable: tree.isFocusable[index],
        interactions: tree.interactions(of: index).sorted { $0.rawValue < $1.rawValue },
        tabPosition: tree.sequentialPosition(of: index).map { $0 + 1 },
        isFocusSection: node.isFocusSection, bindings: node.bindings, focusScope: node.focusScope,
        prefersDefaultFocus: node.prefersDefaultFocus, defaultFocus: node.defaultFocus,
        region: tree.region(of: index) == .active ? nil : tree.region(of: index),
        lazyWindow: node.lazyWindow, lazyRow: node.lazyRow)
    }
    return FocusSnapshot.Scene(
      id: scene.id, isKey: sceneIndex == keySceneIndex, nodes: nodes,
      focusedIndex: scene.focusedIndex, focusedID: scene.focusedID,
      focusChain: scene.focusedIndex.map { tree.chain(from: $0) } ?? [],
      tabOrder: tree.sequentialOrder,
      presented: tree.structure.layers.isEmpty ? nil : tree.structure.layers.map(\.id))
  }

  /// F23, F24: what `focusedValue(_:)` reads for every key published where it can be read.
  private func readableFocusedValues() -> [FocusSnapshot.FocusedValueEntry] {
    let tree = keyScene.tree
    var keys: [String] = []
    var seen: Set<String> = []
    if let focused = keyScene.focusedIndex {
      for index in tree.ancestry(from: focused) {
        for (key, _) in tree.nodes[index].storage.focusedValues where seen.insert(key).inserted { keys.append(key) }
      }
    }
    for index in tree.nodes.indices {
      for (key, _) in tree.nodes[index].focusedSceneValues where seen.insert(key).inserted { keys.append(key) }
    }
    return keys.compactMap { key in
      guard let source = focusedValueSource(key) else { return nil }
      return FocusSnapshot.FocusedValueEntry(key: key, value: source.value, node: source.nodeID, rule: source.rule)
    }
  }
}

extension FocusBinding: Encodable {
  /// `{"variable": "field", "value": "username"}`; no `value` for the Bool form.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TraceCodingKey.self)
    try container.encode(variable, forKey: "variable")
    try container.encodeIfPresent(value, forKey: "value")
  }
}

extension DefaultFocus: Encodable {
  /// `{"binding": …, "priority": "automatic"}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TraceCodingKey.self)
    try container.encode(binding, forKey: "binding")
    try container.encode(priority, forKey: "priority")
  }
}

extension Interaction: Encodable {}
