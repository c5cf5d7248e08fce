import Foundation

/// Line-level edits of scenario files for the tests: top-level blocks,
/// emptied expectations, id renames, and the focus lines `record` writes.
enum ScenarioText {
  /// The lines of top-level `key:` and what is indented under it, with a final newline.
  static func block(_ key: String, in text: String) -> String? {
    let lines = text.components(separatedBy: "\n")
    guard let start = lines.firstIndex(where: { $0.hasPrefix(key + ":") }) else { return nil }
    var end = start + 1
    while end < lines.count, lines[end].hasPrefix(" ") || lines[end].hasPrefix("-") { end += 1 }
    return lines[start..<end].joined(separator: "\n") + "\n"
  }

  static func replacingBlock(_ key: String, in text: String, with replacement: String) -> String {
    guard let old = block(key, in: text) else { return text + replacement }
    return text.replacingOccurrences(of: old, with: replacement)
  }

  /// The scalar of top-level `key:`.
  static func value(of key: String, in text: String) -> String? {
    text.components(separatedBy: "\n").first { $0.hasPrefix(key + ": ") }.map { String($0.dropFirst(key.count + 2)) }
  }

  /// Every `- expect:` item of a steps block as `- expect: {}`.
  static func emptyingExpectations(_ steps: String) -> String {
    var result: [String] = []
    var skipping = false
    for line in steps.components(separatedBy: "\n") {
      if line.hasPrefix("  - expect:") {
        result.append("  - expect: {}")
        skipping = true
      } else if skipping, line.hasPrefix("    ") {
        continue
      } else {
        skipping = false
        result.append(line)
      }
    }
    return result.joined(separator: "\n")
  }

  /// `text` with each whole-word id renamed.
  static func mapping(_ ids: [String: String], in text: String) -> String {
    var result = text
    for (from, to) in ids.sorted(by: { $0.key < $1.key }) {
      result = result.replacingOccurrences(of: "\\b\(from)\\b", with: to, options: .regularExpression)
    }
    return result
  }

  /// Per recorded expectation, its `focused`, `focusState` and `tabOrder` lines.
  static func recordedFocus(in text: String) -> [String] {
    var found: [String] = []
    var current: [String]?
    var keep = false
    for line in (block("steps", in: text) ?? "").components(separatedBy: "\n") {
      if line.hasPrefix("  - ") {
        if let current { found.append(current.joined(separator: "\n")) }
        current = line.hasPrefix("  - expect:") ? [] : nil
        continue
      }
      guard current != nil else { continue }
      if line.hasPrefix("      ") && !line.hasPrefix("       ") {
        let key = line.trimmingCharacters(in: .whitespaces).split(separator: ":").first.map(String.init) ?? ""
        keep = ["focused", "focusState", "tabOrder"].contains(key)
      }
      if keep { current?.append(line) }
    }
    if let current { found.append(current.joined(separator: "\n")) }
    return found
  }
}
