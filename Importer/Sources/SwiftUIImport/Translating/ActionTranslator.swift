import SwiftSyntax

/// The statements of a closure or method as scenario actions: assignments
/// (`set`, or `setFocusedBinding` through a focused binding), `toggle()`,
/// `append`, `insert(_:at:)`, `removeAll(where:)`, `let`, `if`/`else` and
/// `if let`, `Task { }` as `task:`, `withAnimation { }` as its body,
/// `dismiss()` and calls to the view's own methods (inlined). Each statement
/// it cannot translate becomes a TODO comment in the list, where it was.
///
///     ActionTranslator(scope: scope, catalog: catalog, file: file).actions(of: closure.statements)
package struct ActionTranslator {
  package var scope: Scope
  package var catalog: TypeCatalog
  package var file: SwiftFile
  /// Methods being inlined, so a recursive one is reported, not followed forever.
  private var inlining: Set<String> = []

  package init(scope: Scope, catalog: TypeCatalog, file: SwiftFile) {
    self.scope = scope
    self.catalog = catalog
    self.file = file
  }

  private var expressions: ExpressionTranslator { ExpressionTranslator(scope: scope, catalog: catalog) }

  /// The actions of `statements`, a `let` binding its name for the rest.
  package func actions(of statements: CodeBlockItemListSyntax) -> [YAMLValue.Entry] {
    var translator = self
    var entries: [YAMLValue.Entry] = []
    for statement in statements {
      do {
        entries += try translator.translate(statement.item)
      } catch let untranslated as Untranslated {
        entries.append(.comments([Todo.comment(untranslated, in: file)]))
      } catch {
        entries.append(.comments([Todo.comment(about: statement, "\(error)", in: file)]))
      }
    }
    return entries
  }

  private mutating func translate(_ item: CodeBlockItemSyntax.Item) throws -> [YAMLValue.Entry] {
    switch item {
    case .decl(let decl):
      guard let variable = decl.as(VariableDeclSyntax.self) else { throw Untranslated(decl, "a declaration inside an action") }
      return try local(variable)
    case .expr(let expr): return try expression(expr)
    case .stmt(let stmt):
      if let expressionStatement = stmt.as(ExpressionStmtSyntax.self) { return try expression(expressionStatement.expression) }
      throw Untranslated(stmt, "`\(stmt.firstToken(viewMode: .sourceAccurate)?.text ?? "this")` statements have no scenario action")
    }
  }

  /// `let name = value`: a `let` action, or a position for `insert(_:at:)`.
  private mutating func local(_ variable: VariableDeclSyntax) throws -> [YAMLValue.Entry] {
    guard variable.bindings.count == 1, let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let initial = binding.initializer?.value
    else { throw Untranslated(variable, "only `let name = value` is followed") }
    if let position = try position(initial) {
      scope = scope.with(name, position)
      return []
    }
    let value = try expressions.value(of: initial)
    scope = scope.with(name, .value(.reference(name)))
    return [YAMLValue.Entry(value: .single("let", .single(name, value)))]
  }

  private mutating func expression(_ expr: ExprSyntax) throws -> [YAMLValue.Entry] {
    if let tried = expr.as(TryExprSyntax.self) { return try expression(tried.expression) }
    if expr.is(AwaitExprSyntax.self) {
      throw Untranslated(expr, "awaited work the importer does not read (code outside this view)")
    }
    if let ifExpr = expr.as(IfExprSyntax.self) {
      let translated = try conditional(ifExpr)
      // An `if let` of a position only: its body, spliced in.
      if case .list(let body) = translated { return body }
      return [YAMLValue.Entry(value: translated)]
    }
    if let infix = expr.as(InfixOperatorExprSyntax.self) { return [YAMLValue.Entry(value: try assignment(infix))] }
    if let call = expr.as(FunctionCallExprSyntax.self) { return try self.call(call) }
    throw Untranslated(expr, "an expression statement with no scenario action")
  }

  // MARK: Assignments

  /// `x = v`, `x.a = v`, `x += v`, `x *= v`.
  private func assignment(_ infix: InfixOperatorExprSyntax) throws -> YAMLValue {
    let op: String
    if infix.operator.is(AssignmentExprSyntax.self) {
      op = "="
    } else if let binary = infix.operator.as(BinaryOperatorExprSyntax.self), ["+=", "*="].contains(binary.operator.text) {
      op = binary.operator.text
    } else {
      throw Untranslated(infix, "an operator statement other than an assignment")
    }
    var value = try expressions.value(of: infix.rightOperand)
    if op != "=" {
      let current = try expressions.value(of: infix.leftOperand)
      value = .single(op == "+=" ? "add" : "multiply", .items([current, value]))
    }
    return try write(value, to: infix.leftOperand)
  }

  /// A write of `value` to `target`: `set`, or `setFocusedBinding`.
  private func write(_ value: YAMLValue, to target: ExprSyntax) throws -> YAMLValue {
    var path: [String] = []
    var base = target
    while true {
      if let member = base.as(MemberAccessExprSyntax.self), let inner = member.base {
        path.insert(member.declName.baseName.text, at: 0)
        base = inner
      } else if let optional = base.as(OptionalChainingExprSyntax.self) {
        base = optional.expression
      } else {
        break
      }
    }
    guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text else {
      throw Untranslated(target, "a write to something other than a variable")
    }
    path.removeAll { $0 == "wrappedValue" }
    switch scope.lookup(name) {
    case .variable(let variable):
      return .single("set", .single(([variable] + path).joined(separator: "."), value))
    case .focusedValue(let key) where path.isEmpty:
      return .single("setFocusedBinding", .single(key, value))
    default:
      throw Untranslated(target, "'\(name)' is not a state or FocusState variable or focused binding this view can write")
    }
  }

  // MARK: Conditionals

  /// `if c {…} else if … else {…}`; `if let x = y` binds x to y's value and holds when y is not nil.
  private func conditional(_ ifExpr: IfExprSyntax) throws -> YAMLValue {
    let (conditions, scope) = try expressions.ifConditions(ifExpr.conditions, position: position)
    var inner = self
    inner.scope = scope
    var entries: [YAMLValue.Entry] = []
    let thenActions = inner.actions(of: ifExpr.body.statements)
    var elseActions: [YAMLValue.Entry] = []
    switch ifExpr.elseBody {
    case .ifExpr(let elseIf)?: elseActions = [YAMLValue.Entry(value: try conditional(elseIf))]
    case .codeBlock(let block)?: elseActions = actions(of: block.statements)
    case nil: break
    }
    if conditions.isEmpty {
      return .list(thenActions)  // only a position binding: its body always runs
    }
    entries.append(YAMLValue.Entry(key: "if", value: conditions.count == 1 ? conditions[0] : .single("all", .items(conditions))))
    entries.append(YAMLValue.Entry(key: "then", value: .list(thenActions)))
    if !elseActions.isEmpty { entries.append(YAMLValue.Entry(key: "else", value: .list(elseActions))) }
    return .map(entries)
  }

  /// `list.firstIndex(where: { $0.id == X })` as the position of X in list.
  private func position(_ expr: ExprSyntax) throws -> Scope.Symbol? {
    guard let call = expr.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "firstIndex",
      let list = member.base, let predicate = call.closureArgument(labeled: "where"),
      predicate.statements.count == 1, case .expr(let body)? = predicate.statements.first?.item,
      let equals = body.as(InfixOperatorExprSyntax.self),
      equals.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "=="
    else { return nil }
    let element = predicate.parameterNames.first ?? "$0"
    let rowScope = scope.with(element, .value(.reference("item")))
    let left = try ExpressionTranslator(scope: rowScope, catalog: catalog).value(of: equals.leftOperand)
    guard left == .reference("item.id") else { return nil }
    return .position(list: try expressions.value(of: list), id: try expressions.value(of: equals.rightOperand))
  }

  // MARK: Calls

  private mutating func call(_ call: FunctionCallExprSyntax) throws -> [YAMLValue.Entry] {
    switch call.calledName {
    case "Task":
      // Its body runs after this transaction, as its own (F47); what it
      // awaits elsewhere is a TODO inside it.
      guard let body = call.trailingClosure else { throw Untranslated(call, "a Task without a closure") }
      return [YAMLValue.Entry(value: .single("task", .list(actions(of: body.statements))))]
    case "withAnimation":
      // Animation does not change focus: the body's actions, as if called directly.
      guard let body = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) else { break }
      return actions(of: body.statements)
    default: break
    }
    if let name = call.calledName, case .dismiss? = scope.lookup(name), call.arguments.isEmpty {
      return [YAMLValue.Entry(value: .scalar("dismiss"))]
    }
    // A method of the view itself: `handleLogin()`, `self.save()`.
    if let name = call.calledName ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap({
      $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? $0.declName.baseName.text : nil
    }) {
      return try method(name, call)
    }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
      throw Untranslated(call, "a call the importer cannot follow")
    }
    let expressions = self.expressions
    let list = { try expressions.value(of: base) }
    func argument(_ index: Int) throws -> ExprSyntax {
      let arguments = Array(call.arguments)
      guard index < arguments.count else { throw Untranslated(call, "missing argument") }
      return arguments[index].expression
    }
    switch (member.declName.baseName.text, call.arguments.map { $0.label?.text ?? "_" }) {
    case ("toggle", []):
      let flag = try expressions.value(of: base)
      return [
        YAMLValue.Entry(value: .map([
          YAMLValue.Entry(key: "if", value: flag),
          YAMLValue.Entry(key: "then", value: try write(.scalar("false"), to: base)),
          YAMLValue.Entry(key: "else", value: try write(.scalar("true"), to: base)),
        ]))
      ]
    case ("append", ["_"]):
      return [YAMLValue.Entry(value: .single("append", .pairs([("to", try list()), ("value", try expressions.value(of: argument(0)))])))]
    case ("insert", ["_", "at"]):
      let value = try expressions.value(of: argument(0))
      return [YAMLValue.Entry(value: .single("insert", .pairs([("into", try list())] + (try place(argument(1))) + [("value", value)])))]
    case ("removeAll", ["where"]), ("removeAll", []):
      guard let predicate = call.closureArgument(labeled: "where"), predicate.statements.count == 1,
        case .expr(let body)? = predicate.statements.first?.item
      else { throw Untranslated(call, "a removeAll(where:) predicate of more than one expression") }
      let element = predicate.parameterNames.first ?? "$0"
      let condition = try ExpressionTranslator(scope: scope.with(element, .value(.reference("item"))), catalog: catalog).condition(of: body)
      return [YAMLValue.Entry(value: .single("remove", .pairs([("from", try list()), ("where", condition)])))]
    default:
      throw Untranslated(call, "a call the importer cannot follow (not a method of \(scope.type.name.text))")
    }
  }

  /// Where `insert(_:at:)` puts the value: after or before an element's id, or an index.
  private func place(_ expr: ExprSyntax) throws -> [(String, YAMLValue)] {
    if let reference = expr.as(DeclReferenceExprSyntax.self), case .position(_, let id)? = scope.lookup(reference.baseName.text) {
      return [("before", id)]
    }
    if let infix = expr.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+",
      infix.rightOperand.as(IntegerLiteralExprSyntax.self)?.literal.text == "1",
      let reference = infix.leftOperand.as(DeclReferenceExprSyntax.self),
      case .position(_, let id)? = scope.lookup(reference.baseName.text)
    {
      return [("after", id)]
    }
    return [("at", try expressions.value(of: expr))]
  }

  /// A call of the view's own method: its body, inlined, with its
  /// parameters bound to the arguments.
  private func method(_ name: String, _ call: FunctionCallExprSyntax) throws -> [YAMLValue.Entry] {
    guard let method = scope.type.method(named: name), let body = method.body else {
      throw Untranslated(call, "a call the importer cannot follow (not a method of \(scope.type.name.text))")
    }
    guard !inlining.contains(name) else { throw Untranslated(call, "a recursive call") }
    var inner = self
    inner.inlining.insert(name)
    let parameters = Array(method.signature.parameterClause.parameters)
    let arguments = Array(call.arguments)
    guard parameters.count == arguments.count else { throw Untranslated(call, "default arguments are not followed") }
    for (parameter, argument) in zip(parameters, arguments) {
      let local = (parameter.secondName ?? parameter.firstName).text
      inner.scope = inner.scope.with(local, .value(try expressions.value(of: argument.expression)))
    }
    return inner.actions(of: body.statements)
  }
}

extension FunctionCallExprSyntax {
  /// The closure passed as `label:` or as the trailing closure.
  package func closureArgument(labeled label: String) -> ClosureExprSyntax? {
    if let argument = arguments.first(where: { $0.label?.text == label }) { return argument.expression.as(ClosureExprSyntax.self) }
    return trailingClosure
  }
}

extension ClosureExprSyntax {
  /// The parameter names: `{ a, b in }`, `{ (a, b) in }`; empty for `$0` closures.
  package var parameterNames: [String] {
    switch signature?.parameterClause {
    case .simpleInput(let names)?: return names.map(\.name.text)
    case .parameterClause(let clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    case nil: return []
    }
  }
}
