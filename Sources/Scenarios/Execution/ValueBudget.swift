import FocusEngine
import YAML

/// The bounds on a value built or stored while a scenario runs.
///
/// Without them a few bytes of YAML grow without end: `concat: [$s, $s]`
/// in a loop of onChange handlers doubles a string until memory runs out,
/// `append: { to: l, value: $l }` doubles a list at every step, and a
/// path `set` that stores a list inside itself nests one level deeper at
/// every write until the recursive walks of a value (equality, reports)
/// overflow the stack.
///
///     ValueBudget.check(.list([.string("a")]), at: mark)   // fine
///     ValueBudget.check(hugeList, at: mark)                // throws "value too large: …"
enum ValueBudget {
  /// The most a value may weigh (`Value.measure`): far above any focus scenario.
  static let maximumWeight = 100_000
  /// The deepest nesting of lists and mappings in a value, as the YAML
  /// reader allows for a file (`YAMLReader.Limits.maxDepth`).
  static let maximumDepth = 256

  /// Throws when `value` is over either bound.
  static func check(_ value: Value, at mark: Mark) throws(RuntimeError) {
    let measure = value.measure(upTo: maximumWeight + 1, depthUpTo: maximumDepth + 1)
    try check(measure, at: mark)
  }

  /// Throws when a string of `byteCount` UTF-8 bytes would be over the weight.
  static func checkString(byteCount: Int, at mark: Mark) throws(RuntimeError) {
    try check(Value.Measure(weight: byteCount, depth: 0), at: mark)
  }

  /// For a write into state: throws when the variable's new value is over a
  /// bound and larger than it was. A variable the file itself declares over
  /// the weight stays writable, as long as no write makes it bigger.
  static func checkWrite(old: Value, new: Value, at mark: Mark) throws(RuntimeError) {
    let measure = new.measure(upTo: maximumWeight + 1, depthUpTo: maximumDepth + 1)
    guard measure.weight > maximumWeight || measure.depth > maximumDepth else { return }
    let before = old.measure(upTo: maximumWeight + 1, depthUpTo: maximumDepth + 1)
    guard measure.weight > before.weight || measure.depth > before.depth else { return }
    try check(measure, at: mark)
  }

  private static func check(_ measure: Value.Measure, at mark: Mark) throws(RuntimeError) {
    if measure.weight > maximumWeight {
      throw RuntimeError(
        "value too large: this builds a value of over \(maximumWeight) elements and characters "
          + "(the limit of a value built while running)",
        at: mark, kind: .limitExceeded)
    }
    if measure.depth > maximumDepth {
      throw RuntimeError(
        "value too deep: this builds a value with lists and mappings nested over \(maximumDepth) levels "
          + "(the limit of a value built while running)",
        at: mark, kind: .limitExceeded)
    }
  }
}

extension Value {
  /// How much a value weighs and how deeply it nests, counted only up to limits.
  struct Measure {
    /// Scalars count 1, strings their UTF-8 length, collections 1 plus their contents.
    var weight: Int
    /// Levels of lists and mappings (a scalar: 0).
    var depth: Int
  }

  /// Walks the value with an explicit stack, stopping once either limit is
  /// passed, so measuring a value that shares its parts many times over, or
  /// nests very deep, stays cheap and never recurses.
  func measure(upTo weightLimit: Int, depthUpTo depthLimit: Int) -> Measure {
    var total = 0
    var deepest = 0
    var stack: [(value: Value, depth: Int)] = [(self, 0)]
    while let (value, depth) = stack.popLast(), total < weightLimit, deepest < depthLimit {
      switch value {
      case .string(let string):
        total += max(1, string.utf8.count)
      case .list(let items):
        total += 1
        deepest = max(deepest, depth + 1)
        for item in items.prefix(max(0, weightLimit - total)) { stack.append((item, depth + 1)) }
      case .map(let map):
        total += 1 + map.count
        deepest = max(deepest, depth + 1)
        for item in map.values.prefix(max(0, weightLimit - total)) { stack.append((item, depth + 1)) }
      default:
        total += 1
      }
    }
    return Measure(weight: total, depth: deepest)
  }
}
