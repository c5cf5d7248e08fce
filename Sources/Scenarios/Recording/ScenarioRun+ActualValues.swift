import FocusEngine
import YAML

/// The actual values `record --update` writes, as values rather than as the
/// text a failure prints (which is not always quoted for YAML: `scene` is
/// printed bare), read with the accessors `check` compares against.
extension ScenarioRun {
  /// The actual value of the entry of `expectation` whose value starts at
  /// `offset`; `nil` when none does or it cannot be expected (a node that is
  /// not present for `disabled` or `screens`, a command without a status).
  func actualValue(in expectation: Expectation, at offset: Int) -> Value? {
    func at<T>(_ entries: [Expectation.Entry<T>]) -> Expectation.Entry<T>? { entries.first { $0.mark.offset == offset } }
    if let entry = expectation.focused, entry.mark.offset == offset { return engine.focusedID.map(Value.string) ?? .null }
    if let entry = at(expectation.focusState) { return engine.value(of: entry.key) }
    if let entry = at(expectation.state) { return state[entry.key] ?? .null }
    if let entry = at(expectation.focusedValues) { return dereference(engine.focusedValue(entry.key)) }
    if let entry = at(expectation.isFocused) { return .bool(engine.isFocused(entry.key)) }
    if let entry = at(expectation.commands) {
      return Expectation.CommandStatus(rawValue: commandStatus(entry.key)).map { .string($0.rawValue) }
    }
    if let entry = expectation.tabOrder, entry.mark.offset == offset { return .list(engine.sequentialOrderIDs.map(Value.string)) }
    if let entry = at(expectation.present) { return .bool(engine.keyScene.tree.index(of: entry.key) != nil) }
    if let entry = at(expectation.disabled) {
      let tree = engine.keyScene.tree
      return tree.index(of: entry.key).map { .bool(tree.isDisabled[$0]) }
    }
    if let entry = expectation.scene, entry.mark.offset == offset { return .string(engine.keyScene.id) }
    if let entry = expectation.warnings, entry.mark.offset == offset {
      return .list(warningsSinceExpect.map { .string($0.description) })
    }
    // F59: the focused node, which contains focus itself; none: nothing to write.
    if let entry = expectation.focusedIn, entry.mark.offset == offset { return engine.focusedID.map(Value.string) }
    if let entry = expectation.presented, entry.mark.offset == offset { return .list(presentedIDs().map(Value.string)) }
    if let entry = at(expectation.screens) {
      return screenCounts().first { $0.stack == entry.key }.map { .number(.integer($0.count)) }
    }
    if let entry = expectation.time, entry.mark.offset == offset { return .number(.real(clock.now)) }
    return nil
  }
}
