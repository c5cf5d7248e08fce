/// The lines of one scenario's trace, keeping only the last `capacity`.
///
/// A trace grows with the steps and, under `trace --tree`, with the tree at
/// every step: a 100,000-node tree and 100,000 Tab presses are two small
/// lines of YAML (a ForEach and an alias) but 10 billion lines of trace.
/// The end of a trace is what explains a failure, so the start is dropped
/// and the lines say how many were.
///
///     var buffer = TraceBuffer(capacity: 2)
///     for line in ["a", "b", "c"] { buffer.append(line) }
///     buffer.lines   // ["… 1 earlier trace line not kept (a trace keeps its last 2)", "b", "c"]
struct TraceBuffer {
  /// The lines a scenario's trace keeps.
  static let defaultCapacity = 20_000

  let capacity: Int
  /// The kept lines start at `start`; the ones before it wait to be compacted.
  private var storage: [String] = []
  private var start = 0
  private(set) var dropped = 0

  init(capacity: Int = Self.defaultCapacity) {
    self.capacity = max(1, capacity)
  }

  mutating func append(_ line: String) {
    storage.append(line)
    if storage.count - start > capacity {
      start += 1
      dropped += 1
    }
    // Compacted when half the storage is dropped lines: amortised O(1) per line.
    if start >= capacity {
      storage.removeFirst(start)
      start = 0
    }
  }

  /// The kept lines, after one saying how many were dropped, if any.
  var lines: [String] {
    let kept = storage[start...]
    guard dropped > 0 else { return Array(kept) }
    let noun = dropped == 1 ? "line" : "lines"
    return ["… \(dropped) earlier trace \(noun) not kept (a trace keeps its last \(capacity))"] + kept
  }
}
