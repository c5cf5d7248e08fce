import YAML

/// Which document of a file holds a given line, for `FILE:LINE`.
///
/// Documents are separated by `---` lines; an entry's document is the region
/// between the separators around its anchor line (the `scenario:` key, or
/// the start of an invalid document). A line on a separator belongs to the
/// document it opens.
///
///     // a.yaml: "scenario: A\n---\nscenario: B\nsteps: []\n"
///     DocumentRegions(file: decoded).entry(at: 4)   // 1 (scenario B)
struct DocumentRegions {
  /// Per entry, the first line of its region and the first line after it.
  private var regions: [(start: Int, end: Int)] = []

  init(file: ScenarioFile) {
    var separators: [Int] = []
    if let source = file.source {
      for number in 1...max(1, source.lineCount) {
        guard let line = source.line(number), line.hasPrefix("---") else { continue }
        let rest = line.dropFirst(3)
        if rest.isEmpty || rest.first == " " || rest.first == "\t" { separators.append(number) }
      }
    }
    // Entries are in file order, so their anchors only grow: one pass over
    // the separators beside them (a search of all separators per entry was
    // quadratic in the documents of a file).
    var next = 0
    regions.reserveCapacity(file.entries.count)
    for entry in file.entries {
      let anchor: Int
      switch entry {
      case .valid(let scenario): anchor = scenario.mark.line
      case .invalid(_, let mark, _): anchor = mark.line
      }
      while next < separators.count, separators[next] <= anchor { next += 1 }
      let start = next > 0 ? separators[next - 1] : 1
      let end = next < separators.count ? separators[next] : Int.max
      regions.append((start, end))
    }
  }

  /// The index of the entry whose document holds `line`; `nil` when none does.
  func entry(at line: Int) -> Int? {
    // Lines before the first document (comments above it) select the first one.
    if let first = regions.first, line < first.start { return 0 }
    // The last region starting at or before `line`, by binary search: starts
    // and ends both grow with the index, so if that region does not reach
    // `line`, no earlier one does either.
    var low = 0
    var high = regions.count
    while low < high {
      let middle = (low + high) / 2
      if regions[middle].start <= line { low = middle + 1 } else { high = middle }
    }
    guard low > 0, line < regions[low - 1].end else { return nil }
    return low - 1
  }
}
