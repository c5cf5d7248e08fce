import FocusEngine
import YAML

/// One entry of an expectation as the value it states, without its place:
/// what `record` means to write and what the written file reads back as.
struct ExpectedItem: Sendable {
  /// `focused`, `state`, `tabOrder`…
  var group: String
  /// The name inside the group; empty for `focused`, `scene`, `tabOrder`, `warnings`, `presented`, `time`.
  var key: String = ""
  /// Ids, statuses and lists of strings as `.string`/`.list`; `focused: null` as `.null`.
  var value: Value
  /// Where the value starts in the file it was read from (-1 when not read).
  var offset: Int = -1

  var path: String { key.isEmpty ? group : "\(group).\(key)" }

  /// Every entry of `expectation`, group by group in a fixed order (that of
  /// `ObservedState.items` for the groups it has), in file order inside a group.
  static func items(of expectation: Expectation) -> [ExpectedItem] {
    var items: [ExpectedItem] = []
    func add<T>(_ group: String, _ entries: [Expectation.Entry<T>], _ value: (T) -> Value) {
      items += entries.map { ExpectedItem(group: group, key: $0.key, value: value($0.expected), offset: $0.mark.offset) }
    }
    add("focused", expectation.focused.map { [$0] } ?? []) { $0.map(Value.string) ?? .null }
    add("scene", expectation.scene.map { [$0] } ?? []) { .string($0) }
    add("focusState", expectation.focusState) { $0 }
    add("state", expectation.state) { $0 }
    add("focusedValues", expectation.focusedValues) { $0 }
    add("isFocused", expectation.isFocused) { .bool($0) }
    add("present", expectation.present) { .bool($0) }
    add("disabled", expectation.disabled) { .bool($0) }
    add("tabOrder", expectation.tabOrder.map { [$0] } ?? []) { .list($0.map(Value.string)) }
    add("commands", expectation.commands) { .string($0.rawValue) }
    add("warnings", expectation.warnings.map { [$0] } ?? []) { .list($0.map(Value.string)) }
    add("presented", expectation.presented.map { [$0] } ?? []) { .list($0.map(Value.string)) }
    add("focusedIn", expectation.focusedIn.map { [$0] } ?? []) { .string($0) }
    add("screens", expectation.screens) { .number(.integer($0)) }
    add("time", expectation.time.map { [$0] } ?? []) { .number(.real($0)) }
    return items
  }

  /// The first place `read` differs from `meant`: `state.s would read back as 1 instead of "1"`.
  static func difference(meant: [ExpectedItem], read: [ExpectedItem]) -> String? {
    for (index, item) in meant.enumerated() {
      guard index < read.count else { return "\(item.path) would be missing" }
      let other = read[index]
      guard other.path == item.path else { return "\(item.path) would read back as \(other.path)" }
      guard same(item.value, other.value) else {
        return "\(item.path) would read back as \(show(other.value)) instead of \(show(item.value))"
      }
    }
    if read.count > meant.count { return "\(read[meant.count].path) would appear" }
    return nil
  }

  private static func show(_ value: Value) -> String {
    RecordedYAML.flow(value) ?? value.displayText
  }

  /// Equality of values, with NaN equal to NaN (`.nan` is written as such and reads back as NaN).
  static func same(_ a: Value, _ b: Value) -> Bool {
    switch (a, b) {
    case (.number(let x), .number(let y)): return x == y || (x.isNaN && y.isNaN)
    case (.list(let x), .list(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
    case (.map(let x), .map(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && same($0.value, $1.value) }
    default: return a == b
    }
  }
}

/// An expectation `record` edits: where it is, and what it must read back as.
struct RecordIntent: Sendable {
  var documentIndex: Int
  var stepIndex: Int
  var scenario: String
  /// The expectation's value in the file as read.
  var start: Mark
  var end: Mark
  /// Every entry it must hold once written.
  var items: [ExpectedItem]
  /// The edits that write it.
  var edits: [TextEdit]
}

/// The check before writing: the edited bytes are read with the project's
/// own reader and decoder, every edited expectation must read back as the
/// values meant for it, and everything else must read as before (the same
/// YAML nodes outside the edited expectations, the same scenarios, all
/// valid, no new file diagnostics).
enum ReadBack {
  struct Failure: Error, Sendable {
    /// The expectation it concerns, when known.
    var intent: Int?
    var message: String
  }

  static func check(
    _ bytes: [UInt8], original: YAMLStream, decoded: ScenarioFile, intents: [RecordIntent]
  ) -> Failure? {
    let stream: YAMLStream
    do {
      stream = try YAMLReader.read(file: SourceFile(path: original.file.path, bytes: bytes))
    } catch {
      return Failure(message: "the edited file would not read (\(error.message))")
    }
    guard stream.documents.count == original.documents.count else {
      return Failure(message: "the edited file would hold \(stream.documents.count) documents instead of \(original.documents.count)")
    }
    var edited: [Int: Set<Int>] = [:]
    for intent in intents { edited[intent.documentIndex, default: []].insert(intent.stepIndex) }
    for (index, document) in original.documents.enumerated() {
      let steps = edited[index] ?? []
      if let mark = firstDifference(masked(document.root, steps), masked(stream.documents[index].root, steps)) {
        return Failure(message: "it would also change what line \(mark.line), column \(mark.column) reads as (an alias of it?)")
      }
    }

    let check = ScenarioDecoder.decode(stream)
    guard check.entries.count == decoded.entries.count else {
      return Failure(message: "the edited file would hold \(check.entries.count) scenarios instead of \(decoded.entries.count)")
    }
    var scenarios: [Int: Scenario] = [:]
    for (before, after) in zip(decoded.entries, check.entries) {
      switch (before, after) {
      case (.valid(let old), .valid(let new)):
        guard old.name == new.name else { return Failure(message: "scenario '\(old.name)' would read as '\(new.name)'") }
        scenarios[new.documentIndex] = new
      case (_, .invalid(let name, _, let diagnostics)):
        let first = diagnostics.first.map { ": \($0.message)" } ?? ""
        return Failure(message: "scenario '\(name ?? "?")' would become invalid\(first)")
      default:
        return Failure(message: "the edited file would not decode as before")
      }
    }
    var allowed: [Diagnostic.Code: Int] = [:]
    for diagnostic in decoded.fileDiagnostics { allowed[diagnostic.code, default: 0] += 1 }
    for diagnostic in check.fileDiagnostics {
      allowed[diagnostic.code, default: 0] -= 1
      if allowed[diagnostic.code, default: 0] < 0 { return Failure(message: "the edited file would add: \(diagnostic.message)") }
    }

    for (index, intent) in intents.enumerated() {
      guard let scenario = scenarios[intent.documentIndex], scenario.steps.indices.contains(intent.stepIndex),
        case .expect(let expectation) = scenario.steps[intent.stepIndex].kind
      else { return Failure(intent: index, message: "the step would no longer be an expectation") }
      if let difference = ExpectedItem.difference(meant: intent.items, read: ExpectedItem.items(of: expectation)) {
        return Failure(intent: index, message: difference)
      }
    }
    return nil
  }

  /// `root` with the value of `expect` in each step of `steps` replaced by
  /// null: the parts `record` edits, compared through the decoder instead.
  private static func masked(_ root: Node, _ steps: Set<Int>) -> Node {
    guard !steps.isEmpty, let rootPairs = root.mapping,
      let stepsIndex = rootPairs.firstIndex(where: { $0.key.hasScalarText("steps") }),
      let stepItems = rootPairs[stepsIndex].value.sequence
    else { return root }
    // Nodes are handles into the file's store: the masked tree is a copy
    // with the changed collections rebuilt around the unchanged nodes.
    var items = Array(stepItems)
    for step in steps where items.indices.contains(step) {
      guard let stepMapping = items[step].mapping,
        let expect = stepMapping.firstIndex(where: { $0.key.hasScalarText("expect") })
      else { continue }
      var stepPairs = Array(stepMapping)
      let value = stepPairs[expect].value
      stepPairs[expect].value = Node(content: .scalar(Scalar(text: "", style: .plain)), start: value.start, end: value.start)
      let old = items[step]
      items[step] = Node(mapping: stepPairs, start: old.start, end: old.end, tag: old.tag, isFlow: old.isFlow)
    }
    var pairs = Array(rootPairs)
    let oldSteps = pairs[stepsIndex].value
    pairs[stepsIndex].value = Node(
      sequence: items, start: oldSteps.start, end: oldSteps.end, tag: oldSteps.tag, isFlow: oldSteps.isFlow)
    return Node(mapping: pairs, start: root.start, end: root.end, tag: root.tag, isFlow: root.isFlow)
  }

  /// Where (in `old`) the first node differs from `new`, comparing content,
  /// scalar text and style, tags and flow style but not places. A loop with
  /// its own stack: aliases can nest a tree far deeper than the file does.
  private static func firstDifference(_ old: Node, _ new: Node) -> Mark? {
    var pending = [(old, new)]
    while let (a, b) = pending.popLast() {
      guard a.tag == b.tag, a.isFlow == b.isFlow else { return a.start }
      switch (a.content, b.content) {
      case (.scalar(let x), .scalar(let y)):
        guard x == y else { return a.start }
      case (.sequence(let x), .sequence(let y)):
        guard x.count == y.count else { return a.start }
        for index in x.indices.reversed() { pending.append((x[index], y[index])) }
      case (.mapping(let x), .mapping(let y)):
        guard x.count == y.count else { return a.start }
        for index in x.indices.reversed() {
          pending.append((x[index].value, y[index].value))
          pending.append((x[index].key, y[index].key))
        }
      default:
        return a.start
      }
    }
    return nil
  }
}
