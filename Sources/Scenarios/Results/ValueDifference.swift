import FocusEngine

/// One element or field of a list or mapping that differs from what was
/// expected: changed, added (only in the actual value) or removed (only in
/// the expected one). A failing list prints these instead of leaving the
/// reader to compare two long lines.
///
///     ValueDifference.between(["a", "b"], ["a", "c", "d"], at: "state.tags").map(\.description)
///     // ["state.tags[1]: expected b, got c", "state.tags[2]: added d"]
public struct ValueDifference: Sendable, Hashable, CustomStringConvertible {
  /// How the element or field differs.
  public enum Kind: String, Sendable, Hashable {
    case changed, added, removed
  }

  /// `state.reminders[1].title`.
  public var path: String
  /// Changed, added or removed.
  public var kind: Kind
  /// The expected value (`removed`, `changed`), in flow style.
  public var expected: String?
  /// The actual value (`added`, `changed`), in flow style.
  public var actual: String?

  /// `path: expected X, got Y`, `path: added Y`, `path: removed X`.
  public var description: String {
    switch kind {
    case .changed: return "\(path): expected \(expected ?? ""), got \(actual ?? "")"
    case .added: return "\(path): added \(actual ?? "")"
    case .removed: return "\(path): removed \(expected ?? "")"
    }
  }

  /// At most this many differences are listed for one mismatch.
  static let budget = 20

  /// The differences inside two lists or two mappings, depth first, in
  /// order; empty when either is not a list or mapping (the mismatch line
  /// already says everything). Lists are compared position by position.
  public static func between(_ expected: Value, _ actual: Value, at path: String) -> [ValueDifference] {
    var differences: [ValueDifference] = []
    collect(expected, actual, at: path, into: &differences, top: true)
    return differences
  }

  private static func collect(_ expected: Value, _ actual: Value, at path: String, into differences: inout [ValueDifference], top: Bool) {
    guard differences.count < budget, expected != actual else { return }
    switch (expected, actual) {
    case (.list(let a), .list(let b)):
      for index in 0..<max(a.count, b.count) where differences.count < budget {
        let element = "\(path)[\(index)]"
        if index >= b.count {
          differences.append(ValueDifference(path: element, kind: .removed, expected: a[index].displayText))
        } else if index >= a.count {
          differences.append(ValueDifference(path: element, kind: .added, actual: b[index].displayText))
        } else {
          collect(a[index], b[index], at: element, into: &differences, top: false)
        }
      }
    case (.map, .map):
      let a = expected.mapValue ?? [:]
      let b = actual.mapValue ?? [:]
      for key in a.keys + b.keys.filter({ a[$0] == nil }) where differences.count < budget {
        let field = "\(path).\(key)"
        switch (a[key], b[key]) {
        case (let x?, let y?): collect(x, y, at: field, into: &differences, top: false)
        case (let x?, nil): differences.append(ValueDifference(path: field, kind: .removed, expected: x.displayText))
        case (nil, let y?): differences.append(ValueDifference(path: field, kind: .added, actual: y.displayText))
        case (nil, nil): break
        }
      }
    default:
      // A scalar that differs inside a list or mapping; at the top the mismatch says it.
      if !top { differences.append(ValueDifference(path: path, kind: .changed, expected: expected.displayText, actual: actual.displayText)) }
    }
  }

  /// A difference of `path`; `merge-reports` rebuilds them from a report.
  package init(path: String, kind: Kind, expected: String? = nil, actual: String? = nil) {
    self.path = path
    self.kind = kind
    self.expected = expected
    self.actual = actual
  }
}
