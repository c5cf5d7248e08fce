import Foundation
import FocusScenarios

/// `--check`: imports the Swift of every scenario with an import header
/// again and compares the sections the import writes — `state`,
/// `focusState`, `view`, `commands` — with the committed ones. Comment lines
/// do not count (a TODO the author resolved is not drift); a section whose
/// key line carries `# import: keep` is the author's and is not compared,
/// and so is a line with that marker and what is indented under it.
/// Each drifted file is printed as a unified diff from the committed file to
/// the file with the drifted sections imported again, its kept lines left
/// as written, so the diff's line numbers are the file's and applying it
/// keeps the author's edits.
package struct DriftCheck {
  package var paths: [String]

  /// The sections an import writes and `--check` compares.
  static let sections = ["state", "focusState", "view", "commands"]
  /// Keeps a section as the author wrote it.
  package static let keepMarker = "# import: keep"

  package init(paths: [String]) { self.paths = paths }

  package struct Report {
    package var output = ""
    /// Scenarios whose Swift could not be imported again, with why.
    package var errors: [(scenario: String, error: ImportError)] = []
    package var checked = 0
    package var driftedFiles = 0
    package var drifted: Bool { driftedFiles > 0 }
    package var summary: String {
      "checked \(checked) imported scenario\(checked == 1 ? "" : "s"): \(driftedFiles) drifted from their Swift source\n"
    }
  }

  package func run() -> Report {
    var report = Report()
    for path in scenarioFiles() {
      guard let text = try? String(contentsOfFile: path, encoding: .utf8), let header = ImportHeader.find(in: text) else { continue }
      report.checked += 1
      let folder = (path as NSString).deletingLastPathComponent
      let source = header.source.hasPrefix("/") ? header.source : (folder.isEmpty ? header.source : folder + "/" + header.source)
      do {
        let fresh = try Importer(paths: [source], typeName: header.type, platform: Self.platform(in: text)).run(writingTo: path)
        let updated = Self.replacingDrifted(in: text, with: fresh.text)
        if updated != text {
          report.driftedFiles += 1
          report.output += UnifiedDiff(old: text, new: updated, path: path).lines.joined(separator: "\n") + "\n"
        }
      } catch let error as ImportError {
        report.errors.append((path, error))
      } catch {
        report.errors.append((path, ImportError(unreadable: source, reason: "\(error)")))
      }
    }
    return report
  }

  /// The files under `paths`: files as given, folders searched for `*.yaml`/`*.yml`, sorted.
  private func scenarioFiles() -> [String] {
    var files: [String] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        files.append(path)
        continue
      }
      guard isFolder.boolValue else {
        files.append(path)
        continue
      }
      let found = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
      files += found.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted().map { path + "/" + $0 }
    }
    return files
  }

  /// The committed text with each compared section that differs from the
  /// fresh import (comment lines aside, kept sections skipped) replaced by
  /// it, the lines kept with `# import: keep` excepted (`KeptLines`).
  static func replacingDrifted(in committed: String, with fresh: String) -> String {
    let committedBlocks = TopLevelBlocks(committed)
    let freshBlocks = TopLevelBlocks(fresh)
    var blocks = committedBlocks.blocks
    for key in sections {
      let old = committedBlocks.block(key)
      let new = freshBlocks.block(key)
      if old?.first(where: { !$0.hasPrefix("#") && !$0.isEmpty })?.contains(keepMarker) == true { continue }
      guard drifted(old ?? [], new ?? []) else { continue }
      if let index = blocks.firstIndex(where: { $0.key == key }) {
        // Lines the author kept stay as written, so the diff can be applied as is.
        if let new { blocks[index].lines = KeptLines.merging(committed: old ?? [], fresh: new) } else { blocks.remove(at: index) }
      } else if let new {
        // A section the committed file lacks goes before `steps`.
        let at = blocks.firstIndex { $0.key == "steps" } ?? blocks.count
        blocks.insert(TopLevelBlocks.Block(key: key, lines: new), at: at)
      }
    }
    return blocks.flatMap(\.lines).joined(separator: "\n")
  }

  /// Whether the committed section differs from the fresh one in more than
  /// comments and the lines the author kept. A line ending in
  /// `# import: keep` is kept, and with it the lines indented under it (a
  /// node, an action, a property); a change that only removes or replaces
  /// kept lines is not drift, one that adds or removes anything else is.
  static func drifted(_ committed: [String], _ fresh: [String]) -> Bool {
    let old = normalized(committed)
    let new = normalized(fresh).map(\.text)
    return ChangeRuns.steps(old: old.map(\.text), new: new).contains { step in
      // A run drifts unless all it does is remove or replace kept lines.
      guard case .changed(let removed, _) = step else { return false }
      return removed.isEmpty || !removed.allSatisfy { old[$0].kept }
    }
  }

  /// A section's lines without comment lines, trailing comments or blank
  /// lines, each marked when the author kept it (`KeptLines.keptMask`).
  static func normalized(_ lines: [String]) -> [(text: String, kept: Bool)] {
    zip(lines, KeptLines.keptMask(lines)).compactMap { line, kept in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      return trimmed.isEmpty || trimmed.hasPrefix("#") ? nil : (text(of: line), kept)
    }
  }

  /// `line` without a trailing comment.
  private static func text(of line: String) -> String {
    if let comment = line.range(of: " #") { return String(line[..<comment.lowerBound]) }
    return line
  }

  /// The scenario's `platform:` (the import's default, iOS, when absent).
  static func platform(in text: String) -> String {
    for line in text.split(separator: "\n") where line.hasPrefix("platform:") {
      return line.dropFirst("platform:".count).split(separator: "#").first?.trimmingCharacters(in: .whitespaces)
        .trimmingCharacters(in: ["\""]) ?? "iOS"
    }
    return "iOS"
  }
}

/// A YAML file cut at its top-level keys: each block is a key's line and
/// the indented or comment lines after it (comments just above the next
/// key belong to that key).
struct TopLevelBlocks {
  struct Block {
    var key: String?
    var lines: [String]
  }

  var blocks: [Block] = []

  init(_ text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    var current = Block(key: nil, lines: [])
    var pendingComments: [String] = []
    for line in lines {
      let isTopLevelKey = !line.isEmpty && !line.hasPrefix(" ") && !line.hasPrefix("#") && !line.hasPrefix("-") && line.contains(":")
      if isTopLevelKey {
        blocks.append(current)
        let key = String(line[..<line.firstIndex(of: ":")!])
        current = Block(key: key, lines: pendingComments + [line])
        pendingComments = []
      } else if line.hasPrefix("#") || line.isEmpty {
        pendingComments.append(line)
      } else {
        current.lines += pendingComments + [line]
        pendingComments = []
      }
    }
    current.lines += pendingComments
    blocks.append(current)
    // The last block keeps the file's final newline when joined.
    blocks[blocks.count - 1].lines.append("")
  }

  /// The lines of `key`'s block, the comments above it included.
  func block(_ key: String) -> [String]? {
    guard var lines = blocks.first(where: { $0.key == key })?.lines else { return nil }
    if blocks.last?.key == key, lines.last == "" { lines.removeLast() }
    return lines
  }
}
