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
    for entry in file.entries {
      let anchor: Int
      switch entry {
      case .valid(let scenario): anchor = scenario.mark.line
      case .invalid(_, let mark, _): anchor = mark.line
      }
      let start = separators.last(where: { $0 <= anchor }) ?? 1
      let end = separators.first(where: { $0 > anchor }) ?? Int.max
      regions.append((start, end))
    }
  }

  /// The index of the entry whose document holds `line`; `nil` when none does.
  func entry(at line: Int) -> Int? {
    // Lines before the first document (comments above it) select the first one.
    if let first = regions.first, line < first.start { return 0 }
    return regions.lastIndex(where: { $0.start <= line && line < $0.end })
  }
}
