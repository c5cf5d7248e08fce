#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces a file's contents atomically, and only if it still holds what
/// was read: the new bytes go to a temporary file in the same folder (with
/// the file's permissions), which is then renamed over the file.
///
///     try AtomicFileWriter.replace(path: "a.yaml", expecting: original, with: edited)
///
/// A symbolic link is followed, so the file it points at is replaced and the
/// link stays a link.
enum AtomicFileWriter {
  enum Failure: Error, Sendable, Hashable {
    /// The file no longer holds the bytes it was read with.
    case changedOnDisk
    /// A system call failed: what was being done and why.
    case io(String)
  }

  static func replace(path: String, expecting original: [UInt8], with bytes: [UInt8]) throws(Failure) {
    guard let resolved = realpath(path, nil) else { throw .io("cannot resolve the path: \(systemError())") }
    let target = String(cString: resolved)
    free(resolved)

    var info = stat()
    guard stat(target, &info) == 0 else { throw .io("cannot inspect the file: \(systemError())") }
    guard try contents(of: target) == original else { throw .changedOnDisk }

    let slash = target.lastIndex(of: "/")
    let folder = slash.map { String(target[..<$0]) } ?? "."
    let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
    var template = Array("\(folder)/.\(name).record-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemp(base)
    }
    guard descriptor >= 0 else { throw .io("cannot create a temporary file in \(folder): \(systemError())") }
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)

    var closed = false
    do throws(Failure) {
      try writeAll(bytes, to: descriptor)
      guard fchmod(descriptor, info.st_mode & 0o7777) == 0 else { throw Failure.io("cannot set permissions: \(systemError())") }
      guard fsync(descriptor) == 0 else { throw Failure.io("cannot flush the temporary file: \(systemError())") }
      closed = true
      guard close(descriptor) == 0 else { throw Failure.io("cannot close the temporary file: \(systemError())") }
      // Checked again just before the rename, to keep the window for a lost edit small.
      guard try contents(of: target) == original else { throw Failure.changedOnDisk }
      guard rename(temporary, target) == 0 else { throw Failure.io("cannot replace the file: \(systemError())") }
    } catch {
      if !closed { close(descriptor) }
      unlink(temporary)
      throw error
    }
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(Failure) {
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return write(descriptor, base + written, bytes.count - written)
      }
      if result < 0 {
        if errno == EINTR { continue }
        throw .io("cannot write the temporary file: \(systemError())")
      }
      written += result
    }
  }

  private static func contents(of path: String) throws(Failure) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw .io("cannot read the file again: \(systemError())") }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return read(descriptor, base, buffer.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw .io("cannot read the file again: \(systemError())")
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<count])
    }
  }

  private static func systemError() -> String {
    String(cString: strerror(errno))
  }
}
