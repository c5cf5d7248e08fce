#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces a file's contents atomically, and only if it still holds what
/// was read: the new bytes go to a temporary file in the same folder (with
/// the file's permissions), which is flushed and then renamed over the file.
///
///     try AtomicFileWriter.replace(path: "a.yaml", expecting: original, with: edited)
///
/// A symbolic link is followed, so the file it points at is replaced and the
/// link stays a link. A file without write permission, or with more than
/// one hard link (a rename would give this name a new inode and leave the
/// other names with the old text), is refused before anything is created.
///
/// The temporary file is `.NAME.focus-scenarios-record.PID.XXXXXX.tmp`
/// beside the file; one left by a process that was killed is removed by
/// `removeStale(inFolder:before:)` on a later run.
enum AtomicFileWriter {
  enum Failure: Error, Sendable, Hashable {
    /// The file no longer holds the bytes it was read with.
    case changedOnDisk
    /// The file has no write permission for its owner, or this user may not write it (its mode).
    case readOnly(mode: UInt32)
    /// The file has this many hard links.
    case hardLinked(count: Int)
    /// A system call failed: what was being done and why.
    case io(String)
  }

  static let marker = ".focus-scenarios-record."

  static func replace(path: String, expecting original: [UInt8], with bytes: [UInt8]) throws(Failure) {
    guard let resolved = realpath(path, nil) else { throw .io("cannot resolve the path: \(systemError())") }
    let target = String(cString: resolved)
    free(resolved)

    var info = stat()
    guard stat(target, &info) == 0 else { throw .io("cannot inspect the file: \(systemError())") }
    let mode = UInt32(info.st_mode) & 0o7777
    // The owner's write bit, not only `access`: root may write anything, yet a 0444 file says "do not".
    guard mode & 0o200 != 0, access(target, W_OK) == 0 else { throw .readOnly(mode: mode) }
    guard info.st_nlink <= 1 else { throw .hardLinked(count: Int(info.st_nlink)) }
    guard try contents(of: target) == original else { throw .changedOnDisk }

    let (folder, name) = split(target)
    var template = Array("\(folder)/.\(shortened(name))\(marker)\(getpid()).XXXXXX.tmp".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemps(base, 4)
    }
    guard descriptor >= 0 else { throw .io("cannot create a temporary file in \(folder): \(systemError())") }
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)

    var closed = false
    do throws(Failure) {
      try writeAll(bytes, to: descriptor)
      // Best effort: keep the owner and group where this user may (root, or a group it is in).
      _ = fchown(descriptor, info.st_uid, info.st_gid)
      guard fchmod(descriptor, mode_t(mode)) == 0 else { throw Failure.io("cannot set permissions: \(systemError())") }
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
    // The rename is durable once the folder is flushed; it has happened either way.
    let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY)
    if folderDescriptor >= 0 {
      fsync(folderDescriptor)
      close(folderDescriptor)
    }
  }

  /// Removes the temporary files a `record` process left in `folder` when it was killed:
  /// names of the form `.NAME.focus-scenarios-record.PID.XXXXXX.tmp`, regular
  /// files of this user, whose PID is no running process and which were last
  /// changed before `before` (this run's start: a file of a run that began
  /// later is never touched). Returns the paths removed, sorted.
  ///
  /// Removing the temporary file of a process that still runs (its PID in
  /// another PID namespace, say) loses nothing: its rename then fails and it
  /// writes nothing.
  static func removeStale(inFolder folder: String, before: timespec) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var removed: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard let pid = ownerPID(ofTemporaryName: name), pid != getpid() else { continue }
      // `kill(pid, 0)`: ESRCH means no such process; EPERM means one runs under another user.
      guard kill(pid, 0) != 0, errno == ESRCH else { continue }
      let file = folder + "/" + name
      var info = stat()
      guard lstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid() else { continue }
      #if canImport(Darwin)
        let changed = info.st_mtimespec
      #else
        let changed = info.st_mtim
      #endif
      guard (changed.tv_sec, changed.tv_nsec) < (before.tv_sec, before.tv_nsec) else { continue }
      if unlink(file) == 0 { removed.append(file) }
    }
    return removed.sorted()
  }

  /// The folder the file at `path` resolves to (through symbolic links),
  /// where its temporary files are made.
  static func folder(of path: String) -> String {
    guard let resolved = realpath(path, nil) else { return split(path).folder }
    defer { free(resolved) }
    return split(String(cString: resolved)).folder
  }

  /// The PID in `.NAME.focus-scenarios-record.PID.XXXXXX.tmp`, or nil for any other name.
  static func ownerPID(ofTemporaryName name: String) -> pid_t? {
    guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
    var parts = name.dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 4, let random = parts.popLast(), random.utf8.count == 6, let digits = parts.popLast(),
      let pid = pid_t(digits), pid > 0, (parts.joined(separator: ".") + ".").hasSuffix(marker)
    else { return nil }
    return pid
  }

  /// The current time, for `removeStale(inFolder:before:)`.
  static func now() -> timespec {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return time
  }

  private static func split(_ path: String) -> (folder: String, name: String) {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    return (folder, name)
  }

  /// At most 120 bytes of the name, cut at a character, so the temporary
  /// name stays under the 255-byte limit of a file name.
  private static func shortened(_ name: String) -> String {
    var result = ""
    for character in name {
      guard result.utf8.count + character.utf8.count <= 120 else { break }
      result.append(character)
    }
    return result
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
