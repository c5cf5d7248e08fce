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
    var merged: [String] = []
    for step in ChangeRuns.steps(old: committed, new: fresh) {
      switch step {
      case .same(let index): merged.append(committed[index])
      case .changed(let removed, let added): merged += mergedRun(removed: removed.map { (committed[$0], kept[$0]) }, added: added)
      }
    }
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
      if let match = keptBlocks.indices.first(where: { !placed[$0] && sameKey(keptBlocks[$0].lines[0], line) }) {
        placed[match] = true
        output += keptBlocks[match].lines
        // The fresh counterpart and its block give way.
        index = blockEnd(in: added, from: index)
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
  }

  /// The kept blocks among `removed`, in order.
  private static func blocks(of removed: [(text: String, isKept: Bool)]) -> [KeptBlock] {
    var result: [KeptBlock] = []
    var current: KeptBlock?
    var sawReplaced = false
    for line in removed {
      if line.isKept {
        // A marker line starts a new block even right after another one.
        if let block = current, isMarker(line.text) {
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

  /// Which lines the author kept: each line with the marker (not a comment
  /// line) and its block. The one reading of the marker: `DriftCheck.drifted`
  /// and the merge above both use it.
  static func keptMask(_ lines: [String]) -> [Bool] {
    var mask = Array(repeating: false, count: lines.count)
    var index = 0
    while index < lines.count {
      guard isMarker(lines[index]) else {
        index += 1
        continue
      }
      let end = blockEnd(in: lines, from: index)
      for line in index..<end { mask[line] = true }
      index = end
    }
    return mask
  }

  /// The end of the block that line `start` opens: the lines after it
  /// indented more (a `- ` item's own keys, two columns in, included),
  /// with the comment and blank lines among them. Blank lines and
  /// comments no deeper than `start` belong to it only when a deeper line
  /// follows them.
  static func blockEnd(in lines: [String], from start: Int) -> Int {
    let indent = indentation(of: lines[start])
    var end = start + 1
    var index = start + 1
    while index < lines.count {
      let line = lines[index]
      let deeper = !isBlank(line) && indentation(of: line) > indent
      if deeper {
        index += 1
        end = index
      } else if isBlankOrComment(line) {
        index += 1
      } else {
        break
      }
    }
    return end
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

  /// A line the author marked: the marker after content, not in a comment line.
  private static func isMarker(_ line: String) -> Bool { !isBlankOrComment(line) && line.contains(DriftCheck.keepMarker) }
  private static func indentation(of line: String) -> Int { line.prefix { $0 == " " }.count }
  private static func isBlank(_ line: String) -> Bool { line.allSatisfy { $0 == " " } }
  private static func isBlankOrComment(_ line: String) -> Bool { line.drop { $0 == " " }.first.map { $0 == "#" } ?? true }
}
