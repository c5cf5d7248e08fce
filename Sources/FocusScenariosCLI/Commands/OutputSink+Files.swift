#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension OutputSink {
  /// Why a file operation failed, in words, for a message such as
  /// "could not write .focus-scenarios/last-failed (Permission denied)".
  ///
  /// Darwin's Foundation says it as `localizedDescription`. On Linux the
  /// release binary links FoundationEssentials alone (no corelibs
  /// Foundation: docs/benchmarks.md, "Start-up without corelibs
  /// Foundation"), which has no `localizedDescription`; its file errors are
  /// a `CocoaError` around the `POSIXError` that caused them, said here as
  /// the C library says that error (`strerror`), as a sink's failures are.
  static func reason(for error: any Error) -> String {
    #if canImport(FoundationEssentials)
    if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
    if let cocoa = error as? CocoaError {
      if let underlying = cocoa.userInfo["NSUnderlyingError"] as? POSIXError {
        return String(cString: strerror(underlying.code.rawValue))
      }
      return "error \(cocoa.code.rawValue)"
    }
    return "\(error)"
    #else
    return error.localizedDescription
    #endif
  }

  /// Whether `path` is a folder (links followed, as writing into it
  /// follows them); `nil` when nothing is there.
  static func isFolder(_ path: String) -> Bool? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return info.st_mode & S_IFMT == S_IFDIR
  }
}
