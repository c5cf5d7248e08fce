import YAML

/// Where a node stands in its file: what the cross-checks of
/// `ScenarioValidator` keep of each id, target and focused-value read, to
/// report an error there once the whole document has been read.
///
/// Keeping the `Node` itself copied it (its content and tag retained and
/// released) on every append and on every read of the lists: 1.3 % of
/// `validate` on corpus-3000 was `ScenarioValidator` copying those tuples.
struct SourceSpan {
  var start: Mark
  var end: Mark

  init(_ node: Node) {
    start = node.start
    end = node.end
  }

  init(start: Mark, end: Mark) {
    self.start = start
    self.end = end
  }
}
