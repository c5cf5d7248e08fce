/// Checks that a file is well-formed UTF-8 before libyaml sees it, so the
/// error can name the exact byte instead of libyaml's generic reader message.
///
/// On the way it notes every multi-byte character, so that libyaml's
/// character indices can be turned into byte offsets (see `OffsetTable`).
struct UTF8Validator {
  /// Where the first invalid sequence starts, or `nil` when the bytes are valid.
  var firstInvalidOffset: Int?
  /// `true` when every byte is below 0x80.
  var isASCII: Bool
  /// Character index ↔ byte offset, for files that are not pure ASCII.
  var offsets: OffsetTable

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.isASCII = true
    self.firstInvalidOffset = nil
    let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    self.offsets = OffsetTable(bomLength: hasBOM ? 3 : 0)
    guard let base = bytes.baseAddress else { return }
    let count = bytes.count
    var index = hasBOM ? 3 : 0
    if hasBOM { isASCII = false }
    while index < count {
      // Eight ASCII bytes at a time: the common case for scenario files.
      while index + 8 <= count {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        if word & 0x8080_8080_8080_8080 != 0 { break }
        index += 8
      }
      guard index < count else { break }
      let lead = base[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      isASCII = false
      let length = Self.sequenceLength(at: index, in: base, count: count)
      guard length > 0 else {
        firstInvalidOffset = index
        return
      }
      offsets.addCharacter(atByte: index, length: length)
      index += length
    }
  }

  /// The length of the well-formed sequence starting at `index`, or 0.
  private static func sequenceLength(at index: Int, in base: UnsafePointer<UInt8>, count: Int) -> Int {
    let lead = base[index]
    func byte(_ n: Int) -> UInt8 { index + n < count ? base[index + n] : 0 }
    func isContinuation(_ value: UInt8) -> Bool { value & 0xC0 == 0x80 }
    switch lead {
    case 0xC2...0xDF:
      return isContinuation(byte(1)) ? 2 : 0
    case 0xE0...0xEF:
      let second = byte(1)
      // Overlong (E0 80–9F) and surrogate (ED A0–BF) forms are invalid.
      let secondOK: Bool
      switch lead {
      case 0xE0: secondOK = (0xA0...0xBF).contains(second)
      case 0xED: secondOK = (0x80...0x9F).contains(second)
      default: secondOK = isContinuation(second)
      }
      return secondOK && isContinuation(byte(2)) ? 3 : 0
    case 0xF0...0xF4:
      let second = byte(1)
      // Overlong (F0 80–8F) and beyond U+10FFFF (F4 90–BF) are invalid.
      let secondOK: Bool
      switch lead {
      case 0xF0: secondOK = (0x90...0xBF).contains(second)
      case 0xF4: secondOK = (0x80...0x8F).contains(second)
      default: secondOK = isContinuation(second)
      }
      return secondOK && isContinuation(byte(2)) && isContinuation(byte(3)) ? 4 : 0
    default:
      return 0
    }
  }
}
