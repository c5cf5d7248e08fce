import ArgumentParser

/// `--format`: every format CLI.md names, so later ones can be refused clearly
/// instead of as an unknown value.
enum ReportFormat: String, CaseIterable, ExpressibleByArgument {
  case human, junit, json, tap, github

  /// Formats this build can write.
  static let supported: [ReportFormat] = [.human, .junit]

  var isSupported: Bool { Self.supported.contains(self) }
}
