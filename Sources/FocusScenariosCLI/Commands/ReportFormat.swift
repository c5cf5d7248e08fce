import ArgumentParser

/// `--format`: the report written on stdout (and to `--output`).
enum ReportFormat: String, CaseIterable, ExpressibleByArgument {
  case human, junit, json, tap, github

  /// Whether the report already ends with the human summary line, so it
  /// need not be repeated on stderr.
  var includesHumanSummary: Bool { self == .human || self == .github }
}
