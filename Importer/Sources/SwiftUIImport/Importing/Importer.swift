import Foundation
import SwiftSyntax

/// Imports a SwiftUI view: picks the type, translates it and the files'
/// `Commands`, and writes the scenario skeleton (SCENARIO-FORMAT 1.1) with
/// its import header and one unrecorded `- expect: {}`.
///
///     let result = try Importer(paths: ["LoginForm.swift"], typeName: nil, platform: "iOS").run(writingTo: "login.yaml")
///     result.text        // the YAML
///     result.todoCount   // 1 (handleLogin)
package struct Importer {
  package var paths: [String]
  package var typeName: String?
  package var platform: String

  package init(paths: [String], typeName: String?, platform: String) {
    self.paths = paths
    self.typeName = typeName
    self.platform = platform
  }

  package struct Result {
    package var text: String
    package var todoCount: Int
    package var header: ImportHeader
  }

  /// The skeleton for a scenario file at `outputPath` (nil: stdout, paths
  /// relative to the current folder).
  package func run(writingTo outputPath: String?) throws -> Result {
    let files = try paths.map { try SwiftFile(path: $0) }
    let catalog = TypeCatalog(files: files)
    let view = try chooseView(in: catalog, files: files)
    let session = ImportSession(catalog: catalog)

    let reader = PropertyReader(session: session, file: view.file)
    let (scope, propertyTodos) = reader.scope(of: view.syntax)
    let translator = ViewTranslator(session: session, file: view.file, scope: scope, expanding: [view.name])
    var rootNodes = propertyTodos.map { YAMLValue.Entry.comments([$0]) } + translator.body(of: view.syntax)
    let commands = catalog.commands.flatMap { CommandsTranslator(session: session).commands(of: $0) }

    // A body of several views is an implicit VStack, as SwiftUI lays it out.
    let realNodes = rootNodes.filter { $0.value != nil }
    let root: YAMLValue.Entry
    if realNodes.count == 1, let only = realNodes.first {
      root = YAMLValue.Entry(comments: rootNodes.filter { $0.value == nil }.flatMap(\.comments) + only.comments, key: "view", value: only.value)
    } else {
      if realNodes.isEmpty { rootNodes.append(YAMLValue.Entry(value: .single("VStack", .list([])))) }
      root = YAMLValue.Entry(key: "view", value: .single("VStack", .list(rootNodes)))
    }

    let header = ImportHeader(
      source: Self.relative(view.file.path, from: outputPath), type: view.name,
      hash: ImportHeader.hash(of: view.syntax.trimmedDescription))
    var document: [YAMLValue.Entry] = [
      YAMLValue.Entry(key: "scenario", value: .string("\(view.name) (imported from \((view.file.path as NSString).lastPathComponent))")),
      YAMLValue.Entry(key: "platform", value: .string(platform)),
    ]
    if !session.state.isEmpty { document.append(YAMLValue.Entry(key: "state", value: .map(session.state))) }
    if !session.focusState.isEmpty { document.append(YAMLValue.Entry(key: "focusState", value: .map(session.focusState))) }
    document.append(root)
    if !commands.isEmpty { document.append(YAMLValue.Entry(key: "commands", value: .list(commands))) }
    document.append(YAMLValue.Entry(
      comments: ["Add the steps; `focus-scenarios record` fills each empty expect."],
      key: "steps", value: .items([.single("expect", .map([]))])))

    let body = IDRules.resolve(.map(document), in: session)
    var lines = [
      "# yaml-language-server: $schema=\(Self.schemaPath(from: outputPath))",
      header.line,
      "# Imported by focus-scenarios-import; `focus-scenarios import --check` reports drift from the Swift.",
    ]
    lines += YAMLWriter().lines(of: body)
    return Result(text: lines.joined(separator: "\n") + "\n", todoCount: body.todoCount, header: header)
  }

  /// `--type`, the only root view, or an error that lists the candidates.
  private func chooseView(in catalog: TypeCatalog, files: [SwiftFile]) throws -> TypeCatalog.Declaration {
    let firstFile = files[0]
    let top = SwiftLocation(file: firstFile.path, line: 1, column: 1, sourceLine: firstFile.text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init))
    if let typeName {
      if let view = catalog.view(named: typeName) { return view }
      let names = catalog.views.map(\.name)
      let hint = names.min { Self.distance($0, typeName) < Self.distance($1, typeName) }
        .flatMap { Self.distance($0, typeName) <= max(2, typeName.count / 3) ? "did you mean '\($0)'?" : nil }
        ?? (names.isEmpty ? nil : "the View types are: \(names.joined(separator: ", "))")
      throw ImportError(.unknownType, "no View type '\(typeName)' in \(paths.joined(separator: ", "))", at: top, hint: hint)
    }
    let roots = catalog.rootViews
    guard !roots.isEmpty else {
      throw ImportError(.noViewType, "no View type (a struct with `var body`) in \(paths.joined(separator: ", "))", at: top)
    }
    guard roots.count == 1 else {
      let location = roots[1].file.location(of: roots[1].syntax.name)
      throw ImportError(
        .noViewType, "several View types could be the root: \(roots.map(\.name).joined(separator: ", "))", at: location,
        hint: "choose one with --type \(roots[0].name)", length: roots[1].name.count)
    }
    return roots[0]
  }

  /// `path` relative to the folder of `outputPath` (both as given, relative
  /// to the current folder or absolute).
  static func relative(_ path: String, from outputPath: String?) -> String {
    guard let outputPath else { return path }
    let current = FileManager.default.currentDirectoryPath
    func absolute(_ p: String) -> [String] {
      let full = p.hasPrefix("/") ? p : current + "/" + p
      return URL(fileURLWithPath: full).standardizedFileURL.pathComponents
    }
    let target = absolute(path)
    let folder = Array(absolute(outputPath).dropLast())
    var common = 0
    while common < min(target.count, folder.count), target[common] == folder[common] { common += 1 }
    let ups = Array(repeating: "..", count: folder.count - common)
    return (ups + target[common...]).joined(separator: "/")
  }

  /// The committed schema, relative to the output: the nearest
  /// `schema/focus-scenario.schema.json` above it, else `../schema/…`.
  static func schemaPath(from outputPath: String?) -> String {
    let fallback = "../schema/focus-scenario.schema.json"
    let start = URL(fileURLWithPath: outputPath ?? "x", relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath + "/"))
      .standardizedFileURL.deletingLastPathComponent()
    var folder = start
    var ups: [String] = []
    for _ in 0..<8 {
      let candidate = folder.appendingPathComponent("schema/focus-scenario.schema.json")
      if FileManager.default.fileExists(atPath: candidate.path) { return (ups + ["schema", "focus-scenario.schema.json"]).joined(separator: "/") }
      if folder.path == "/" { break }
      folder = folder.deletingLastPathComponent()
      ups.append("..")
    }
    return fallback
  }

  /// Edit distance, for did-you-mean.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased()), b = Array(b.lowercased())
    var row = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      var previous = row[0]
      row[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let current = row[j]
        row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
        previous = current
      }
    }
    return row[b.count]
  }
}
