import FocusScenarios

/// The diff from `old` to `new` walked line by line, as both halves of
/// `--check` read it: deciding whether a section drifted
/// (`DriftCheck.drifted`) and proposing its new text (`KeptLines`).
///
///     ChangeRuns.steps(old: ["a", "b", "c"], new: ["a", "B", "c"])
///     // [.same(0), .changed(removed: [1], added: ["B"]), .same(2)]
enum ChangeRuns {
  /// One step of the walk.
  enum Step: Equatable {
    /// Line `index` of `old` is in `new` too.
    case same(Int)
    /// Lines of `old` (by index) and of `new` that replace each other,
    /// between two unchanged lines: one run of the diff.
    case changed(removed: [Int], added: [String])
  }

  /// The steps from `old` to `new`, in order: every line of `old` appears
  /// once, in `.same` or in a run's `removed`.
  static func steps(old: [String], new: [String]) -> [Step] {
    let diff = UnifiedDiff(old: old.joined(separator: "\n"), new: new.joined(separator: "\n"), path: "")
    var steps: [Step] = []
    var oldIndex = 0
    var removed: [Int] = []
    var added: [String] = []
    func endRun() {
      if !removed.isEmpty || !added.isEmpty { steps.append(.changed(removed: removed, added: added)) }
      removed = []
      added = []
    }
    for hunk in diff.hunks {
      // Lines between hunks are the same in both.
      while oldIndex < hunk.oldStart - 1 {
        steps.append(.same(oldIndex))
        oldIndex += 1
      }
      for line in hunk.lines {
        switch line {
        case .context:
          endRun()
          steps.append(.same(oldIndex))
          oldIndex += 1
        case .removed:
          removed.append(oldIndex)
          oldIndex += 1
        case .added(let text):
          added.append(text)
        }
      }
      endRun()
    }
    while oldIndex < old.count {
      steps.append(.same(oldIndex))
      oldIndex += 1
    }
    return steps
  }
}
