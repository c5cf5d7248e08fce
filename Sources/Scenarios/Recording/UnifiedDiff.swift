/// A unified diff of two texts, line by line (`diff -u`'s format): what
/// `record` shows of each file it writes, and `record --dry-run` of each file
/// it would write.
///
///     let diff = UnifiedDiff(old: "a\nb\nc\n", new: "a\nB\nc\n", path: "login.yaml")
///     diff.lines   // ["--- a/login.yaml", "+++ b/login.yaml", "@@ -1,3 +1,3 @@", " a", "-b", "+B", " c"]
///
/// Lines are compared by Myers' greedy algorithm, whose work grows with the
/// number of differing lines, not with the file: `record` edits a few
/// expectations of a file that may be long. Past `maximumEdits` differing
/// lines it gives up aligning and shows the changed span as one block, still
/// a correct diff.
public struct UnifiedDiff: Sendable, Hashable {
  /// One line of a hunk.
  public enum Line: Sendable, Hashable {
    case context(String)
    case removed(String)
    case added(String)
  }

  /// A run of changes with up to three lines of context around it.
  public struct Hunk: Sendable, Hashable {
    /// 1-based first line in the old and the new text, and how many lines each covers.
    public var oldStart: Int, oldCount: Int, newStart: Int, newCount: Int
    /// Its context, removed and added lines, in order.
    public var lines: [Line]

    /// `@@ -3,7 +3,8 @@`.
    public var header: String { "@@ -\(Self.range(oldStart, oldCount)) +\(Self.range(newStart, newCount)) @@" }

    private static func range(_ start: Int, _ count: Int) -> String {
      count == 1 ? "\(start)" : "\(count == 0 ? start - 1 : start),\(count)"
    }
  }

  /// The file both texts are versions of.
  public var path: String
  /// Empty when the texts are equal.
  public var hunks: [Hunk]

  /// Differing lines past which the diff shows the changed span as one block.
  static let maximumEdits = 2_000
  /// Unchanged lines shown around each change.
  static let context = 3

  /// The diff from `old` to `new`, both split at `\n` (a last line without
  /// one is compared as is).
  public init(old: String, new: String, path: String) {
    self.path = path
    let a = Self.split(old)
    let b = Self.split(new)
    hunks = Self.hunks(Self.script(a, b), a: a, b: b)
  }

  /// Whether the texts differ.
  public var isEmpty: Bool { hunks.isEmpty }

  /// The diff as text lines: the two file headers, then each hunk.
  public var lines: [String] {
    guard !hunks.isEmpty else { return [] }
    var result = ["--- a/\(path)", "+++ b/\(path)"]
    for hunk in hunks {
      result.append(hunk.header)
      for line in hunk.lines {
        switch line {
        case .context(let text): result.append(" " + text)
        case .removed(let text): result.append("-" + text)
        case .added(let text): result.append("+" + text)
        }
      }
    }
    return result
  }

  private static func split(_ text: String) -> [Substring] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// One step of the edit script: keep a line of both, remove one of `a`, add one of `b`.
  enum Edit: Equatable { case keep, remove, add }

  /// The shortest edit script from `a` to `b` (Myers), after the common
  /// prefix and suffix, which most of a recorded file is.
  static func script(_ a: [Substring], _ b: [Substring]) -> [Edit] {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
    let x = Array(a[prefix..<(a.count - suffix)])
    let y = Array(b[prefix..<(b.count - suffix)])
    let middle = myers(x, y) ?? Array(repeating: .remove, count: x.count) + Array(repeating: .add, count: y.count)
    return Array(repeating: .keep, count: prefix) + middle + Array(repeating: .keep, count: suffix)
  }

  /// Myers' greedy O((N+M)·D) search, keeping each step's frontier for the
  /// way back; `nil` past `maximumEdits`.
  private static func myers(_ a: [Substring], _ b: [Substring]) -> [Edit]? {
    let n = a.count, m = b.count
    if n == 0 { return Array(repeating: .add, count: m) }
    if m == 0 { return Array(repeating: .remove, count: n) }
    let maximum = min(n + m, maximumEdits)
    let offset = maximum + 1
    var frontier = Array(repeating: 0, count: 2 * maximum + 3)
    var trace: [[Int]] = []
    for d in 0...maximum {
      trace.append(frontier)
      for k in stride(from: -d, through: d, by: 2) {
        var x = (k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]))
          ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
        var y = x - k
        while x < n, y < m, a[x] == b[y] {
          x += 1
          y += 1
        }
        frontier[offset + k] = x
        if x >= n, y >= m { return backtrack(trace, offset: offset, n: n, m: m) }
      }
    }
    return nil
  }

  private static func backtrack(_ trace: [[Int]], offset: Int, n: Int, m: Int) -> [Edit] {
    var edits: [Edit] = []
    var x = n, y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let frontier = trace[d]
      let k = x - y
      let previousK = (k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1])) ? k + 1 : k - 1
      // The search starts at (0, 0); every later step at the end of the previous one's snake.
      let previousX = d == 0 ? 0 : frontier[offset + previousK]
      let previousY = d == 0 ? 0 : previousX - previousK
      while x > previousX, y > previousY {
        edits.append(.keep)
        x -= 1
        y -= 1
      }
      if d > 0 { edits.append(x == previousX ? .add : .remove) }
      x = previousX
      y = previousY
    }
    return edits.reversed()
  }

  /// Groups the script into hunks with `context` lines around each change.
  private static func hunks(_ script: [Edit], a: [Substring], b: [Substring]) -> [Hunk] {
    // Positions of every step in the old and new text.
    var steps: [(edit: Edit, old: Int, new: Int)] = []
    var i = 0, j = 0
    for edit in script {
      steps.append((edit, i, j))
      switch edit {
      case .keep: i += 1; j += 1
      case .remove: i += 1
      case .add: j += 1
      }
    }
    let changed = steps.indices.filter { steps[$0].edit != .keep }
    guard let first = changed.first else { return [] }
    // Spans of steps to show: each change with its context, merged when they touch.
    var spans: [ClosedRange<Int>] = []
    var start = max(0, first - context)
    var end = min(steps.count - 1, first + context)
    for index in changed.dropFirst() {
      if index - context <= end + 1 {
        end = min(steps.count - 1, index + context)
      } else {
        spans.append(start...end)
        start = max(0, index - context)
        end = min(steps.count - 1, index + context)
      }
    }
    spans.append(start...end)
    return spans.map { span in
      var lines: [Line] = []
      var oldCount = 0, newCount = 0
      for step in steps[span] {
        switch step.edit {
        case .keep:
          lines.append(.context(String(a[step.old])))
          oldCount += 1
          newCount += 1
        case .remove:
          lines.append(.removed(String(a[step.old])))
          oldCount += 1
        case .add:
          lines.append(.added(String(b[step.new])))
          newCount += 1
        }
      }
      return Hunk(oldStart: steps[span.lowerBound].old + 1, oldCount: oldCount, newStart: steps[span.lowerBound].new + 1, newCount: newCount, lines: lines)
    }
  }
}
