/// The comment line that ties a scenario to the Swift it was imported from,
/// so `--check` can import it again and compare:
///
///     # import: source=../Sources/LoginForm.swift type=LoginForm hash=fnv1a64:5b8c…
///
/// `source` is relative to the scenario's folder; `hash` is FNV-1a (64 bit)
/// of the type's declaration text, so a change to the type is seen even
/// where the skeleton would not differ.
package struct ImportHeader: Sendable, Hashable {
  package var source: String
  package var type: String
  package var hash: String

  package static let prefix = "# import: "

  package init(source: String, type: String, hash: String) {
    self.source = source
    self.type = type
    self.hash = hash
  }

  /// The hash of `text`, as written in the header.
  package static func hash(of text: String) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      value ^= UInt64(byte)
      value &*= 0x0000_0100_0000_01B3
    }
    let digits = String(value, radix: 16)
    return "fnv1a64:" + String(repeating: "0", count: 16 - digits.count) + digits
  }

  package var line: String { "\(Self.prefix)source=\(source) type=\(type) hash=\(hash)" }

  /// The header in `text`, if a line of it is one (paths with spaces are not supported).
  package static func find(in text: String) -> ImportHeader? {
    for line in text.split(separator: "\n") where line.hasPrefix(prefix) {
      var fields: [String: String] = [:]
      for part in line.dropFirst(prefix.count).split(separator: " ") {
        let pair = part.split(separator: "=", maxSplits: 1)
        if pair.count == 2 { fields[String(pair[0])] = String(pair[1]) }
      }
      if let source = fields["source"], let type = fields["type"], let hash = fields["hash"] {
        return ImportHeader(source: source, type: type, hash: hash)
      }
    }
    return nil
  }
}
