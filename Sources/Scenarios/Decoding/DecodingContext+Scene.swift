import FocusEngine
import YAML

/// `view:` / `scenes:` (F29) and `commands:`.
extension DecodingContext {
  private static let sceneTable = KeyTable<SceneKey>()
  private static let commandTable = KeyTable<CommandKey>()

  /// Exactly one of `view` (one scene, id `main`) and `scenes`.
  func sceneTemplates(_ fields: Fields<TopLevelKey>, at root: Node) -> [SceneTemplate]? {
    switch (fields[.view], fields[.scenes]) {
    case (let view?, nil):
      sceneIDs = ["main"]
      sceneIDSet = ["main"]
      currentScene = "main"
      return node(view).map { [SceneTemplate(id: "main", root: $0, mark: view.start)] }
    case (nil, let scenes?):
      return explicitScenes(scenes)
    case (_?, _?):
      error(.invalidValue, "a scenario has either 'view:' or 'scenes:', not both", at: fields.key(.scenes)?.start ?? root.start)
      scenesIncomplete = true
      return nil
    case (nil, nil):
      error(.missingKey, "a scenario needs 'view:' (one scene) or 'scenes:'", at: root.start)
      scenesIncomplete = true
      return nil
    }
  }

  private func explicitScenes(_ node: Node) -> [SceneTemplate]? {
    guard let items = node.sequence, !items.isEmpty else {
      if node.sequence != nil { error(.invalidValue, "'scenes:' needs at least one scene", at: node) } else { wrongType("a list of scenes", node) }
      scenesIncomplete = true
      return nil
    }
    var scenes: [SceneTemplate] = []
    var failed = false
    for item in items {
      guard let fields = fields(item, allowed: Self.sceneTable, expected: "a scene { id, view }"),
        let idNode = required(fields, .id, in: "a scene", at: item),
        let id = idName(idNode, what: "scene id")
      else {
        failed = true
        scenesIncomplete = true
        continue
      }
      if !sceneIDSet.insert(id).inserted {
        error(.duplicateID, "duplicate scene id '\(id)'", at: idNode)
        failed = true
      }
      sceneIDs.append(id)
      currentScene = id
      var root: NodeTemplate?
      for key in Self.sceneTable.keys {
        switch key {
        case .id: break  // read first: the tree's ids belong to the scene
        case .view: root = required(fields, .view, in: "a scene", at: item).flatMap(self.node)
        }
      }
      guard let root else {
        failed = true
        continue
      }
      scenes.append(SceneTemplate(id: id, root: root, mark: item.start))
    }
    return failed ? nil : scenes
  }

  func commandTemplates(_ node: Node) -> [CommandTemplate] {
    guard let items = node.sequence else {
      if node.resolved != .null {
        wrongType("a list of commands", node)
        commandsIncomplete = true
      }
      return []
    }
    var commands: [CommandTemplate] = []
    for item in items {
      guard let fields = fields(item, allowed: Self.commandTable, expected: "a command { id, title, … }"),
        let idNode = required(fields, .id, in: "a command", at: item),
        let id = idName(idNode, what: "command id")
      else {
        commandsIncomplete = true
        continue
      }
      if !commandIDSet.insert(id).inserted { error(.duplicateID, "duplicate command id '\(id)'", at: idNode) }
      commandIDs.append(id)
      var command = CommandTemplate(id: id, mark: item.start)
      for key in Self.commandTable.keys {
        switch key {
        case .id: break  // read first: a command without a valid id is left out
        case .title: command.title = fields[.title].flatMap { string($0) }
        case .shortcut: command.shortcut = fields[.shortcut].flatMap(keyChord)
        case .disabled: command.disabled = fields[.disabled].flatMap(condition)
        case .action: command.action = fields[.action].flatMap(actions) ?? []
        }
      }
      commands.append(command)
    }
    return commands
  }
}
