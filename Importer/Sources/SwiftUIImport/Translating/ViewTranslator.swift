import Foundation
import SwiftSyntax

/// A view body's ViewBuilder code as scenario nodes: the kinds the format
/// knows with their labels, bindings and actions, `if`/`else`/`if let` as
/// `if:` conditions on the nodes they guard, `ForEach` with its row
/// template, and views declared in the same files as `View` nodes with
/// their own body (their `@State` joins the scenario's). Anything else is a
/// TODO comment where the node would have been.
package struct ViewTranslator {
  package var session: ImportSession
  package var file: SwiftFile
  package var scope: Scope
  /// Inside a ForEach row: how ids become templates (`-${item.id}`).
  package var rowSuffix: String?
  /// Custom views being expanded, so a view that contains itself is reported.
  var expanding: [String] = []

  static let containers: Set<String> = [
    "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "Form", "Section", "List", "ScrollView",
    "NavigationStack", "GroupBox", "TabView", "Tab",
    // A Commands body: its Buttons become commands (CommandsTranslator).
    "CommandMenu", "CommandGroup",
  ]
  static let textInputs: Set<String> = ["TextField", "SecureField", "TextEditor"]
  static let controls: Set<String> = ["Button", "Toggle", "Picker", "Link", "Stepper", "Slider", "Menu", "NavigationLink"]
  static let content: Set<String> = ["Text", "Image", "Label", "Spacer", "Divider"]

  package var actions: ActionTranslator { ActionTranslator(scope: scope, catalog: session.catalog, file: file) }
  var expressions: ExpressionTranslator { ExpressionTranslator(scope: scope, catalog: session.catalog) }

  /// The nodes of a ViewBuilder closure or body.
  package func nodes(of statements: CodeBlockItemListSyntax) -> [YAMLValue.Entry] {
    statements.flatMap { statement -> [YAMLValue.Entry] in
      switch statement.item {
      case .expr(let expr): return nodes(of: expr)
      case .stmt(let stmt):
        if let expr = stmt.as(ExpressionStmtSyntax.self)?.expression { return nodes(of: expr) }
        if let returned = stmt.as(ReturnStmtSyntax.self)?.expression { return nodes(of: returned) }
        return [.comments([Todo.comment(about: stmt, "a statement in a view body has no scenario node", in: file)])]
      case .decl(let decl):
        return [.comments([Todo.comment(about: decl, "a declaration in a view body", in: file)])]
      }
    }
  }

  /// The nodes of one expression: one node, the nodes of an `if`, or a TODO.
  package func nodes(of expr: ExprSyntax) -> [YAMLValue.Entry] {
    do {
      if let ifExpr = expr.as(IfExprSyntax.self) { return try conditional(ifExpr) }
      if expr.is(SwitchExprSyntax.self) {
        throw Untranslated(expr, "`switch` in a view body has no scenario form; write an `if:` per case by hand")
      }
      return [try node(of: expr)]
    } catch let untranslated as Untranslated {
      return [.comments([Todo.comment(untranslated, in: file)])]
    } catch {
      return [.comments([Todo.comment(about: expr, "\(error)", in: file)])]
    }
  }

  // MARK: if / else

  /// Each node of the `then` branch gets the condition; each of the `else` branch its negation.
  private func conditional(_ ifExpr: IfExprSyntax) throws -> [YAMLValue.Entry] {
    let (conditions, scope) = try expressions.ifConditions(ifExpr.conditions)
    var inner = self
    inner.scope = scope
    let condition = conditions.count == 1 ? conditions[0] : .single("all", .items(conditions))
    var entries = Self.guarded(inner.nodes(of: ifExpr.body.statements), by: condition)
    switch ifExpr.elseBody {
    case .ifExpr(let elseIf)?: entries += Self.guarded(try conditional(elseIf), by: Self.negated(condition))
    case .codeBlock(let block)?: entries += Self.guarded(nodes(of: block.statements), by: Self.negated(condition))
    case nil: break
    }
    return entries
  }

  /// `{ not: c }`, or `c` for `{ not: c }`.
  static func negated(_ condition: YAMLValue) -> YAMLValue {
    if case .map(let entries) = condition, entries.count == 1, entries[0].key == "not", let inner = entries[0].value { return inner }
    return .single("not", condition)
  }

  /// `entries` with `condition` added to each node's `if:`.
  private static func guarded(_ entries: [YAMLValue.Entry], by condition: YAMLValue) -> [YAMLValue.Entry] {
    entries.map { entry in
      guard case .map(let node)? = entry.value, let kind = node.first?.key, let body = node.first?.value else { return entry }
      var properties: [YAMLValue.Entry]
      switch body {
      case .map(let entries): properties = entries
      case .list(let children): properties = [YAMLValue.Entry(key: "children", value: .list(children))]
      case .scalar: properties = []
      }
      if let index = properties.firstIndex(where: { $0.key == "if" }), let existing = properties[index].value {
        properties[index].value = .single("all", .items([condition, existing]))
      } else {
        let position = properties.first?.key == "id" ? 1 : 0
        properties.insert(YAMLValue.Entry(key: "if", value: condition), at: position)
      }
      return YAMLValue.Entry(comments: entry.comments, value: .single(kind, .map(properties)))
    }
  }

  // MARK: One node

  private func node(of expr: ExprSyntax) throws -> YAMLValue.Entry {
    // `TextField(…).focused(…).onSubmit {…}`: the view, then its modifiers inside out.
    var modifiers: [(String, FunctionCallExprSyntax)] = []
    var current = expr
    while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base
    {
      modifiers.insert((member.declName.baseName.text, call), at: 0)
      current = base
    }
    guard let call = current.as(FunctionCallExprSyntax.self), let kind = call.calledName else {
      throw Untranslated(current, "not a view the importer knows (only calls of SwiftUI views and views of these files)")
    }
    var node: NodeDraft
    if kind == "ForEach" {
      return try forEach(call, modifiers: modifiers)
    } else if let custom = session.catalog.view(named: kind) {
      node = try customView(custom, call)
    } else if Self.containers.contains(kind) || Self.textInputs.contains(kind) || Self.controls.contains(kind)
      || Self.content.contains(kind)
    {
      node = try builtIn(kind, call)
    } else {
      throw Untranslated(call, "'\(kind)' is not a view the scenario format has, nor a view declared in the imported files")
    }
    let modifierTranslator = ModifierTranslator(views: self)
    for (name, modifier) in modifiers {
      do {
        try modifierTranslator.apply(modifier, named: name, to: &node)
      } catch let untranslated as Untranslated {
        // Located at the modifier's name and quoted from its dot, not from the view it modifies.
        let name = modifier.calledExpression.as(MemberAccessExprSyntax.self)?.declName
        let quoted = "." + (name?.trimmedDescription ?? "") + "(" + modifier.arguments.trimmedDescription + ")"
        node.comments.append(Todo.comment(at: name.map(Syntax.init) ?? Syntax(modifier), quoting: quoted, untranslated.reason, in: file))
      }
    }
    return node.entry(id: id(for: node))
  }

  /// A placeholder the importer replaces once the whole tree is built, so
  /// numbers for taken ids go in tree order (IDRules.resolve).
  private func id(for node: NodeDraft) -> String? {
    IDRules.baseID(node.facts).map { IDRules.placeholder(base: $0, suffix: rowSuffix ?? "") }
  }

  /// A view of the imported files: a `View` node whose children are its body,
  /// read in its own scope (its state declared, its bindings bound to the call's arguments).
  private func customView(_ view: TypeCatalog.Declaration, _ call: FunctionCallExprSyntax) throws -> NodeDraft {
    guard !expanding.contains(view.name) else { throw Untranslated(call, "a view that contains itself") }
    var node = NodeDraft(kind: "View")
    node.set("name", .string(view.name))
    let reader = PropertyReader(session: session, file: view.file)
    let (viewScope, todos) = reader.scope(of: view.syntax, arguments: call.arguments, callerScope: scope)
    let inner = ViewTranslator(session: session, file: view.file, scope: viewScope, rowSuffix: rowSuffix, expanding: expanding + [view.name])
    node.children = todos.map { .comments([$0]) } + inner.body(of: view.syntax)
    return node
  }

  /// The one node of a closure (a layer's content, a destination), or its
  /// nodes in a VStack, as SwiftUI lays several out; TODOs go above it.
  package func root(of statements: CodeBlockItemListSyntax) throws -> YAMLValue {
    let entries = nodes(of: statements)
    let real = entries.filter { $0.value != nil }
    if real.count == 1, let only = real.first?.value, entries.count == 1 { return only }
    return .single("VStack", .list(entries))
  }

  /// The node of one view expression (`NavigationLink(destination: Detail())`).
  func root(ofExpression expr: ExprSyntax) throws -> YAMLValue {
    let entries = nodes(of: expr)
    guard entries.count == 1, let only = entries.first?.value else { return .single("VStack", .list(entries)) }
    return only
  }

  /// The nodes of a view's `var body`.
  package func body(of view: StructDeclSyntax) -> [YAMLValue.Entry] {
    guard let binding = view.property(named: "body")?.bindings.first, let accessors = binding.accessorBlock?.accessors else {
      return [.comments([Todo.comment(about: view.name, "no `var body { … }` to read", in: file)])]
    }
    switch accessors {
    case .getter(let statements): return nodes(of: statements)
    case .accessors(let list):
      guard let getter = list.first(where: { $0.accessorSpecifier.text == "get" })?.body else { return [] }
      return nodes(of: getter.statements)
    }
  }
}
