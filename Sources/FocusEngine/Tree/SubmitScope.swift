/// Where a node's `.submitScope()` stands relative to its own `.onSubmit`
/// (F28): the format distinguishes these two modifier orders and no other.
///
///     node.submitScope = .aroundOwnHandler   // .onSubmit{…}.submitScope(): its handler runs, its ancestors' do not
///     node.submitScope = .insideOwnHandler   // .submitScope().onSubmit{…}: neither runs
public enum SubmitScope: Sendable, Hashable {
  /// No `.submitScope()`: submissions reach the ancestors' handlers.
  case off
  /// `submitScope: true`, `.onSubmit{…}.submitScope()`: the scope holds the
  /// node's own handler, which still runs; the ancestors' handlers do not.
  case aroundOwnHandler
  /// `submitScope: inner` (spec 1.1), `.submitScope().onSubmit{…}`: the
  /// node's own handler lies outside the scope, so it does not run for
  /// submissions from the node or inside it, nor do the ancestors' handlers.
  case insideOwnHandler
}
