import FocusEngine
import YAML

/// F1's check that present ids are unique, across the tree builds of one run.
///
/// Each build claims every present node's id. A node reused from an earlier
/// build (`TreeBuilder`'s caches) claims it again, and hashing its id
/// string every time was most of the cost of reusing it (`perf` over the
/// benchmark corpus, docs/benchmarks.md). So an id is numbered the first
/// time it is met, its instance keeps the number, and claiming a number is
/// an array access: claimed means stamped with the current build.
///
/// Exclusivity is unchecked: the class is private to one run's tree
/// builds, which never overlap, and its accesses are the whole cost.
final class IDClaims {
  @exclusivity(unchecked) private var numbers: [String: Int] = [:]
  /// Per id number, the build that last claimed it.
  @exclusivity(unchecked) private var claimedBy: [Int] = []
  /// Per id number, where the node that claimed it in that build was written.
  @exclusivity(unchecked) private var claimedAt: [Mark] = []
  @exclusivity(unchecked) private var build = 0

  /// Starts a build: no id is claimed.
  func beginBuild() { build += 1 }

  /// The number of `id`, the same for the whole run.
  func number(of id: String) -> Int {
    // One lookup that inserts when missing: a ForEach of 100,000 rows
    // numbers 100,000 new ids.
    let next = claimedBy.count
    let number = numbers.value(for: id, insertingIfMissing: next)
    if number == next {
      claimedBy.append(0)
      claimedAt.append(Mark(line: 0, column: 0, offset: 0))
    }
    return number
  }

  /// Makes room for at least `count` ids in all, so a first build that
  /// meets many (ForEach rows) does not grow the tables as it goes. Not
  /// `count` more: later builds meet the same ids again, and reserving on
  /// top of them would grow the tables at every build.
  func reserveCapacity(_ count: Int) {
    guard count > claimedBy.capacity else { return }
    numbers.reserveCapacity(count)
    claimedBy.reserveCapacity(count)
    claimedAt.reserveCapacity(count)
  }

  /// Claims id `number` for a node written at `mark`; returns where the
  /// node that claimed it earlier in this build was written, if one did.
  func claim(_ number: Int, at mark: Mark) -> Mark? {
    if claimedBy[number] == build { return claimedAt[number] }
    claimedBy[number] = build
    claimedAt[number] = mark
    return nil
  }
}
