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
    // memchr and memcmp: Data.range(of:) took most of a minute over the debug binary.
    func names(_ library: String) -> Bool {
      let needle = Array(library.utf8)
      return binary.withUnsafeBytes { bytes in
        guard let base = bytes.baseAddress else { return false }
        var offset = 0
        while offset + needle.count <= bytes.count {
          guard let hit = memchr(base + offset, Int32(needle[0]), bytes.count - offset - needle.count + 1) else { return false }
          offset = base.distance(to: UnsafeRawPointer(hit))
          if memcmp(hit, needle, needle.count) == 0 { return true }
          offset += 1
        }
        return false
      }
    }
    #expect(names("libFoundationEssentials.so"), "the check reads the dynamic section's library names")
    #expect(!names("libFoundation.so"), "a module of the tool imports corelibs Foundation: use FoundationEssentials (see Lock)")
    #expect(!names("libFoundationInternationalization.so"))
  }
  #endif
}
