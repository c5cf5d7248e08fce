#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Scenarios  // Lock

/// Where report text goes: standard output, standard error, or a file.
///
///     let sink = try OutputSink.file(at: "report.xml")
///     sink.write("<testsuites/>\n")
///     sink.close()
///     sink.failure   // nil, or "cannot write the report to 'report.xml': No space left on device"
///
/// Every write's result is checked: a report that could not be written must
/// not end in success (issue 13), so the first failure is kept, later writes
/// to that sink are dropped, and `ExitStatus.guarding` turns it into a
/// message on stderr and exit status 70.
struct OutputSink: Sendable {
  /// How messages name the sink: `standard output`, `'report.xml'`.
  let name: String
  private let descriptor: Int32
  private let state: State

  private init(name: String, descriptor: Int32) {
    self.name = name
    self.descriptor = descriptor
    self.state = State()
  }

  static let standardOutput = OutputSink(name: "standard output", descriptor: 1)
  /// Failures here have nowhere to be reported, so they are kept but not checked.
  static let standardError = OutputSink(name: "standard error", descriptor: 2)

  /// Creates (or truncates) the file at `path`.
  static func file(at path: String) throws -> OutputSink {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      throw OutputError(path: path, reason: String(cString: strerror(errno)))
    }
    return OutputSink(name: "'\(path)'", descriptor: descriptor)
  }

  /// Whether the sink is a terminal (`isatty`): a person is watching.
  var isTerminal: Bool { isatty(descriptor) != 0 }

  /// Writes all of `text`, or records why it could not.
  var write: @Sendable (String) -> Void {
    let sink = self
    return { sink.writeAll($0) }
  }

  private func writeAll(_ text: String) {
    state.withLock { failure in
      guard failure == nil else { return }
      var bytes = Array(text.utf8)
      bytes.withUnsafeMutableBytes { buffer in
        guard let base = buffer.baseAddress else { return }
        var written = 0
        while written < buffer.count {
          let result = systemWrite(descriptor, base + written, buffer.count - written)
          if result >= 0 {
            written += result
            continue
          }
          switch errno {
          case EINTR:
            continue
          case EAGAIN, EWOULDBLOCK:
            // A non-blocking stdout inherited from the shell: wait until it drains.
            var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            _ = poll(&ready, 1, -1)
          default:
            failure = String(cString: strerror(errno))
            return
          }
        }
      }
    }
  }

  /// Closes a file sink; a failure to close (a full disk on some file
  /// systems) is a failed write too.
  func close() {
    guard descriptor > 2 else { return }
    state.withLock { failure in
      if systemClose(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
    }
  }

  /// "cannot write the report to standard output: Broken pipe", or `nil`.
  var failure: String? {
    state.withLock { failure in failure.map { "cannot write the report to \(name): \($0)" } }
  }

  /// The first failure, behind a lock: reporters may write from any task.
  private final class State: @unchecked Sendable {
    private let lock = Lock()
    private var failure: String?

    func withLock<Result>(_ body: (inout String?) -> Result) -> Result {
      lock.withLock { body(&failure) }
    }
  }

  struct OutputError: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "cannot write the report to '\(path)': \(reason)" }
  }
}

// The C library's write(2) and close(2), named apart from the sink's own.
#if canImport(Darwin)
private let systemWrite = Darwin.write
private let systemClose = Darwin.close
#elseif canImport(Glibc)
private let systemWrite = Glibc.write
private let systemClose = Glibc.close
#elseif canImport(Musl)
private let systemWrite = Musl.write
private let systemClose = Musl.close
#endif
