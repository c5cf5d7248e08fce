import YAML

/// Turning recordings into `TextEdit`s on the file as read: an unrecorded
/// expectation's value becomes a block mapping (a flow mapping inside flow
/// collections); an updated entry's value becomes the actual value in flow style.
extension ScenarioRecorder {
  /// The expectations to edit, each with its edits and what it must read
  /// back as; problems and notes go to `remarks`.
  static func intents(
    for results: [RecordingResult], in stream: YAMLStream, update: Bool, recording: inout FileRecording,
    remarks: inout [Remark]
  ) -> [RecordIntent] {
    let file = stream.file
    let unit = indentUnit(file.bytes)
    var intents: [RecordIntent] = []
    for result in results {
      let scenario = result.scenario
      let document = stream.documents.indices.contains(scenario.documentIndex) ? stream.documents[scenario.documentIndex] : nil
      func located(_ stepIndex: Int, _ expectation: Expectation) -> ExpectNode? {
        guard let document, let node = expectNode(stepIndex: stepIndex, in: document),
          node.value.start.offset == expectation.start.offset, node.value.start.offset >= node.key.end.offset
        else { return nil }
        return node
      }
      func problem(_ mark: Mark, _ message: String) {
        remarks.append(Remark(isProblem: true, mark: mark, message: message))
      }
      func note(_ mark: Mark, _ message: String) {
        remarks.append(Remark(isProblem: false, mark: mark, message: message))
      }
      func intent(_ stepIndex: Int, _ expectation: Expectation, _ items: [ExpectedItem], _ edits: [TextEdit]) -> RecordIntent {
        RecordIntent(
          documentIndex: scenario.documentIndex, stepIndex: stepIndex, scenario: scenario.name,
          start: expectation.start, end: expectation.end, items: items, edits: edits)
      }

      for snapshot in result.snapshots {
        let entries = snapshot.state.entries
        guard let node = located(snapshot.stepIndex, snapshot.expectation),
          let edit = node.inFlow ? flowFill(node, entries, file.bytes) : blockFill(node, entries, file.bytes, unit: unit)
        else {
          problem(snapshot.expectation.start, "cannot record this expectation in place (write it as `- expect: {}`)")
          continue
        }
        intents.append(intent(snapshot.stepIndex, snapshot.expectation, snapshot.state.items, [edit]))
        recording.recorded += 1
      }

      if let stop = result.stop {
        let step = stop.stepIndex < 0 ? "while appearing" : "at step \(stop.stepIndex + 1) (\(stop.stepSummary))"
        let line = "scenario '\(scenario.name)' stopped \(step): \(stop.message)"
        let mark = Mark(line: stop.location.line, column: stop.location.column, offset: -1)
        if result.unreached > 0 {
          problem(mark, "\(line); \(result.unreached) unrecorded \(result.unreached == 1 ? "expectation" : "expectations") after it not recorded")
        } else {
          note(mark, line)
        }
      }

      for failed in result.failedExpectations {
        let at = failed.expectation.start
        guard update else {
          let count = failed.mismatches.count
          note(
            at, "scenario '\(scenario.name)': expectation fails (\(count) \(count == 1 ? "difference" : "differences")); left as is (use --update to rewrite it)")
          continue
        }
        guard let node = located(failed.stepIndex, failed.expectation) else {
          problem(at, "cannot update this expectation in place")
          continue
        }
        var items = ExpectedItem.items(of: failed.expectation)
        var edits: [TextEdit] = []
        for update in failed.updates {
          guard let value = update.actualValue, let actual = RecordedYAML.flow(value) else {
            problem(update.start, "\(failedText(failed, update)): the actual value cannot be written as an expectation")
            continue
          }
          guard let target = valueNode(update, within: node.value) else {
            problem(
              at, "\(update.path) is written at line \(update.start.line), column \(update.start.column), outside this expectation (through an alias); it cannot be updated")
            continue
          }
          edits.append(TextEdit(replacing: target.start.offset..<contentEnd(target, file.bytes), with: actual))
          for index in items.indices where items[index].offset == update.start.offset { items[index].value = value }
        }
        if !edits.isEmpty {
          intents.append(intent(failed.stepIndex, failed.expectation, items, edits))
          recording.updated += 1
        }
      }
    }
    return intents
  }

  /// A problem (makes `record` exit 2 and write nothing) or a note, at a
  /// place in the file as read.
  struct Remark {
    var isProblem: Bool
    /// Line and column; the offset is not used.
    var mark: Mark
    var message: String

    /// `file:line:col: message`, the line moved by the line breaks that edits
    /// ending on earlier lines add or remove (`shifts`, from `lineShifts`).
    func text(path: String, shifts: [(endLine: Int, delta: Int)]) -> String {
      var line = mark.line
      for shift in shifts where shift.endLine < mark.line { line += shift.delta }
      return "\(SourceLocation(file: path, line: line, column: mark.column)): \(message)"
    }
  }

  /// For each edit (in offset order), the line its range ends on and how many
  /// line breaks it adds (negative: removes), counted as libyaml counts lines
  /// (LF, CRLF, CR, NEL, LS, PS); one pass over the file.
  static func lineShifts(_ edits: [TextEdit], in file: SourceFile) -> [(endLine: Int, delta: Int)] {
    var shifts: [(endLine: Int, delta: Int)] = []
    var line = 1
    var position = 0
    for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      line += LineBreaks.count(in: file.bytes[position..<edit.range.lowerBound])
      let removed = LineBreaks.count(in: file.bytes[edit.range])
      shifts.append((line + removed, edit.replacement.utf8.filter { $0 == UInt8(ascii: "\n") }.count - removed))
      line += removed
      position = edit.range.upperBound
    }
    return shifts
  }

  private static func failedText(_ failed: RecordingResult.FailedExpectation, _ update: RecordingResult.ValueUpdate) -> String {
    failed.mismatches.first { $0.path == update.path }?.description ?? update.path
  }

  // MARK: - Finding the nodes

  /// The `expect` key and its value in a step, and whether the step is a flow mapping.
  struct ExpectNode {
    var key: Node
    var value: Node
    var inFlow: Bool
  }

  static func expectNode(stepIndex: Int, in document: YAMLDocument) -> ExpectNode? {
    guard let steps = document.root["steps"]?.sequence, steps.indices.contains(stepIndex) else { return nil }
    let step = steps[stepIndex]
    guard let pair = step.mapping?.first(where: { $0.key.scalar?.text == "expect" }) else { return nil }
    return ExpectNode(key: pair.key, value: pair.value, inFlow: step.isFlow)
  }

  /// The node an entry's value is written as, found inside the expectation's
  /// mapping (so an alias to a node elsewhere is never edited).
  private static func valueNode(_ update: RecordingResult.ValueUpdate, within root: Node) -> Node? {
    func search(_ node: Node) -> Node? {
      if node.start.offset == update.start.offset && node.end.offset == update.end.offset { return node }
      switch node.content {
      case .scalar: return nil
      case .sequence(let items):
        for item in items { if let found = search(item) { return found } }
      case .mapping(let pairs):
        for pair in pairs { if let found = search(pair.value) { return found } }
      }
      return nil
    }
    guard update.start.offset >= root.start.offset, update.end.offset <= root.end.offset else { return nil }
    return search(root)
  }

  /// Where a node's own text ends: a block collection's mark runs on to the
  /// next token (past comments and blank lines), so it ends with its last
  /// child; a block scalar ends before its trailing line breaks.
  static func contentEnd(_ node: Node, _ bytes: [UInt8]) -> Int {
    switch node.content {
    case .sequence(let items) where !node.isFlow:
      return items.last.map { contentEnd($0, bytes) } ?? node.end.offset
    case .mapping(let pairs) where !node.isFlow:
      guard let last = pairs.last else { return node.end.offset }
      guard last.value.start.offset == last.value.end.offset else { return contentEnd(last.value, bytes) }
      // `key:` with an empty value: up to the colon.
      return colon(after: last.key, bytes).map { $0 + 1 } ?? last.key.end.offset
    case .scalar(let scalar) where scalar.style == .literal || scalar.style == .folded:
      var end = min(node.end.offset, bytes.count)
      while end > node.start.offset, isWhitespace(bytes[end - 1]) { end -= 1 }
      return end
    default:
      return node.end.offset
    }
  }

  // MARK: - Writing the state

  /// `expect: {}` → `expect:` and one `key: value` line per entry, indented
  /// one level deeper than the `expect` key. The `{}` (or `null`) goes; a
  /// comment after it stays on the `expect:` line.
  private static func blockFill(_ node: ExpectNode, _ entries: [(key: String, value: String)], _ bytes: [UInt8], unit: Int) -> TextEdit? {
    let from: Int
    let to: Int
    if node.value.start.offset == node.value.end.offset {
      // `expect:` with nothing after it: libyaml places the empty value at the next token.
      guard var index = colon(after: node.key, bytes) else { return nil }
      index += 1
      var start = index
      // Keep an anchor or tag (`expect: &e`) in front of the mapping.
      while true {
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "&") || bytes[index] == UInt8(ascii: "!") else { break }
        while index < bytes.count, !isWhitespace(bytes[index]) { index += 1 }
        start = index
      }
      from = start
      to = start
    } else {
      var start = node.value.start.offset
      while start > node.key.end.offset, isWhitespace(bytes[start - 1]) { start -= 1 }
      from = start
      to = node.value.end.offset
    }
    let lineEnd = LineBreaks.lineEnd(from: to, in: bytes)
    var trailing = String(decoding: bytes[to..<lineEnd], as: UTF8.self)
    let rest = trailing.drop { $0 == " " || $0 == "\t" }
    if rest.isEmpty {
      trailing = ""
    } else if rest.first != "#" {
      return nil  // something other than a comment after the value: not a block context we know
    }
    // Columns of the key's own line, whatever its line break (a lone CR too).
    let indent = String(repeating: " ", count: LineBreaks.column(of: node.key.start.offset, in: bytes) + unit)
    let lines = entries.map { "\n\(indent)\($0.key): \($0.value)" }.joined()
    return TextEdit(replacing: from..<lineEnd, with: trailing + lines)
  }

  /// Inside a flow collection: `{ focused: a, tabOrder: [a, b], warnings: [] }`.
  private static func flowFill(_ node: ExpectNode, _ entries: [(key: String, value: String)], _ bytes: [UInt8]) -> TextEdit? {
    let mapping = "{ " + entries.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + " }"
    if node.value.start.offset < node.value.end.offset {
      return TextEdit(replacing: node.value.start.offset..<node.value.end.offset, with: mapping)
    }
    if let colon = colon(after: node.key, bytes) { return .insert(" " + mapping, at: colon + 1) }
    return .insert(": " + mapping, at: node.key.end.offset)
  }

  /// The `:` after a key, past blanks (and line breaks in flow context).
  private static func colon(after key: Node, _ bytes: [UInt8]) -> Int? {
    var index = key.end.offset
    while index < bytes.count, isWhitespace(bytes[index]) { index += 1 }
    return index < bytes.count && bytes[index] == UInt8(ascii: ":") ? index : nil
  }

  /// The file's indentation step: its smallest indentation of a content
  /// line, lines split at any line break (2 when nothing is indented; at most 8).
  static func indentUnit(_ bytes: [UInt8]) -> Int {
    var smallest = Int.max
    var index = 0
    while index < bytes.count {
      var spaces = 0
      while index < bytes.count, bytes[index] == UInt8(ascii: " ") { spaces += 1; index += 1 }
      if spaces > 0, index < bytes.count, !isWhitespace(bytes[index]), bytes[index] != UInt8(ascii: "#") {
        smallest = min(smallest, spaces)
      }
      index = LineBreaks.lineEnd(from: index, in: bytes)
      index += max(1, LineBreaks.length(at: index, in: bytes))
    }
    return smallest == Int.max ? 2 : min(smallest, 8)
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
  }
}
