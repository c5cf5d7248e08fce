import FocusEngine
import Testing

/// Trees with layers, screens and tabs, as the executor hands them over.
private func layered(_ base: ViewNode, _ layers: [ViewNode]) -> ViewNode {
  guard !layers.isEmpty else { return base }
  return node(.ZStack, "(layers)", [base] + layers) { $0.role = .layerStack }
}

private func layer(_ id: String, _ kind: PresentationKind, serial: Int = 1, _ children: [ViewNode]) -> ViewNode {
  node(.VStack, id, children) { $0.role = .layer(id: id, kind: kind, serial: serial) }
}

private func screen(_ stack: String, _ depth: Int, key: String? = nil, _ children: [ViewNode]) -> ViewNode {
  node(.VStack, "\(stack)/screen[\(depth)]", children) { $0.role = .screen(stack: stack, depth: depth, key: key ?? "k\(depth)") }
}

private func commit(_ e: FocusEngine, _ root: ViewNode) {
  e.replaceTree(root, inScene: 0)
  e.applyLosses()
  e.retryPending()
}

private func settle(_ e: FocusEngine) {
  while let restoration = e.takeRestoration() {
    e.restore(restoration)
    e.retryPending()
  }
}

@Suite("F35–F41: presentations as layers")
struct LayerTests {
  static let base = node(.VStack, "root", [field("name"), button("edit")])

  @Test("F35, F36: up presentations stack as layers, bottom to top, laid out from (0, 0)")
  func layersStack() {
    let e = engine(Self.base, platform: .macOS)
    commit(e, layered(Self.base, [layer("editor", .sheet, [field("title")]), layer("confirm", .alert, [button("confirm.ok")])]))
    #expect(e.keyScene.tree.structure.layers.map(\.id) == ["editor", "confirm"])
    let title = e.keyScene.tree.index(of: "title")!
    #expect(e.keyScene.tree.frames[title].x == 0 && e.keyScene.tree.frames[title].y == 0)
  }

  @Test("F37: only the active layer's nodes are focusable; Tab order stays inside it")
  func activeLayerConfines() {
    let e = engine(Self.base, platform: .macOS)
    commit(e, layered(Self.base, [layer("editor", .sheet, [field("title"), field("notes")])]))
    #expect(e.sequentialOrderIDs == ["title", "notes"])
    let name = e.keyScene.tree.index(of: "name")!
    #expect(e.keyScene.tree.region(of: name) == .lowerLayer)
    e.apply(FocusRequest(variable: "field", value: "x"))
    #expect(e.focusedID != "name")
  }

  @Test("F37: a click below the active layer is blocked; over a popover it dismisses the popover")
  func clicksBelowTheLayer() {
    let e = engine(Self.base, platform: .macOS)
    commit(e, layered(Self.base, [layer("editor", .sheet, [field("title")])]))
    let blocked = e.perform(.click("name"))
    #expect(blocked.rule == .F37)
    #expect(blocked.notes == [.clickBlockedByLayer("name", layer: "editor")])
    #expect(blocked.effects.isEmpty)
    commit(e, layered(Self.base, [layer("tips", .popover, [button("tip")])]))
    #expect(e.perform(.click("edit")).effects == [.dismissPresentation(layer: "tips")])
  }

  @Test("F38: a layer coming up remembers focus and focuses its defaultFocus; a pending request stays pending")
  func layerDefault() {
    var title = field("title", bound: "field", to: "title")
    title.isDisabled = false
    let sheet = layer("editor", .sheet, [node(.VStack, "form", [field("other"), title]) {
      $0.defaultFocus = DefaultFocus(binding: FocusBinding(variable: "field", value: "title"))
    }])
    let e = engine(Self.base, platform: .iOS)
    e.apply(FocusRequest(variable: "field", value: "later"))   // pending (F14)
    e.click(focusing: "name", inScene: 0)
    e.apply(FocusRequest(variable: "field", value: "later"))
    commit(e, layered(Self.base, [sheet]))
    #expect(e.focusedID == "title")
    #expect(e.pendingRequest == FocusRequest(variable: "field", value: "later"))
  }

  @Test("F38: with no default, iOS and macOS focus nothing, tvOS the layer's first node")
  func layerPlatformDefault() {
    for (platform, expected) in [(Platform.macOS, nil), (.iOS, nil), (.tvOS, "ok") as (Platform, String?)] {
      let e = engine(Self.base, platform: platform)
      e.appear()
      commit(e, layered(Self.base, [layer("alert", .alert, [button("ok"), button("cancel")])]))
      #expect(e.focusedID == expected, "\(platform)")
    }
  }

  @Test("F39, F40: dismissal is no F16 loss; the settled instant restores the remembered node")
  func dismissalRestores() {
    let e = engine(Self.base, platform: .tvOS)
    e.appear()
    e.click(focusing: "edit", inScene: 0)
    commit(e, layered(Self.base, [layer("editor", .sheet, [field("title")])]))
    #expect(e.focusedID == "title")
    commit(e, Self.base)
    #expect(e.focusedID == nil, "F39: no F16 (b) move to the default on tvOS")
    #expect(e.restorations.map(\.target) == ["edit"])
    settle(e)
    #expect(e.focusedID == "edit")
  }

  @Test("F40: restoration overrides a focus set meanwhile, and a gone node restores nothing on iOS")
  func restorationOverrides() {
    let e = engine(Self.base, platform: .iOS)
    e.click(focusing: "name", inScene: 0)
    commit(e, layered(Self.base, [layer("editor", .sheet, [field("title")])]))
    commit(e, Self.base)
    e.click(focusing: "name", inScene: 0)
    settle(e)
    #expect(e.focusedID == "name")
    let withoutName = node(.VStack, "root", [button("edit")])
    e.click(focusing: "name", inScene: 0)
    commit(e, layered(Self.base, [layer("editor", .sheet, [field("title")])]))
    commit(e, withoutName)
    settle(e)
    #expect(e.focusedID == nil)
  }

  @Test("F35: an item change takes the layer down and up anew; the new layer keeps the old memory and restores nothing")
  func itemChange() {
    let e = engine(Self.base, platform: .iOS)
    e.click(focusing: "name", inScene: 0)
    commit(e, layered(Self.base, [layer("detail", .sheet, serial: 1, [field("a")])]))
    commit(e, layered(Self.base, [layer("detail", .sheet, serial: 2, [field("b")])]))
    #expect(e.restorations.isEmpty)
    commit(e, Self.base)
    #expect(e.restorations.map(\.target) == ["name"])
  }

  @Test("F52: Escape cancels an active alert or dialog, not a sheet")
  func escape() {
    let e = engine(Self.base, platform: .macOS)
    commit(e, layered(Self.base, [layer("editor", .sheet, [field("title")])]))
    #expect(e.perform(.key(.escape)).effects.isEmpty)
    commit(e, layered(Self.base, [layer("editor", .sheet, [field("title")]), layer("discard", .confirmationDialog, [button("keep")])]))
    let outcome = e.perform(.key(.escape))
    #expect(outcome.rule == .F52)
    #expect(outcome.effects == [.cancelPresentation(layer: "discard")])
  }

  @Test("F52: back cancels an alert, else pops the innermost visible stack, else dismisses the sheet, else does nothing")
  func back() {
    let e = engine(Self.base, platform: .tvOS)
    #expect(e.perform(.back).notes == [.backDoesNothing])
    let stack = node(.NavigationStack, "nav", [button("open"), screen("nav", 1, [button("detail")])])
    commit(e, layered(Self.base, [layer("browser", .sheet, [stack])]))
    #expect(e.perform(.back).effects == [.popScreen(stack: "nav")])
    commit(e, layered(Self.base, [layer("browser", .sheet, [button("close")])]))
    #expect(e.perform(.back).effects == [.dismissPresentation(layer: "browser")])
    commit(e, layered(Self.base, [layer("browser", .sheet, [button("close")]), layer("sure", .alert, [button("sure.ok")])]))
    #expect(e.perform(.back).effects == [.cancelPresentation(layer: "sure")])
  }
}

@Suite("F42–F45: navigation stacks and tabs")
struct NavigationStackTests {
  static func stack(_ screens: [ViewNode]) -> ViewNode {
    node(.NavigationStack, "nav", [field("search"), node(.NavigationLink, "open")] + screens)
  }

  @Test("F42: only the top screen is visible; covered nodes are present but out of Tab order; a click on one is rejected")
  func coveredScreens() {
    let e = engine(Self.stack([]), platform: .macOS)
    commit(e, Self.stack([screen("nav", 1, [field("detail")])]))
    #expect(e.sequentialOrderIDs == ["detail"])
    #expect(e.keyScene.tree.index(of: "search") != nil)
    #expect(e.perform(.click("search")).rejection == .nodeOnCoveredScreen("search"))
    #expect(e.keyScene.tree.structure.stacks["nav"] == ["k1"])
  }

  @Test("F2: pushed screens are placed from their stack's origin")
  func screensLayout() {
    let e = engine(Self.stack([screen("nav", 1, [field("detail")])]), platform: .macOS)
    let detail = e.keyScene.tree.index(of: "detail")!
    #expect(e.keyScene.tree.frames[detail].y == 0)
  }

  @Test("F43: macOS and tvOS move focus to the new screen's default; iOS keeps the covered field focused")
  func pushFocus() {
    for (platform, expected) in [(Platform.macOS, "detail"), (.tvOS, "detail"), (.iOS, "search")] {
      let e = engine(Self.stack([]), platform: platform)
      e.click(focusing: "search", inScene: 0)
      commit(e, Self.stack([screen("nav", 1, [field("detail")])]))
      #expect(e.focusedID == expected, "\(platform)")
      #expect(e.invariantViolations().isEmpty)
    }
  }

  @Test("F44: a pop is no F16 loss and the settled instant restores the covered screen's node")
  func popRestores() {
    let e = engine(Self.stack([]), platform: .macOS)
    e.click(focusing: "search", inScene: 0)
    commit(e, Self.stack([screen("nav", 1, [field("detail")]), screen("nav", 2, [field("deeper")])]))
    #expect(e.focusedID == "deeper")
    commit(e, Self.stack([]))
    #expect(e.focusedID == nil)
    settle(e)
    #expect(e.focusedID == "search", "several pushed at once: the lowest covered screen remembered")
  }

  @Test("F43: a path change that removes and adds screens pushes from the common prefix")
  func replacedPath() {
    let e = engine(Self.stack([]), platform: .macOS)
    commit(e, Self.stack([screen("nav", 1, key: "a", [field("a")])]))
    #expect(e.focusedID == "a")
    commit(e, Self.stack([screen("nav", 1, key: "b", [field("b")])]))
    #expect(e.focusedID == "b")
    #expect(e.restorations.isEmpty)
  }

  static func tabs(_ selected: String, _ content: [ViewNode], bar: Bool = false) -> ViewNode {
    var children: [ViewNode] = []
    if bar {
      children.append(node(.HStack, "tabs.bar", ["home", "search"].map { key in
        button("tabs.\(key)") { $0.role = .tabBarItem(tabView: "tabs", key: key) }
      }))
    }
    children.append(node(.Tab, "tabs/Tab[\(selected)]", content) { $0.role = .tab(tabView: "tabs", key: selected) })
    return node(.TabView, "tabs", children)
  }

  @Test("F45: a switch that takes focus out of a tab remembers it and restores it when switching back")
  func tabMemory() {
    let e = engine(Self.tabs("home", [button("play"), button("pause")]), platform: .tvOS)
    e.click(focusing: "pause", inScene: 0)
    commit(e, Self.tabs("search", [button("find")]))
    #expect(e.focusedID == nil)
    settle(e)
    #expect(e.focusedID == "find", "nothing remembered: as after a push (F43)")
    commit(e, Self.tabs("home", [button("play"), button("pause")]))
    settle(e)
    #expect(e.focusedID == "pause")
  }

  @Test("F45: on tvOS the tab bar comes first; a move down from it lands on the tab's remembered node")
  func tabBar() {
    let e = engine(Self.tabs("home", [button("play"), button("pause")], bar: true), platform: .tvOS)
    e.appear()
    #expect(e.focusedID == "tabs.home")
    e.click(focusing: "pause", inScene: 0)
    e.click(focusing: "tabs.home", inScene: 0)
    e.move(.down)
    #expect(e.focusedID == "pause")
  }
}

@Suite("F1, F31, F33: presence, appearance and determinism in the engine")
struct EngineBasicsTests {
  @Test("F1: an id that names no present node reads as not present, not as an error")
  func absentID() {
    let e = engine(loginForm())
    #expect(e.keyScene.tree.index(of: "missing") == nil)
    #expect(e.perform(.click("missing")).rejection == .noPresentNode("missing"))
  }

  @Test("F31: appear() applies default focus, so onAppear handlers the caller runs next see it")
  func appearBeforeOnAppear() {
    let e = engine(loginForm(), platform: .macOS)
    e.appear()
    #expect(e.focusedID == "username")
  }

  @Test("F33: the same inputs give the same trace")
  func deterministic() {
    func run() -> [String] {
      let e = engine(loginForm(), platform: .macOS)
      e.appear()
      _ = e.perform(.key(.tab))
      _ = e.perform(.click("signIn"))
      return e.events.flatMap(\.lines)
    }
    #expect(run() == run())
  }
}
