/// `--shard I/N`: one of N deterministic parts of the selected scenarios, so
/// N CI machines together run everything exactly once.
///
///     let shard = Shard(parsing: "2/3")   // Shard(index: 2, count: 3)
///     shard?.contains(position: 4)        // true: positions 1, 4, 7… (0-based) go to shard 2
///
/// Scenarios are dealt round-robin in plan order (file path, then place in
/// the file), which keeps shards within one scenario of each other in size.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
  /// 1-based.
  public var index: Int
  /// How many shards the run is dealt into.
  public var count: Int

  /// `nil` unless `1 ≤ index ≤ count`.
  public init?(index: Int, count: Int) {
    guard count >= 1, (1...count).contains(index) else { return nil }
    self.index = index
    self.count = count
  }

  /// Reads `I/N`; `nil` when it is not of that form or out of range.
  public init?(parsing text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
    self.init(index: index, count: count)
  }

  /// Whether the scenario at this 0-based position among the selected ones belongs here.
  public func contains(position: Int) -> Bool { position % count == index - 1 }

  /// `I/N`, as `--shard` writes it.
  public var description: String { "\(index)/\(count)" }
}
