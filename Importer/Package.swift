// swift-tools-version: 6.0
import PackageDescription

// The importer lives in a package of its own so that swift-syntax (minutes per
// clean build, and a pinned version that users' macro packages may conflict
// with) never becomes a dependency of the main package's products. It depends
// on the main package by path for the YAML reader, values, diagnostics and diffs.
let package = Package(
  name: "focus-scenarios-import",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "focus-scenarios-import", targets: ["FocusScenariosImport"]),
  ],
  dependencies: [
    .package(name: "focus-scenarios", path: ".."),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    .target(
      name: "SwiftUIImport",
      dependencies: [
        .product(name: "FocusScenarios", package: "focus-scenarios"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
      ]
    ),
    .executableTarget(
      name: "FocusScenariosImport",
      dependencies: ["SwiftUIImport", .product(name: "ArgumentParser", package: "swift-argument-parser")]
    ),
    .testTarget(
      name: "SwiftUIImportTests",
      dependencies: ["SwiftUIImport", .product(name: "FocusScenarios", package: "focus-scenarios")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
