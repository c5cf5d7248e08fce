// swift-tools-version: 6.0
import PackageDescription

// Modules depend strictly downward:
// CLibYAML → YAML → FocusEngine → Scenarios → Reporters → FocusScenariosCLI.
// FocusEngine knows nothing of YAML; only YAML imports CLibYAML.
let package = Package(
  name: "focus-scenarios",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "focus-scenarios", targets: ["FocusScenariosCLI"]),
    .library(name: "FocusScenarios", targets: ["FocusScenarios"]),
    .library(name: "FocusScenariosTesting", targets: ["FocusScenariosTesting"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
  ],
  targets: [
    .systemLibrary(
      name: "CLibYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    .target(
      name: "YAML",
      dependencies: ["CLibYAML", .product(name: "BasicContainers", package: "swift-collections")]
    ),
    .target(
      name: "FocusEngine",
      dependencies: [.product(name: "OrderedCollections", package: "swift-collections")]
    ),
    .target(
      name: "Scenarios",
      dependencies: [
        "YAML", "FocusEngine",
        .product(name: "OrderedCollections", package: "swift-collections"),
      ]
    ),
    .target(name: "Reporters", dependencies: ["Scenarios", "YAML"]),
    .target(name: "FocusScenarios", dependencies: ["YAML", "FocusEngine", "Scenarios", "Reporters"]),
    .target(name: "FocusScenariosTesting", dependencies: ["FocusScenarios"]),
    .executableTarget(
      name: "FocusScenariosCLI",
      dependencies: [
        "FocusScenarios",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(name: "YAMLTests", dependencies: ["YAML"]),
    .testTarget(name: "FocusEngineTests", dependencies: ["FocusEngine"]),
    .testTarget(name: "ScenariosTests", dependencies: ["Scenarios", "YAML", "FocusEngine"], exclude: ["Fixtures"]),
    .testTarget(name: "ReportersTests", dependencies: ["Reporters", "Scenarios", "YAML"]),
    .testTarget(name: "FocusScenariosCLITests", dependencies: ["FocusScenariosCLI"], exclude: ["Fixtures"]),
    .testTarget(name: "FocusScenariosTestingTests", dependencies: ["FocusScenariosTesting"], exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
