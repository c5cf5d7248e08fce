import FocusEngine
import YAML

/// `platform: iOS` or `platform: iOS 15` (F60).
extension DecodingContext {
  /// The platform and, when written, its major version. A version must be
  /// one the spec knows (`iOS 15.4` and `iOS 14` are invalid; the message
  /// lists the known ones).
  func platformAndVersion(_ node: Node) -> (Platform, Int?)? {
    guard let text = string(node, expected: "a platform") else { return nil }
    let parts = text.split(separator: " ", omittingEmptySubsequences: true)
    let names = Platform.allCases.map(\.rawValue)
    guard let first = parts.first, let platform = Platform(rawValue: String(first)), parts.count <= 2 else {
      let name = parts.first.map(String.init) ?? text
      error(.invalidValue, "unknown platform '\(text)'; expected one of \(names.joined(separator: ", "))",
            at: node, hint: KeySuggester.hint(for: name, among: names))
      return nil
    }
    guard parts.count == 2 else { return (platform, nil) }
    let known = platform.knownVersions.map(String.init).joined(separator: ", ")
    guard let major = Int(parts[1]), platform.knownVersions.contains(major) else {
      error(.invalidValue, "unknown \(platform) version '\(parts[1])'; the known major versions are \(known) (F60)", at: node)
      return nil
    }
    return (platform, major)
  }
}
