import FocusEngine
import YAML

/// The top level of one document (SCENARIO-FORMAT "Top level"). Sections are
/// read in dependency order, not file order: declarations first, so that
/// everything after can check its references against them.
extension DecodingContext {
  static let topLevelKeys = FormatDefinition.topLevel.names
  private static let topLevelTable = KeyTable<TopLevelKey>()
  private static let settingTable = KeyTable<SettingKey>()

  /// `nil` when the document has errors (they are in `diagnostics`).
  func scenario(_ root: Node, index: Int) -> Scenario? {
    guard let fields = fields(root, allowed: Self.topLevelTable, expected: "a scenario (a mapping with 'scenario:', 'view:', 'steps:'…)")
    else { return nil }
    var name: String?
    var description: String?
    var tags: [String] = []
    var platform = Platform.iOS
    var version: Int?
    var settings = FocusSettings()
    var state: [(name: String, value: Value)] = []
    var focusState: [(name: String, kind: FocusStateKind)] = []
    var scenes: [SceneTemplate]?
    var commands: [CommandTemplate] = []
    var steps: [Step] = []
    // In `allCases` order, SCENARIO-FORMAT's, which declares before it uses:
    // the trees, commands and steps check their references against state:
    // and focusState:.
    for key in Self.topLevelTable.keys {
      switch key {
      case .scenario: name = required(fields, .scenario, in: "a scenario", at: root).flatMap { string($0, expected: "a scenario name") }
      case .description: description = fields[.description].flatMap { string($0) }
      case .tags: tags = fields[.tags].flatMap { strings($0, expected: "a list of tags") } ?? []
      case .platform:
        if let node = fields[.platform], let parsed = platformAndVersion(node) {
          (platform, version) = parsed
        }
        self.platform = platform
      case .settings: settings = fields[.settings].flatMap(self.settings) ?? FocusSettings()
      case .state: state = fields[.state].map(stateDeclarations) ?? []
      case .focusState: focusState = fields[.focusState].map(focusStateDeclarations) ?? []
      case .view: scenes = sceneTemplates(fields, at: root)
      case .scenes: break  // read with view: (F29), exactly one of them
      case .commands: commands = fields[.commands].map(commandTemplates) ?? []
      case .steps: steps = fields[.steps].flatMap(self.steps) ?? []
      }
    }
    for scene in scenes ?? [] { checkSearchFocused(in: scene.root) }  // F57
    ScenarioValidator(context: self).validate()
    guard diagnostics.isEmpty, let name, let scenes, let key = fields.key(.scenario) else { return nil }
    var scenario = Scenario(
      name: name, description: description, tags: tags, platform: platform, settings: settings, state: state,
      focusState: focusState, scenes: scenes, hasExplicitScenes: fields.has(.scenes), commands: commands, steps: steps,
      source: file, mark: key.start, documentIndex: index, usesPresentations: usesPresentations,
      usesNavigationStacks: usesNavigationStacks, usesClock: usesClock)
    if let version {
      scenario.platformVersion = version
      scenario.namesVersion = true
    }
    return scenario
  }

  private func settings(_ node: Node) -> FocusSettings? {
    guard let fields = fields(node, allowed: Self.settingTable, expected: "a mapping of settings") else { return nil }
    var settings = FocusSettings()
    for field in fields.keyed {
      let value = field.value
      switch field.key {
      case .keyboardNavigation: settings.keyboardNavigation = bool(value) ?? false
      case .directionalNavigation: settings.directionalNavigation = bool(value) ?? false
      case .clickClearsFocus: settings.clickClearsFocus = bool(value) ?? false
      case .initialFocus: settings.initialFocus = choice(value, FocusSettings.InitialFocus.self, what: "initialFocus") ?? .automatic
      case .layoutDirection:
        settings.layoutDirection = choice(value, FocusSettings.LayoutDirection.self, what: "layoutDirection") ?? .leftToRight
      case .hardwareKeyboard: settings.hardwareKeyboard = bool(value)
      }
    }
    return settings
  }

  private func declarationName(_ entry: MappingEntry) -> String? {
    guard let name = variableName(entry.name, at: entry.key, what: "variable name") else { return nil }
    if Names.reserved.contains(name) {
      error(.invalidName, "'\(name)' is reserved and cannot name a variable", at: entry.key)
      return nil
    }
    if isDeclared(name) {
      error(.invalidName, "'\(name)' is declared under both 'state:' and 'focusState:'", at: entry.key)
      return nil
    }
    return name
  }

  private func stateDeclarations(_ node: Node) -> [(name: String, value: Value)] {
    guard let entries = pairs(node, expected: "a mapping of variable: initial value") else {
      variablesIncomplete = node.resolved != .null
      return []
    }
    var result: [(name: String, value: Value)] = []
    for entry in entries {
      guard let name = declarationName(entry) else { continue }
      declareState(name)
      if let value = value(entry.value) {
        result.append((name, value))
        stateInitialValues[name] = value
      }
    }
    return result
  }

  /// F8: `false` declares a Bool variable, `null` an Optional one; nothing else.
  private func focusStateDeclarations(_ node: Node) -> [(name: String, kind: FocusStateKind)] {
    guard let entries = pairs(node, expected: "a mapping of variable: false|null") else {
      variablesIncomplete = node.resolved != .null
      return []
    }
    var result: [(name: String, kind: FocusStateKind)] = []
    for entry in entries {
      guard let name = declarationName(entry) else { continue }
      var kind: FocusStateKind?
      switch entry.value.resolved {
      case .bool(false)?: kind = .bool
      case .null?: kind = .optional
      default:
        error(.invalidValue, "a FocusState variable starts as false (Bool) or null (Optional), found \(entry.value.kindDescription) (F8)",
              at: entry.value)
      }
      declareFocusState(name, kind: kind)
      if let kind { result.append((name, kind)) }
    }
    return result
  }
}
