import FocusScenarios

/// The lines of a drifted section as `--check` proposes them: the fresh
/// import's, except where the author kept lines with `# import: keep`,
/// which stay as written. Applying the printed diff then keeps the
/// author's edits, and a second `--check` finds no drift.
///
///     committed                          fresh                 proposed
///     else: # import: keep               else: []              else: # import: keep
///       - set: { signedIn: true }        # TODO(…)               - set: { signedIn: true }
///
/// A kept block is its marker line and every line indented under it. Where
/// the fresh import replaced it, the fresh line at the same indent with
/// the same key (`else:`, `- TextField:`) and what is indented under that
/// line give way to it. A kept block the fresh import has no counterpart
/// for (a node only the author wrote) stays on its side of the lines the
/// change replaces: before them when it came first, after them otherwise.
enum KeptLines {
  /// `committed` with the fresh import's changes applied, kept blocks excepted.
  static func merging(committed: [String], fresh: [String]) -> [String] {
    let kept = keptMask(committed)
    guard kept.contains(true) else { return fresh }
    let diff = UnifiedDiff(old: committed.joined(separator: "\n"), new: fresh.joined(separator: "\n"), path: "")
    var merged: [String] = []
    var oldIndex = 0
    var removed: [Int] = []
    var added: [String] = []
    func flush() {
      merged += mergedRun(removed: removed.map { (committed[$0], kept[$0]) }, added: added)
      removed = []
      added = []
    }
    for hunk in diff.hunks {
      // Lines between hunks are the same in both.
      while oldIndex < hunk.oldStart - 1 {
        merged.append(committed[oldIndex])
        oldIndex += 1
      }
      for line in hunk.lines {
        switch line {
        case .context(let text):
          flush()
          merged.append(text)
          oldIndex += 1
        case .removed:
          removed.append(oldIndex)
          oldIndex += 1
        case .added(let text):
          added.append(text)
        }
      }
      flush()
    }
    merged += committed[min(oldIndex, committed.count)...]
    return merged
  }

  /// One run of removed and added lines that replace each other.
  private static func mergedRun(removed: [(text: String, isKept: Bool)], added: [String]) -> [String] {
    let keptBlocks = blocks(of: removed)
    guard !keptBlocks.isEmpty else { return added }
    var output: [String] = []
    var placed = Array(repeating: false, count: keptBlocks.count)
    var index = 0
    while index < added.count {
      let line = added[index]
      if let match = keptBlocks.indices.first(where: { !placed[$0] && sameKey(keptBlocks[$0][0], line) }) {
        placed[match] = true
        output += keptBlocks[match].lines
        // The fresh counterpart and what is indented under it give way.
        let indent = indentation(of: line)
        index += 1
        while index < added.count, isBlank(added[index]) || indentation(of: added[index]) > indent { index += 1 }
        continue
      }
      output.append(line)
      index += 1
    }
    // Unmatched blocks keep their side of the lines the run replaces.
    let unplaced = keptBlocks.indices.filter { !placed[$0] }
    let leading = unplaced.filter { !keptBlocks[$0].followsReplacedLines }.flatMap { keptBlocks[$0].lines }
    let trailing = unplaced.filter { keptBlocks[$0].followsReplacedLines }.flatMap { keptBlocks[$0].lines }
    return leading + output + trailing
  }

  /// Consecutive kept lines of a run: a kept block or its part.
  private struct KeptBlock {
    var lines: [String]
    /// Whether lines the author did not keep come before it in the run.
    var followsReplacedLines: Bool
    subscript(index: Int) -> String { lines[index] }
  }

  /// The kept blocks among `removed`, in order.
  private static func blocks(of removed: [(text: String, isKept: Bool)]) -> [KeptBlock] {
    var result: [KeptBlock] = []
    var current: KeptBlock?
    var sawReplaced = false
    for line in removed {
      if line.isKept {
        // A marker line starts a new block even right after another one.
        if let block = current, line.text.contains(DriftCheck.keepMarker) {
          result.append(block)
          current = nil
        }
        if current == nil { current = KeptBlock(lines: [], followsReplacedLines: sawReplaced) }
        current?.lines.append(line.text)
      } else {
        sawReplaced = true
        if let block = current {
          result.append(block)
          current = nil
        }
      }
    }
    if let current { result.append(current) }
    return result
  }

  /// Which lines the author kept: each marker line and the lines indented under it.
  static func keptMask(_ lines: [String]) -> [Bool] {
    var mask = Array(repeating: false, count: lines.count)
    var markerIndent: Int?
    for (index, line) in lines.enumerated() {
      if let indent = markerIndent {
        if isBlank(line) || indentation(of: line) > indent {
          mask[index] = true
          continue
        }
        markerIndent = nil
      }
      if line.contains(DriftCheck.keepMarker) {
        mask[index] = true
        markerIndent = indentation(of: line)
      }
    }
    // Blank lines after a block's last line are not the author's.
    var index = lines.count - 1
    while index >= 0, mask[index], isBlank(lines[index]), index + 1 == lines.count || !mask[index + 1] {
      mask[index] = false
      index -= 1
    }
    return mask
  }

  /// Whether two lines open the same entry: the same indent and the same
  /// text up to the key's colon (`else:`, `- TextField:`), comments aside.
  static func sameKey(_ a: String, _ b: String) -> Bool {
    guard indentation(of: a) == indentation(of: b), let keyA = key(of: a), let keyB = key(of: b) else { return false }
    return keyA == keyB
  }

  /// The line's text up to and including its first `:` outside quotes and flow brackets.
  private static func key(of line: String) -> Substring? {
    let text = line.drop { $0 == " " }
    var depth = 0
    var quote: Character?
    for index in text.indices {
      let character = text[index]
      if let open = quote {
        if character == open { quote = nil }
        continue
      }
      switch character {
      case "\"", "'": quote = character
      case "{", "[": depth += 1
      case "}", "]": depth -= 1
      case "#": return nil
      case ":" where depth == 0: return text[...index]
      default: break
      }
    }
    return nil
  }

  private static func indentation(of line: String) -> Int { line.prefix { $0 == " " }.count }
  private static func isBlank(_ line: String) -> Bool { line.allSatisfy { $0 == " " } }
}
