// swift-tools-version: 6.0
import PackageDescription

// An app's package that checks its focus behaviour with scenario files:
// `swift test` runs every scenario in Scenarios/ (see Tests/ConsumerPackageTests).
let package = Package(
  name: "ConsumerPackage",
  platforms: [.macOS(.v13)],
  dependencies: [
    // In your own package: .package(url: "<focus-scenarios repository>", from: "…")
    .package(name: "focus-scenarios", path: "../.."),
  ],
  targets: [
    .testTarget(
      name: "ConsumerPackageTests",
      dependencies: [.product(name: "FocusScenariosTesting", package: "focus-scenarios")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
