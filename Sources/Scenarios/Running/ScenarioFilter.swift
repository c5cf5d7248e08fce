/// Which scenarios of the planned files run: `--filter`, `--tag`, `--skip-tag`.
///
///     let filter = try ScenarioFilter(namePattern: "Sign In", tags: ["forms"], skipTags: ["slow"])
///     filter.matches(name: "Sign In focuses the first empty field", tags: ["forms"])   // true
///
/// - `namePattern` is searched for anywhere in the name (like `swift test --filter`).
/// - A scenario with *any* of `tags` is kept (tags are alternatives, as repeated
///   `--tag` options read); no `tags` keeps every scenario.
/// - A scenario with any of `skipTags` is dropped, whatever else matches.
public struct ScenarioFilter: Sendable {
  // The pattern is compiled once, by `init`, so a bad one is a usage error
  // up front rather than a silent non-match (hence read-only: a pattern set
  // later would skip that check). `NamePattern` rather than `Regex`: a
  // backtracking engine never returned on `^(a+)+$` and a long name.
  public private(set) var namePattern: String?
  public private(set) var tags: [String]
  public private(set) var skipTags: [String]
  private var compiledPattern: NamePattern?

  /// Keeps everything.
  public static let all = ScenarioFilter()

  private init() {
    namePattern = nil
    tags = []
    skipTags = []
  }

  /// - Throws: `PlanError.invalidFilter` when `namePattern` is not a regular
  ///   expression of the syntax `NamePattern` supports.
  public init(namePattern: String? = nil, tags: [String] = [], skipTags: [String] = []) throws(PlanError) {
    if let namePattern {
      do {
        compiledPattern = try NamePattern(namePattern)
      } catch {
        throw PlanError(.invalidFilter(namePattern, error.description))
      }
    }
    self.namePattern = namePattern
    self.tags = tags
    self.skipTags = skipTags
  }

  /// Whether nothing is filtered out.
  public var isEmpty: Bool { namePattern == nil && tags.isEmpty && skipTags.isEmpty }

  /// Whether a scenario with this name and these tags is selected.
  public func matches(name: String, tags scenarioTags: [String]) -> Bool {
    matches(name: name) && matches(tags: scenarioTags)
  }

  /// The `--filter` part alone (invalid documents have a name but no readable tags).
  public func matches(name: String) -> Bool {
    guard let compiledPattern else { return true }
    return compiledPattern.matches(name)
  }

  /// The `--tag` / `--skip-tag` part alone.
  public func matches(tags scenarioTags: [String]) -> Bool {
    if scenarioTags.contains(where: skipTags.contains) { return false }
    return tags.isEmpty || scenarioTags.contains(where: tags.contains)
  }
}
