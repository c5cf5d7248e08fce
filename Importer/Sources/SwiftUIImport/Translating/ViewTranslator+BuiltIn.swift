import Foundation
import SwiftSyntax

/// SwiftUI's own views: their titles as labels, `text:`/`isOn:` bindings,
/// a Button's action and role, containers' content, NavigationLink's value
/// or destination, a stack's path, a TabView's selection, a Tab's value.
extension ViewTranslator {
  /// A SwiftUI view: its label, binding, action and children.
  func builtIn(_ kind: String, _ call: FunctionCallExprSyntax) throws -> NodeDraft {
    var node = NodeDraft(kind: kind)
    let arguments = Array(call.arguments)
    let titleExpr = arguments.first(where: { $0.label == nil })?.expression
    let title = titleExpr?.as(StringLiteralExprSyntax.self)
    if let title {
      let label = Self.labelText(title)
      if !label.isEmpty { node.set("label", .string(label)) }
      node.facts.label = label
    } else if let titleExpr, let label = try? expressions.value(of: titleExpr), case .scalar(let text) = label, !text.hasPrefix("$") {
      // A title passed in, `Toggle(title, isOn:)` with `title: "Pinned"` from the caller.
      node.set("label", label)
      node.facts.label = text.trimmingCharacters(in: ["\""])
    }
    for (key, property) in [("text", "text"), ("isOn", "isOn")] {
      guard let argument = arguments.first(where: { $0.label?.text == key }) else { continue }
      let value = try expressions.value(of: argument.expression)
      node.set(property, value)
      if case .scalar(let reference) = value {
        node.facts.bindingName = reference.split(separator: ".").last.map { String($0.hasPrefix("$") ? $0.dropFirst() : $0) }
      }
    }
    if kind == "Button" {
      let actionArgument = arguments.first(where: { $0.label?.text == "action" })?.expression
      // `Button("Title") { … }`: the trailing closure is the action; with `action:`, it is the label.
      let actionExpr = actionArgument ?? call.trailingClosure.map(ExprSyntax.init)
      if actionArgument != nil, title == nil, let label = call.trailingClosure ?? arguments.first(where: { $0.label?.text == "label" })?
        .expression.as(ClosureExprSyntax.self),
        let text = label.descendants(StringLiteralExprSyntax.self).first
      {
        node.set("label", .string(Self.labelText(text)))
        node.facts.label = Self.labelText(text)
      }
      if let role = arguments.first(where: { $0.label?.text == "role" }) {
        node.set("role", .string(ModifierTranslator.members(role.expression).first ?? ""))
      }
      if let actionExpr { node.set("action", try action(actionExpr)) }
    } else if kind == "NavigationLink" {
      if let value = arguments.first(where: { $0.label?.text == "value" }) {
        node.set("value", try expressions.value(of: value.expression))
      } else if let destination = arguments.first(where: { $0.label?.text == "destination" })?.expression {
        node.set("destination", try root(ofExpression: destination))
      } else if let closure = call.trailingClosure, title != nil {
        node.set("destination", try root(of: closure.statements))
      }
    } else if kind == "List", arguments.first?.label == nil, call.trailingClosure?.parameterNames.isEmpty == false {
      // `List(items) { item in … }` is a List around a ForEach.
      node.children = [try forEach(call, modifiers: [])]
    } else if Self.containers.contains(kind) {
      let content = call.trailingClosure ?? arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self)
      node.children = content.map { nodes(of: $0.statements) } ?? []
    }
    if kind == "NavigationStack", var children = node.children, let destination = Self.takeDestination(from: &children) {
      // `.navigationDestination` sits on a view inside the stack; the format keeps it on the stack.
      node.children = children
      node.set("destination", destination)
    }
    let bound = ["NavigationStack": "path", "TabView": "selection", "Tab": "value"]
    if let key = bound[kind], let argument = arguments.first(where: { $0.label?.text == key }) {
      node.set(key, try expressions.value(of: argument.expression))
    }
    if Self.textInputs.contains(kind), let axis = arguments.first(where: { $0.label?.text == "axis" }) {
      node.set("axis", .string(ModifierTranslator.members(axis.expression).first ?? "horizontal"))
    }
    return node
  }

  /// A Button's action: a closure's statements, or a method named by reference.
  private func action(_ expr: ExprSyntax) throws -> YAMLValue {
    if let closure = expr.as(ClosureExprSyntax.self) { return .list(actions.actions(of: closure.statements)) }
    if let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text, let method = scope.type.method(named: name), let body = method.body {
      return .list(actions.actions(of: body.statements))
    }
    throw Untranslated(expr, "an action the importer cannot follow")
  }

  /// Removes and returns the first `destination:` of a node under `entries`
  /// other than a NavigationLink's, not looking into nested stacks.
  static func takeDestination(from entries: inout [YAMLValue.Entry]) -> YAMLValue? {
    for index in entries.indices {
      guard case .map(let node)? = entries[index].value, let kind = node.first?.key, var body = node.first?.value,
        kind != "NavigationStack", kind != "NavigationLink"
      else { continue }
      var found: YAMLValue?
      switch body {
      case .map(var properties):
        if let at = properties.firstIndex(where: { $0.key == "destination" }) {
          found = properties.remove(at: at).value
        } else if let at = properties.firstIndex(where: { $0.key == "children" }), var children = properties[at].value?.entries {
          found = takeDestination(from: &children)
          properties[at].value = .list(children)
        }
        body = .map(properties)
      case .list(var children):
        found = takeDestination(from: &children)
        body = .list(children)
      case .scalar: break
      }
      if let found {
        entries[index].value = .single(kind, body)
        return found
      }
    }
    return nil
  }

  /// A `Text`/label literal without its interpolations: `"You typed: \(note)"` → `You typed:`.
  static func labelText(_ literal: StringLiteralExprSyntax) -> String {
    literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
      .trimmingCharacters(in: .whitespaces)
  }
}
