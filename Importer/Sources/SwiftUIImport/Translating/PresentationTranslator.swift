import SwiftSyntax

/// The presentation modifiers as the format's 1.1 keys (F35–F41):
/// `.sheet`, `.fullScreenCover` and `.popover` with `isPresented:` or
/// `item:` (the closure's parameter is `$item`), `onDismiss:` and their
/// content as `view:`; `.alert` and `.confirmationDialog` with their title
/// and Buttons as `actions:`.
///
///     .sheet(isPresented: $showEditor) { EditorView() }   →   sheet: { isPresented: $showEditor, view: … }
package struct PresentationTranslator {
  package var views: ViewTranslator

  static let layers: Set<String> = ["sheet", "fullScreenCover", "popover"]
  static let dialogs: Set<String> = ["alert", "confirmationDialog"]

  /// The presentation `call` describes, as the value of the key `name`.
  package func presentation(_ call: FunctionCallExprSyntax, named name: String) throws -> YAMLValue {
    let expressions = ExpressionTranslator(scope: views.scope, catalog: views.session.catalog)
    var entries: [(String, YAMLValue)] = []
    guard let trigger = call.arguments.first(where: { ["isPresented", "item"].contains($0.label?.text) }) else {
      throw Untranslated(call, "a presentation without isPresented: or item:")
    }
    let triggerName = trigger.label?.text ?? "isPresented"
    entries.append((triggerName, try expressions.value(of: trigger.expression)))
    guard let content = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) else {
      throw Untranslated(call, "a presentation without its content closure")
    }
    var inner = views
    if triggerName == "item", let parameter = content.parameterNames.first {
      inner.scope = inner.scope.with(parameter, .value(.reference("item")))
    }
    if Self.dialogs.contains(name) {
      if let title = call.arguments.first(where: { $0.label == nil })?.expression {
        entries.append(("title", (try? expressions.value(of: title)) ?? .string(title.trimmedDescription)))
      }
      entries.append(("actions", .list(inner.nodes(of: content.statements))))
      return .pairs(entries)
    }
    if let onDismiss = call.arguments.first(where: { $0.label?.text == "onDismiss" })?.expression {
      let actions: YAMLValue
      if let closure = onDismiss.as(ClosureExprSyntax.self) {
        actions = .list(views.actions.actions(of: closure.statements))
      } else if let name = onDismiss.as(DeclReferenceExprSyntax.self)?.baseName.text, let body = views.scope.type.method(named: name)?.body {
        actions = .list(views.actions.actions(of: body.statements))
      } else {
        throw Untranslated(onDismiss, "an onDismiss the importer cannot follow")
      }
      entries.append(("onDismiss", actions))
    }
    entries.append(("view", try inner.root(of: content.statements)))
    return .pairs(entries)
  }
}
