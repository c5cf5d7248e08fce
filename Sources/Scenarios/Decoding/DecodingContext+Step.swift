import FocusEngine
import YAML

/// Steps (SCENARIO-FORMAT "Steps"): a one-key mapping, or a bare word.
extension DecodingContext {
  static let stepNames = FormatDefinition.steps.names
  private static let mappingStepTable = KeyTable<MappingStepName>()
  private static let bareStepTable = KeyTable<BareStepName>()

  func steps(_ node: Node) -> [Step]? {
    guard let items = node.sequence else {
      if node.resolved == .null { return [] }
      wrongType("a list of steps", node)
      return nil
    }
    return each(items, step)
  }

  private func step(_ node: Node) -> Step? {
    if case .string(let word)? = node.resolved { return bareStep(word, node) }
    guard let entries = pairs(node, expected: "a step (a mapping such as { click: id }, or tab, shift-tab, submit, select, back)") else { return nil }
    guard entries.count == 1, let only = entries.first else {
      let names = entries.map(\.name).joined(separator: ", ")
      error(.wrongType, "a step is a mapping with one key, found \(entries.count) keys (\(names))", at: node,
            hint: "write each step as its own list item")
      return nil
    }
    let value = only.value
    if Self.bareStepTable.contains(only.name), value.resolved == .null { return bareStep(only.name, only.key) }
    // A bare step with a value is no step either.
    guard let name = Self.mappingStepTable.key(ofScalar: only.key) else {
      error(.unknownStep, "unknown step '\(only.name)'", at: only.key, hint: KeySuggester.hint(for: only.name, among: Self.stepNames))
      return nil
    }
    let kind: Step.Kind?
    switch name {
    case .expect: kind = expectation(value).map { .expect($0) }
    case .type: kind = expression(value).map { .type($0) }
    case .click, .tap:
      kind = scalarText(value, expected: "a node id").map { id in
        idTargets.append((id, SourceSpan(value)))
        return .click(id)
      }
    case .key: kind = keyChord(value).map { .key($0) }
    case .move: kind = choice(value, Direction.self, what: "direction").map { .move($0) }
    case .set: kind = assignments(value).map { .set($0) }
    case .run: kind = actions(value).map { .run($0) }
    case .invoke:
      kind = scalarText(value, expected: "a command id").map { id in
        commandTargets.append((id, SourceSpan(value)))
        return .invoke(id)
      }
    case .activate:
      kind = scalarText(value, expected: "a scene id").map { id in
        sceneTargets.append((id, SourceSpan(value)))
        return .activate(id)
      }
    case .wait: kind = waitStep(value)
    case .scroll: kind = scrollTarget(value).map { .scroll($0) }
    }
    // Unwrapped rather than mapped: `map` copied the (large) kind into its closure.
    guard let kind else { return nil }
    return Step(kind, at: node.start, summary: summary(name, written: only.name, value))
  }

  private func bareStep(_ word: String, _ node: Node) -> Step? {
    guard let name = Self.bareStepTable.key(of: word) else {
      error(.unknownStep, "unknown step '\(word)'", at: node, hint: KeySuggester.hint(for: word, among: Self.stepNames))
      return nil
    }
    let kind: Step.Kind
    switch name {
    case .tab: kind = .key(KeyChord(key: "tab"))
    case .shiftTab: kind = .key(KeyChord(modifiers: [.shift], key: "tab"))
    case .submit: kind = .submit
    case .select: kind = .select
    case .back: kind = .back
    }
    return Step(kind, at: node.start, summary: word)
  }

  /// The step as written, on one line: `click: signIn`, `type: "kim"`;
  /// just the name when the value spans lines, and always for `expect`.
  /// `written` is the step's key as the file spells it.
  private func summary(_ name: MappingStepName, written: String, _ value: Node) -> String {
    guard name != .expect, value.start.line == value.end.line,
      value.start.offset >= 0, value.start.offset < value.end.offset, value.end.offset <= file.bytes.count
    else { return written }
    let text = String(decoding: file.bytes[value.start.offset..<value.end.offset], as: UTF8.self)
    return "\(written): \(text)"
  }

  /// `tab`, `shift+tab`, `cmd+k`, `return`… (KeyChord.namedKeys, modifierAliases).
  func keyChord(_ node: Node) -> KeyChord? {
    guard let text = scalarText(node, expected: "a key such as tab, shift+tab or cmd+k") else { return nil }
    let components = text.lowercased().split(separator: "+", omittingEmptySubsequences: false).map(String.init)
    guard let key = components.last, !components.contains("") else {
      error(.invalidValue, "invalid key '\(text)'", at: node, hint: "write modifiers and a key joined by '+', e.g. cmd+k")
      return nil
    }
    var modifiers: [KeyChord.Modifier] = []
    for name in components.dropLast() {
      guard let modifier = KeyChord.modifierAliases[name] else {
        let aliases = KeyChord.modifierAliases.keys.sorted()
        error(.invalidValue, "unknown modifier '\(name)' in '\(text)'", at: node, hint: Self.plusJoinedHint(for: text) ?? KeySuggester.hint(for: name, among: aliases))
        return nil
      }
      modifiers.append(modifier)
    }
    guard KeyChord.namedKeys.contains(key) || key.count == 1 else {
      error(.invalidValue, "unknown key name '\(key)'", at: node,
            hint: Self.plusJoinedHint(for: text) ?? KeySuggester.hint(for: key, among: KeyChord.namedKeys))
      return nil
    }
    return KeyChord(modifiers: modifiers, key: key)
  }

  /// `command-K`, `ctrl-shift-tab`: a chord written with `-` (as menus and
  /// other tools write them) is a chord joined with `+` here; the hint says
  /// so and gives the chord as it is written (`did you mean 'cmd+k'?`).
  /// `nil` unless every part before the last is a modifier and the last is a key.
  static func plusJoinedHint(for text: String) -> String? {
    guard text.contains("-") else { return nil }
    let parts = text.lowercased().split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "+" }.map(String.init)
    guard parts.count >= 2, let key = parts.last, KeyChord.namedKeys.contains(key) || key.count == 1 else { return nil }
    var modifiers: [KeyChord.Modifier] = []
    for part in parts.dropLast() {
      guard let modifier = KeyChord.modifierAliases[part] else { return nil }
      modifiers.append(modifier)
    }
    return "modifiers and the key join with '+': did you mean '\(KeyChord(modifiers: modifiers, key: key))'?"
  }
}
