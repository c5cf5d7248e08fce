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
  /// `stat`, not 16 MiB of memory. Missing files, directories and read
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
      var composer = Composer(file: file, limits: limits)
      return try composer.compose(&events)
    }
    return YAMLStream(file: file, documents: documents)
  }

  // MARK: - File access

  private static func readBytes(path: String, limits: Limits) throws(Diagnostic) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw unreadable(path: path, reason: systemError()) }
    defer { close(descriptor) }

    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw unreadable(path: path, reason: systemError()) }
    let type = info.st_mode & S_IFMT
    if type == S_IFDIR { throw unreadable(path: path, reason: "it is a directory") }
    let size = Int(info.st_size)
    if size > limits.maxFileSize {
      // Only the start is read, to quote line 1 under the error.
      var start = [UInt8](repeating: 0, count: firstLineLimit)
      let got = start.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.map { systemRead(descriptor, $0, buffer.count) } ?? 0
      }
      throw tooLarge(path: path, size: size, limits: limits, start: start.prefix(max(0, got)))
    }

    // Regular files are read in one allocation of their size; pipes and the
    // like report no size, so read them in chunks up to the limit.
    let isRegular = type == S_IFREG
    var bytes: [UInt8] = []
    var capacity = isRegular ? size : 64 << 10
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
    var line = start.prefix { $0 != UInt8(ascii: "\n") }
    if line.last == UInt8(ascii: "\r") { line.removeLast() }
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
