import SwiftSyntax

/// A view's stored properties as scenario declarations and scope entries:
/// `@State` with a literal value → `state`, `@FocusState` Bool → `false`
/// and Optional → `null` (its enum's cases in a comment),
/// `@FocusedValue`/`@FocusedBinding(\.key)` → `$focusedValues.key`,
/// `@Binding` and plain properties → the caller's argument,
/// `@Environment(\.dismiss)` → the `dismiss` action. Anything else
/// (view models, `@Environment`, …) is a TODO.
package struct PropertyReader {
  package var session: ImportSession
  package var file: SwiftFile

  /// The scope of `view`'s body, declaring its state in the session.
  /// `arguments` are the call's (`InputView(text: $text)`), read in `callerScope`.
  package func scope(
    of view: StructDeclSyntax, arguments: LabeledExprListSyntax? = nil, callerScope: Scope? = nil
  ) -> (scope: Scope, todos: [String]) {
    var scope = Scope(type: view)
    var todos: [String] = []
    for member in view.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: { $0.name.text == "static" }),
        let binding = variable.bindings.first, binding.accessorBlock == nil,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      else { continue }
      let wrapper = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }.first
      let wrapperName = wrapper?.attributeName.trimmedDescription
      do {
        switch wrapperName {
        case "State":
          let scenarioName = session.variableName(for: name)
          scope = scope.with(name, .variable(scenarioName))
          guard let initial = binding.initializer?.value else {
            throw Untranslated(variable, "@State without an initial value: set one here")
          }
          let value = try ExpressionTranslator(scope: Scope(type: view), catalog: session.catalog).value(of: initial)
          session.declareState(YAMLValue.Entry(key: scenarioName, value: value))
        case "FocusState":
          let scenarioName = session.variableName(for: name)
          scope = scope.with(name, .variable(scenarioName))
          let type = binding.typeAnnotation?.type.trimmedDescription ?? "Bool"
          if type == "Bool" {
            session.declareFocusState(YAMLValue.Entry(key: scenarioName, value: .scalar("false")))
          } else {
            let enumName = type.hasSuffix("?") ? String(type.dropLast()) : type
            let cases = session.catalog.enumCases[enumName].map { ["\(enumName): \($0.joined(separator: ", "))"] } ?? []
            session.declareFocusState(YAMLValue.Entry(key: scenarioName, value: .scalar("null")))
            if !cases.isEmpty { session.declareFocusStateComment(cases[0]) }
          }
        case "FocusedValue", "FocusedBinding":
          guard let key = wrapper?.keyPathArgument else { throw Untranslated(variable, "a focused value without a `\\.key`") }
          scope = scope.with(name, .focusedValue(key))
        case "Binding", nil:
          if let argument = arguments?.first(where: { $0.label?.text == name }), let callerScope {
            scope = scope.with(name, try symbol(for: argument.expression, in: callerScope))
          } else if wrapperName == "Binding" {
            throw Untranslated(variable, "a @Binding the importer cannot bind (no argument from a view in this file)")
          } else if let initial = binding.initializer?.value {
            scope = scope.with(name, .value(try ExpressionTranslator(scope: scope, catalog: session.catalog).value(of: initial)))
          }
        case "Environment" where wrapper?.keyPathArgument == "dismiss":
          scope = scope.with(name, .dismiss)
        case "Namespace":
          scope = scope.with(name, .value(.string(name)))
        default:
          throw Untranslated(variable, "@\(wrapperName ?? "") is code outside this view (a model or the environment)")
        }
      } catch let untranslated as Untranslated {
        todos.append(Todo.comment(untranslated, in: file))
      } catch {
        todos.append(Todo.comment(about: variable, "\(error)", in: file))
      }
    }
    return (scope, todos)
  }

  /// What a parameter means given the caller's argument: the caller's
  /// variable for `$text`, else the argument's value.
  private func symbol(for argument: ExprSyntax, in callerScope: Scope) throws -> Scope.Symbol {
    if let reference = argument.as(DeclReferenceExprSyntax.self), let symbol = callerScope.lookup(reference.baseName.text) {
      return symbol
    }
    return .value(try ExpressionTranslator(scope: callerScope, catalog: session.catalog).value(of: argument))
  }
}

extension AttributeSyntax {
  /// `key` of `@FocusedValue(\.key)`.
  var keyPathArgument: String? {
    guard case .argumentList(let arguments)? = self.arguments, let keyPath = arguments.first?.expression.as(KeyPathExprSyntax.self)
    else { return nil }
    return keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
  }
}
