/// What a run was asked to do, as reports show it: the paths, the filters,
/// the shard and the OS versions. The HTML report's summary prints it; the
/// JSON report carries it so that `merge-reports` can check that its shards
/// belong to one run and say what that run was.
///
///     let run = RunDescription(paths: ["Scenarios/"], shard: Shard(parsing: "2/3"))
///     run.shard?.description   // "2/3"
public struct RunDescription: Sendable, Hashable {
  /// The PATHs as given on the command line (`Scenarios/` when none was).
  public var paths: [String]
  /// `--filter REGEX`.
  public var filter: String?
  /// `--tag T`, in the order given.
  public var tags: [String]
  /// `--skip-tag T`, in the order given.
  public var skipTags: [String]
  /// `--shard I/N`.
  public var shard: Shard?
  /// `--os-versions LIST`, as written.
  public var osVersions: String?
  /// `--last-failed` narrowed the paths to the last run's failures.
  public var lastFailed: Bool

  /// A run of `paths` with the options given; everything else off.
  public init(
    paths: [String], filter: String? = nil, tags: [String] = [], skipTags: [String] = [], shard: Shard? = nil,
    osVersions: String? = nil, lastFailed: Bool = false
  ) {
    self.paths = paths
    self.filter = filter
    self.tags = tags
    self.skipTags = skipTags
    self.shard = shard
    self.osVersions = osVersions
    self.lastFailed = lastFailed
  }

  /// The same run without its shard: what every shard of one sharded run shares.
  public var unsharded: RunDescription {
    var run = self
    run.shard = nil
    return run
  }
}
