/// What a scene's tree shows of its layers, stacks and tabs (F35–F45), read
/// from the nodes' ``StructureRole``s at each full build. The engine
/// compares the structure before and after a commit to decide what focus
/// does: a layer came up (F38) or went down (F39, F40), screens were pushed
/// (F43) or popped (F44), a tab was switched (F45).
///
///     tree.structure.layers.map(\.id)   // ["editor", "discard"]: bottom to top
///     tree.structure.stacks["nav"]      // ["path0:a", "path1:b"]: two pushed screens
public struct SceneStructure: Sendable, Hashable {
  /// An up presentation.
  public struct Layer: Sendable, Hashable {
    /// The presentation's id (`editor`), what `presented:` lists.
    public var id: String
    /// Which modifier presented it.
    public var kind: PresentationKind
    /// Tells apart a layer that went down and came up anew under the same id (F35).
    public var serial: Int
    /// Index of the layer's node.
    public var index: Int
  }

  /// Up presentations, bottom to top; the last is the active layer (F37).
  public internal(set) var layers: [Layer] = []
  /// Each present NavigationStack's pushed screens, bottom to top, by key.
  public internal(set) var stacks: [String: [String]] = [:]
  /// Each present NavigationStack's node index, and each pushed screen's
  /// node index, bottom to top.
  public internal(set) var stackNodes: [String: (stack: Int, screens: [Int])] = [:]
  /// The present NavigationStacks' ids in tree order, so decisions and
  /// reports walk them in a fixed order (F33).
  public internal(set) var stackOrder: [String] = []
  /// Each present TabView's selected tab key, and the index of the node holding its content.
  public internal(set) var tabs: [String: String] = [:]
  public internal(set) var tabContentNodes: [String: Int] = [:]
  /// The TabViews showing a tab, in tree order (F33).
  public internal(set) var tabViewOrder: [String] = []
  /// Every present TabView, showing a tab or not (F45: a tab's memory
  /// lasts while its TabView is present).
  public internal(set) var tabViews: Set<String> = []

  /// The active layer's node (F37); `nil` for the root layer.
  public var activeLayer: Layer? { layers.last }

  /// Equal when they show the same layers, screens and tabs; node indices are not compared.
  public static func == (lhs: SceneStructure, rhs: SceneStructure) -> Bool {
    lhs.layers == rhs.layers && lhs.stacks == rhs.stacks && lhs.tabs == rhs.tabs && lhs.tabViews == rhs.tabViews
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(layers)
    hasher.combine(stacks)
    hasher.combine(tabs)
  }
}

/// Where a present node stands with respect to the active layer and the
/// visible screens (F37, F42).
public enum NodeRegion: String, Sendable, Hashable, Encodable {
  /// In the active layer, on visible screens: the only nodes that count
  /// for candidates, Tab, moves and defaults.
  case active
  /// In a layer below the active one: a click on it is blocked (F37).
  case lowerLayer
  /// On a covered screen of a NavigationStack, in the active layer: a
  /// click on it fails the scenario (F42).
  case covered
}

extension FlatTree {
  /// F37, F42: each node's region and the scene's structure, from the roles.
  /// Trees without roles skip this entirely (every node active).
  func regions() -> (regions: [NodeRegion], structure: SceneStructure) {
    var structure = SceneStructure()
    var regions = Array(repeating: NodeRegion.active, count: nodes.count)
    if case .layerStack? = nodes.first?.role {
      for child in childIndices[0] {
        if case .layer(let id, let kind, let serial)? = nodes[child].role {
          structure.layers.append(SceneStructure.Layer(id: id, kind: kind, serial: serial, index: child))
        }
      }
      if let active = structure.layers.last?.index {
        for index in nodes.indices where !isAncestor(active, ofOrSelf: index) { regions[index] = .lowerLayer }
      }
    }
    for index in nodes.indices {
      // Containers by kind, whatever role their node also plays (a sheet's
      // root may be a NavigationStack); pre-order registers a stack before its screens.
      if nodes[index].kind == .TabView { structure.tabViews.insert(nodes[index].id) }
      if nodes[index].kind == .NavigationStack, structure.stacks[nodes[index].id] == nil {
        structure.stacks[nodes[index].id] = []
        structure.stackNodes[nodes[index].id] = (index, [])
        structure.stackOrder.append(nodes[index].id)
      }
      switch nodes[index].role {
      case .screen(let stack, _, let key)?:
        guard let stackIndex = parent[index] else { continue }
        structure.stacks[stack, default: []].append(key)
        structure.stackNodes[stack, default: (stackIndex, [])].screens.append(index)
      case .tab(let tabView, let key)?:
        if structure.tabs[tabView] == nil { structure.tabViewOrder.append(tabView) }
        structure.tabs[tabView] = key
        structure.tabContentNodes[tabView] = index
      default:
        break
      }
    }
    // F42: only the top screen is visible; the root screen (the stack's
    // other children) and lower screens are covered.
    for (_, entry) in structure.stackNodes {
      guard let top = entry.screens.last else { continue }
      for child in childIndices[entry.stack] where child != top {
        for index in child..<subtreeEnd[child] where regions[index] == .active { regions[index] = .covered }
      }
    }
    return (regions, structure)
  }
}
