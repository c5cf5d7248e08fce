import SwiftSyntax

extension ViewTranslator {
  /// `ForEach($items) { $item in … }` or `ForEach(items, id: \.key) { item in … }`.
  func forEach(_ call: FunctionCallExprSyntax, modifiers: [(String, FunctionCallExprSyntax)]) throws -> YAMLValue.Entry {
    guard let dataArgument = call.arguments.first?.expression, let closure = call.trailingClosure else {
      throw Untranslated(call, "a ForEach without data and a row closure")
    }
    if let (name, modifier) = modifiers.first { throw Untranslated(modifier, "ForEach's .\(name) is not translated") }
    let data = try expressions.value(of: dataArgument)
    var properties: [(String, YAMLValue)] = [("data", data)]
    var itemID = "${item.id}"
    if let idArgument = call.arguments.first(where: { $0.label?.text == "id" })?.expression.as(KeyPathExprSyntax.self) {
      let key = idArgument.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
      if let key, key != "id" { properties.append(("idKey", .string(key))) }
      if idArgument.components.last?.component.is(KeyPathPropertyComponentSyntax.self) == false || key == "self" {
        itemID = "${item}"
      }
      if key == "self" { properties.removeLast() }
    }
    var row = self
    row.rowSuffix = (rowSuffix ?? "") + "-" + itemID
    for name in closure.parameterNames { row.scope = row.scope.with(name, .value(.reference("item"))) }
    if closure.parameterNames.isEmpty { row.scope = row.scope.with("$0", .value(.reference("item"))) }
    let rows = row.nodes(of: closure.statements)
    let template: YAMLValue
    let nodesOnly = rows.filter { $0.value != nil }
    if nodesOnly.count == 1, let only = nodesOnly.first?.value {
      template = only
    } else {
      template = .single("Group", .list(rows))
    }
    var entries = properties.map { YAMLValue.Entry(key: $0.0, value: $0.1) }
    let rowComments = nodesOnly.count == 1 ? rows.filter { $0.value == nil }.flatMap(\.comments) : []
    entries.append(YAMLValue.Entry(comments: rowComments, key: "row", value: template))
    return YAMLValue.Entry(value: .single("ForEach", .map(entries)))
  }
}
