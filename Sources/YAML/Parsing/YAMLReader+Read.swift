#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension YAMLReader {
  /// Reads and parses the file at `path`; the path is kept verbatim for messages.
  ///
  ///     let stream = try YAMLReader.read(path: "Scenarios/login.yaml")
  ///     for document in stream.documents { print(document.root["scenario"]?.scalar?.text ?? "") }
  ///
  /// The size is checked before anything is read, so a huge file costs a
  /// `stat`, not 16 MiB of memory. Only regular files (or links to them)
  /// are opened, so a FIFO cannot block the read. Missing files, dangling
  /// links, link loops, directories, FIFOs, devices, sockets and read
  /// failures are `.unreadableFile`; files over `limits.maxFileSize` are
  /// `.fileTooLarge`.
  public static func read(path: String, limits: Limits = .default) throws(Diagnostic) -> YAMLStream {
    let bytes = try readBytes(path: path, limits: limits)
    return try read(file: SourceFile(path: path, bytes: bytes), limits: limits)
  }

  /// Parses text already in memory, as if read from `path`.
  ///
  ///     let stream = try YAMLReader.read(path: "a.yaml", text: "a: [1, 2]\n")
  ///     stream.documents[0].root["a"]?.start   // 1:4
  public static func read(path: String, text: String, limits: Limits = .default) throws(Diagnostic) -> YAMLStream {
    try read(file: SourceFile(path: path, text: text), limits: limits)
  }

  /// Parses an already-loaded file: checks its size and UTF-8, then composes
  /// every document.
  ///
  ///     let file = SourceFile(path: "a.yaml", text: "a: 1\n---\nb: 2\n")
  ///     try YAMLReader.read(file: file).documents.count   // 2
  public static func read(file: SourceFile, limits: Limits = .default) throws(Diagnostic) -> YAMLStream {
    guard file.bytes.count <= limits.maxFileSize else {
      throw tooLarge(path: file.path, size: file.bytes.count, limits: limits, start: file.bytes.prefix(firstLineLimit))
    }
    let documents = try file.bytes.withUnsafeBufferPointer { (input) throws(Diagnostic) -> [YAMLDocument] in
      let utf8 = UTF8Validator(input)
      if let offset = utf8.firstInvalidOffset {
        throw Diagnostic(
          .invalidUTF8, "invalid UTF-8 byte 0x\(hex(input[offset]))", at: file.mark(atByteOffset: offset), in: file,
          hint: "scenario files must be saved as UTF-8")
      }
      var events = EventParser(file: file, input: input, utf8: utf8)
      return try Composer(file: file, limits: limits).compose(&events)
    }
    return YAMLStream(file: file, documents: documents)
  }

  // MARK: - File access

  /// The bytes of the regular file at `path`, checked as `read(path:limits:)`
  /// checks them, without parsing: for callers that only need the text
  /// (the line count of a `FILE:LINE` selection).
  ///
  ///     let bytes = try YAMLReader.readBytes(path: "Scenarios/login.yaml")
  ///     SourceFile(path: "Scenarios/login.yaml", bytes: bytes).lineCount
  public static func readBytes(path: String, limits: Limits = .default) throws(Diagnostic) -> [UInt8] {
    // Only regular files are read. The type is checked before opening, so a
    // FIFO, a device or a socket named `x.yaml` is never opened (opening a
    // FIFO with no writer waits forever; opening a device can act on it).
    var info = stat()
    guard stat(path, &info) == 0 else { throw unreadable(path: path, reason: statFailure(path: path, errno: errno)) }
    if let reason = notRegular(path: path, mode: info.st_mode) { throw unreadable(path: path, reason: reason) }

    // O_NONBLOCK in case the path was replaced by a FIFO since `stat`: the
    // open returns at once and the `fstat` below refuses it. Reads of a
    // regular file ignore the flag.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { throw unreadable(path: path, reason: systemError()) }
    defer { close(descriptor) }
    guard fstat(descriptor, &info) == 0 else { throw unreadable(path: path, reason: systemError()) }
    if let reason = notRegular(path: path, mode: info.st_mode) { throw unreadable(path: path, reason: reason) }

    let size = Int(info.st_size)
    if size > limits.maxFileSize {
      // Only the start is read, to quote line 1 under the error.
      var start = [UInt8](repeating: 0, count: firstLineLimit)
      let got = start.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.map { systemRead(descriptor, $0, buffer.count) } ?? 0
      }
      throw tooLarge(path: path, size: size, limits: limits, start: start.prefix(max(0, got)))
    }

    // One allocation of the file's size; a file that grows while being read
    // is read on in chunks, up to the limit.
    var bytes: [UInt8] = []
    var capacity = size
    while true {
      let start = bytes.count
      bytes.reserveCapacity(start + capacity + 1)
      var failed = false
      var reachedEnd = false
      let wanted = capacity + 1  // one more byte than expected detects growth and EOF in one call
      bytes.append(contentsOf: repeatElement(0, count: wanted))
      let got = bytes.withUnsafeMutableBufferPointer { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        var filled = 0
        while filled < wanted {
          let result = systemRead(descriptor, base + start + filled, wanted - filled)
          if result < 0 {
            if errno == EINTR { continue }
            failed = true
            break
          }
          if result == 0 {
            reachedEnd = true
            break
          }
          filled += result
        }
        return filled
      }
      bytes.removeLast(wanted - got)
      if failed { throw unreadable(path: path, reason: systemError()) }
      if bytes.count > limits.maxFileSize {
        throw tooLarge(path: path, size: bytes.count, limits: limits, start: bytes.prefix(firstLineLimit))
      }
      if reachedEnd { return bytes }
      capacity = max(capacity, 64 << 10)
    }
  }

  /// Why `stat` failed, in words: a dangling link and a link loop are named
  /// as such, since "No such file or directory" for a name the user can see
  /// in `ls` would mislead.
  private static func statFailure(path: String, errno code: Int32) -> String {
    let text = String(cString: strerror(code))
    if code == ELOOP { return "\(text) (a symbolic link loop)" }
    if code == ENOENT, let target = linkTarget(path) { return "it is a dangling symbolic link (to '\(target)')" }
    return text
  }

  /// What `path` points at, when it is a symbolic link.
  private static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Why a file of this mode is not read, or `nil` for a regular file.
  ///
  /// The folder search hands a folder it could not search to the reader
  /// too, so that it becomes an invalid result in its place in the plan.
  private static func notRegular(path: String, mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR:
      guard access(path, R_OK | X_OK) == 0 else { return "it is a folder that cannot be searched: \(systemError())" }
      return "it is a directory"
    case S_IFIFO: return "it is a FIFO, not a regular file"
    case S_IFSOCK: return "it is a socket, not a regular file"
    case S_IFCHR: return "it is a character device, not a regular file"
    case S_IFBLK: return "it is a block device, not a regular file"
    default: return "it is not a regular file"
    }
  }

  private static func systemError() -> String {
    String(cString: strerror(errno))
  }

  private static func unreadable(path: String, reason: String) -> Diagnostic {
    Diagnostic(
      code: .unreadableFile, location: SourceLocation(file: path, line: 1, column: 1),
      message: "cannot read '\(path)': \(reason)")
  }

  /// How much of a too-large file is read to quote its first line.
  private static let firstLineLimit = 256

  /// `start` is the file's first bytes: its first line is quoted so the
  /// error, like every other, shows a line and a caret.
  private static func tooLarge(path: String, size: Int, limits: Limits, start: ArraySlice<UInt8>) -> Diagnostic {
    // Line 1 ends at the first break libyaml reads (LF, CR, CRLF, NEL, LS, PS).
    let bytes = Array(start)
    let end = bytes.indices.first { SourceFile.breakWidth(bytes, at: $0) > 0 } ?? bytes.endIndex
    let line = bytes[..<end]
    return Diagnostic(
      code: .fileTooLarge, location: SourceLocation(file: path, line: 1, column: 1),
      message: "file is \(size) bytes, over the limit of \(limits.maxFileSize) bytes",
      sourceLine: String(decoding: line, as: UTF8.self))
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
  }
}

/// `read(2)`, named apart from `YAMLReader.read` which shadows it inside the type.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
