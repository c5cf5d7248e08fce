import Scenarios
import Testing

@Suite("Unified diff (record's review, issue 17)")
struct UnifiedDiffTests {
  @Test("a changed line between unchanged ones")
  func oneChange() {
    let diff = UnifiedDiff(old: "a\nb\nc\n", new: "a\nB\nc\n", path: "login.yaml")
    #expect(diff.lines == ["--- a/login.yaml", "+++ b/login.yaml", "@@ -1,3 +1,3 @@", " a", "-b", "+B", " c"])
  }

  @Test("equal texts give no diff")
  func equal() {
    #expect(UnifiedDiff(old: "a\nb\n", new: "a\nb\n", path: "x").isEmpty)
    #expect(UnifiedDiff(old: "", new: "", path: "x").lines == [])
  }

  @Test("changes far apart are separate hunks with three lines of context")
  func separateHunks() {
    let old = (1...20).map { "l\($0)" }.joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "l2\n", with: "L2\n").replacingOccurrences(of: "l18\n", with: "l18\nnew\n")
    let diff = UnifiedDiff(old: old, new: new, path: "f")
    #expect(diff.hunks.map(\.header) == ["@@ -1,5 +1,5 @@", "@@ -16,5 +16,6 @@"])
  }

  @Test("insertions at the start and deletions at the end")
  func edges() {
    let diff = UnifiedDiff(old: "b\nc\nd\n", new: "a\nb\nc\n", path: "f")
    #expect(diff.lines.dropFirst(2) == ["@@ -1,3 +1,3 @@", "+a", " b", " c", "-d"])
    #expect(UnifiedDiff(old: "", new: "x\n", path: "f").lines.dropFirst(2) == ["@@ -0,0 +1 @@", "+x"])
  }

  /// Applies the hunks to `old`'s lines.
  static func apply(_ diff: UnifiedDiff, to old: [String]) -> [String] {
    var result: [String] = []
    var next = 0
    for hunk in diff.hunks {
      let start = hunk.oldStart - 1
      result += old[next..<start]
      next = start
      for line in hunk.lines {
        switch line {
        case .context(let text): result.append(text); next += 1
        case .removed: next += 1
        case .added(let text): result.append(text)
        }
      }
    }
    return result + old[next...]
  }

  @Test("random edits: the hunks turn the old text into the new one, with a minimal number of changed lines")
  func random() {
    var state: UInt64 = 0x5eed
    func next(_ bound: Int) -> Int {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Int((state >> 33) % UInt64(bound))
    }
    for _ in 0..<300 {
      let old = (0..<next(12)).map { _ in ["a", "b", "c", "d"][next(4)] }
      var new = old
      for _ in 0..<next(5) {
        switch next(3) {
        case 0 where !new.isEmpty: new.remove(at: next(new.count))
        case 1: new.insert(["a", "b", "x"][next(3)], at: next(new.count + 1))
        default: if !new.isEmpty { new[next(new.count)] = "y" }
        }
      }
      let diff = UnifiedDiff(old: old.map { $0 + "\n" }.joined(), new: new.map { $0 + "\n" }.joined(), path: "f")
      #expect(Self.apply(diff, to: old) == new, "\(old) → \(new)")
      let changed = diff.hunks.flatMap(\.lines).filter { if case .context = $0 { false } else { true } }.count
      #expect(changed == old.count + new.count - 2 * Self.lcs(old, new), "\(old) → \(new)")
    }
  }

  static func lcs(_ a: [String], _ b: [String]) -> Int {
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in a.indices.reversed() {
      for j in b.indices.reversed() {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    return table[0][0]
  }
}
