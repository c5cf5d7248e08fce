import Foundation
import Testing

/// `docs/use-from-swift.md`'s path dependency works whatever the checkout's
/// folder is called: a package depending on this one through a link named
/// unlike it loads its package graph (`swift package show-dependencies`,
/// which resolves `.product(…, package:)`; seconds, no build). Building and
/// testing through a path dependency is `.ci/run`'s `Examples/ConsumerPackage`.
@Suite("The path dependency of docs/use-from-swift.md")
struct PathDependencyTests {
  static let guide = CommandLineTool.packageRoot.appendingPathComponent("docs/use-from-swift.md")
  /// Named unlike any checkout of this package.
  static let folderName = "fs-main"

  /// A consumer package with `dependency` and a test target using
  /// `FocusScenariosTesting` from `package`; the result of loading its graph.
  static func loadGraph(dependency: String, package: String) throws -> CommandLineTool.Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-path-\(UUID().uuidString)")
    let app = folder.appendingPathComponent("app")
    try FileManager.default.createDirectory(at: app.appendingPathComponent("Tests/AppTests"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent(folderName), withDestinationURL: CommandLineTool.packageRoot)
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "App",
        platforms: [.macOS(.v13)],
        dependencies: [\(dependency)],
        targets: [
          .testTarget(name: "AppTests", dependencies: [.product(name: "FocusScenariosTesting", package: "\(package)")]),
        ]
      )

      """
    try Data(manifest.utf8).write(to: app.appendingPathComponent("Package.swift"))
    try Data("import FocusScenariosTesting\n".utf8).write(to: app.appendingPathComponent("Tests/AppTests/AppTests.swift"))
    return try CommandLineTool.run(
      ["swift", "package", "show-dependencies"], in: app, program: URL(fileURLWithPath: "/usr/bin/env"), timeLimit: .seconds(240))
  }

  @Test(
    "Both forms the guide shows load, through a folder named unlike the checkout",
    arguments: [
      (#".package(name: "focus-scenarios", path: "../fs-main")"#, "focus-scenarios"),
      (#".package(path: "../fs-main")"#, "fs-main"),
    ])
  func forms(dependency: String, package: String) throws {
    let guide = try String(contentsOf: Self.guide, encoding: .utf8)
    #expect(guide.contains(dependency + ","), "the guide shows \(dependency)")
    #expect(guide.contains(#".product(name: "FocusScenariosTesting", package: "\#(package)"),"#))
    let result = try Self.loadGraph(dependency: dependency, package: package)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("fs-main<"), "\(result)")
  }

  @Test("Without name:, package: \"focus-scenarios\" fails as the guide says")
  func folderNameIsTheIdentity() throws {
    let result = try Self.loadGraph(dependency: #".package(path: "../fs-main")"#, package: "focus-scenarios")
    #expect(result.status != 0, "\(result)")
    let message = "unknown package 'focus-scenarios' in dependencies of target 'AppTests'; valid packages are: 'fs-main'"
    #expect(result.stderr.contains(message), "\(result)")
    let guide = try String(contentsOf: Self.guide, encoding: .utf8)
    #expect(guide.contains(message))
  }
}
