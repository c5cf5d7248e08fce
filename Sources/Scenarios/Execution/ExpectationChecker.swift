import FocusEngine
import YAML

/// Compares an `expect:` with the observable state (SCENARIO-FORMAT
/// "Expectations"): only the keys given, one mismatch per differing path.
/// It reads the state and asks the run for what only the run can tell (a
/// command's status evaluates its `disabled:` condition); it changes nothing.
///
///     let mismatches = ExpectationChecker(run: run).check(expectation)
///     mismatches.first?.description   // "focused: expected password, got username"
struct ExpectationChecker {
  let engine: FocusEngine
  let state: StateStore
  let source: SourceFile
  /// Warnings since the previous `expect` (the `warnings` expectation).
  let warnings: [FocusWarning]
  /// What a reader of a focused value sees (F23, F25).
  let focusedValue: (String) -> Value
  /// `enabled`, `disabled`, `not defined` or why it cannot be told (F29).
  let commandStatus: (String) -> String
  /// The key scene's up presentations, bottom to top (F35).
  let presentedIDs: () -> [String]
  /// Each present NavigationStack's pushed screens (F42).
  let screenCounts: () -> [(stack: String, count: Int)]
  /// The virtual clock, in seconds (F46).
  let time: Double

  init(run: ScenarioRun) {
    self.engine = run.engine
    self.state = run.state
    self.source = run.source
    self.warnings = run.warningsSinceExpect
    self.focusedValue = run.focusedValue
    self.commandStatus = run.commandStatus
    self.presentedIDs = run.presentedIDs
    self.screenCounts = run.screenCounts
    self.time = run.clock.now
  }

  func check(_ expectation: Expectation) -> [Mismatch] {
    check(expectation, listingHeld: false).mismatches
  }

  /// The mismatches, and when `listingHeld` every path that held with its
  /// expected and actual values, in the order the paths are checked: what
  /// the structured trace records of an `expect` (`TraceEvent.expectationHeld`).
  func check(_ expectation: Expectation, listingHeld: Bool) -> (mismatches: [Mismatch], held: [ExpectationCheck]) {
    var mismatches: [Mismatch] = []
    var held: [ExpectationCheck] = []
    // Paths and renderings are built only for a difference: an `expect`
    // that holds, the usual case, formats nothing unless a picture of it is wanted.
    func compare<T>(_ path: @autoclosure () -> String, _ entry: Expectation.Entry<T>, _ expected: String, _ actual: String, writable: Bool = true) {
      guard expected != actual else {
        if listingHeld { held.append(ExpectationCheck(path: path(), expected: expected, actual: actual)) }
        return
      }
      let length = entry.end.line == entry.mark.line ? max(1, entry.end.column - entry.mark.column) : 1
      mismatches.append(Mismatch(
        path: path(), expected: expected, actual: actual, location: source.location(entry.mark),
        sourceLine: source.line(entry.mark.line), length: length,
        valueRange: entry.mark..<max(entry.mark, entry.end), isActualWritable: writable))
    }
    func compareValue(_ path: @autoclosure () -> String, _ entry: Expectation.Entry<Value>, _ actual: Value?) {
      guard entry.expected != actual else {
        if listingHeld, let actual {
          held.append(ExpectationCheck(path: path(), expected: entry.expected.displayText, actual: actual.displayText))
        }
        return
      }
      guard let actual else {
        // A path into a value that has no such element or field.
        compare(path(), entry, entry.expected.displayText, "missing", writable: false)
        return
      }
      let before = mismatches.count
      compare(path(), entry, entry.expected.displayText, actual.displayText)
      // Lists and mappings: which elements and fields differ (issue 17).
      if mismatches.count > before {
        mismatches[before].details = ValueDifference.between(entry.expected, actual, at: mismatches[before].path)
      }
    }
    /// `var` or a path into it (`reminders.1.title`), read from `root`.
    func pathValue(_ key: String, in root: (String) -> Value?) -> Value? {
      guard !ValuePath.isBare(key) else { return root(key) }
      return root(ValuePath.root(of: key)).flatMap { ValuePath.read(key, in: $0) }
    }
    if let entry = expectation.focused, listingHeld || entry.expected != engine.focusedID {
      compare("focused", entry, entry.expected.map(Value.yamlScalar) ?? "null", engine.focusedID.map(Value.yamlScalar) ?? "null")
    }
    for entry in expectation.focusState {
      compareValue("focusState.\(entry.key)", entry, engine.value(of: entry.key))
    }
    for entry in expectation.state {
      compareValue("state.\(entry.key)", entry, pathValue(entry.key) { state[$0] ?? .null })
    }
    for entry in expectation.focusedValues {
      compareValue("focusedValues.\(entry.key)", entry, pathValue(entry.key) { focusedValue($0) })
    }
    for entry in expectation.isFocused {
      compare("isFocused.\(entry.key)", entry, String(entry.expected), String(engine.isFocused(entry.key)))
    }
    for entry in expectation.commands {
      let actual = commandStatus(entry.key)
      compare("commands.\(entry.key)", entry, entry.expected.rawValue, actual,
        writable: Expectation.CommandStatus(rawValue: actual) != nil)
    }
    if let entry = expectation.tabOrder, listingHeld || entry.expected != engine.sequentialOrderIDs {
      let render = { (ids: [String]) in "[" + ids.map(Value.yamlScalar).joined(separator: ", ") + "]" }
      compare("tabOrder", entry, render(entry.expected), render(engine.sequentialOrderIDs))
    }
    for entry in expectation.present {
      compare("present.\(entry.key)", entry, String(entry.expected), String(engine.keyScene.tree.index(of: entry.key) != nil))
    }
    for entry in expectation.disabled {
      let tree = engine.keyScene.tree
      let actual = tree.index(of: entry.key).map { String(tree.isDisabled[$0]) }
      compare("disabled.\(entry.key)", entry, String(entry.expected), actual ?? "not present", writable: actual != nil)
    }
    if let entry = expectation.scene {
      compare("scene", entry, entry.expected, engine.keyScene.id)
    }
    if let entry = expectation.warnings {
      let actual = warnings.map(\.description)
      let matches = actual.count == entry.expected.count
        && zip(entry.expected, actual).allSatisfy { expected, actual in actual.contains(expected) }
      let render = { (items: [String]) in "[" + items.map(Value.yamlScalar).joined(separator: ", ") + "]" }
      if !matches {
        compare("warnings", entry, render(entry.expected), render(actual))
      } else if listingHeld {
        // Each expected warning is a part of the actual one: the texts differ and it held.
        held.append(ExpectationCheck(path: "warnings", expected: render(entry.expected), actual: render(actual)))
      }
    }
    if let entry = expectation.focusedIn {
      // F59: the actual value is the focused node; writing it back (record)
      // gives an expectation that holds, so it is writable unless focus is none.
      let focused = engine.focusedID
      let actual = focused.map(Value.yamlScalar) ?? "null"
      if !engine.containsFocusInActiveLayer(entry.expected) {
        compare("focusedIn", entry, Value.yamlScalar(entry.expected), actual, writable: focused != nil)
      } else if listingHeld {
        held.append(ExpectationCheck(path: "focusedIn", expected: Value.yamlScalar(entry.expected), actual: actual))
      }
    }
    if let entry = expectation.presented {
      let actual = presentedIDs()
      if listingHeld || entry.expected != actual { compare("presented", entry, Self.render(entry.expected), Self.render(actual)) }
    }
    if !expectation.screens.isEmpty {
      let counts = screenCounts()
      for entry in expectation.screens {
        // A stack that is not present has no count to write (F42).
        let actual = counts.first { $0.stack == entry.key }.map { String($0.count) }
        compare("screens.\(entry.key)", entry, String(entry.expected), actual ?? "not present", writable: actual != nil)
      }
    }
    if let entry = expectation.time, listingHeld || entry.expected != time {
      compare("time", entry, Value.format(number: entry.expected), Value.format(number: time))
    }
    return (mismatches, held)
  }

  /// A list of ids as YAML flow: `[editor, discard]`.
  private static func render(_ ids: [String]) -> String {
    "[" + ids.map(Value.yamlScalar).joined(separator: ", ") + "]"
  }
}
