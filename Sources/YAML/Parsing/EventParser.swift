internal import CLibYAML

/// One libyaml event with its marks made 1-based and its offsets in bytes.
///
/// It carries no strings: the scalar text, anchor and tag stay in libyaml's
/// event until the composer asks for them (`EventParser.withScalarBytes(_:)`…):
/// the text is copied once, as bytes, into the node store. Events that
/// carried them in enum payloads were copied into the node and destroyed,
/// a retain and a release per string (about 2 % of `validate`).
struct Event {
  enum Kind {
    case streamStart
    case streamEnd
    case documentStart
    case documentEnd
    case alias
    case scalar
    case sequenceStart
    case sequenceEnd
    case mappingStart
    case mappingEnd
  }

  var kind: Kind
  /// Document start or end: whether it was implicit (no `---` / `...`).
  /// Collection start: whether flow style was used.
  var flag: Bool = false
  /// Scalars only.
  var style: Scalar.Style = .plain
  /// Where the node's own text starts: after any anchor or tag, so errors
  /// point at the value rather than at `&anchor`.
  var start: Mark
  var end: Mark
}

/// The only place that talks to libyaml: a pull parser over bytes that stay
/// alive for its whole life (the caller lends them with `withUnsafeBufferPointer`).
///
/// Noncopyable so the C parser is deleted exactly once.
struct EventParser: ~Copyable {
  private let parser: UnsafeMutablePointer<yaml_parser_t>
  private let event: UnsafeMutablePointer<yaml_event_t>
  private let file: SourceFile
  private let input: UnsafeBufferPointer<UInt8>
  private var offsets: OffsetTable
  private let isASCII: Bool
  private var isInitialized: Bool
  /// Whether `event` holds a parsed event, deleted by the next `next()` or by `deinit`.
  private var hasEvent = false
  /// libyaml asserts on a NULL input, so an empty file parses this byte instead.
  private let placeholder: UnsafeMutablePointer<UInt8>

  /// `input` must be `file.bytes`, already checked by `utf8`.
  init(file: SourceFile, input: UnsafeBufferPointer<UInt8>, utf8: UTF8Validator) {
    self.file = file
    self.input = input
    self.parser = .allocate(capacity: 1)
    self.event = .allocate(capacity: 1)
    self.placeholder = .allocate(capacity: 1)
    placeholder.initialize(to: 0)
    self.offsets = utf8.offsets
    self.isASCII = utf8.isASCII
    self.isInitialized = yaml_parser_initialize(parser) != 0
    if isInitialized {
      let base = input.baseAddress ?? UnsafePointer(placeholder)
      // No explicit encoding: libyaml's detection is what skips a UTF-8 BOM
      // (other encodings were already refused as invalid UTF-8).
      yaml_parser_set_input_string(parser, base, input.count)
    }
  }

  deinit {
    if hasEvent { yaml_event_delete(event) }
    if isInitialized { yaml_parser_delete(parser) }
    parser.deallocate()
    event.deallocate()
    placeholder.deallocate()
  }

  /// The next event; after `.streamEnd` libyaml keeps returning `.streamEnd`.
  /// Its strings are read with `withScalarBytes(_:)`, `anchor()` and `tag()`
  /// until the next call.
  mutating func next() throws(Diagnostic) -> Event {
    guard isInitialized else {
      throw Diagnostic(.syntax, "libyaml could not allocate a parser", at: Mark(line: 1, column: 1, offset: 0), in: file)
    }
    if hasEvent {
      yaml_event_delete(event)
      hasEvent = false
    }
    guard yaml_parser_parse(parser, event) != 0 else { throw error() }
    hasEvent = true
    let raw = event.pointee
    let start = mark(raw.start_mark)
    let end = mark(raw.end_mark)

    switch raw.type {
    case YAML_STREAM_START_EVENT:
      return Event(kind: .streamStart, start: start, end: end)
    case YAML_DOCUMENT_START_EVENT:
      return Event(kind: .documentStart, flag: raw.data.document_start.implicit != 0, start: start, end: end)
    case YAML_DOCUMENT_END_EVENT:
      return Event(kind: .documentEnd, flag: raw.data.document_end.implicit != 0, start: start, end: end)
    case YAML_ALIAS_EVENT:
      return Event(kind: .alias, start: start, end: end)
    case YAML_SCALAR_EVENT:
      let data = raw.data.scalar
      let contentStart = data.anchor == nil && data.tag == nil ? start : skipProperties(from: start, limit: end)
      return Event(kind: .scalar, style: Self.style(data.style), start: contentStart, end: end)
    case YAML_SEQUENCE_START_EVENT:
      let data = raw.data.sequence_start
      let isFlow = data.style == YAML_FLOW_SEQUENCE_STYLE
      let contentStart = data.anchor == nil && data.tag == nil ? start : collectionStart(isFlow: isFlow, end: end)
      return Event(kind: .sequenceStart, flag: isFlow, start: contentStart, end: end)
    case YAML_SEQUENCE_END_EVENT:
      return Event(kind: .sequenceEnd, start: start, end: end)
    case YAML_MAPPING_START_EVENT:
      let data = raw.data.mapping_start
      let isFlow = data.style == YAML_FLOW_MAPPING_STYLE
      let contentStart = data.anchor == nil && data.tag == nil ? start : collectionStart(isFlow: isFlow, end: end)
      return Event(kind: .mappingStart, flag: isFlow, start: contentStart, end: end)
    case YAML_MAPPING_END_EVENT:
      return Event(kind: .mappingEnd, start: start, end: end)
    default:
      // YAML_NO_EVENT: libyaml returns it only after an error it already reported.
      return Event(kind: .streamEnd, start: start, end: end)
    }
  }

  // MARK: - Strings of the current event

  /// The current scalar event's text as bytes, lent in place (the composer
  /// copies them into its arena).
  func withScalarBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    let data = event.pointee.data.scalar
    guard let value = data.value, data.length > 0 else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
    return body(UnsafeBufferPointer(start: value, count: data.length))
  }

  /// The current event's anchor (`&name`), or for an alias the name it refers to.
  func anchor() -> String? {
    let name = Self.string(properties.anchor)
    return event.pointee.type == YAML_ALIAS_EVENT ? name ?? "" : name
  }

  /// The current event's explicit tag.
  func tag() -> String? { Self.string(properties.tag) }

  /// Where libyaml keeps the current event's anchor and tag: each kind of
  /// node event has its own member of the event's union.
  private var properties: (anchor: UnsafeMutablePointer<yaml_char_t>?, tag: UnsafeMutablePointer<yaml_char_t>?) {
    let data = event.pointee.data
    switch event.pointee.type {
    case YAML_SCALAR_EVENT: return (data.scalar.anchor, data.scalar.tag)
    case YAML_SEQUENCE_START_EVENT: return (data.sequence_start.anchor, data.sequence_start.tag)
    case YAML_MAPPING_START_EVENT: return (data.mapping_start.anchor, data.mapping_start.tag)
    case YAML_ALIAS_EVENT: return (data.alias.anchor, nil)
    default: return (nil, nil)
    }
  }

  // MARK: - Marks

  @inline(__always)
  private mutating func mark(_ mark: yaml_mark_t) -> Mark {
    // In an ASCII file (the usual case) characters are bytes.
    Mark(
      line: mark.line + 1, column: mark.column + 1,
      offset: isASCII ? mark.index : offsets.byteOffset(ofCharacter: mark.index))
  }

  /// A collection's start event spans its anchor and tag; its end mark is the
  /// first entry (block) or just past the `[`/`{` (flow).
  private func collectionStart(isFlow: Bool, end: Mark) -> Mark {
    guard isFlow else { return end }
    return Mark(line: end.line, column: max(1, end.column - 1), offset: max(0, end.offset - 1))
  }

  /// Skips `&anchor`, `!tag`, blanks, line breaks and comments after `start`,
  /// never past `limit`, to find where a scalar's text begins.
  private func skipProperties(from start: Mark, limit: Mark) -> Mark {
    var line = start.line
    var column = start.column
    var offset = start.offset
    let count = min(input.count, limit.offset)
    var afterBlank = true
    let bytes = input.prefix(count)
    // Any break libyaml reads (LF, CR, CRLF, NEL, LS, PS) ends a line here
    // as in `SourceFile`, so the mark found is on the line libyaml counts.
    func breakWidth() -> Int { SourceFile.breakWidth(bytes, at: offset) }
    func advance() {
      let width = breakWidth()
      if width > 0 {
        line += 1
        column = 1
        offset += width
        return
      }
      if input[offset] & 0xC0 != 0x80 { column += 1 }
      offset += 1
    }
    while offset < count {
      let byte = input[offset]
      switch byte {
      case UInt8(ascii: "&"), UInt8(ascii: "!"):
        while offset < count, !Self.isBlank(input[offset]), breakWidth() == 0 { advance() }
        afterBlank = false
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
        advance()
        afterBlank = true
      case UInt8(ascii: "#") where afterBlank:
        while offset < count, breakWidth() == 0 { advance() }
      default:
        if breakWidth() > 0 {
          advance()
          afterBlank = true
        } else {
          return Mark(line: line, column: column, offset: offset)
        }
      }
    }
    return limit
  }

  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
  }

  // MARK: - Errors

  /// Turns libyaml's error state into a located diagnostic.
  private mutating func error() -> Diagnostic {
    let state = parser.pointee
    let problem = Self.string(state.problem) ?? "unknown libyaml error"
    var location: Mark
    var message = problem
    switch state.error {
    case YAML_READER_ERROR:
      // Reader errors carry a byte offset, not a mark.
      location = file.mark(atByteOffset: state.problem_offset)
      if state.problem_value >= 0 {
        message += " (found U+\(Self.hex(state.problem_value)))"
      }
    case YAML_MEMORY_ERROR:
      location = Mark(line: 1, column: 1, offset: 0)
      message = "libyaml ran out of memory"
    default:
      location = mark(state.problem_mark)
      if let context = Self.string(state.context) {
        let contextMark = mark(state.context_mark)
        if contextMark.line != location.line || contextMark.column != location.column {
          message = "\(context) that starts at line \(contextMark.line), column \(contextMark.column): \(problem)"
        } else {
          message = "\(context): \(problem)"
        }
      }
    }
    let hint: String?
    if location.offset < input.count, input[location.offset] == UInt8(ascii: "\t") || problem.contains("tab") {
      hint = "tabs are not allowed in YAML indentation; use spaces"
    } else {
      hint = nil
    }
    location = pullBackFromEndOfInput(location)
    return Diagnostic(.syntax, message, at: location, in: file, hint: hint)
  }

  /// An error at the very end of the input ("did not find expected ']'")
  /// points just after the last non-blank character, on a line that exists.
  private func pullBackFromEndOfInput(_ location: Mark) -> Mark {
    var index = min(location.offset, input.count)
    // Blanks and breaks, NEL, LS and PS included (they end lines too).
    var probe = index
    while probe < input.count {
      if Self.isBlank(input[probe]) {
        probe += 1
      } else if case let width = SourceFile.breakWidth(input, at: probe), width > 0 {
        probe += width
      } else {
        return location
      }
    }
    while index > 0 {
      if Self.isBlank(input[index - 1]) {
        index -= 1
      } else if index >= 2, input[index - 2] == 0xC2, input[index - 1] == 0x85 {
        index -= 2
      } else if index >= 3, input[index - 3] == 0xE2, input[index - 2] == 0x80, input[index - 1] == 0xA8 || input[index - 1] == 0xA9 {
        index -= 3
      } else {
        break
      }
    }
    if index == input.count, location.line <= file.lineCount { return location }
    return file.mark(atByteOffset: index)
  }

  // MARK: - Conversions

  private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    guard let pointer else { return nil }
    return String(cString: pointer)
  }

  private static func string(_ pointer: UnsafePointer<CChar>?) -> String? {
    guard let pointer else { return nil }
    return String(cString: pointer)
  }

  private static func style(_ style: yaml_scalar_style_t) -> Scalar.Style {
    switch style {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE: return .literal
    case YAML_FOLDED_SCALAR_STYLE: return .folded
    default: return .plain
    }
  }

  private static func hex(_ value: Int32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}

extension EventParser {
  /// Runs libyaml's bare event loop over `bytes` and counts the events: the
  /// baseline that `YAMLReader.read` is measured against.
  static func countEvents(in bytes: [UInt8]) -> Int {
    bytes.withUnsafeBufferPointer { input -> Int in
      let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
      let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
      defer {
        parser.deallocate()
        event.deallocate()
      }
      guard yaml_parser_initialize(parser) != 0, let base = input.baseAddress else { return 0 }
      defer { yaml_parser_delete(parser) }
      yaml_parser_set_input_string(parser, base, input.count)
      var count = 0
      while yaml_parser_parse(parser, event) != 0 {
        count += 1
        let type = event.pointee.type
        yaml_event_delete(event)
        if type == YAML_STREAM_END_EVENT { break }
      }
      return count
    }
  }
}
