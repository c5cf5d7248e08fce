import FocusScenarios
import SwiftSyntax

/// Swift expressions as scenario expressions and conditions: literals,
/// references through the `Scope`, enum cases (`.username`, `.row(id: x)`
/// as `{ row: x }`), `+`/`*`, `UUID()` as `$newID`, same-file struct
/// initializers as mappings; conditions from `!`, `&&`, `||`, `==`, `!=`,
/// `== nil` and `.isEmpty`. What does not map throws `Untranslated`.
///
///     try ExpressionTranslator(scope: scope, catalog: catalog).condition(of: expr)   // { isEmpty: $username }
package struct ExpressionTranslator {
  package var scope: Scope
  package var catalog: TypeCatalog

  package init(scope: Scope, catalog: TypeCatalog) {
    self.scope = scope
    self.catalog = catalog
  }

  // MARK: Values

  package func value(of expr: ExprSyntax) throws -> YAMLValue {
    if let literal = expr.as(StringLiteralExprSyntax.self) { return try string(literal) }
    if let literal = expr.as(IntegerLiteralExprSyntax.self) { return .scalar(literal.literal.text.replacingOccurrences(of: "_", with: "")) }
    if let literal = expr.as(FloatLiteralExprSyntax.self) { return .scalar(literal.literal.text.replacingOccurrences(of: "_", with: "")) }
    if let literal = expr.as(BooleanLiteralExprSyntax.self) { return .scalar(literal.literal.text) }
    if expr.is(NilLiteralExprSyntax.self) { return .scalar("null") }
    if let array = expr.as(ArrayExprSyntax.self) { return .items(try array.elements.map { try value(of: $0.expression) }) }
    if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return try value(of: only.expression)
    }
    if let optional = expr.as(OptionalChainingExprSyntax.self) { return try value(of: optional.expression) }
    if let forced = expr.as(ForceUnwrapExprSyntax.self) { return try value(of: forced.expression) }
    if let reference = expr.as(DeclReferenceExprSyntax.self) { return try read(reference.baseName.text, at: reference) }
    if let member = expr.as(MemberAccessExprSyntax.self) { return try memberValue(member) }
    if let call = expr.as(FunctionCallExprSyntax.self) { return try callValue(call) }
    if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
      let left = try value(of: infix.leftOperand)
      let right = try value(of: infix.rightOperand)
      switch op.operator.text {
      case "*": return .single("multiply", .items([left, right]))
      case "+":
        let isText = infix.leftOperand.is(StringLiteralExprSyntax.self) || infix.rightOperand.is(StringLiteralExprSyntax.self)
        return .single(isText ? "concat" : "add", .items([left, right]))
      default: break
      }
    }
    throw Untranslated(expr, "the scenario format has no expression for this")
  }

  /// A reference's value: a variable, a focused value or a bound value.
  package func read(_ name: String, at node: some SyntaxProtocol) throws -> YAMLValue {
    switch scope.lookup(name) {
    case .variable(let variable): return .reference(variable)
    case .focusedValue(let key): return .reference("focusedValues." + key)
    case .value(let value): return value
    case .position, .dismiss, nil:
      throw Untranslated(node, "'\(name)' is not a state, FocusState or focused value of this view, nor a local the importer follows")
    }
  }

  private func memberValue(_ member: MemberAccessExprSyntax) throws -> YAMLValue {
    let name = member.declName.baseName.text
    guard let base = member.base else { return .string(name) }  // `.username`
    if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, catalog.enumCases[type] != nil { return .string(name) }
    if name == "uuidString", base.as(FunctionCallExprSyntax.self)?.calledName == "UUID" { return .reference("newID") }
    let baseValue = try value(of: base)
    switch name {
    case "wrappedValue": return baseValue
    case "count", "first", "last": return .single(name, baseValue)
    default:
      guard case .scalar(let text) = baseValue, text.hasPrefix("$") else {
        throw Untranslated(member, "'.\(name)' reads into a value the importer cannot follow")
      }
      return .scalar(text + "." + name)
    }
  }

  private func callValue(_ call: FunctionCallExprSyntax) throws -> YAMLValue {
    if call.calledName == "UUID", call.arguments.isEmpty { return .reference("newID") }
    // An enum case with an associated value: `.row(id: x)` is `{ row: x }`.
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.base == nil || member.base?.as(DeclReferenceExprSyntax.self).map({ catalog.enumCases[$0.baseName.text] != nil }) == true
    {
      guard call.arguments.count == 1, let argument = call.arguments.first else {
        throw Untranslated(call, "a case with several associated values has no single scenario value")
      }
      return .single(member.declName.baseName.text, try value(of: argument.expression))
    }
    if let name = call.calledName, let model = catalog.models[name] { return try memberwise(model.syntax, call) }
    throw Untranslated(call, "a call whose result the importer cannot compute")
  }

  /// `Reminder(title: "")` as `{ id: $newID, title: "" }`: the struct's
  /// stored properties in order, from the arguments or their defaults.
  private func memberwise(_ model: StructDeclSyntax, _ call: FunctionCallExprSyntax) throws -> YAMLValue {
    var entries: [(String, YAMLValue)] = []
    for member in model.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: { $0.name.text == "static" })
      else { continue }
      for binding in variable.bindings where binding.accessorBlock == nil {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        if let argument = call.arguments.first(where: { $0.label?.text == name }) {
          entries.append((name, try value(of: argument.expression)))
        } else if let initial = binding.initializer?.value {
          entries.append((name, try value(of: initial)))
        } else {
          throw Untranslated(call, "no value for '\(name)' of \(model.name.text)")
        }
      }
    }
    return .pairs(entries)
  }

  private func string(_ literal: StringLiteralExprSyntax) throws -> YAMLValue {
    var text = ""
    var interpolated = false
    for segment in literal.segments {
      if let plain = segment.as(StringSegmentSyntax.self) {
        text += plain.content.text
      } else if let expression = segment.as(ExpressionSegmentSyntax.self), expression.expressions.count == 1,
        let inner = expression.expressions.first,
        case .scalar(let reference) = try value(of: inner.expression), reference.hasPrefix("$")
      {
        text += "${" + reference.dropFirst() + "}"
        interpolated = true
      } else {
        throw Untranslated(literal, "an interpolation of something other than a reference")
      }
    }
    return interpolated ? .scalar(Value.yamlDoubleQuoted(text)) : .string(text)
  }

  // MARK: Conditions

  /// An `if`'s condition list, as the actions and the views both read it:
  /// its tests as scenario conditions, in order, and this translator's
  /// scope with each `if let` name bound. A binding is a test of its own
  /// (`{ not: { isNil: value } }`) and binds the name to the value, unless
  /// `position` recognises its initializer as a list position (the
  /// actions' `firstIndex(where:)`), which the format assumes found. Each
  /// element reads the names the elements before it bound, as in Swift.
  package func ifConditions(
    _ elements: ConditionElementListSyntax, position: (ExprSyntax) throws -> Scope.Symbol? = { _ in nil }
  ) throws -> (tests: [YAMLValue], scope: Scope) {
    var inner = self
    var tests: [YAMLValue] = []
    for element in elements {
      switch element.condition {
      case .expression(let expr): tests.append(try inner.condition(of: expr))
      case .optionalBinding(let binding):
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
          throw Untranslated(binding, "an `if let` pattern other than a name")
        }
        let source = binding.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
        if let symbol = try position(source) {
          inner.scope = inner.scope.with(name, symbol)
        } else {
          let value = try inner.value(of: source)
          tests.append(.single("not", .single("isNil", value)))
          inner.scope = inner.scope.with(name, .value(value))
        }
      default:
        throw Untranslated(element, "`if case` and availability conditions have no scenario condition")
      }
    }
    return (tests, inner.scope)
  }

  package func condition(of expr: ExprSyntax) throws -> YAMLValue {
    if let literal = expr.as(BooleanLiteralExprSyntax.self) { return .scalar(literal.literal.text) }
    if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return try condition(of: only.expression)
    }
    if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return .single("not", try condition(of: prefix.expression))
    }
    if let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "isEmpty", let base = member.base {
      return .single("isEmpty", try value(of: base))
    }
    if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
      switch op {
      case "&&", "||":
        let name = op == "&&" ? "all" : "any"
        return .single(name, .items(try operands(of: infix, op).map { try condition(of: $0) }))
      case "==", "!=":
        let holds: YAMLValue
        if infix.rightOperand.is(NilLiteralExprSyntax.self) {
          holds = .single("isNil", try value(of: infix.leftOperand))
        } else {
          holds = .single("equals", .items([try value(of: infix.leftOperand), try value(of: infix.rightOperand)]))
        }
        return op == "==" ? holds : .single("not", holds)
      default: break
      }
    }
    let flag = try value(of: expr)
    guard case .scalar(let text) = flag, text.hasPrefix("$") else { throw Untranslated(expr, "not a condition the format can state") }
    return flag
  }

  /// `a && b && c` as [a, b, c].
  private func operands(of infix: InfixOperatorExprSyntax, _ op: String) -> [ExprSyntax] {
    func split(_ expr: ExprSyntax) -> [ExprSyntax] {
      if let inner = expr.as(InfixOperatorExprSyntax.self), inner.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == op {
        return split(inner.leftOperand) + split(inner.rightOperand)
      }
      return [expr]
    }
    return split(ExprSyntax(infix))
  }
}

extension FunctionCallExprSyntax {
  /// `Name` of `Name(…)`, nil for a member or closure call.
  package var calledName: String? { calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text }
}
