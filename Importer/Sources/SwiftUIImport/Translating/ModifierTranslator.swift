import SwiftSyntax

/// The view modifiers as node properties: the focus modifiers, `disabled`,
/// `onSubmit`, `onAppear`, `onChange(of:)`, `keyboardShortcut`. Styling
/// that does not change focus (`padding`, `font`, …) is dropped on purpose;
/// any other modifier is a TODO on the node.
package struct ModifierTranslator {
  package var views: ViewTranslator

  /// Modifiers with no effect on focus, dropped without a TODO.
  static let styling: Set<String> = [
    "padding", "frame", "font", "foregroundColor", "foregroundStyle", "background", "textFieldStyle", "buttonStyle",
    "bold", "italic", "cornerRadius", "opacity", "tint", "navigationTitle", "listStyle", "labelsHidden",
    "multilineTextAlignment", "lineLimit", "fontWeight", "border", "shadow", "clipShape", "textInputAutocapitalization",
    "autocorrectionDisabled", "keyboardType", "textContentType", "submitLabel", "controlSize", "toggleStyle", "pickerStyle",
  ]

  /// Applies `call` (`.focused($field, equals: .name)`) to `node`.
  package func apply(_ call: FunctionCallExprSyntax, named name: String, to node: inout NodeDraft) throws {
    let expressions = ExpressionTranslator(scope: views.scope, catalog: views.session.catalog)
    let arguments = Array(call.arguments)
    func argument(_ index: Int) throws -> ExprSyntax {
      guard index < arguments.count else { throw Untranslated(call, "missing argument") }
      return arguments[index].expression
    }
    func actions(_ closure: ClosureExprSyntax?, scope: Scope? = nil) throws -> YAMLValue {
      guard let closure else { throw Untranslated(call, "no closure") }
      var translator = views.actions
      if let scope { translator.scope = scope }
      return .list(translator.actions(of: closure.statements))
    }
    if Self.styling.contains(name) { return }
    switch name {
    case "focused":
      let variable = try expressions.value(of: argument(0))
      guard case .scalar(let reference) = variable else { throw Untranslated(call, "not a FocusState binding") }
      if arguments.count > 1 {
        let value = try expressions.value(of: argument(1))
        node.addFocused(.single(reference, value))
        if node.facts.focusedCase == nil { node.facts.focusedCase = Self.caseName(value) }
      } else {
        node.addFocused(variable)
        if node.facts.focusedFlag == nil { node.facts.focusedFlag = String(reference.dropFirst()) }
      }
    case "focusable":
      if let interactions = arguments.first(where: { $0.label?.text == "interactions" }) {
        let enabled = arguments.first(where: { $0.label == nil }).map { try? expressions.condition(of: $0.expression) } ?? nil
        node.set("focusable", .pairs([
          ("enabled", enabled ?? .scalar("true")), ("interactions", .items(Self.members(interactions.expression).map { .string($0) })),
        ]))
      } else {
        node.set("focusable", arguments.isEmpty ? .scalar("true") : try expressions.condition(of: argument(0)))
      }
      node.facts.isFocusableContainer = true
    case "disabled": node.set("disabled", try expressions.condition(of: argument(0)))
    case "onSubmit":
      let key = arguments.first?.expression.trimmedDescription == ".search" ? "onSearchSubmit" : "onSubmit"
      node.set(key, try actions(call.trailingClosure ?? arguments.last?.expression.as(ClosureExprSyntax.self)))
    case "submitScope": node.set("submitScope", arguments.isEmpty ? .scalar("true") : try expressions.condition(of: argument(0)))
    case "focusedValue", "focusedSceneValue":
      guard let key = arguments.first?.expression.as(KeyPathExprSyntax.self)?.components.last?.component
        .as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
      else { throw Untranslated(call, "a focused value without a `\\.key`") }
      let value = try expressions.value(of: argument(1))
      let existing = node[name]?.entries ?? []
      node.set(name, .map(existing + [YAMLValue.Entry(key: key, value: value)]))
    case "focusSection": node.set("focusSection", .scalar("true"))
    case "focusScope": node.set("focusScope", try expressions.value(of: argument(0)))
    case "prefersDefaultFocus":
      let onlyScope = arguments.count == 1 && arguments[0].label?.text == "in"
      let alwaysPreferred = arguments.count == 2 && arguments[0].expression.as(BooleanLiteralExprSyntax.self)?.literal.text == "true"
      guard onlyScope || alwaysPreferred else {
        throw Untranslated(call, "only prefersDefaultFocus(true, in:) or (in:) is read: the format has no condition here")
      }
      node.set("prefersDefaultFocus", try expressions.value(of: argument(arguments.count - 1)))
    case "defaultFocus":
      let variable = try expressions.value(of: argument(0))
      guard case .scalar(let reference) = variable, arguments.count >= 2 else { throw Untranslated(call, "not a FocusState binding") }
      var entries = [YAMLValue.Entry(key: reference, value: try expressions.value(of: argument(1)))]
      if let priority = arguments.first(where: { $0.label?.text == "priority" }) {
        entries.append(YAMLValue.Entry(key: "priority", value: .string(Self.members(priority.expression).first ?? "automatic")))
      }
      node.set("defaultFocus", .map(entries))
    case "onAppear": node.set("onAppear", try actions(call.trailingClosure ?? arguments.last?.expression.as(ClosureExprSyntax.self)))
    case "onChange":
      guard let observed = arguments.first(where: { $0.label?.text == "of" })?.expression,
        case .scalar(let reference) = try expressions.value(of: observed), reference.hasPrefix("$")
      else { throw Untranslated(call, "onChange(of:) of something other than a variable") }
      guard let closure = call.trailingClosure else { throw Untranslated(call, "onChange without a closure") }
      var scope = views.scope
      let names = closure.parameterNames
      if names.count == 2 {
        scope = scope.with(names[0], .value(.reference("oldValue"))).with(names[1], .value(.reference("newValue")))
      } else if names.count == 1 {
        scope = scope.with(names[0], .value(.reference("newValue")))
      }
      let existing = node["onChange"]?.entries ?? []
      node.set("onChange", .map(existing + [YAMLValue.Entry(key: reference, value: try actions(closure, scope: scope))]))
    case "keyboardShortcut": node.set("keyboardShortcut", try Self.shortcut(call))
    case _ where PresentationTranslator.layers.contains(name) || PresentationTranslator.dialogs.contains(name):
      node.set(name, try PresentationTranslator(views: views).presentation(call, named: name))
    case "task":
      // Runs once the view is there, after the transaction that showed it (F47).
      let body = try actions(call.trailingClosure)
      node.set("onAppear", .list((node["onAppear"]?.entries ?? []) + [YAMLValue.Entry(value: .single("task", body))]))
    case "navigationDestination":
      guard let closure = call.trailingClosure, call.arguments.first?.label?.text == "for" else {
        throw Untranslated(call, "only navigationDestination(for:) is read")
      }
      var inner = views
      if let parameter = closure.parameterNames.first { inner.scope = inner.scope.with(parameter, .value(.reference("item"))) }
      node.set("destination", try inner.root(of: closure.statements))
    case "searchable":
      guard let text = arguments.first(where: { $0.label?.text == "text" }) else { throw Untranslated(call, "searchable without text:") }
      node.set("searchable", .single("text", try expressions.value(of: text.expression)))
    case "searchFocused":
      let variable = try expressions.value(of: argument(0))
      guard case .scalar(let reference) = variable else { throw Untranslated(call, "not a FocusState binding") }
      node.set("searchFocused", arguments.count > 1 ? .single(reference, try expressions.value(of: argument(1))) : variable)
    case "onExitCommand": node.set("onExitCommand", try actions(call.trailingClosure ?? arguments.last?.expression.as(ClosureExprSyntax.self)))
    case "onMoveCommand":
      guard let closure = call.trailingClosure ?? arguments.last?.expression.as(ClosureExprSyntax.self) else { throw Untranslated(call, "no closure") }
      let scope = closure.parameterNames.first.map { views.scope.with($0, .value(.reference("direction"))) }
      node.set("onMoveCommand", try actions(closure, scope: scope))
    default:
      throw Untranslated(call, "a modifier the importer does not translate")
    }
  }

  /// `.row(id: x)` and `.username` name their case; anything else nothing.
  static func caseName(_ value: YAMLValue) -> String? {
    switch value {
    case .scalar(let text): return IDRules.lowerCamelCase(text.trimmingCharacters(in: ["\""]))
    case .map(let entries): return entries.first?.key
    case .list: return nil
    }
  }

  /// `.activate` or `[.activate, .edit]` as their names.
  static func members(_ expr: ExprSyntax) -> [String] {
    if let member = expr.as(MemberAccessExprSyntax.self) { return [member.declName.baseName.text] }
    if let array = expr.as(ArrayExprSyntax.self) { return array.elements.flatMap { members($0.expression) } }
    return []
  }

  /// `.keyboardShortcut("k")` → `cmd+k`, `("K")` → `cmd+shift+k`,
  /// `("s", modifiers: [.command, .option])` → `cmd+option+s`, `(.defaultAction)`.
  static func shortcut(_ call: FunctionCallExprSyntax) throws -> YAMLValue {
    guard let first = call.arguments.first?.expression else { throw Untranslated(call, "a shortcut without a key") }
    if let member = first.as(MemberAccessExprSyntax.self), member.base == nil {
      let name = member.declName.baseName.text
      if ["defaultAction", "cancelAction"].contains(name) { return .string(name) }
      let keys = ["return": "return", "escape": "escape", "tab": "tab", "space": "space", "delete": "delete",
                  "upArrow": "up", "downArrow": "down", "leftArrow": "left", "rightArrow": "right"]
      guard let key = keys[name] else { throw Untranslated(call, "a key the format has no name for") }
      return .string(try modifiers(call, key: key, shift: false))
    }
    guard let literal = first.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
      let character = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text, character.count == 1
    else { throw Untranslated(call, "a shortcut key that is not one character") }
    let isUpper = character.uppercased() == character && character.lowercased() != character
    return .string(try modifiers(call, key: character.lowercased(), shift: isUpper))
  }

  private static func modifiers(_ call: FunctionCallExprSyntax, key: String, shift: Bool) throws -> String {
    var names = ["command"]
    if let given = call.arguments.first(where: { $0.label?.text == "modifiers" }) { names = members(given.expression) }
    if shift && !names.contains("shift") { names.append("shift") }
    let spelled = ["command": "cmd", "shift": "shift", "option": "option", "control": "ctrl"]
    let parts = try names.map { name -> String in
      guard let part = spelled[name] else { throw Untranslated(call, "the modifier .\(name) has no scenario name") }
      return part
    }
    return (parts + [key]).joined(separator: "+")
  }
}
