/// What one import shares across views: the catalog, the declared
/// `state`/`focusState` (in order of first use), and the names and ids
/// already taken, so a second instance of a name gets a numbered one.
///
/// A class because every view translated in one import writes to the same
/// declarations; it is used by one import on one thread.
package final class ImportSession {
  package let catalog: TypeCatalog
  package private(set) var state: [YAMLValue.Entry] = []
  package private(set) var focusState: [YAMLValue.Entry] = []
  private var variableNames: Set<String> = []
  private var ids: Set<String> = []

  package init(catalog: TypeCatalog) { self.catalog = catalog }

  /// A scenario name for a Swift variable: its own, or with 2, 3, … added
  /// when another view's variable already has it (scenario state is global).
  package func variableName(for swiftName: String) -> String {
    unique(swiftName, in: &variableNames)
  }

  /// `id`, or `id2`, `id3`, … when taken (IDRules).
  package func claimID(_ id: String) -> String { unique(id, in: &ids) }

  package func declareState(_ entry: YAMLValue.Entry) { state.append(entry) }
  package func declareFocusState(_ entry: YAMLValue.Entry) { focusState.append(entry) }
  /// A note on the last focusState entry (its enum's cases), as a comment above it.
  package func declareFocusStateComment(_ line: String) {
    guard !focusState.isEmpty else { return }
    focusState[focusState.count - 1].comments.append(line)
  }

  private func unique(_ name: String, in taken: inout Set<String>) -> String {
    var candidate = name
    var number = 2
    while taken.contains(candidate) {
      candidate = name + String(number)
      number += 1
    }
    taken.insert(candidate)
    return candidate
  }
}
