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

/// Why a file operation failed, in words, for a message such as
/// "could not write .focus-scenarios/last-failed (Permission denied)".
///
/// Darwin's Foundation says it as `localizedDescription`. On Linux the
/// release binary links FoundationEssentials alone (no corelibs
/// Foundation: docs/benchmarks.md, "Start-up without corelibs
/// Foundation"), which has no `localizedDescription`; its file errors are
/// a `CocoaError` around the `POSIXError` that caused them, said here as
/// the C library says that error (`strerror`), as the output sinks do.
func fileErrorReason(_ error: any Error) -> String {
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
