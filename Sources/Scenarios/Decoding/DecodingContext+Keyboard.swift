import FocusEngine
import YAML

/// The keyboard (spec 1.1, F49–F51): `keyboardShortcut:` on controls,
/// `onKeyPress:` handlers, `onMoveCommand:` (with `$direction`) and
/// `onExitCommand:`.
///
///     Button: { id: save, keyboardShortcut: cmd+s }
///     TextEditor: { id: body, text: $b, onKeyPress: [ { key: tab, modifiers: [shift], action: { set: { field: title } } } ] }
///     VStack: { id: grid, onMoveCommand: { append: { to: $log, value: $direction } }, onExitCommand: [dismiss] }
extension DecodingContext {
  private static let keyPressTable = KeyTable<KeyPressKey>()
  private static let shortcutWords = KeyboardShortcutWord.allCases.map(\.rawValue)

  /// `keyboardShortcut: cmd+s | defaultAction | cancelAction` (F49).
  func keyboardShortcut(_ node: Node) -> KeyboardShortcutSpec? {
    guard let text = scalarText(node, expected: "a key such as cmd+s, defaultAction or cancelAction") else { return nil }
    switch KeyboardShortcutWord(rawValue: text) {
    case .defaultAction?: return .defaultAction
    case .cancelAction?: return .cancelAction
    case nil: break
    }
    // A word that is neither a key nor a chord: most likely a misspelt word.
    if !text.contains("+"), text.count > 1, !KeyChord.namedKeys.contains(text.lowercased()) {
      error(.invalidValue, "unknown keyboard shortcut '\(text)'", at: node,
            hint: Self.plusJoinedHint(for: text) ?? KeySuggester.hint(for: text, among: Self.shortcutWords + KeyChord.namedKeys))
      return nil
    }
    return keyChord(node).map { .chord($0) }
  }

  /// `onKeyPress: [{ key | keys, modifiers, handled, action }]` (F50).
  func keyPressHandlers(_ node: Node) -> [KeyPressHandlerSpec] {
    guard let items = node.sequence else {
      wrongType("a list of handlers [{ key, modifiers, handled, action }]", node)
      return []
    }
    return items.compactMap(keyPressHandler)
  }

  private func keyPressHandler(_ node: Node) -> KeyPressHandlerSpec? {
    guard
      let fields = fields(
        node, allowed: Self.keyPressTable, expected: "an onKeyPress handler { key | keys, modifiers, handled, action }",
        unknown: { "unknown key '\($0)' of an onKeyPress handler" })
    else { return nil }
    var keys: [String]?
    var modifiers: [KeyChord.Modifier]?
    var handled: Condition?
    var action: [Action]? = []
    var failed = false
    switch (fields[.key], fields[.keys]) {
    case (nil, nil):
      error(.missingKey, "an onKeyPress handler needs 'key:' or 'keys:' (F50)", at: node.start)
      failed = true
    case (_?, _?):
      error(.invalidValue, "an onKeyPress handler takes 'key:' or 'keys:', not both", at: fields.key(.keys) ?? node)
      failed = true
    case (let one?, nil): keys = keyName(one).map { [$0] }
    case (nil, let list?):
      guard let items = list.sequence, !items.isEmpty else {
        wrongType("a non-empty list of keys", list)
        return nil
      }
      let names = items.compactMap(keyName)
      keys = names.count == items.count ? names : nil
    }
    if let list = fields[.modifiers] { modifiers = modifierList(list) }
    if let condition = fields[.handled] { handled = self.condition(condition) }
    if let actions = fields[.action] { action = self.actions(actions) }
    guard !failed, let keys, let action else { return nil }
    if fields.has(.modifiers), modifiers == nil { return nil }
    if fields.has(.handled), handled == nil { return nil }
    return KeyPressHandlerSpec(keys: keys, modifiers: modifiers, handled: handled, action: action, mark: node.start)
  }

  /// One key name of a handler: a named key or one character; a chord
  /// such as `shift+tab` belongs in `key:` and `modifiers:`.
  private func keyName(_ node: Node) -> String? {
    guard let text = scalarText(node, expected: "a key such as tab, return or k") else { return nil }
    let name = text.lowercased()
    if KeyChord.namedKeys.contains(name) || name.count == 1 { return name }
    if name.contains("+") {
      error(.invalidValue, "'\(text)' is a chord; an onKeyPress handler names the key and lists its modifiers", at: node,
            hint: "write key: \(name.split(separator: "+").last ?? "") with modifiers: [\(name.split(separator: "+").dropLast().joined(separator: ", "))]")
      return nil
    }
    error(.invalidValue, "unknown key name '\(text)'", at: node, hint: KeySuggester.hint(for: name, among: KeyChord.namedKeys))
    return nil
  }

  /// `modifiers: [cmd, shift…]`: every name known, or `nil`.
  private func modifierList(_ node: Node) -> [KeyChord.Modifier]? {
    guard let items = node.sequence else {
      wrongType("a list of modifiers such as [cmd, shift]", node)
      return nil
    }
    var modifiers: [KeyChord.Modifier] = []
    for item in items {
      guard let text = scalarText(item, expected: "a modifier such as cmd or shift") else { return nil }
      guard let modifier = KeyChord.modifierAliases[text.lowercased()] else {
        error(.invalidValue, "unknown modifier '\(text)'", at: item, hint: KeySuggester.hint(for: text, among: FormatDefinition.modifierNames))
        return nil
      }
      modifiers.append(modifier)
    }
    return modifiers
  }

  /// `onMoveCommand:` actions, in which `$direction` is the move's
  /// direction (F51): a local of the handler, so it shadows a state
  /// variable of that name there.
  func moveCommandActions(_ node: Node) -> [Action]? {
    withLocalFrame {
      declareLocal(NodeTemplate.moveCommandDirection)
      return actions(node)
    }
  }
}
