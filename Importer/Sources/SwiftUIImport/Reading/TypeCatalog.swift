import SwiftSyntax

/// The types declared in the imported files, by name: the views (a struct
/// with a `body`), the `Commands`, enums (their cases) and plain structs
/// (their stored properties, for `Reminder(title: "")`).
///
///     let catalog = TypeCatalog(files: [file])
///     catalog.views.map(\.name)   // ["LoginForm"]
package struct TypeCatalog {
  /// A struct and the file it is in.
  package struct Declaration {
    package var name: String
    package var syntax: StructDeclSyntax
    package var file: SwiftFile
  }

  /// Structs with a `var body`, in file order, except previews and Commands.
  package private(set) var views: [Declaration] = []
  /// Structs that conform to `Commands`.
  package private(set) var commands: [Declaration] = []
  /// Other structs, for memberwise initializers.
  package private(set) var models: [String: Declaration] = [:]
  /// Enum cases by enum name.
  package private(set) var enumCases: [String: [String]] = [:]

  package init(files: [SwiftFile]) {
    for file in files {
      for structDecl in file.tree.descendants(StructDeclSyntax.self) {
        let declaration = Declaration(name: structDecl.name.text, syntax: structDecl, file: file)
        let conformances = structDecl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if conformances.contains("Commands") {
          commands.append(declaration)
        } else if conformances.contains("PreviewProvider") {
          continue
        } else if structDecl.property(named: "body") != nil {
          views.append(declaration)
        } else {
          models[declaration.name] = declaration
        }
      }
      for enumDecl in file.tree.descendants(EnumDeclSyntax.self) {
        enumCases[enumDecl.name.text] = enumDecl.memberBlock.members.flatMap { member in
          member.decl.as(EnumCaseDeclSyntax.self)?.elements.map(\.name.text) ?? []
        }
      }
    }
  }

  /// The view named `name`.
  package func view(named name: String) -> Declaration? { views.first { $0.name == name } }

  /// The views no other view of the files uses: the candidates for the
  /// imported root when `--type` is not given.
  package var rootViews: [Declaration] {
    let names = Set(views.map(\.name))
    var used: Set<String> = []
    for view in views {
      for call in view.syntax.memberBlock.descendants(FunctionCallExprSyntax.self) {
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, names.contains(name), name != view.name {
          used.insert(name)
        }
      }
    }
    return views.filter { !used.contains($0.name) }
  }
}

extension StructDeclSyntax {
  /// The `var` or `let` member named `name`.
  package func property(named name: String) -> VariableDeclSyntax? {
    memberBlock.members.lazy.compactMap { $0.decl.as(VariableDeclSyntax.self) }.first { variable in
      variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
    }
  }

  /// The method named `name`.
  package func method(named name: String) -> FunctionDeclSyntax? {
    memberBlock.members.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first { $0.name.text == name }
  }
}

extension SyntaxProtocol {
  /// Every descendant of type `T`, in source order (this node included).
  package func descendants<T: SyntaxProtocol>(_ type: T.Type) -> [T] {
    var found: [T] = []
    if let match = self.as(T.self) { found.append(match) }
    for child in children(viewMode: .sourceAccurate) { found += child.descendants(type) }
    return found
  }
}
