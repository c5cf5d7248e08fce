import SwiftSyntax

/// The Buttons of a `Commands` type's menus as top-level `commands:`: title,
/// `keyboardShortcut` as `shortcut`, `disabled` (a container's applies to
/// the Buttons inside it) and the action. Other content is a TODO.
package struct CommandsTranslator {
  package var session: ImportSession

  package func commands(of declaration: TypeCatalog.Declaration) -> [YAMLValue.Entry] {
    let (scope, todos) = PropertyReader(session: session, file: declaration.file).scope(of: declaration.syntax)
    let views = ViewTranslator(session: session, file: declaration.file, scope: scope)
    // The body reads as a view tree; its Buttons become commands.
    let tree = views.body(of: declaration.syntax)
    return todos.map { .comments([$0]) } + tree.flatMap { collect($0, disabled: nil) }
  }

  /// Buttons under `entry`, each with the `disabled` conditions around it.
  private func collect(_ entry: YAMLValue.Entry, disabled: YAMLValue?) -> [YAMLValue.Entry] {
    guard case .map(let node)? = entry.value, let kind = node.first?.key, let body = node.first?.value else {
      return [YAMLValue.Entry.comments(entry.comments)]
    }
    var condition = disabled
    if let own = body["disabled"] { condition = condition.map { .single("any", .items([$0, own])) } ?? own }
    if kind == "Button" {
      var command: [YAMLValue.Entry] = []
      if let id = body["id"] { command.append(YAMLValue.Entry(key: "id", value: id)) }
      if let label = body["label"] { command.append(YAMLValue.Entry(key: "title", value: label)) }
      if let shortcut = body["keyboardShortcut"] { command.append(YAMLValue.Entry(key: "shortcut", value: shortcut)) }
      if let condition { command.append(YAMLValue.Entry(key: "disabled", value: condition)) }
      if let action = body["action"] { command.append(YAMLValue.Entry(key: "action", value: action)) }
      return [YAMLValue.Entry(comments: entry.comments, value: .map(command))]
    }
    let children: [YAMLValue.Entry]
    switch body {
    case .list(let list): children = list
    default: children = body["children"]?.entries ?? []
    }
    let inner = children.flatMap { collect($0, disabled: condition) }
    return entry.comments.isEmpty ? inner : [.comments(entry.comments)] + inner
  }
}
