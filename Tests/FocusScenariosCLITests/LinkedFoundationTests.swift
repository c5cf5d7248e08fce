import Foundation
import Testing

/// On Linux the tool uses FoundationEssentials only. Corelibs Foundation
/// (`NSLock`, `Process`, `Bundle`, `NSString`, …) would pull itself and
/// FoundationInternationalization into the static release binary: 1,764
/// more protocol conformance records, which the Swift runtime scans at
/// each first conformance check, 361 of them at start-up (issue 20,
/// target 5; docs/benchmarks.md, "Start-up without corelibs Foundation").
/// The debug build links Foundation dynamically, so its dynamic section
/// names every Foundation library any module of the tool uses.
@Suite("The tool's Foundation")
struct LinkedFoundationTests {
  #if os(Linux)
  @Test("On Linux focus-scenarios links FoundationEssentials, not corelibs Foundation")
  func essentialsOnly() throws {
    let binary = try Data(contentsOf: CommandLineTool.executable())
    func names(_ library: String) -> Bool { binary.range(of: Data(library.utf8)) != nil }
    #expect(names("libFoundationEssentials.so"), "the check reads the dynamic section's library names")
    #expect(!names("libFoundation.so"), "a module of the tool imports corelibs Foundation: use FoundationEssentials (see Lock)")
    #expect(!names("libFoundationInternationalization.so"))
  }
  #endif
}
