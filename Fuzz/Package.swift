// swift-tools-version: 6.0
import PackageDescription

// A separate package so that `swift build` of the main package never builds
// the fuzzer (it needs `-sanitize=fuzzer`, which only some toolchains ship).
// Build and run it with `scripts/fuzz [SECONDS]` from the repository root.
let package = Package(
  name: "focus-scenarios-fuzz",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "focus-scenarios", path: "..")
  ],
  targets: [
    // The entry point SwiftPM's linking expects (see FuzzMain.c).
    .target(name: "CFuzzMain"),
    .executableTarget(
      name: "FuzzScenarios",
      dependencies: ["CFuzzMain", .product(name: "FocusScenarios", package: "focus-scenarios")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
