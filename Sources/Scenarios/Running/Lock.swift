#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A mutual-exclusion lock over a `pthread_mutex_t`, as `NSLock` is, for
/// the worker pool, the progress line and the output sink.
///
///     let lock = Lock()
///     lock.withLock { count += 1 }
///
/// Not `NSLock`: that lives in swift-corelibs-foundation, and on Linux the
/// release binary links Foundation statically. Using `NSLock` (or any other
/// corelibs class) pulls in corelibs Foundation and FoundationInternationalization,
/// 1,764 protocol conformance records that the Swift runtime scans at every
/// first conformance check (361 checks at start-up; docs/benchmarks.md,
/// "Start-up without corelibs Foundation"). Not `Mutex` from Synchronization
/// either: on macOS that needs macOS 15, and the package supports macOS 13.
/// `package`: shared by this package's modules, not part of the library's API.
package final class Lock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  package init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  package func lock() { pthread_mutex_lock(mutex) }

  package func unlock() { pthread_mutex_unlock(mutex) }

  /// `body`'s result, run with the lock held.
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}
