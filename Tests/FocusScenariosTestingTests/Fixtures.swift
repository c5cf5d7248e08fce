import Foundation

/// Absolute paths of this target's YAML fixtures, wherever the tests run.
enum Fixtures {
  static let folder = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Fixtures")

  /// `Fixtures/<relative>` as an absolute path.
  static func path(_ relative: String) -> String {
    folder.appending(path: relative).path(percentEncoded: false)
  }
}
